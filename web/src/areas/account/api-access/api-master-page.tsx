import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { Pencil, Plus, Trash2 } from 'lucide-react'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { ApiDetailItem, ApiMasterItem } from '#contract/account/api-access.ts'
import { formatDateTime, formatNumber } from '#contract/format.ts'
import { DataTable, type TableColumn } from '../../../engine/data-table.tsx'
import { toPageRequest } from '../../../engine/list-request.ts'
import type { ListShape } from '../../../engine/list-state.ts'
import { listPlaceholder } from '../../../engine/list-states.tsx'
import { ListView } from '../../../engine/list-view.tsx'
import { Pagination } from '../../../engine/pagination.tsx'
import { DELETE_CONFIRM } from '../../../engine/resource-list-page.tsx'
import { RowMenu } from '../../../engine/row-actions.tsx'
import { useList } from '../../../engine/use-list.ts'
import { Badge } from '../../../ui/badge.tsx'
import { Button } from '../../../ui/button.tsx'
import { Card } from '../../../ui/card.tsx'
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx'
import { DropdownMenuItem, DropdownMenuSeparator } from '../../../ui/dropdown-menu.tsx'
import { notify } from '../../../ui/notify.ts'
import { PageHeader } from '../../../ui/page-header.tsx'
import { apiAccessApi, apiAccessKeys } from './api.ts'
import { MasterFormDialog, type MasterFormTarget, RouteFormDialog } from './api-master-forms.tsx'

const TITLE = 'Master API'
/** Masters are listed by code; the list has no sortable columns or filters. */
const SHAPE: ListShape = { columns: [], filters: [], defaultSort: { key: 'code', dir: 'asc' } }
const ROUTE_PAGE_SIZE = 50

type Pending = { kind: 'master'; master: ApiMasterItem } | { kind: 'route'; route: ApiDetailItem }

/**
 * "Master API" (developers): the groups of server routes with their routes. The routes come from the
 * server itself (synced at every start); a route can be relabelled or moved to another group, a custom
 * group added, an empty one deleted, and a route the server no longer registers removed.
 */
export function ApiMasterPage() {
  const queryClient = useQueryClient()
  const list = useList<ApiMasterItem, ReturnType<typeof toPageRequest>>({
    shape: SHAPE,
    pageSize: 25,
    request: toPageRequest,
    source: { key: apiAccessKeys.masters, fetch: (request, signal) => apiAccessApi.masters(request, signal) },
  })
  const { params, setParam } = list
  const [formTarget, setFormTarget] = useState<MasterFormTarget | null>(null)
  const [editRoute, setEditRoute] = useState<ApiDetailItem | null>(null)
  const [pending, setPending] = useState<Pending | null>(null)
  const [running, setRunning] = useState(false)
  const data = list.query.data
  const selectedId = Number(params.get('master') ?? '') || null
  const selected = list.rows.find((m) => m.id === selectedId) ?? null
  /** A master picked by the user: its routes panel takes the focus (and scrolls into view on phones). */
  const [picked, setPicked] = useState<number | null>(null)
  const select = useCallback(
    (id: number) => {
      setPicked(id)
      setParam('master', String(id))
    },
    [setParam],
  )

  const runPending = async () => {
    if (!pending) return
    setRunning(true)
    const result =
      pending.kind === 'master'
        ? await apiAccessApi.deleteMasters([pending.master.id])
        : await apiAccessApi.deleteDetails([pending.route.id])
    setRunning(false)
    setPending(null)
    notify(result.message, result.success ? 'success' : 'error')
    if (result.success) {
      if (pending.kind === 'master' && pending.master.id === selectedId) setParam('master', null)
      await queryClient.invalidateQueries({ queryKey: apiAccessKeys.all })
    }
  }

  const columns: TableColumn<ApiMasterItem>[] = useMemo(
    () => [
      {
        id: 'name',
        header: 'Master API',
        cell: (m) => (
          <span className="flex flex-col gap-0.5">
            <span className="flex flex-wrap items-center gap-2">
              <button
                type="button"
                className="text-left font-medium text-primary-strong hover:underline focus-ring"
                aria-pressed={m.id === selectedId}
                onClick={(e) => {
                  e.stopPropagation()
                  select(m.id)
                }}
              >
                {m.name}
              </button>
              {m.custom ? <Badge tone="info">Kustom</Badge> : null}
            </span>
            <span className="font-mono text-xs text-muted-foreground">{m.code}</span>
          </span>
        ),
      },
      {
        id: 'routes',
        header: 'Rute',
        align: 'right',
        cell: (m) =>
          m.registeredCount === m.detailCount
            ? formatNumber(m.detailCount)
            : `${formatNumber(m.registeredCount)} / ${formatNumber(m.detailCount)}`,
      },
      { id: 'segments', header: 'Segmen', align: 'right', cell: (m) => formatNumber(m.segmentCount) },
    ],
    [selectedId, select],
  )

  return (
    <>
      <PageHeader
        title={TITLE}
        crumbs={[{ label: 'Beranda', href: '/' }, { label: 'Developer' }, { label: TITLE }]}
        description="Katalog rute server yang memerlukan fitur, dikelompokkan per master API. Rute baru masuk otomatis saat server dimulai; akses per segmen diatur di Segmentasi API."
        actions={
          <Button onClick={() => setFormTarget({ mode: 'add' })}>
            <Plus aria-hidden="true" className="size-4" />
            Tambah Master API
          </Button>
        }
      />
      <div className="grid min-w-0 grid-cols-1 gap-4 xl:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <div className="min-w-0 self-start">
          <ListView<ApiMasterItem>
            list={list}
            caption="Daftar master API"
            columns={columns}
            rowKey={(m) => m.id}
            search={{ placeholder: 'Cari kode, nama atau path rute…', label: 'Cari master API' }}
            toolbarLabel="Pencarian master API"
            onRowClick={(m) => select(m.id)}
            rowActions={(m) => (
              <RowMenu label={`Aksi untuk ${m.name}`}>
                <DropdownMenuItem onSelect={() => setFormTarget({ mode: 'edit', master: m })}>
                  <Pencil aria-hidden="true" />
                  Ubah
                </DropdownMenuItem>
                <DropdownMenuSeparator />
                <DropdownMenuItem
                  onSelect={() => setPending({ kind: 'master', master: m })}
                  className="text-destructive"
                >
                  <Trash2 aria-hidden="true" />
                  Hapus
                </DropdownMenuItem>
              </RowMenu>
            )}
          />
        </div>
        {selected ? (
          <RoutesPanel
            key={selected.id}
            master={selected}
            focusOnMount={picked === selected.id}
            onEdit={setEditRoute}
            onDelete={(route) => setPending({ kind: 'route', route })}
          />
        ) : (
          <Card className="flex min-h-40 items-center justify-center p-6 text-center text-sm text-muted-foreground">
            {selectedId && data
              ? 'Master API tidak ada di halaman ini.'
              : 'Pilih master API untuk melihat rutenya.'}
          </Card>
        )}
      </div>

      <MasterFormDialog target={formTarget} onClose={() => setFormTarget(null)} />
      <RouteFormDialog route={editRoute} onClose={() => setEditRoute(null)} />
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
        title="Hapus data"
        message={DELETE_CONFIRM}
        confirmLabel="Hapus"
        tone="danger"
        pending={running}
        onConfirm={() => void runPending()}
      />
    </>
  )
}

function RoutesPanel({
  master,
  focusOnMount,
  onEdit,
  onDelete,
}: {
  master: ApiMasterItem
  focusOnMount: boolean
  onEdit: (route: ApiDetailItem) => void
  onDelete: (route: ApiDetailItem) => void
}) {
  const [page, setPage] = useState(1)
  const [pageSize, setPageSize] = useState(ROUTE_PAGE_SIZE)
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focusOnMount) heading.current?.focus()
  }, [focusOnMount])
  const request = { page, pageSize, filters: { apiMasterId: master.id } }
  const routes = useQuery({
    queryKey: apiAccessKeys.details(request),
    queryFn: ({ signal }) => apiAccessApi.details(request, signal),
    placeholderData: keepPreviousData,
  })
  const data = routes.data
  const columns: TableColumn<ApiDetailItem>[] = [
    {
      id: 'method',
      header: 'Metode',
      cell: (d) => <Badge tone="neutral">{d.method}</Badge>,
    },
    {
      id: 'path',
      header: 'Rute',
      cell: (d) => {
        const label = d.label ?? d.summary
        const features = `Fitur: ${d.features.join(', ')}`
        return (
          <span className="flex flex-col gap-0.5">
            <span className="font-mono text-xs">{d.path}</span>
            <span className="truncate text-xs text-muted-foreground" title={label}>
              {label}
            </span>
            <span className="truncate font-mono text-xs text-muted-foreground" title={features}>
              {features}
            </span>
          </span>
        )
      },
    },
    {
      id: 'registered',
      header: 'Status',
      cell: (d) =>
        d.registered ? (
          <Badge tone="success">Terdaftar</Badge>
        ) : (
          <Badge tone="warning" title={`Terakhir terlihat ${formatDateTime(d.lastSeenAt)}`}>
            Tidak terdaftar
          </Badge>
        ),
    },
  ]
  return (
    <Card className="min-w-0 self-start">
      <div className="flex flex-col gap-1 border-b border-border p-4">
        <h2 ref={heading} tabIndex={-1} className="text-base font-semibold focus-ring rounded">
          Rute dalam {master.name}{' '}
          <span className="font-mono text-sm text-muted-foreground">({master.code})</span>
        </h2>
        {master.description ? <p className="text-sm text-muted-foreground">{master.description}</p> : null}
        <p className="text-sm text-muted-foreground">
          Diizinkan untuk {formatNumber(master.segmentCount)} segmen.
        </p>
      </div>
      <DataTable<ApiDetailItem>
        caption={`Rute dalam master API ${master.name}`}
        columns={columns}
        rows={data?.items ?? []}
        rowKey={(d) => d.id}
        loading={!data && !routes.isError}
        busy={routes.isFetching}
        rowActions={(d) => (
          <RowMenu label={`Aksi untuk ${d.method} ${d.path}`}>
            <DropdownMenuItem onSelect={() => onEdit(d)}>
              <Pencil aria-hidden="true" />
              Ubah / pindahkan
            </DropdownMenuItem>
            {d.registered ? null : (
              <>
                <DropdownMenuSeparator />
                <DropdownMenuItem onSelect={() => onDelete(d)} className="text-destructive">
                  <Trash2 aria-hidden="true" />
                  Hapus
                </DropdownMenuItem>
              </>
            )}
          </RowMenu>
        )}
        placeholder={listPlaceholder(
          routes,
          <p className="text-center font-medium">Belum ada rute di master API ini.</p>,
        )}
      />
      <Pagination
        page={page}
        pageSize={pageSize}
        total={data?.total ?? 0}
        pageSizes={[ROUTE_PAGE_SIZE, 100]}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size)
          setPage(1)
        }}
      />
    </Card>
  )
}
