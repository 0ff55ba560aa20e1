import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { type Resolver, useForm } from 'react-hook-form'
import {
  type RoleSegmentInput,
  type RoleSegmentItem,
  roleSegmentInputSchema,
} from '#contract/account/roles.ts'
import type { FieldDef } from '#contract/engine/resource.ts'
import { FormField } from '../../engine/form-field.tsx'
import type { FormValues } from '../../engine/form-values.ts'
import { optionKeys } from '../../engine/resource-api.ts'
import { UPDATE_CONFIRM } from '../../engine/resource-form.tsx'
import { Alert } from '../../ui/alert.tsx'
import { Button } from '../../ui/button.tsx'
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx'
import { Dialog, DialogBody, DialogClose, DialogContent, DialogFooter } from '../../ui/dialog.tsx'
import { notify } from '../../ui/notify.ts'
import { Spinner } from '../../ui/spinner.tsx'
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
const KEYS = new Set(FIELDS.map((f) => f.key))

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
  const [serverMessage, setServerMessage] = useState<string | null>(null)
  const [confirming, setConfirming] = useState<RoleSegmentInput | null>(null)
  const [saving, setSaving] = useState(false)

  const save = async (input: RoleSegmentInput) => {
    setSaving(true)
    setServerMessage(null)
    const result = editing
      ? await accountApi.updateSegment(editing.id, input)
      : await accountApi.addSegment(input)
    setSaving(false)
    setConfirming(null)
    if (result.success) {
      notify(result.message, 'success')
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKeys.all }),
        queryClient.invalidateQueries({ queryKey: optionKeys.all(SEGMENT_OPTIONS_PATH) }),
      ])
      onClose()
      if (!editing && result.data) onAdded(result.data.id)
      return
    }
    const errors = (result.errors ?? []).filter((e) => KEYS.has(e.field))
    for (const e of errors) form.setError(e.field, { type: 'server', message: e.message })
    if (errors[0]) form.setFocus(errors[0].field)
    setServerMessage(result.message)
    notify(result.message, 'error')
  }

  const onSubmit = form.handleSubmit((values) => {
    const input = roleSegmentInputSchema.parse(values)
    if (editing) setConfirming(input)
    else return save(input)
  })

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex min-h-0 flex-1 flex-col"
      aria-label={editing ? 'Ubah segmen' : 'Tambah segmen'}
    >
      <DialogBody className="flex flex-col gap-4">
        {serverMessage ? <Alert variant="error">{serverMessage}</Alert> : null}
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
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={saving}>
            Batal
          </Button>
        </DialogClose>
        <Button type="submit" disabled={saving || form.formState.isSubmitting}>
          {saving ? <Spinner /> : null}
          Simpan
        </Button>
      </DialogFooter>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        message={UPDATE_CONFIRM}
        pending={saving}
        onConfirm={() => (confirming ? void save(confirming) : undefined)}
      />
    </form>
  )
}
