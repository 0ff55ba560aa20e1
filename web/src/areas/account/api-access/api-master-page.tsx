import { useQueryClient } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { lazy, Suspense, useCallback, useMemo, useState } from 'react'
import type { ApiDetailItem, ApiMasterItem } from '#contract/account/api-access.ts'
import { formatNumber } from '#contract/format.ts'
import type { TableColumn } from '../../../engine/data-table.tsx'
import { toPageRequest } from '../../../engine/list-request.ts'
import type { ListShape } from '../../../engine/list-state.ts'
import { ListView } from '../../../engine/list-view.tsx'
import { namedDeleteQuestion } from '../../../engine/resource-list-page.tsx'
import { RowMenuButton } from '../../../engine/row-actions-lazy.tsx'
import { useList } from '../../../engine/use-list.ts'
import { Badge } from '../../../ui/badge.tsx'
import { Button } from '../../../ui/button.tsx'
import { Card } from '../../../ui/card.tsx'
import { notify } from '../../../ui/notify.ts'
import { PageHeader } from '../../../ui/page-header.tsx'
import { useEver } from '../../../ui/use-ever.ts'
import { apiAccessApi, apiAccessKeys } from './api.ts'
import type { MasterFormTarget } from './api-master-forms.tsx'
import { RoutesPanel } from './routes-panel.tsx'

/**
 * Not part of the page's first load (issue 12 budgets), as on the engine's lists: each row's menu (Radix's
 * menu with its positioning library) arrives right after the page, its "…" button drawn meanwhile; the
 * forms (react-hook-form, its zod resolver, Radix's dialog) load when first opened (fetched already on
 * hovering or focusing "Tambah Master API"), the confirmation when first asked.
 */
const MasterActions = lazy(() => import('./api-row-menus.tsx').then((m) => ({ default: m.MasterActions })))
const loadForms = () => import('./api-master-forms.tsx')
const MasterFormDialog = lazy(() => loadForms().then((m) => ({ default: m.MasterFormDialog })))
const RouteFormDialog = lazy(() => loadForms().then((m) => ({ default: m.RouteFormDialog })))
const ConfirmDialog = lazy(() =>
  import('../../../ui/confirm-dialog.tsx').then((m) => ({ default: m.ConfirmDialog })),
)

const TITLE = 'Master API'
/** Masters are listed by code; the list has no sortable columns or filters. */
const SHAPE: ListShape = { columns: [], filters: [], defaultSort: { key: 'code', dir: 'asc' } }

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
  const masterFormUsed = useEver(formTarget !== null)
  const routeFormUsed = useEver(editRoute !== null)
  const confirmUsed = useEver(pending !== null)
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
          <Button
            onClick={() => setFormTarget({ mode: 'add' })}
            onPointerEnter={() => void loadForms()}
            onFocus={() => void loadForms()}
          >
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
              <Suspense fallback={<RowMenuButton label={`Aksi untuk ${m.name}`} />}>
                <MasterActions
                  master={m}
                  onEdit={() => setFormTarget({ mode: 'edit', master: m })}
                  onDelete={() => setPending({ kind: 'master', master: m })}
                />
              </Suspense>
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

      {masterFormUsed ? (
        <Suspense fallback={null}>
          <MasterFormDialog target={formTarget} onClose={() => setFormTarget(null)} />
        </Suspense>
      ) : null}
      {routeFormUsed ? (
        <Suspense fallback={null}>
          <RouteFormDialog route={editRoute} onClose={() => setEditRoute(null)} />
        </Suspense>
      ) : null}
      {confirmUsed ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={pending !== null}
            onOpenChange={(open) => (open ? undefined : setPending(null))}
            title="Hapus data"
            message={
              pending?.kind === 'master'
                ? namedDeleteQuestion('master API', pending.master.name, pending.master.code)
                : pending?.kind === 'route'
                  ? namedDeleteQuestion('rute API', `${pending.route.method} ${pending.route.path}`)
                  : ''
            }
            confirmLabel="Hapus"
            tone="danger"
            pending={running}
            onConfirm={() => void runPending()}
          />
        </Suspense>
      ) : null}
    </>
  )
}
