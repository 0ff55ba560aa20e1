import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import {
  type ApiDetailItem,
  type ApiMasterItem,
  apiDetailUpdateRequestSchema,
  apiMasterAddRequestSchema,
  apiMasterUpdateRequestSchema,
} from '#contract/account/api-access.ts'
import { FormFooter } from '../../../engine/form-footer.tsx'
import { fieldIn, useFormSave } from '../../../engine/use-form-save.ts'
import { Alert } from '../../../ui/alert.tsx'
import { Dialog, DialogBody, DialogContent } from '../../../ui/dialog.tsx'
import { Input } from '../../../ui/input.tsx'
import { FieldError, Label } from '../../../ui/label.tsx'
import { NativeSelect } from '../../../ui/native-select.tsx'
import { Textarea } from '../../../ui/textarea.tsx'
import { apiAccessApi, apiAccessKeys } from './api.ts'

/** After a save: the API access screens read again and the dialog closes. */
function useSaved(onClose: () => void) {
  const queryClient = useQueryClient()
  return async () => {
    await queryClient.invalidateQueries({ queryKey: apiAccessKeys.all })
    onClose()
  }
}

function Field({
  id,
  label,
  error,
  help,
  children,
}: {
  id: string
  label: string
  error?: string | undefined
  help?: string
  children: React.ReactNode
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {help ? (
        <p id={`${id}-help`} className="text-xs text-muted-foreground">
          {help}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  )
}

const describedBy = (id: string, help: boolean, error: unknown) =>
  [help ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined

export type MasterFormTarget = { mode: 'add' } | { mode: 'edit'; master: ApiMasterItem }

/** Add a custom API master, or rename one (its code stays). */
export function MasterFormDialog({
  target,
  onClose,
}: {
  target: MasterFormTarget | null
  onClose: () => void
}) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {target ? (
        <DialogContent title={target.mode === 'add' ? 'Tambah Master API' : 'Ubah Master API'}>
          <MasterForm target={target} onClose={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  )
}

const addSchema = apiMasterAddRequestSchema
const editSchema = apiMasterUpdateRequestSchema.omit({ id: true })
type AddValues = z.input<typeof addSchema>

function MasterForm({ target, onClose }: { target: MasterFormTarget; onClose: () => void }) {
  const id = useId()
  const editing = target.mode === 'edit' ? target.master : null
  const form = useForm<AddValues>({
    resolver: zodResolver(
      editing ? editSchema.extend({ code: addSchema.shape.code.optional() }) : addSchema,
    ) as never,
    defaultValues: editing
      ? { code: editing.code, name: editing.name, description: editing.description }
      : { code: '', name: '', description: '' },
  })
  const save = useFormSave({
    form,
    fieldOf: fieldIn(['code', 'name', 'description']),
    send: (v: AddValues) =>
      editing
        ? apiAccessApi.updateMaster({ id: editing.id, name: v.name, description: v.description ?? '' })
        : apiAccessApi.addMaster(v),
    onSaved: useSaved(onClose),
  })
  // A master's name and description are labels: saved without a question.
  const onSubmit = form.handleSubmit((v) => save.run(v))
  const e = form.formState.errors
  return (
    <form noValidate onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col" aria-label="Master API">
      <DialogBody className="flex flex-col gap-4">
        {save.message ? <Alert variant="error">{save.message}</Alert> : null}
        <Field
          id={`${id}-code`}
          label="Kode"
          error={e.code?.message}
          help={
            editing
              ? 'Tidak dapat diubah setelah data disimpan.'
              : 'Huruf kecil, angka atau tanda hubung, misalnya laporan-khusus.'
          }
        >
          <Input
            id={`${id}-code`}
            autoComplete="off"
            readOnly={editing !== null}
            aria-invalid={e.code ? true : undefined}
            aria-describedby={describedBy(`${id}-code`, true, e.code)}
            {...form.register('code')}
          />
        </Field>
        <Field id={`${id}-name`} label="Nama" error={e.name?.message}>
          <Input
            id={`${id}-name`}
            autoComplete="off"
            aria-invalid={e.name ? true : undefined}
            aria-describedby={describedBy(`${id}-name`, false, e.name)}
            {...form.register('name')}
          />
        </Field>
        <Field id={`${id}-description`} label="Deskripsi" error={e.description?.message}>
          <Textarea
            id={`${id}-description`}
            aria-invalid={e.description ? true : undefined}
            aria-describedby={describedBy(`${id}-description`, false, e.description)}
            {...form.register('description')}
          />
        </Field>
      </DialogBody>
      <FormFooter save={save} />
    </form>
  )
}

const routeSchema = apiDetailUpdateRequestSchema.omit({ id: true })
type RouteValues = z.input<typeof routeSchema>

/** Moves a route to another API master and/or relabels it. */
export function RouteFormDialog({ route, onClose }: { route: ApiDetailItem | null; onClose: () => void }) {
  return (
    <Dialog open={route !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {route ? (
        <DialogContent title="Ubah Rute API" description={`${route.method} ${route.path}`}>
          <RouteForm route={route} onClose={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  )
}

function RouteForm({ route, onClose }: { route: ApiDetailItem; onClose: () => void }) {
  const id = useId()
  const masters = useQuery({
    queryKey: apiAccessKeys.allMasters,
    queryFn: ({ signal }) => apiAccessApi.allMasters(signal),
  })
  const form = useForm<RouteValues>({
    resolver: zodResolver(routeSchema) as never,
    defaultValues: { apiMasterId: route.apiMasterId, label: route.label ?? '' },
  })
  const save = useFormSave({
    form,
    fieldOf: fieldIn(['apiMasterId', 'label']),
    send: (v: RouteValues) =>
      apiAccessApi.updateDetail({ id: route.id, apiMasterId: v.apiMasterId, label: v.label ?? '' }),
    onSaved: useSaved(onClose),
  })
  // Moving the route to another API master changes which API segments grant it: asked first; a label is not.
  const onSubmit = form.handleSubmit((v) => (v.apiMasterId !== route.apiMasterId ? save.ask(v) : save.run(v)))
  const e = form.formState.errors
  return (
    <form noValidate onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col" aria-label="Rute API">
      <DialogBody className="flex flex-col gap-4">
        {save.message ? <Alert variant="error">{save.message}</Alert> : null}
        {masters.isError ? <Alert variant="error">{masters.error.message}</Alert> : null}
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted-foreground">Ringkasan</dt>
          <dd>{route.summary || '—'}</dd>
          <dt className="text-muted-foreground">Fitur</dt>
          <dd className="font-mono text-xs leading-5 break-all">{route.features.join(', ')}</dd>
        </dl>
        <Field
          id={`${id}-master`}
          label="Master API"
          error={e.apiMasterId?.message}
          help="Segmen yang boleh memanggil rute ini adalah segmen yang diizinkan master API-nya."
        >
          <NativeSelect
            id={`${id}-master`}
            disabled={!masters.data}
            aria-invalid={e.apiMasterId ? true : undefined}
            aria-describedby={describedBy(`${id}-master`, true, e.apiMasterId)}
            {...form.register('apiMasterId', { valueAsNumber: true })}
          >
            {(
              masters.data ?? [
                { id: route.apiMasterId, code: route.apiMasterCode, name: route.apiMasterName },
              ]
            ).map((m) => (
              <option key={m.id} value={m.id}>
                {m.name} ({m.code})
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field
          id={`${id}-label`}
          label="Label"
          error={e.label?.message}
          help="Kosongkan untuk memakai ringkasan rute."
        >
          <Input
            id={`${id}-label`}
            autoComplete="off"
            placeholder={route.summary}
            aria-invalid={e.label ? true : undefined}
            aria-describedby={describedBy(`${id}-label`, true, e.label)}
            {...form.register('label')}
          />
        </Field>
      </DialogBody>
      <FormFooter save={save} />
    </form>
  )
}
