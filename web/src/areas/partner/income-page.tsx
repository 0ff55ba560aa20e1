import { MAX_DASHBOARD_DAYS } from '#contract/analytics/period.ts'
import type { EndpointBody, EndpointResult } from '#contract/engine/endpoint.ts'
import type { ColumnDef } from '#contract/engine/resource.ts'
import { formatDate, formatDateTime, formatNumber, formatRupiah } from '#contract/format.ts'
import { routeByPath } from '#contract/navigation/menu.ts'
import { type IncomeRow, partnerIncome, SETTLEMENT_STATES } from '#contract/partner/income.ts'
import { callEndpoint } from '../../api/endpoint.ts'
import type { TableColumn } from '../../engine/data-table.tsx'
import type { ListFilter } from '../../engine/list-filters.ts'
import type { ListShape, ListState } from '../../engine/list-state.ts'
import { ListView } from '../../engine/list-view.tsx'
import { dataOf } from '../../engine/resource-api.ts'
import { useList } from '../../engine/use-list.ts'
import { Badge } from '../../ui/badge.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { crumbsOf, PageCsvButton, PeriodTotals } from '../analytics/analytics-parts.tsx'

const HREF = '/dashboard/mint-partner/riwayat-pendapatan'

type Body = EndpointBody<typeof partnerIncome>
type Page = EndpointResult<typeof partnerIncome>

const FILTERS: readonly ListFilter[] = [
  { key: 'partnerId', label: 'Partner', type: 'ref', ref: 'partner' },
  { key: 'productId', label: 'Produk', type: 'ref', ref: 'product-biller' },
  { key: 'settled', label: 'Status Pembayaran', type: 'select', options: SETTLEMENT_STATES },
]

const SHAPE: ListShape = {
  columns: [
    { key: 'day', label: 'Tanggal', format: 'date', priority: 1 },
    { key: 'partner', label: 'Partner', priority: 2 },
    { key: 'product', label: 'Produk', priority: 1 },
    { key: 'trxCount', label: 'Transaksi', format: 'number', priority: 3 },
    { key: 'fee', label: 'Dasar Fee (Admin)', format: 'money', priority: 3 },
    { key: 'share', label: 'Pendapatan', format: 'money', priority: 1 },
    { key: 'settlement', label: 'Status', priority: 1 },
  ] satisfies ColumnDef[],
  filters: FILTERS,
  defaultSort: { key: 'day', dir: 'desc' },
  period: true,
  maxDays: MAX_DASHBOARD_DAYS,
}

const idOf = (v: unknown) => (typeof v === 'number' ? v : undefined)

function requestOf(state: ListState): Body {
  const partnerId = idOf(state.filters.partnerId)
  const productId = idOf(state.filters.productId)
  const settled = state.filters.settled
  return {
    from: state.dateFrom ?? '',
    to: state.dateTo ?? '',
    page: state.page,
    pageSize: state.pageSize,
    ...(state.search.trim() ? { search: state.search.trim() } : {}),
    ...(partnerId ? { partnerId } : {}),
    ...(productId ? { productId } : {}),
    ...(settled === 'SETTLED' || settled === 'UNSETTLED' ? { settled } : {}),
  }
}

const right = (text: string) => <span className="tabular-nums">{text}</span>

/** /dashboard/mint-partner/riwayat-pendapatan: a partner's sharing-fee income per day and product, paid or not. */
export function IncomePage() {
  const list = useList<IncomeRow, Body, Page>({
    shape: SHAPE,
    preferences: { name: 'partner-income' },
    request: requestOf,
    source: {
      key: (request) => ['partner', partnerIncome.path, request],
      fetch: (request, signal) => dataOf(callEndpoint(partnerIncome, request, { signal })),
    },
  })
  const title = routeByPath(HREF)?.pageTitle ?? 'Riwayat Pendapatan'
  const all: Record<string, TableColumn<IncomeRow>> = {
    day: { id: 'day', header: 'Tanggal', cell: (r) => right(formatDate(r.day)) },
    partner: {
      id: 'partner',
      header: 'Partner',
      cell: (r) => (
        <div className="flex flex-col">
          <span className="font-medium">{r.partnerName}</span>
          <span className="font-mono text-xs text-muted-foreground">{r.partnerCode}</span>
        </div>
      ),
    },
    product: {
      id: 'product',
      header: 'Produk',
      cell: (r) => (
        <div className="flex flex-col">
          <span>{r.productName}</span>
          <span className="font-mono text-xs text-muted-foreground">{r.productCode}</span>
        </div>
      ),
    },
    trxCount: {
      id: 'trxCount',
      header: 'Transaksi',
      align: 'right',
      cell: (r) => right(formatNumber(r.trxCount)),
    },
    fee: { id: 'fee', header: 'Dasar Fee (Admin)', align: 'right', cell: (r) => right(formatRupiah(r.fee)) },
    share: { id: 'share', header: 'Pendapatan', align: 'right', cell: (r) => right(formatRupiah(r.share)) },
    settlement: {
      id: 'settlement',
      header: 'Status',
      cell: (r) =>
        r.settlement ? (
          <div className="flex flex-col gap-0.5">
            <Badge tone="success">Sudah dibayar</Badge>
            <span className="text-xs text-muted-foreground">
              {r.settlement.referenceNo}, {formatDateTime(r.settlement.settledAt)}
            </span>
          </div>
        ) : (
          <Badge tone="warning">Belum dibayar</Badge>
        ),
    },
  }
  const columns = list.columnsOf(all)
  const { dateFrom, dateTo } = list.state
  return (
    <>
      <PageHeader
        title={title}
        crumbs={crumbsOf(HREF)}
        description="Bagian partner dari biaya admin transaksi Mybills sukses per hari dan produk, dan apakah sudah dibayarkan (settlement per periode)."
      />
      <ListView<IncomeRow>
        list={list}
        caption={title}
        columns={columns}
        rowKey={(r) => `${r.day}|${r.partnerId}|${r.productCode}`}
        search={{ placeholder: 'Cari partner atau produk…', label: 'Cari riwayat pendapatan' }}
        toolbarLabel="Periode dan filter riwayat pendapatan"
        toolbarActions={
          <PageCsvButton
            filename={`riwayat-pendapatan-${dateFrom ?? ''}-${dateTo ?? ''}.csv`}
            header={[
              'Tanggal',
              'Kode Partner',
              'Partner',
              'Kode Produk',
              'Produk',
              'Transaksi',
              'Dasar Fee',
              'Pendapatan',
              'Status',
              'Referensi',
            ]}
            rows={list.rows.map((r) => [
              r.day,
              r.partnerCode,
              r.partnerName,
              r.productCode,
              r.productName,
              r.trxCount,
              r.fee,
              r.share,
              r.settlement ? 'Sudah dibayar' : 'Belum dibayar',
              r.settlement?.referenceNo ?? '',
            ])}
          />
        }
        aboveTable={
          list.page ? (
            <PeriodTotals
              from={dateFrom}
              to={dateTo}
              asOf={list.page.asOf}
              label="Total pendapatan periode"
              items={[
                ['Pendapatan', formatRupiah(list.page.totals.share)],
                ['Sudah dibayar', formatRupiah(list.page.totals.settled)],
                ['Belum dibayar', formatRupiah(list.page.totals.unsettled)],
              ]}
            />
          ) : null
        }
        empty={{ title: 'Belum ada pendapatan dalam periode ini' }}
      />
    </>
  )
}
