import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { RefreshCw } from 'lucide-react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { formatNumber } from '#contract/format.ts'
import { routeByPath } from '#contract/navigation/menu.ts'
import {
  SYNC_BATCH_SIZE,
  SYNC_CONFIRM,
  SYNC_ENDPOINTS,
  SYNC_KINDS,
  SYNC_OUTCOME_LABEL,
  type SyncKind,
  syncConfirmMany,
} from '#contract/transactions/sync.ts'
import { callEndpoint } from '../../../api/endpoint.ts'
import { Cell, isNumeric } from '../../../engine/cell.tsx'
import { visibleColumns } from '../../../engine/column-visibility.ts'
import { DataTable, type TableColumn } from '../../../engine/data-table.tsx'
import { ExportProgressDialog } from '../../../engine/export-menu.tsx'
import {
  CLEARED_FILTERS,
  hasActiveFilters,
  toExportBody,
  toggleSort,
  toListRequest,
} from '../../../engine/list-state.ts'
import { listPlaceholder } from '../../../engine/list-states.tsx'
import { ColumnsAndExport, ListFilters, ListToolbar } from '../../../engine/list-toolbar.tsx'
import { ListPagination } from '../../../engine/pagination.tsx'
import { type Row, resourceApi, resourceKeys } from '../../../engine/resource-api.ts'
import { SearchBox } from '../../../engine/search-box.tsx'
import { SelectionBar } from '../../../engine/selection-bar.tsx'
import { type ExportFormat, useExport } from '../../../engine/use-export.ts'
import { useListPreferences } from '../../../engine/use-list-preferences.ts'
import { useListState } from '../../../engine/use-list-state.ts'
import { Badge, type BadgeTone } from '../../../ui/badge.tsx'
import { Button } from '../../../ui/button.tsx'
import { Card } from '../../../ui/card.tsx'
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx'
import { Dialog, DialogBody, DialogContent, DialogFooter } from '../../../ui/dialog.tsx'
import { notify } from '../../../ui/notify.ts'
import { PageHeader } from '../../../ui/page-header.tsx'
import { ProgressBar } from '../../../ui/progress-bar.tsx'
import { type RowSyncResult, runSync, type SyncProgress, summaryOf } from './sync-run.ts'

const OUTCOME_TONE: Record<RowSyncResult['outcome'], BadgeTone> = {
  UPDATED: 'success',
  UNCHANGED: 'warning',
  REFUSED: 'neutral',
  HOST_ERROR: 'danger',
  ERROR: 'danger',
}
const outcomeLabel = (o: RowSyncResult['outcome']) => (o === 'ERROR' ? 'Gagal' : SYNC_OUTCOME_LABEL[o])

function OutcomeBadge({ result }: { result: RowSyncResult }) {
  return (
    <Badge tone={OUTCOME_TONE[result.outcome]} title={result.message}>
      {outcomeLabel(result.outcome)}
    </Badge>
  )
}

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
  const prefs = useListPreferences(def)
  const { state, change } = useListState(def, prefs.pageSize)
  const exporter = useExport()
  const request = useMemo(() => toListRequest(state), [state])
  const requestKey = JSON.stringify(request)
  const list = useQuery({
    queryKey: resourceKeys.list(def, request),
    queryFn: ({ signal }) => resourceApi.list(def, request, signal),
    placeholderData: keepPreviousData,
    enabled: prefs.ready,
  })
  const data = list.data

  const [selected, setSelected] = useState<Set<number>>(new Set())
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page or filter starts a new selection
  useEffect(() => setSelected(new Set()), [requestKey])
  const [asking, setAsking] = useState<{ id: number; trxNo: string }[] | null>(null)
  const [progress, setProgress] = useState<SyncProgress | null>(null)
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
    setSelected(new Set())
    const failed = done.results.some((r) => r.outcome === 'HOST_ERROR' || r.outcome === 'ERROR')
    notify(summaryOf(done.results, done.stopped), failed || done.stopped ? 'warning' : 'success')
    await queryClient.invalidateQueries({ queryKey: ['resource', def.apiPath] })
  }

  const columns: TableColumn<Row>[] = useMemo(
    () => [
      ...visibleColumns(def.columns, prefs.visibility).map((c) => ({
        id: c.key,
        header: c.label,
        sortable: c.sortable === true,
        align: isNumeric(c) ? ('right' as const) : ('left' as const),
        cell: (row: Row) => <Cell column={c} value={row[c.key]} />,
      })),
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
    ],
    [def.columns, prefs.visibility, results],
  )

  const filtering = hasActiveFilters(state)
  const rowsById = new Map((data?.items ?? []).map((r) => [r.id, r]))
  const pick = (ids: Iterable<number>) =>
    [...ids].flatMap((id) => {
      const row = rowsById.get(id)
      return row ? [{ id, trxNo: String(row.trxNo) }] : []
    })
  const percent = progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0
  const running = progress !== null && !progress.finished
  // The outcome column is this page's own; the export has none.
  const exportColumns = columns.filter((c) => c.id !== 'syncResult')
  const exportAs = (format: ExportFormat) =>
    void exporter.start(def.apiPath, toExportBody(request, exportColumns), format)

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
      <Card className="min-w-0">
        <ListToolbar
          filtering={filtering}
          onReset={() => change(CLEARED_FILTERS)}
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
            label="Cari transaksi"
            onChange={(search) => change({ search }, { replace: true })}
          />
          <ListFilters shape={def} state={state} change={change} />
        </ListToolbar>

        <SelectionBar count={selected.size} noun="transaksi" onClear={() => setSelected(new Set())}>
          <Button size="sm" onClick={() => setAsking(pick(selected))}>
            <RefreshCw aria-hidden="true" className="size-4" />
            Sinkronkan terpilih
          </Button>
        </SelectionBar>

        <DataTable<Row>
          caption={def.title}
          columns={columns}
          rows={data?.items ?? []}
          rowKey={(r) => r.id}
          sort={{ key: state.sort, dir: state.dir }}
          onSort={(key) => change(toggleSort(def, state, key))}
          selection={{
            selected,
            onChange: setSelected,
            idOf: (r) => r.id,
            labelOf: (r) => String(r.trxNo),
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
          loading={!data && !list.isError}
          busy={list.isFetching}
          placeholder={listPlaceholder(
            list,
            <div className="flex flex-col items-center gap-1 text-center">
              <p className="font-medium">
                {filtering
                  ? 'Tidak ditemukan data yang sesuai'
                  : 'Tidak ada transaksi yang menunggu sinkronisasi'}
              </p>
              {filtering ? (
                <p className="text-sm text-muted-foreground">
                  Ubah kata kunci atau filter, atau reset filter.
                </p>
              ) : null}
            </div>,
          )}
          skeletonRows={Math.min(state.pageSize, 10)}
        />
        <ListPagination state={state} total={data?.total} change={change} savePageSize={prefs.setPageSize} />
      </Card>

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

      <Dialog
        open={progress !== null}
        onOpenChange={(open) => (open || running ? undefined : setProgress(null))}
      >
        {progress ? (
          <DialogContent
            variant="center"
            className="max-w-2xl"
            title={progress.finished ? 'Hasil Sinkronisasi' : 'Menyinkronkan transaksi…'}
            description={
              progress.finished
                ? summaryOf(progress.results, progress.stopped)
                : 'Status akhir ditanyakan ke host, sepuluh transaksi sekali jalan.'
            }
            closeLabel="Tutup"
            onPointerDownOutside={(e) => e.preventDefault()}
            onEscapeKeyDown={(e) => (running ? e.preventDefault() : undefined)}
          >
            <DialogBody className="flex max-h-[60vh] flex-col gap-3">
              <ProgressBar
                label="Kemajuan sinkronisasi"
                percent={percent}
                valueText={`${progress.done} dari ${progress.total} transaksi`}
              />
              <p className="text-sm" aria-live="polite">
                {formatNumber(progress.done)} dari {formatNumber(progress.total)} transaksi
                {progress.stopped ? ' (dihentikan)' : ''}
              </p>
              {progress.results.length > 0 ? (
                <table className="w-full text-sm">
                  <caption className="sr-only">Hasil per transaksi</caption>
                  <thead>
                    <tr className="border-b border-border text-left text-muted-foreground">
                      <th scope="col" className="py-1 pr-2 font-medium">
                        No. Transaksi
                      </th>
                      <th scope="col" className="py-1 pr-2 font-medium">
                        Hasil
                      </th>
                      <th scope="col" className="py-1 font-medium">
                        Keterangan
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {progress.results.map((r) => (
                      <tr key={r.id} className="border-b border-border last:border-0">
                        <td className="py-1 pr-2 font-mono text-xs">{r.trxNo}</td>
                        <td className="py-1 pr-2">
                          <OutcomeBadge result={r} />
                        </td>
                        <td className="py-1">{r.message}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ) : null}
            </DialogBody>
            <DialogFooter>
              {running ? (
                <Button
                  variant="outline"
                  disabled={stopping}
                  onClick={() => {
                    stop.current = true
                    setStopping(true)
                  }}
                >
                  Hentikan
                </Button>
              ) : (
                <Button variant="secondary" onClick={() => setProgress(null)}>
                  Tutup
                </Button>
              )}
            </DialogFooter>
          </DialogContent>
        ) : null}
      </Dialog>
      <ExportProgressDialog progress={exporter.progress} onCancel={exporter.cancel} />
    </>
  )
}
