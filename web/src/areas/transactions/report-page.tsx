import { useQuery, useQueryClient } from '@tanstack/react-query'
import { RotateCw } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { useLocation } from 'react-router'
import { reportScreen } from '#contract/engine/saved-view-screens.ts'
import { formatNumber, formatRupiah } from '#contract/format.ts'
import { MENU, routeByPath } from '#contract/navigation/menu.ts'
import {
  type ReportDef,
  type ReportFilter,
  type ReportListRequest,
  type ReportQuery,
  type ReportRow,
  type ReportTotals,
  reportByRoute,
} from '#contract/transactions/reports.ts'
import { cellColumns, textOf } from '../../engine/cell.tsx'
import { FilterControl } from '../../engine/filter-control.tsx'
import { useKeysetList } from '../../engine/keyset-list.ts'
import type { FilterValue } from '../../engine/list-filters.ts'
import { ListView } from '../../engine/list-view.tsx'
import { useRevealer } from '../../engine/reveal.tsx'
import { Button } from '../../ui/button.tsx'
import { type Crumb, PageHeader } from '../../ui/page-header.tsx'
import { useEver } from '../../ui/use-ever.ts'
import { reportApi, reportKeys } from './report-api.ts'
import { reportShape } from './report-shape.ts'

/**
 * Not part of a report's first load (issue 12 budgets): a transaction's detail (Radix's dialog) loads when a
 * row is first opened; the saved views' menu is the engine list's (ListView), which loads it right after the page.
 */
const TransactionDetail = lazy(() =>
  import('./transaction-detail.tsx').then((m) => ({ default: m.TransactionDetail })),
)

const groupTitleOf = (href: string) =>
  MENU.find((e) => e.kind === 'group' && e.items.some((i) => i.href === href))?.title

/** The page of every transaction report route: which report is decided by the address. */
export function ReportRoutePage() {
  const { pathname } = useLocation()
  const def = reportByRoute(routeByPath(pathname)?.href ?? pathname)
  if (!def) return null
  return <ReportPage key={def.slug} def={def} />
}

/** Count, amount, fee and total of every row of the filter, not just the page. */
const describeTotals = (totals: ReportTotals, def: ReportDef): [string, string, string][] => [
  ['count', 'Jumlah transaksi', formatNumber(totals.count)],
  ['amount', 'Nominal', formatRupiah(totals.amount)],
  ['fee', 'Biaya', formatRupiah(totals.fee)],
  ['total', 'Total', formatRupiah(totals.total)],
  // Where the kind shares its fee with the merchant (Mybills, Mycroatm, top-up; issue 15).
  ...(def.detail.some((c) => c.key === 'merchantFee')
    ? [['merchantFee', 'Bagian Merchant', formatRupiah(totals.merchantFee)] as [string, string, string]]
    : []),
]

/**
 * A transaction report (issue 5): the engine's list with the keyset pager: period in WIB days, filters,
 * search by reference, a totals row for the whole filter, pages by cursor, a detail drawer (a sale's
 * receipt), export of every row, saved views.
 */
export function ReportPage({ def }: { def: ReportDef }) {
  const queryClient = useQueryClient()
  const shape = reportShape(def)
  const list = useKeysetList<ReportRow, ReportTotals>({
    shape,
    preferences: { name: `report-${def.slug}`, pageSize: false },
    exportPath: def.apiPath,
    source: {
      key: (request) => reportKeys.list(def, request as ReportListRequest),
      fetch: (request, signal) => reportApi.list(def, request as ReportListRequest, signal),
    },
    totals: {
      key: (query) => reportKeys.totals(def, query as ReportQuery),
      fetch: (query, signal) => reportApi.totals(def, query as ReportQuery, signal),
      count: (totals) => totals.count,
      describe: (totals) => describeTotals(totals, def),
    },
  })

  const revealer = useRevealer(def)
  const columns = cellColumns<ReportRow>(
    list.shownColumns,
    (c, row) =>
      c.key === 'trxNo' ? (
        <button
          type="button"
          className="rounded font-mono text-xs text-primary-strong hover:underline focus-ring"
          aria-label={`Lihat detail ${String(row.trxNo)}`}
          onClick={(e) => {
            e.stopPropagation()
            list.detail.open(row.id)
          }}
        >
          {textOf(c, row[c.key])}
        </button>
      ) : undefined,
    { fields: def.personal, revealer },
  )

  const route = routeByPath(def.route)
  const detailUsed = useEver(list.detail.id !== null)
  const crumbs: Crumb[] = [{ label: 'Beranda', href: '/' }]
  const group = groupTitleOf(def.route)
  if (group) crumbs.push({ label: group })
  crumbs.push({ label: route?.title ?? def.title })

  return (
    <>
      <PageHeader title={route?.pageTitle ?? def.title} crumbs={crumbs} />
      <ListView<ReportRow>
        list={list}
        caption={def.title}
        columns={columns}
        rowKey={(r) => r.id}
        search={{ placeholder: def.searchHint, label: `Cari ${def.title.toLowerCase()}` }}
        toolbarLabel="Pencarian dan filter laporan"
        savedViews={{ screen: reportScreen(def) }}
        renderFilter={(f, value, onChange) =>
          f.type === 'lookup' ? (
            <LookupFilter def={def} filter={f} value={value} onChange={onChange} />
          ) : undefined
        }
        toolbarActions={
          <Button
            variant="outline"
            aria-label="Muat ulang"
            title="Muat ulang"
            onClick={() => {
              if (list.paging.kind === 'keyset') list.paging.first()
              void queryClient.invalidateQueries({ queryKey: reportKeys.all(def) })
            }}
          >
            <RotateCw aria-hidden="true" className="size-4" />
          </Button>
        }
        onRowClick={(row) => list.detail.open(row.id)}
        empty={{
          title: 'Tidak ada transaksi',
          hint: 'Tidak ada transaksi pada periode ini. Pilih periode lain.',
          noMatchHint: 'Ubah kata kunci, filter atau periode.',
        }}
        detail={
          detailUsed ? (
            <Suspense fallback={null}>
              <TransactionDetail def={def} id={list.detail.id} onClose={() => list.detail.close()} />
            </Suspense>
          ) : null
        }
      />
    </>
  )
}

/** A filter whose codes the server lists (products, card issuers), loaded when first needed. */
function LookupFilter({
  def,
  filter,
  value,
  onChange,
}: {
  def: ReportDef
  filter: ReportFilter
  value: FilterValue | undefined
  onChange: (v: FilterValue | undefined) => void
}) {
  const [wanted, setWanted] = useState(value !== undefined)
  const options = useQuery({
    queryKey: reportKeys.options(def, filter.key),
    queryFn: ({ signal }) => reportApi.options(def, filter.key, signal),
    enabled: wanted || value !== undefined,
    staleTime: 5 * 60_000,
  })
  return (
    <FilterControl
      filter={filter}
      value={value}
      onChange={onChange}
      lookup={{
        options: options.data ?? [],
        loading: options.isFetching && !options.data,
        error: options.isError ? options.error.message : undefined,
        onOpen: () => setWanted(true),
      }}
    />
  )
}
