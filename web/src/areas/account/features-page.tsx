import { Pencil } from 'lucide-react'
import { lazy, Suspense, useMemo, useState } from 'react'
import type { RoleMasterItem } from '#contract/account/roles.ts'
import type { TableColumn } from '../../engine/data-table.tsx'
import { toListRequest } from '../../engine/list-request.ts'
import type { ListShape, ListState } from '../../engine/list-state.ts'
import { ListView } from '../../engine/list-view.tsx'
import { useList } from '../../engine/use-list.ts'
import { Badge } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { useEver } from '../../ui/use-ever.ts'
import { accountApi, accountKeys, type FeatureListRequest } from './account-api.ts'
import { FEATURE_GROUPS, FEATURE_LEVEL_LABELS, groupLabel } from './labels.ts'
import { crumbsOf, pageTitleOf } from './list-parts.tsx'

const HREF = '/dashboard/feature'

/**
 * The label's dialog and form (Radix's dialog, react-hook-form and its zod resolver) load when a label is
 * first edited (issue 12 budgets).
 */
const FeatureLabelDialog = lazy(() =>
  import('./feature-label-dialog.tsx').then((m) => ({ default: m.FeatureLabelDialog })),
)

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
  const labelUsed = useEver(editing !== null)

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
      {labelUsed ? (
        <Suspense fallback={null}>
          <FeatureLabelDialog editing={editing} onClose={() => setEditing(null)} />
        </Suspense>
      ) : null}
    </>
  )
}
