import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Suspense, useEffect, useId, useMemo, useRef, useState } from 'react'
import { type Resolver, useForm, useWatch } from 'react-hook-form'
import { fieldApplies, isConsequential, type ResourceDef, usageText } from '#contract/engine/resource.ts'
import { Alert } from '../ui/alert.tsx'
import { ConfirmDialog } from '../ui/confirm-dialog.tsx'
import { Dialog, DialogBody, DialogContent } from '../ui/dialog.tsx'
import { PageSpinner } from '../ui/spinner.tsx'
import { FORM_EXTRAS } from './form-extras.ts'
import { FormField } from './form-field.tsx'
import { FormFooter } from './form-footer.tsx'
import { FormSection } from './form-section.tsx'
import {
  deactivates,
  defaultValues,
  dependentsOf,
  emptyValueOf,
  type FormMode,
  type FormValues,
  formFields,
  formSchema,
  keptPersonal,
  valuesFromRow,
  withoutKeptPersonal,
} from './form-values.ts'
import { resourceApi, resourceKeys } from './resource-api.ts'
import { fieldIn, useFormSave } from './use-form-save.ts'

export type FormTarget = { mode: 'add' } | { mode: 'edit'; id: number }

/** Add or edit a row of a resource in a drawer; edit loads the row from /detail first. */
export function ResourceFormDialog({
  def,
  target,
  onClose,
  title: ownTitle,
}: {
  def: ResourceDef
  target: FormTarget | null
  onClose: () => void
  /** Instead of "Tambah …" / "Ubah …" (an add that is an action: "Blokir Kartu"). */
  title?: string
}) {
  const title = ownTitle ?? (target?.mode === 'edit' ? `Ubah ${def.singular}` : `Tambah ${def.singular}`)
  // Esc, the close button or "Batal" on a form with changes asks before throwing them away.
  const dirty = useRef(false)
  const [asking, setAsking] = useState(false)
  const close = () => {
    dirty.current = false
    setAsking(false)
    onClose()
  }
  const onDirty = (d: boolean) => {
    dirty.current = d
  }
  return (
    <>
      <Dialog
        open={target !== null}
        onOpenChange={(open) => (open ? undefined : dirty.current ? setAsking(true) : close())}
      >
        {target ? (
          <DialogContent title={title} className="max-w-2xl">
            {target.mode === 'edit' ? (
              <EditForm def={def} id={target.id} onClose={close} onDirty={onDirty} />
            ) : (
              <ResourceForm
                def={def}
                mode="add"
                initial={defaultValues(def, 'add')}
                onClose={close}
                onDirty={onDirty}
              />
            )}
          </DialogContent>
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={asking}
        onOpenChange={(open) => (open ? undefined : setAsking(false))}
        title="Perubahan belum disimpan"
        message="Buang perubahan pada formulir ini?"
        confirmLabel="Buang perubahan"
        tone="danger"
        onConfirm={close}
      />
    </>
  )
}

function EditForm({
  def,
  id,
  onClose,
  onDirty,
}: {
  def: ResourceDef
  id: number
  onClose: () => void
  onDirty: (dirty: boolean) => void
}) {
  const query = useQuery({
    queryKey: resourceKeys.detail(def, id),
    queryFn: ({ signal }) => resourceApi.detail(def, id, signal),
    retry: false,
    staleTime: 0,
  })
  if (query.isPending) return <PageSpinner label="Memuat data…" />
  if (query.isError)
    return (
      <DialogBody>
        <Alert variant="error">{query.error.message}</Alert>
      </DialogBody>
    )
  return (
    <ResourceForm
      def={def}
      mode="edit"
      id={id}
      initial={valuesFromRow(def, query.data)}
      kept={keptPersonal(def, query.data)}
      onClose={onClose}
      onDirty={onDirty}
    />
  )
}

function ResourceForm({
  def,
  mode,
  id,
  initial,
  kept = {},
  onClose,
  onDirty,
}: {
  def: ResourceDef
  mode: FormMode
  id?: number
  initial: FormValues
  /** On edit, the stored (masked) value of each personal field, whose input starts empty. */
  kept?: Record<string, string>
  onClose: () => void
  onDirty: (dirty: boolean) => void
}) {
  const formId = useId()
  const queryClient = useQueryClient()
  const fields = useMemo(() => formFields(def, mode), [def, mode])
  const resolver = useMemo((): Resolver<FormValues> => {
    const base = zodResolver(formSchema(def, mode) as never) as Resolver<FormValues>
    // An empty personal field on edit keeps the stored value: neither validated nor sent.
    return mode === 'edit'
      ? (values, context, options) => base(withoutKeptPersonal(def, values), context, options)
      : base
  }, [def, mode])
  const form = useForm<FormValues>({ resolver, defaultValues: initial, shouldFocusError: true })
  // Fields shown only while another field holds certain values (`when`: a scheme's amount only for FLAT).
  const values = useWatch({ control: form.control }) as FormValues
  const Extra = FORM_EXTRAS[def.name]
  const isDirty = form.formState.isDirty
  useEffect(() => onDirty(isDirty), [isDirty, onDirty])
  const clearDependents = (key: string) => {
    for (const dep of dependentsOf(fields, key)) {
      const f = fields.find((x) => x.key === dep)
      if (f) form.setValue(dep, emptyValueOf(f), { shouldDirty: true })
    }
  }

  const save = useFormSave({
    form,
    fieldOf: fieldIn(fields.map((f) => f.key)),
    send: (values: FormValues) =>
      mode === 'edit' && id !== undefined
        ? resourceApi.update(def, id, values)
        : resourceApi.add(def, values),
    onSaved: async () => {
      await queryClient.invalidateQueries({ queryKey: ['resource'] })
      onClose()
    },
  })

  // An edit asks first only when it changes something with consequences (money, status, a parent).
  const [weighty, setWeighty] = useState<string[]>([])
  // Taking a row out of use says first what still uses it (the delete check's count of its dependents).
  const [inUse, setInUse] = useState('')
  const onSubmit = form.handleSubmit(async (values) => {
    if (mode !== 'edit') return save.run(values)
    const consequential = fields.filter(
      (f) => isConsequential(f) && JSON.stringify(values[f.key]) !== JSON.stringify(initial[f.key]),
    )
    if (consequential.length === 0) return save.run(values)
    let usage = ''
    if (id !== undefined && consequential.some((f) => deactivates(f, initial[f.key], values[f.key]))) {
      const check = await resourceApi.deleteCheck(def, [id])
      usage = check.success && check.data ? usageText(check.data.usage) : ''
    }
    setInUse(usage ? `${def.singular} ini masih ${usage}. ` : '')
    setWeighty(consequential.map((f) => f.label))
    save.ask(values)
  })

  return (
    <form noValidate onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col" aria-label={def.singular}>
      <DialogBody className="flex flex-col gap-6">
        {save.message ? <Alert variant="error">{save.message}</Alert> : null}
        {def.form.map((section) => {
          const shown = section.fields.filter((f) => fields.includes(f) && fieldApplies(f, values))
          if (shown.length === 0) return null
          return (
            <FormSection key={section.title} title={section.title}>
              {shown.map((field) => (
                <FormField
                  key={field.key}
                  def={def}
                  field={field}
                  fields={fields}
                  control={form.control}
                  mode={mode}
                  formId={formId}
                  onUserChange={clearDependents}
                  kept={kept[field.key]}
                />
              ))}
            </FormSection>
          )
        })}
        {Extra ? (
          <Suspense fallback={null}>
            <Extra def={def} values={values} id={id} />
          </Suspense>
        ) : null}
      </DialogBody>
      <FormFooter
        save={save}
        submitDisabled={form.formState.isSubmitting}
        confirmMessage={`${inUse}Anda mengubah ${weighty.join(', ')}. Apakah Anda yakin ingin memperbarui data ini?`}
      />
    </form>
  )
}
