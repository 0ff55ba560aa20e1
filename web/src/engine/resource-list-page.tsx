import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { FilterX, Plus, RotateCw, SearchX, Trash2 } from 'lucide-react'
import { type ReactNode, useEffect, useMemo, useState } from 'react'
import { formatNumber } from '#contract/format.ts'
import { MENU, type MenuLink } from '#contract/navigation/menu.ts'
import { PAGE_SIZES, type ResourceDef, type RowAction } from '#contract/resources/define.ts'
import { notify } from '../app/notify.ts'
import { useProfile } from '../app/use-session.ts'
import { Alert } from '../ui/alert.tsx'
import { Button } from '../ui/button.tsx'
import { Card } from '../ui/card.tsx'
import { ConfirmDialog } from '../ui/confirm-dialog.tsx'
import { type Crumb, PageHeader } from '../ui/page-header.tsx'
import { canChangeResource, canWriteResource } from './access.ts'
import { Cell, isNumeric } from './cell.tsx'
import { ColumnMenu } from './column-menu.tsx'
import { visibleColumns } from './column-visibility.ts'
import { DataTable, type TableColumn } from './data-table.tsx'
import { DateRangeFilter } from './date-range-filter.tsx'
import { DetailDrawer } from './detail-drawer.tsx'
import { ExportMenu, ExportProgressDialog } from './export-menu.tsx'
import { FilterControl } from './filter-control.tsx'
import {
  CLEARED_FILTERS,
  DEFAULT_PAGE_SIZE,
  hasActiveFilters,
  pageCount,
  toggleSort,
  toListRequest,
} from './list-state.ts'
import { Pagination } from './pagination.tsx'
import { type Row, resourceApi, resourceKeys } from './resource-api.ts'
import { type FormTarget, ResourceFormDialog } from './resource-form.tsx'
import { RowActions, type RowMenuItem, rowLabel } from './row-actions.tsx'
import { SearchBox } from './search-box.tsx'
import { useExport } from './use-export.ts'
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
 * The page of every resource (DESIGN.md §2): search, filters, date range, sortable columns, paging (all
 * in the URL), column visibility, export, selection with bulk delete, row actions, detail and form.
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

  const exportBody = () => ({
    sort: request.sort,
    dir: request.dir,
    ...(request.search ? { search: request.search } : {}),
    filters: request.filters,
    ...(request.dateFrom ? { dateFrom: request.dateFrom } : {}),
    ...(request.dateTo ? { dateTo: request.dateTo } : {}),
    columns: columns.map((c) => c.id),
  })

  const emptyState = filtering ? (
    <div className="flex flex-col items-center gap-2 text-center">
      <SearchX aria-hidden="true" className="size-8 text-muted-foreground" />
      <p className="font-medium">Tidak ditemukan data yang sesuai</p>
      <p className="text-sm text-muted-foreground">Ubah kata kunci atau filter, atau reset filter.</p>
      <Button variant="outline" size="sm" onClick={() => change(CLEARED_FILTERS)}>
        Reset filter
      </Button>
    </div>
  ) : (
    <div className="flex flex-col items-center gap-2 text-center">
      <p className="font-medium">Tidak ada data</p>
      {canWrite ? (
        <p className="text-sm text-muted-foreground">Tambahkan {def.singular.toLowerCase()} pertama.</p>
      ) : null}
    </div>
  )

  const errorState = list.isError ? (
    <div className="flex flex-col items-center gap-3">
      <Alert variant="error">{list.error.message}</Alert>
      <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
        <RotateCw aria-hidden="true" className="size-4" />
        Coba lagi
      </Button>
    </div>
  ) : null

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
        <search
          aria-label="Pencarian dan filter"
          className="flex flex-wrap items-center gap-2 border-b border-border p-3"
        >
          <SearchBox
            value={state.search}
            placeholder={def.searchHint}
            label={`Cari ${def.title.replace(/^Daftar /, '').toLowerCase()}`}
            onChange={(search) => change({ search }, { replace: true })}
          />
          {def.filters.map((f) => (
            <FilterControl
              key={f.key}
              filter={f}
              value={state.filters[f.key]}
              onChange={(v) => {
                const filters = { ...state.filters }
                if (v === undefined) delete filters[f.key]
                else filters[f.key] = v
                change({ filters })
              }}
            />
          ))}
          {def.dateRange ? (
            <DateRangeFilter
              label={def.dateRange.label}
              from={state.dateFrom}
              to={state.dateTo}
              onChange={(range) => change(range)}
            />
          ) : null}
          <Button variant="ghost" disabled={!filtering} onClick={() => change(CLEARED_FILTERS)}>
            <FilterX aria-hidden="true" className="size-4" />
            Reset
          </Button>
          <div className="flex flex-wrap gap-2 sm:ml-auto">
            <ColumnMenu columns={def.columns} visibility={prefs.visibility} onChange={prefs.setVisibility} />
            <ExportMenu
              disabled={exporter.progress !== null}
              onExport={(format) => void exporter.start(def.apiPath, exportBody(), format)}
            />
          </div>
        </search>

        {selected.size > 0 ? (
          <div className="flex flex-wrap items-center gap-2 border-b border-border bg-accent/50 px-3 py-2 text-sm">
            <span aria-live="polite">{formatNumber(selected.size)} data dipilih</span>
            <Button
              size="sm"
              className="bg-destructive text-white hover:bg-destructive/90"
              onClick={() => setPending({ kind: 'delete', ids: [...selected] })}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Hapus terpilih
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
              Batalkan pilihan
            </Button>
          </div>
        ) : null}

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
          placeholder={errorState ?? (data && data.items.length === 0 ? emptyState : undefined)}
          skeletonRows={Math.min(state.pageSize, 10)}
        />

        <Pagination
          page={state.page}
          pageSize={state.pageSize}
          total={data?.total ?? 0}
          pageSizes={PAGE_SIZES}
          onPageChange={(page) => change({ page })}
          onPageSizeChange={(pageSize) => {
            prefs.setPageSize(pageSize)
            change({ pageSize })
          }}
        />
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
