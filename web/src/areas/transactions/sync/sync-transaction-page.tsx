import { useQueryClient } from '@tanstack/react-query'
import { RefreshCw } from 'lucide-react'
import { lazy, Suspense, useRef, useState } from 'react'
import { routeByPath } from '#contract/navigation/menu.ts'
import {
  SYNC_BATCH_SIZE,
  SYNC_CONFIRM,
  SYNC_ENDPOINTS,
  SYNC_KINDS,
  type SyncKind,
  syncConfirmMany,
} from '#contract/transactions/sync.ts'
import { callEndpoint } from '../../../api/endpoint.ts'
import { cellColumns } from '../../../engine/cell.tsx'
import type { TableColumn } from '../../../engine/data-table.tsx'
import { ListView } from '../../../engine/list-view.tsx'
import type { Row } from '../../../engine/resource-api.ts'
import { useResourceList } from '../../../engine/use-resource-list.ts'
import { Button } from '../../../ui/button.tsx'
import { notify } from '../../../ui/notify.ts'
import { PageHeader } from '../../../ui/page-header.tsx'
import { useEver } from '../../../ui/use-ever.ts'
import { OutcomeBadge } from './outcome-badge.tsx'
import { type RowSyncResult, runSync, type SyncProgress, summaryOf } from './sync-run.ts'

/**
 * The confirmation and the progress dialog (Radix's dialog, ~13 KB gzip) load when first asked (issue 12
 * budgets), then stay drawn so they close with their animation and focus handling.
 */
const ConfirmDialog = lazy(() =>
  import('../../../ui/confirm-dialog.tsx').then((m) => ({ default: m.ConfirmDialog })),
)
const SyncProgressDialog = lazy(() =>
  import('./sync-progress-dialog.tsx').then((m) => ({ default: m.SyncProgressDialog })),
)

export const SyncMycroatmPage = () => <SyncTransactionPage kind="mycroatm" />
export const SyncRetailPage = () => <SyncTransactionPage kind="retail" />

/**
 * Sync transaction: the transactions still waiting for the host (Menunggu, Timeout/Suspect). One row or
 * a selection is synced after the confirmation of docs/PRODUCT.md §8, in batches of ten with a progress bar;
 * each transaction's outcome shows in the results dialog and, while it stays in the list, in its row.
 */
export function SyncTransactionPage({ kind }: { kind: SyncKind }) {
  const { def } = SYNC_KINDS[kind]
  const route = routeByPath(def.route)
  const queryClient = useQueryClient()
  const list = useResourceList(def)
  const [asking, setAsking] = useState<{ id: number; trxNo: string }[] | null>(null)
  const [progress, setProgress] = useState<SyncProgress | null>(null)
  const confirmUsed = useEver(asking !== null)
  const progressUsed = useEver(progress !== null)
  const [results, setResults] = useState<ReadonlyMap<number, RowSyncResult>>(new Map())
  const stop = useRef(false)
  const [stopping, setStopping] = useState(false)

  const start = async (rows: { id: number; trxNo: string }[]) => {
    setAsking(null)
    stop.current = false
    setStopping(false)
    const done = await runSync(
      rows,
      SYNC_BATCH_SIZE,
      (ids) => callEndpoint(SYNC_ENDPOINTS[kind], { ids }),
      setProgress,
      () => stop.current,
    )
    setResults((prev) => {
      const next = new Map(prev)
      for (const r of done.results) next.set(r.id, r)
      return next
    })
    list.selection.clear()
    const failed = done.results.some((r) => r.outcome === 'HOST_ERROR' || r.outcome === 'ERROR')
    notify(summaryOf(done.results, done.stopped), failed || done.stopped ? 'warning' : 'success')
    await queryClient.invalidateQueries({ queryKey: ['resource', def.apiPath] })
  }

  // The outcome of this page's syncs, in a column of its own (not exported).
  const columns: TableColumn<Row>[] = [
    ...cellColumns<Row>(list.shownColumns),
    {
      id: 'syncResult',
      header: 'Hasil Sinkronisasi',
      cell: (row: Row) => {
        const r = results.get(row.id)
        return r ? (
          <span className="flex items-center gap-2">
            <OutcomeBadge result={r} />
            <span className="truncate text-xs text-muted-foreground">{r.message}</span>
          </span>
        ) : (
          <span className="text-muted-foreground">—</span>
        )
      },
    },
  ]

  const rowsById = new Map(list.rows.map((r) => [r.id, r]))
  const pick = (ids: Iterable<number>) =>
    [...ids].flatMap((id) => {
      const row = rowsById.get(id)
      return row ? [{ id, trxNo: String(row.trxNo) }] : []
    })
  const running = progress !== null && !progress.finished

  return (
    <>
      <PageHeader
        title={def.title}
        crumbs={[
          { label: 'Beranda', href: '/' },
          { label: 'Sinkronisasi Transaksi' },
          { label: route?.title ?? def.title },
        ]}
        description="Transaksi berstatus Menunggu atau Timeout/Suspect. Sinkronisasi menanyakan status akhirnya ke host; transaksi yang sudah final tidak pernah diubah."
      />
      <ListView<Row>
        list={list}
        caption={def.title}
        columns={columns}
        rowKey={(r) => r.id}
        search={{ placeholder: def.searchHint, label: 'Cari transaksi' }}
        selection={{
          idOf: (r) => r.id,
          labelOf: (r) => String(r.trxNo),
          noun: 'transaksi',
          actions: (
            <Button size="sm" onClick={() => setAsking(pick(list.selection.selected))}>
              <RefreshCw aria-hidden="true" className="size-4" />
              Sinkronkan terpilih
            </Button>
          ),
        }}
        rowActions={(row) => (
          <Button
            size="sm"
            variant="outline"
            aria-label={`Sinkronkan ${String(row.trxNo)}`}
            disabled={running}
            onClick={() => setAsking([{ id: row.id, trxNo: String(row.trxNo) }])}
          >
            <RefreshCw aria-hidden="true" className="size-3.5" />
            Sinkronkan
          </Button>
        )}
        empty={{ title: 'Tidak ada transaksi yang menunggu sinkronisasi' }}
      />

      {confirmUsed ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={asking !== null}
            onOpenChange={(open) => (open ? undefined : setAsking(null))}
            title="Sinkronisasi Transaksi"
            message={asking && asking.length > 1 ? syncConfirmMany(asking.length) : SYNC_CONFIRM}
            confirmLabel="Sinkronkan"
            onConfirm={() => (asking ? void start(asking) : undefined)}
          >
            {asking && asking.length === 1 ? (
              <p className="text-sm text-muted-foreground">
                No. transaksi <span className="font-mono">{asking[0]?.trxNo}</span>
              </p>
            ) : null}
          </ConfirmDialog>
        </Suspense>
      ) : null}

      {progressUsed ? (
        <Suspense fallback={null}>
          <SyncProgressDialog
            progress={progress}
            stopping={stopping}
            onStop={() => {
              stop.current = true
              setStopping(true)
            }}
            onClose={() => setProgress(null)}
          />
        </Suspense>
      ) : null}
    </>
  )
}
