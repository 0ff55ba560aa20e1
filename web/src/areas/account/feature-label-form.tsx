import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { type RoleMasterItem, roleMasterUpdateRequestSchema } from '#contract/account/roles.ts'
import { FormFooter } from '../../engine/form-footer.tsx'
import { useFormSave } from '../../engine/use-form-save.ts'
import { Alert } from '../../ui/alert.tsx'
import { DialogBody } from '../../ui/dialog.tsx'
import { Input } from '../../ui/input.tsx'
import { FieldError, Label } from '../../ui/label.tsx'
import { accountApi, accountKeys } from './account-api.ts'
import { FEATURE_LEVEL_LABELS, groupLabel } from './labels.ts'

const labelSchema = z.object({ label: roleMasterUpdateRequestSchema.shape.label })

/** "Ubah Label Fitur": the label people read, saved without a question. */
export function LabelForm({ feature, onClose }: { feature: RoleMasterItem; onClose: () => void }) {
  const id = useId()
  const queryClient = useQueryClient()
  const form = useForm<z.input<typeof labelSchema>, unknown, z.output<typeof labelSchema>>({
    resolver: zodResolver(labelSchema),
    defaultValues: { label: feature.label },
  })
  const save = useFormSave({
    form,
    fieldOf: (field) => (field === 'label' ? field : undefined),
    send: (label: string) => accountApi.updateFeatureLabel(feature.roleName, label),
    onSaved: async () => {
      await queryClient.invalidateQueries({ queryKey: accountKeys.all })
      onClose()
    },
  })
  const error = form.formState.errors.label?.message

  return (
    <form
      noValidate
      aria-label="Ubah label fitur"
      className="flex min-h-0 flex-1 flex-col"
      // Only the label people read changes (not who holds the feature): saved without a question.
      onSubmit={form.handleSubmit(({ label }) => save.run(label))}
    >
      <DialogBody className="flex flex-col gap-4">
        {save.message ? <Alert variant="error">{save.message}</Alert> : null}
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted-foreground">Nama fitur</dt>
          <dd className="font-mono text-xs leading-5">{feature.roleName}</dd>
          <dt className="text-muted-foreground">Grup</dt>
          <dd>{groupLabel(feature.roleGroup)}</dd>
          <dt className="text-muted-foreground">Level</dt>
          <dd>{FEATURE_LEVEL_LABELS[feature.level]}</dd>
        </dl>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={id}>Label</Label>
          <Input
            id={id}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            {...form.register('label')}
          />
          <FieldError id={`${id}-error`} message={error} />
        </div>
      </DialogBody>
      <FormFooter save={save} />
    </form>
  )
}
