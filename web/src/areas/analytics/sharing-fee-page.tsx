import { Download } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { REPORT_ROUTE } from '#contract/analytics/kinds.ts'
import { MAX_DASHBOARD_DAYS } from '#contract/analytics/period.ts'
import {
  SHARING_FEE_GRAINS,
  SHARING_FEE_SORTS,
  type SharingFeeRow,
  summarySharingFee,
} from '#contract/analytics/sharing-fee.ts'
import { daysIn } from '#contract/engine/dates.ts'
import type { EndpointBody, EndpointResult } from '#contract/engine/endpoint.ts'
import type { ColumnDef } from '#contract/engine/resource.ts'
import { formatDate, formatNumber, formatRupiah } from '#contract/format.ts'
import { routeByPath } from '#contract/navigation/menu.ts'
import { MAX_REPORT_DAYS } from '#contract/transactions/period.ts'
import { callEndpoint } from '../../api/endpoint.ts'
import type { TableColumn } from '../../engine/data-table.tsx'
import type { ListFilter } from '../../engine/list-filters.ts'
import type { ListShape, ListState } from '../../engine/list-state.ts'
import { ListView } from '../../engine/list-view.tsx'
import { dataOf } from '../../engine/resource-api.ts'
import { useList } from '../../engine/use-list.ts'
import { Button } from '../../ui/button.tsx'
import { notify } from '../../ui/notify.ts'
import { PageHeader } from '../../ui/page-header.tsx'
import { crumbsOf, PeriodTotals, useCanOpen } from './analytics-parts.tsx'
import type { TableData } from './dashboard/table-data.ts'

const HREF = '/dashboard/analytics/sharing-fee'

type Body = EndpointBody<typeof summarySharingFee>
type Page = EndpointResult<typeof summarySharingFee>
type Grain = (typeof SHARING_FEE_GRAINS)[number]

const GRAIN_LABEL: Record<Grain, string> = { PERIOD: 'Per periode', DAY: 'Per hari' }

const FILTERS: readonly ListFilter[] = [
  { key: 'partnerId', label: 'Partner', type: 'ref', ref: 'partner' },
  { key: 'productId', label: 'Produk', type: 'ref', ref: 'product-biller' },
  {
    key: 'by',
    label: 'Rincian',
    type: 'select',
    options: SHARING_FEE_GRAINS.map((g) => ({ value: g, label: GRAIN_LABEL[g] })),
  },
]

const COLUMNS = [
  { key: 'day', label: 'Tanggal', sortable: true, format: 'date', priority: 1 },
  { key: 'partner', label: 'Partner', sortable: true, priority: 1 },
  { key: 'product', label: 'Produk', sortable: true, priority: 1 },
  { key: 'trxCount', label: 'Transaksi', sortable: true, format: 'number' },
  { key: 'amount', label: 'Nominal', sortable: true, format: 'money', priority: 3 },
  { key: 'fee', label: 'Dasar Fee (Admin)', sortable: true, format: 'money', priority: 2 },
  { key: 'share', label: 'Bagian Partner', sortable: true, format: 'money', priority: 1 },
] satisfies ColumnDef[]

const SHAPE: ListShape = {
  columns: COLUMNS,
  filters: FILTERS,
  defaultSort: { key: 'share', dir: 'desc' },
  period: true,
  maxDays: MAX_DASHBOARD_DAYS,
}

const sortOf = (key: string) => SHARING_FEE_SORTS.find((s) => s === key) ?? 'share'
const grainOf = (v: unknown): Grain => (v === 'DAY' ? 'DAY' : 'PERIOD')
const idOf = (v: unknown) => (typeof v === 'number' ? v : undefined)

function requestOf(state: ListState): Body {
  const partnerId = idOf(state.filters.partnerId)
  const productId = idOf(state.filters.productId)
  return {
    from: state.dateFrom ?? '',
    to: state.dateTo ?? '',
    by: grainOf(state.filters.by),
    sort: sortOf(state.sort),
    dir: state.dir,
    page: state.page,
    pageSize: state.pageSize,
    ...(state.search.trim() ? { search: state.search.trim() } : {}),
    ...(partnerId ? { partnerId } : {}),
    ...(productId ? { productId } : {}),
  }
}

/**
 * The Mybills report of a row: its product's successful transactions on its day (or over the period), for a
 * user who may open the report and a period the report can show (at most MAX_REPORT_DAYS).
 */
function reportHref(r: SharingFeeRow, state: ListState, canOpen: (href: string) => boolean): string | null {
  const route = REPORT_ROUTE.BILLER
  if (!canOpen(route)) return null
  const from = r.day ?? state.dateFrom
  const to = r.day ?? state.dateTo
  if (!from || !to || daysIn(from, to) > MAX_REPORT_DAYS) return null
  const params = new URLSearchParams({ from, to, status: 'SUCCESS', productCode: r.productCode })
  return `${route}?${params.toString()}`
}

const right = (text: string) => <span className="tabular-nums">{text}</span>

/** Every row of the request (not only the page shown), for the export. */
async function everyRow(request: Body): Promise<SharingFeeRow[]> {
  const rows: SharingFeeRow[] = []
  for (let page = 1; ; page++) {
    const answer = await dataOf(callEndpoint(summarySharingFee, { ...request, page, pageSize: 1_000 }))
    rows.push(...answer.items)
    if (rows.length >= answer.total || answer.items.length === 0) return rows
  }
}

function ExportButtons({ request, title }: { request: Body; title: string }) {
  const [busy, setBusy] = useState(false)
  const save = async (format: 'csv' | 'xlsx') => {
    setBusy(true)
    try {
      const rows = await everyRow(request)
      const table: TableData = {
        columns: [
          ...(request.by === 'DAY' ? [{ key: 'day', label: 'Tanggal', format: 'text' as const }] : []),
          { key: 'partnerCode', label: 'Kode Partner', format: 'text' },
          { key: 'partnerName', label: 'Partner', format: 'text', wrap: true },
          { key: 'productCode', label: 'Kode Produk', format: 'text' },
          { key: 'productName', label: 'Produk', format: 'text', wrap: true },
          { key: 'trxCount', label: 'Transaksi', format: 'number' },
          { key: 'amount', label: 'Nominal', format: 'money' },
          { key: 'fee', label: 'Dasar Fee (Admin)', format: 'money' },
          { key: 'share', label: 'Bagian Partner', format: 'money' },
        ],
        rows: rows.map((r) => ({ ...r, day: r.day ? formatDate(r.day) : null })),
      }
      const { exportTable } = await import('./dashboard/export-file.ts')
      await exportTable(table, title, { from: request.from, to: request.to }, format)
    } catch (e) {
      notify(e instanceof Error ? e.message : 'Gagal mengunduh data.', 'error')
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="flex gap-2">
      {(['csv', 'xlsx'] as const).map((f) => (
        <Button
          key={f}
          variant="outline"
          disabled={busy}
          onClick={() => void save(f)}
          title={`Unduh semua baris sebagai ${f.toUpperCase()}`}
        >
          <Download aria-hidden="true" className="size-4" />
          {f.toUpperCase()}
        </Button>
      ))}
    </div>
  )
}

/** /dashboard/analytics/sharing-fee: each partner's share of the Mybills fees per product (and day). */
export function SharingFeePage() {
  const list = useList<SharingFeeRow, Body, Page>({
    shape: SHAPE,
    preferences: { name: 'analytics-sharing-fee' },
    request: requestOf,
    source: {
      key: (request) => ['analytics', summarySharingFee.path, request],
      fetch: (request, signal) => dataOf(callEndpoint(summarySharingFee, request, { signal })),
    },
  })
  const canOpen = useCanOpen()
  const title = routeByPath(HREF)?.pageTitle ?? 'Daftar Sharing Fee'
  const byDay = grainOf(list.state.filters.by) === 'DAY'

  const all: Record<string, TableColumn<SharingFeeRow>> = {
    day: {
      id: 'day',
      header: 'Tanggal',
      sortable: true,
      cell: (r) =>
        r.day ? right(formatDate(r.day)) : <span className="text-muted-foreground">Periode</span>,
    },
    partner: {
      id: 'partner',
      header: 'Partner',
      sortable: true,
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
      sortable: true,
      cell: (r) => {
        const href = reportHref(r, list.state, canOpen)
        const name = (
          <div className="flex flex-col">
            <span>{r.productName}</span>
            <span className="font-mono text-xs text-muted-foreground">{r.productCode}</span>
          </div>
        )
        return href ? (
          <Link
            to={href}
            className="rounded text-primary-strong hover:underline focus-ring"
            title="Buka transaksi Mybills sukses produk ini"
          >
            {name}
          </Link>
        ) : (
          name
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
    amount: {
      id: 'amount',
      header: 'Nominal',
      sortable: true,
      align: 'right',
      cell: (r) => right(formatRupiah(r.amount)),
    },
    fee: {
      id: 'fee',
      header: 'Dasar Fee (Admin)',
      sortable: true,
      align: 'right',
      cell: (r) => right(formatRupiah(r.fee)),
    },
    share: {
      id: 'share',
      header: 'Bagian Partner',
      sortable: true,
      align: 'right',
      cell: (r) => <span data-testid="share">{right(formatRupiah(r.share))}</span>,
    },
  }
  const columns = list.columnsOf(byDay ? all : { ...all, day: undefined })
  const { dateFrom, dateTo } = list.state

  return (
    <>
      <PageHeader
        title={title}
        crumbs={crumbsOf(HREF)}
        description="Bagian tiap partner dari biaya admin transaksi Mybills sukses, per partner dan produk (atau per hari), menurut skema sharing fee saat transaksi terjadi. Nama produk membuka transaksinya."
      />
      <ListView<SharingFeeRow>
        list={list}
        caption={title}
        columns={columns}
        rowKey={(r) => `${r.partnerId}|${r.productCode}|${r.day ?? ''}`}
        search={{ placeholder: 'Cari partner atau produk…', label: 'Cari sharing fee' }}
        toolbarLabel="Periode dan filter sharing fee"
        toolbarActions={<ExportButtons request={requestOf(list.state)} title={title} />}
        aboveTable={
          list.page ? (
            <PeriodTotals
              from={dateFrom}
              to={dateTo}
              asOf={list.page.asOf}
              label="Total periode"
              items={[
                ['Transaksi', formatNumber(list.page.totals.trxCount)],
                ['Nominal', formatRupiah(list.page.totals.amount)],
                ['Dasar Fee (Admin)', formatRupiah(list.page.totals.fee)],
                ['Bagian Partner', formatRupiah(list.page.totals.share)],
              ]}
            />
          ) : null
        }
        empty={{ title: 'Tidak ada sharing fee dalam periode ini' }}
      />
    </>
  )
}
