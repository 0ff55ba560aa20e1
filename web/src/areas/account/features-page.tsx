import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { Pencil } from 'lucide-react'
import { useId, useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { type RoleMasterItem, roleMasterUpdateRequestSchema } from '#contract/account/roles.ts'
import type { TableColumn } from '../../engine/data-table.tsx'
import { FormFooter } from '../../engine/form-footer.tsx'
import { toListRequest } from '../../engine/list-request.ts'
import type { ListShape, ListState } from '../../engine/list-state.ts'
import { ListView } from '../../engine/list-view.tsx'
import { useFormSave } from '../../engine/use-form-save.ts'
import { useList } from '../../engine/use-list.ts'
import { Alert } from '../../ui/alert.tsx'
import { Badge } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { Dialog, DialogBody, DialogContent } from '../../ui/dialog.tsx'
import { Input } from '../../ui/input.tsx'
import { FieldError, Label } from '../../ui/label.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { accountApi, accountKeys, type FeatureListRequest } from './account-api.ts'
import { FEATURE_GROUPS, FEATURE_LEVEL_LABELS, groupLabel } from './labels.ts'
import { crumbsOf, pageTitleOf } from './list-parts.tsx'

const HREF = '/dashboard/feature'

/** The catalogue is listed by group (the server's order); filters by group and level, search. */
const SHAPE: ListShape = {
  columns: [],
  filters: [
    {
      key: 'roleGroup',
      label: 'Grup',
      type: 'select',
      options: FEATURE_GROUPS.map((g) => ({ value: g, label: groupLabel(g) })),
    },
    {
      key: 'level',
      label: 'Level',
      type: 'select',
      options: [
        { value: 'data', label: FEATURE_LEVEL_LABELS.data },
        { value: 'feature', label: FEATURE_LEVEL_LABELS.feature },
      ],
    },
  ],
  defaultSort: { key: 'roleGroup', dir: 'asc' },
}

/** The /role-master/list call has its own order (by group): no sort. */
const featureRequest = (state: ListState): FeatureListRequest => {
  const { sort: _s, dir: _d, ...rest } = toListRequest(state)
  return rest as FeatureListRequest
}

/** "Master Fitur": the product's feature catalogue; only a feature's label can change. */
export function FeaturesPage() {
  const list = useList<RoleMasterItem, FeatureListRequest>({
    shape: SHAPE,
    request: featureRequest,
    source: { key: accountKeys.features, fetch: (request, signal) => accountApi.features(request, signal) },
  })
  const [editing, setEditing] = useState<RoleMasterItem | null>(null)

  const columns: TableColumn<RoleMasterItem>[] = useMemo(
    () => [
      { id: 'roleGroup', header: 'Grup', cell: (f) => groupLabel(f.roleGroup) },
      {
        id: 'roleName',
        header: 'Nama Fitur',
        cell: (f) => <span className="font-mono text-xs">{f.roleName}</span>,
      },
      { id: 'label', header: 'Label', cell: (f) => f.label },
      {
        id: 'level',
        header: 'Level',
        cell: (f) => (
          <Badge tone={f.level === 'data' ? 'info' : 'neutral'}>{FEATURE_LEVEL_LABELS[f.level]}</Badge>
        ),
      },
    ],
    [],
  )

  return (
    <>
      <PageHeader
        title={pageTitleOf(HREF)}
        crumbs={crumbsOf(HREF)}
        description="Katalog fitur produk. Fitur ditambahkan lewat rilis aplikasi dan tidak dapat dihapus; hanya labelnya yang dapat diubah."
      />
      <ListView<RoleMasterItem>
        list={list}
        caption={pageTitleOf(HREF)}
        columns={columns}
        rowKey={(f) => f.roleName}
        search={{ placeholder: 'Cari nama, label atau grup fitur…', label: 'Cari fitur' }}
        rowActions={(f) => (
          <Button
            variant="ghost"
            size="sm"
            className="size-8 px-0"
            aria-label={`Ubah label ${f.roleName}`}
            onClick={() => setEditing(f)}
          >
            <Pencil aria-hidden="true" className="size-4" />
          </Button>
        )}
      />
      <Dialog open={editing !== null} onOpenChange={(o) => (o ? undefined : setEditing(null))}>
        {editing ? (
          <DialogContent title="Ubah Label Fitur">
            <LabelForm feature={editing} onClose={() => setEditing(null)} />
          </DialogContent>
        ) : null}
      </Dialog>
    </>
  )
}

const labelSchema = z.object({ label: roleMasterUpdateRequestSchema.shape.label })

function LabelForm({ feature, onClose }: { feature: RoleMasterItem; onClose: () => void }) {
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
