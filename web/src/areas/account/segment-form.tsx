import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { useId } from 'react'
import { type Resolver, useForm } from 'react-hook-form'
import {
  type RoleSegmentInput,
  type RoleSegmentItem,
  roleSegmentInputSchema,
} from '#contract/account/roles.ts'
import type { FieldDef } from '#contract/engine/resource.ts'
import { FormField } from '../../engine/form-field.tsx'
import { FormFooter } from '../../engine/form-footer.tsx'
import type { FormValues } from '../../engine/form-values.ts'
import { optionKeys } from '../../engine/option-api.ts'
import { fieldIn, useFormSave } from '../../engine/use-form-save.ts'
import { Alert } from '../../ui/alert.tsx'
import { Dialog, DialogBody, DialogContent } from '../../ui/dialog.tsx'
import { accountApi, accountKeys, SEGMENT_OPTIONS_PATH } from './account-api.ts'

export type SegmentFormTarget = { mode: 'add' } | { mode: 'edit'; segment: RoleSegmentItem }

const FIELDS: readonly FieldDef[] = [
  {
    key: 'code',
    label: 'Kode Segmen',
    type: 'text',
    placeholder: 'OPS_KEUANGAN',
    help: '2–32 karakter: huruf, angka atau garis bawah (disimpan dalam huruf besar).',
  },
  { key: 'name', label: 'Nama Segmen', type: 'text' },
  { key: 'description', label: 'Deskripsi', type: 'textarea' },
  {
    key: 'require2fa',
    label: 'Wajibkan verifikasi 2 langkah',
    type: 'boolean',
    help: 'Pengguna segmen ini harus memakai verifikasi 2 langkah saat login. Saat diaktifkan, sesi pengguna yang belum memakainya langsung diakhiri.',
  },
]

/** "Tambah Segmen" / "Ubah Segmen": code, name, description and the 2-step verification rule. */
export function SegmentFormDialog({
  target,
  onClose,
  onAdded,
}: {
  target: SegmentFormTarget | null
  onClose: () => void
  /** A new segment was saved: the page opens its features next. */
  onAdded: (id: number) => void
}) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {target ? (
        <DialogContent title={target.mode === 'edit' ? 'Ubah Segmen' : 'Tambah Segmen'}>
          <SegmentForm target={target} onClose={onClose} onAdded={onAdded} />
        </DialogContent>
      ) : null}
    </Dialog>
  )
}

function SegmentForm({
  target,
  onClose,
  onAdded,
}: {
  target: SegmentFormTarget
  onClose: () => void
  onAdded: (id: number) => void
}) {
  const formId = useId()
  const queryClient = useQueryClient()
  const editing = target.mode === 'edit' ? target.segment : null
  const form = useForm<FormValues>({
    resolver: zodResolver(roleSegmentInputSchema as never) as Resolver<FormValues>,
    defaultValues: editing
      ? {
          code: editing.code,
          name: editing.name,
          description: editing.description,
          require2fa: editing.require2fa,
        }
      : { code: '', name: '', description: '', require2fa: false },
    shouldFocusError: true,
  })
  const save = useFormSave({
    form,
    fieldOf: fieldIn(FIELDS.map((f) => f.key)),
    send: (input: RoleSegmentInput) =>
      editing ? accountApi.updateSegment(editing.id, input) : accountApi.addSegment(input),
    onSaved: async (result) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKeys.all }),
        queryClient.invalidateQueries({ queryKey: optionKeys.all(SEGMENT_OPTIONS_PATH) }),
      ])
      onClose()
      if (!editing && result.data) onAdded(result.data.id)
    },
  })

  const onSubmit = form.handleSubmit((values) => {
    const input = roleSegmentInputSchema.parse(values)
    // Asked first only when the sign-in rule of its members changes; a name or description is not.
    return editing && input.require2fa !== editing.require2fa ? save.ask(input) : save.run(input)
  })

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex min-h-0 flex-1 flex-col"
      aria-label={editing ? 'Ubah segmen' : 'Tambah segmen'}
    >
      <DialogBody className="flex flex-col gap-4">
        {save.message ? <Alert variant="error">{save.message}</Alert> : null}
        {editing ? null : (
          <p className="text-sm text-muted-foreground">
            Segmen baru belum memiliki fitur: setelah disimpan, daftar fiturnya terbuka untuk diatur.
          </p>
        )}
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {FIELDS.map((field) => (
            <FormField
              key={field.key}
              def={{ input: roleSegmentInputSchema }}
              field={field}
              fields={FIELDS}
              control={form.control}
              mode={editing ? 'edit' : 'add'}
              formId={formId}
              onUserChange={() => undefined}
            />
          ))}
        </div>
      </DialogBody>
      <FormFooter save={save} submitDisabled={form.formState.isSubmitting} />
    </form>
  )
}
