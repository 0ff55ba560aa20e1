import { Link } from 'react-router'
import type { z } from 'zod'
import {
  MERCHANT_SUMMARY_SORTS,
  type merchantSummaryRowSchema,
  summaryMerchant,
} from '#contract/analytics/analytics.ts'
import { MAX_DASHBOARD_DAYS } from '#contract/analytics/period.ts'
import type { EndpointBody, EndpointResult } from '#contract/engine/endpoint.ts'
import type { ColumnDef } from '#contract/engine/resource.ts'
import { formatNumber, formatRupiah } from '#contract/format.ts'
import { routeByPath } from '#contract/navigation/menu.ts'
import { TRX_KINDS, type TrxKind } from '#contract/transactions/catalogue.ts'
import { callEndpoint } from '../../api/endpoint.ts'
import type { TableColumn } from '../../engine/data-table.tsx'
import type { ListFilter } from '../../engine/list-filters.ts'
import type { ListShape, ListState } from '../../engine/list-state.ts'
import { ListView } from '../../engine/list-view.tsx'
import { dataOf } from '../../engine/resource-api.ts'
import { useList } from '../../engine/use-list.ts'
import { PageHeader } from '../../ui/page-header.tsx'
import {
  crumbsOf,
  KIND_FILTER,
  PageCsvButton,
  PeriodTotals,
  PLACE_FILTERS,
  placeIds,
  useCanOpen,
} from './analytics-parts.tsx'
import { successRate } from './figures.ts'
import { merchantReportHref } from './report-link.ts'

const HREF = '/dashboard/analytics/transaction-by-merchant'

type Row = z.infer<typeof merchantSummaryRowSchema>
type Body = EndpointBody<typeof summaryMerchant>
type Page = EndpointResult<typeof summaryMerchant>

const FILTERS: readonly ListFilter[] = [KIND_FILTER, ...PLACE_FILTERS]

const SHAPE: ListShape = {
  columns: [
    { key: 'mid', label: 'MID', format: 'code', priority: 1 },
    { key: 'name', label: 'Nama Merchant', sortable: true, priority: 1 },
    { key: 'trxCount', label: 'Transaksi', sortable: true, format: 'number' },
    { key: 'successCount', label: 'Sukses', format: 'number' },
    { key: 'amount', label: 'Nominal', sortable: true, format: 'money' },
    { key: 'fee', label: 'Biaya', sortable: true, format: 'money' },
  ] satisfies ColumnDef[],
  filters: FILTERS,
  defaultSort: { key: 'amount', dir: 'desc' },
  period: true,
  maxDays: MAX_DASHBOARD_DAYS,
}

const sortOf = (key: string) => MERCHANT_SUMMARY_SORTS.find((s) => s === key) ?? 'amount'
const kindOf = (v: unknown): TrxKind | undefined => TRX_KINDS.find((k) => k === v)

function requestOf(state: ListState): Body {
  const search = state.search.trim()
  const kind = kindOf(state.filters.kind)
  return {
    from: state.dateFrom ?? '',
    to: state.dateTo ?? '',
    sort: sortOf(state.sort),
    dir: state.dir,
    page: state.page,
    pageSize: state.pageSize,
    ...(search ? { search } : {}),
    ...(kind ? { kind } : {}),
    ...placeIds(state.filters),
  }
}

const right = (text: string) => <span className="tabular-nums">{text}</span>

/** /dashboard/analytics/transaction-by-merchant: each merchant's transactions over a period, sorted and paged. */
export function MerchantSummaryPage() {
  const list = useList<Row, Body, Page>({
    shape: SHAPE,
    preferences: { name: 'analytics-summary-merchant' },
    request: requestOf,
    source: {
      key: (request) => ['analytics', summaryMerchant.path, request],
      fetch: (request, signal) => dataOf(callEndpoint(summaryMerchant, request, { signal })),
    },
  })
  const canOpen = useCanOpen()
  const route = routeByPath(HREF)
  const title = route?.pageTitle ?? 'Transaksi per Merchant'
  const kind = kindOf(list.state.filters.kind)

  const all: Record<string, TableColumn<Row>> = {
    mid: { id: 'mid', header: 'MID', cell: (r) => <span className="font-mono text-xs">{r.mid}</span> },
    name: {
      id: 'name',
      header: 'Nama Merchant',
      sortable: true,
      cell: (r) => {
        const href = merchantReportHref(r.id, kind, list.state, canOpen)
        return href ? (
          <Link
            to={href}
            className="rounded font-medium text-primary-strong hover:underline focus-ring"
            title="Buka laporan transaksi merchant ini"
          >
            {r.name}
          </Link>
        ) : (
          <span className="font-medium">{r.name}</span>
        )
      },
    },
    trxCount: {
      id: 'trxCount',
      header: 'Transaksi',
      sortable: true,
      align: 'right',
      cell: (r) => right(formatNumber(r.trxCount)),
    },
    successCount: {
      id: 'successCount',
      header: 'Sukses',
      align: 'right',
      cell: (r) => (
        <div className="flex flex-col items-end tabular-nums">
          <span>{formatNumber(r.successCount)}</span>
          <span className="text-xs text-muted-foreground">{successRate(r.successCount, r.trxCount)}</span>
        </div>
      ),
    },
    amount: {
      id: 'amount',
      header: 'Nominal',
      sortable: true,
      align: 'right',
      cell: (r) => <span data-testid="amount">{right(formatRupiah(r.amount))}</span>,
    },
    fee: {
      id: 'fee',
      header: 'Biaya',
      sortable: true,
      align: 'right',
      cell: (r) => right(formatRupiah(r.fee)),
    },
  }
  const columns = list.columnsOf(all)
  const { dateFrom, dateTo } = list.state

  return (
    <>
      <PageHeader
        title={title}
        crumbs={crumbsOf(HREF)}
        description="Transaksi tiap merchant dalam periode (tanpa deposit): jumlah, yang sukses, nominal dan biaya transaksi sukses. Nama merchant membuka laporan transaksinya."
      />
      <ListView<Row>
        list={list}
        caption={title}
        columns={columns}
        rowKey={(r) => r.id}
        search={{ placeholder: 'Cari MID atau nama merchant…', label: 'Cari merchant' }}
        toolbarLabel="Pencarian dan filter transaksi per merchant"
        toolbarActions={
          <PageCsvButton
            filename={`transaksi-per-merchant-${dateFrom ?? ''}-${dateTo ?? ''}.csv`}
            header={['MID', 'Nama Merchant', 'Transaksi', 'Sukses', 'Nominal', 'Biaya']}
            rows={list.rows.map((r) => [r.mid, r.name, r.trxCount, r.successCount, r.amount, r.fee])}
          />
        }
        aboveTable={
          list.page ? (
            <PeriodTotals from={dateFrom} to={dateTo} asOf={list.page.asOf} label="Periode" />
          ) : null
        }
        empty={{ title: 'Tidak ada transaksi dalam periode ini' }}
      />
    </>
  )
}
