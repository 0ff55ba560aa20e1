import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { Plus, Trash2 } from 'lucide-react'
import { type ReactNode, useEffect, useMemo, useState } from 'react'
import type { ResourceDef, RowAction } from '#contract/engine/resource.ts'
import { formatNumber } from '#contract/format.ts'
import { MENU, type MenuLink } from '#contract/navigation/menu.ts'
import { useProfile } from '../api/use-session.ts'
import { Button } from '../ui/button.tsx'
import { Card } from '../ui/card.tsx'
import { ConfirmDialog } from '../ui/confirm-dialog.tsx'
import { notify } from '../ui/notify.ts'
import { type Crumb, PageHeader } from '../ui/page-header.tsx'
import { canChangeResource, canWriteResource } from './access.ts'
import { Cell, isNumeric } from './cell.tsx'
import { visibleColumns } from './column-visibility.ts'
import { DataTable, type TableColumn } from './data-table.tsx'
import { DetailDrawer } from './detail-drawer.tsx'
import { ExportProgressDialog } from './export-menu.tsx'
import {
  CLEARED_FILTERS,
  DEFAULT_PAGE_SIZE,
  hasActiveFilters,
  pageCount,
  toExportBody,
  toggleSort,
  toListRequest,
} from './list-state.ts'
import { ListEmpty, listPlaceholder } from './list-states.tsx'
import { ColumnsAndExport, ListFilters, ListToolbar } from './list-toolbar.tsx'
import { ListPagination } from './pagination.tsx'
import { type Row, resourceApi, resourceKeys } from './resource-api.ts'
import { type FormTarget, ResourceFormDialog } from './resource-form.tsx'
import { RowActions, type RowMenuItem, rowLabel } from './row-actions.tsx'
import { SearchBox } from './search-box.tsx'
import { SelectionBar } from './selection-bar.tsx'
import { type ExportFormat, useExport } from './use-export.ts'
import { useListPreferences } from './use-list-preferences.ts'
import { useListState } from './use-list-state.ts'

export const DELETE_CONFIRM = 'Apakah Anda yakin ingin menghapus data ini?'
export const bulkDeleteConfirm = (n: number) =>
  `Apakah Anda yakin ingin menghapus ${formatNumber(n)} data terpilih?`

type Pending = { kind: 'delete'; ids: number[] } | { kind: 'action'; action: RowAction; row: Row } | null

const groupTitleOf = (href: string) =>
  MENU.find((e) => e.kind === 'group' && e.items.some((i) => i.href === href))?.title

const idParam = (raw: string | null) =>
  raw && /^\d{1,12}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null

/** What a page built on the resource list adds to it. */
export interface ResourceListExtras {
  /** Shown under the heading: a switch between views of one page. */
  views?: ReactNode
  /** Buttons beside the heading (an add that is not the engine's form: "Blokir Kartu"). */
  headerActions?: ReactNode
  /** Items added to a row's menu (an action that asks for more than a confirmation). */
  rowMenu?: (row: Row) => RowMenuItem[]
}

/**
 * The page of every resource (docs/ARCHITECTURE.md "The resource engine"): search, filters, date range,
 * sortable columns, paging (all in the URL), column visibility, export, selection with bulk delete, row
 * actions, detail and form.
 */
export function ResourceListPage({
  def,
  route,
  views,
  headerActions,
  rowMenu,
}: { def: ResourceDef; route: MenuLink } & ResourceListExtras) {
  const profile = useProfile()
  const queryClient = useQueryClient()
  const prefs = useListPreferences(def)
  const { state, params, change, setParam } = useListState(def, prefs.pageSize)
  const canWrite = canWriteResource(def, profile)
  const canAct = canChangeResource(def, profile)
  const exporter = useExport()

  const [selected, setSelected] = useState<Set<number>>(new Set())
  const [formTarget, setFormTarget] = useState<FormTarget | null>(null)
  const [pending, setPending] = useState<Pending>(null)
  const [running, setRunning] = useState(false)

  const request = useMemo(() => toListRequest(state), [state])
  const requestKey = JSON.stringify(request)
  const list = useQuery({
    queryKey: resourceKeys.list(def, request),
    queryFn: ({ signal }) => resourceApi.list(def, request, signal),
    placeholderData: keepPreviousData,
    enabled: prefs.ready,
  })

  // A saved page size goes into the URL, so a copied link shows the same rows.
  useEffect(() => {
    if (prefs.ready && !params.has('size') && prefs.pageSize && prefs.pageSize !== DEFAULT_PAGE_SIZE)
      change({ pageSize: prefs.pageSize, page: state.page }, { replace: true })
  }, [prefs.ready, prefs.pageSize, params, change, state.page])

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page or filter starts a new selection
  useEffect(() => setSelected(new Set()), [requestKey])

  // A page past the end (rows deleted, a stale link) moves to the last page.
  const data = list.data
  useEffect(() => {
    if (data && data.items.length === 0 && data.total > 0 && state.page > 1 && !list.isPlaceholderData)
      change({ page: pageCount(data.total, state.pageSize) }, { replace: true })
  }, [data, state.page, state.pageSize, change, list.isPlaceholderData])

  const columns: TableColumn<Row>[] = useMemo(
    () =>
      visibleColumns(def.columns, prefs.visibility).map((c) => ({
        id: c.key,
        header: c.label,
        sortable: c.sortable === true,
        align: isNumeric(c) ? 'right' : 'left',
        cell: (row: Row) => <Cell column={c} value={row[c.key]} />,
      })),
    [def.columns, prefs.visibility],
  )

  const detailId = idParam(params.get('id'))
  const filtering = hasActiveFilters(state)
  const crumbs: Crumb[] = [{ label: 'Beranda', href: '/' }]
  const group = groupTitleOf(route.href)
  if (group) crumbs.push({ label: group })
  crumbs.push({ label: route.title })

  const runPending = async () => {
    if (!pending) return
    setRunning(true)
    const result =
      pending.kind === 'delete'
        ? await resourceApi.remove(def, pending.ids)
        : await resourceApi.action(def, pending.action.name, pending.row.id)
    setRunning(false)
    setPending(null)
    notify(result.message, result.success ? 'success' : 'error')
    if (result.success) {
      if (pending.kind === 'delete') setSelected(new Set())
      await queryClient.invalidateQueries({ queryKey: ['resource'] })
    }
  }

  const resetFilters = () => change(CLEARED_FILTERS)
  const exportAs = (format: ExportFormat) =>
    void exporter.start(def.apiPath, toExportBody(request, columns), format)

  return (
    <>
      <PageHeader
        title={def.title}
        crumbs={crumbs}
        actions={
          canWrite || headerActions ? (
            <div className="flex flex-wrap gap-2">
              {headerActions}
              {canWrite ? (
                <Button onClick={() => setFormTarget({ mode: 'add' })}>
                  <Plus aria-hidden="true" className="size-4" />
                  Tambah {def.singular}
                </Button>
              ) : null}
            </div>
          ) : null
        }
      />
      {views}
      <Card className="min-w-0">
        <ListToolbar
          filtering={filtering}
          onReset={resetFilters}
          actions={
            <ColumnsAndExport
              columns={def.columns}
              prefs={prefs}
              exportDisabled={exporter.progress !== null}
              onExport={exportAs}
            />
          }
        >
          <SearchBox
            value={state.search}
            placeholder={def.searchHint}
            label={`Cari ${def.title.replace(/^Daftar /, '').toLowerCase()}`}
            onChange={(search) => change({ search }, { replace: true })}
          />
          <ListFilters shape={def} state={state} change={change} />
        </ListToolbar>

        <SelectionBar count={selected.size} onClear={() => setSelected(new Set())}>
          <Button
            size="sm"
            className="bg-destructive text-white hover:bg-destructive/90"
            onClick={() => setPending({ kind: 'delete', ids: [...selected] })}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Hapus terpilih
          </Button>
        </SelectionBar>

        <DataTable<Row>
          caption={def.title}
          columns={columns}
          rows={data?.items ?? []}
          rowKey={(r) => r.id}
          sort={{ key: state.sort, dir: state.dir }}
          onSort={(key) => change(toggleSort(def, state, key))}
          selection={
            canWrite
              ? { selected, onChange: setSelected, idOf: (r) => r.id, labelOf: (r) => rowLabel(def, r) }
              : undefined
          }
          rowActions={(row) => (
            <RowActions
              def={def}
              row={row}
              canWrite={canWrite}
              canAct={canAct}
              onView={() => setParam('id', String(row.id))}
              onEdit={() => setFormTarget({ mode: 'edit', id: row.id })}
              onDelete={() => setPending({ kind: 'delete', ids: [row.id] })}
              onAction={(action) => setPending({ kind: 'action', action, row })}
              extra={rowMenu?.(row)}
            />
          )}
          loading={!data && !list.isError}
          busy={list.isFetching}
          placeholder={listPlaceholder(
            list,
            <ListEmpty
              filtering={filtering}
              onReset={resetFilters}
              hint={canWrite ? `Tambahkan ${def.singular.toLowerCase()} pertama.` : undefined}
            />,
          )}
          skeletonRows={Math.min(state.pageSize, 10)}
        />

        <ListPagination state={state} total={data?.total} change={change} savePageSize={prefs.setPageSize} />
      </Card>

      <DetailDrawer
        def={def}
        id={detailId}
        onClose={() => setParam('id', null)}
        onEdit={
          canWrite
            ? (id) => {
                setParam('id', null, { replace: true })
                setFormTarget({ mode: 'edit', id })
              }
            : undefined
        }
      />
      <ResourceFormDialog def={def} target={formTarget} onClose={() => setFormTarget(null)} />
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
        message={
          pending?.kind === 'action'
            ? pending.action.confirm
            : pending && pending.ids.length > 1
              ? bulkDeleteConfirm(pending.ids.length)
              : DELETE_CONFIRM
        }
        confirmLabel={pending?.kind === 'delete' ? 'Hapus' : 'Ya, lanjutkan'}
        tone={
          pending?.kind === 'delete' || (pending?.kind === 'action' && pending.action.tone === 'danger')
            ? 'danger'
            : 'default'
        }
        pending={running}
        onConfirm={() => void runPending()}
      />
      <ExportProgressDialog progress={exporter.progress} onCancel={exporter.cancel} />
    </>
  )
}
