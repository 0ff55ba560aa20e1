import type { TrxKind } from '#contract/transactions/catalogue.ts'
import { ChartPanel } from './dashboard/panel.tsx'
import { useProductSales, useTop5 } from './dashboard/panel-api.ts'
import { PANEL_TEXT } from './dashboard/panel-text.ts'
import { BreakdownPanel, PendingAgePanel } from './dashboard/panels.tsx'
import type { TableData } from './dashboard/table-data.ts'
import type { Scope } from './dashboard/trend-panel.tsx'

// The filters' controls and sheet, which the summary draws disabled until this chunk has arrived.
export { FilterSheet } from '../../engine/filter-sheet.tsx'
export { FilterControls } from '../../engine/list-toolbar.tsx'

type KindScope = Scope & { kind: TrxKind }

// Most of these panels are tables: their view (loaded by ChartPanel when first drawn) comes with them.
void import('./dashboard/table-view.tsx')

/**
 * A summary's panels below its first screen (summary-page.tsx loads them, with the filters, right after it): the breakdowns by
 * status, subject and (Mycroatm) bank, product sales, the top five and what waits for the host.
 */
export function SummaryMore({
  scope,
  subject,
}: {
  scope: KindScope
  subject: readonly [string, string] | undefined
}) {
  return (
    <>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <BreakdownPanel scope={scope} by="status" title="Per status" first="Status" />
        {subject ? <BreakdownPanel scope={scope} by="subject" title={subject[0]} first={subject[1]} /> : null}
        {scope.kind === 'MYCROATM' ? (
          <BreakdownPanel scope={scope} by="bank" title="Per bank penerbit" first="Bank" />
        ) : null}
        <ProductSalesPanel scope={scope} />
      </div>
      <Top5Panels scope={scope} />
      <PendingAgePanel scope={scope} />
    </>
  )
}

const body = (s: KindScope) => ({ from: s.from, to: s.to, kind: s.kind, ...s.filters })

/** Product sales (retail: items sold; others: successful transactions per product, type or issuer). */
function ProductSalesPanel({ scope }: { scope: KindScope }) {
  const sales = useProductSales({ ...body(scope), limit: 20 })
  const table: TableData | undefined = sales.data
    ? {
        columns: [
          { key: 'name', label: 'Produk', format: 'text' },
          { key: 'code', label: 'Kode', format: 'text' },
          { key: 'qty', label: scope.kind === 'RETAIL' ? 'Terjual' : 'Transaksi', format: 'number' },
          { key: 'amount', label: 'Nominal', format: 'money' },
        ],
        rows: sales.data.rows.map((r) => ({ ...r })),
      }
    : undefined
  return (
    <ChartPanel
      testId="panel-products"
      title={PANEL_TEXT.productSales.title}
      description={PANEL_TEXT.productSales.description}
      query={sales}
      asOf={sales.data?.asOf}
      table={table}
      empty={table !== undefined && table.rows.length === 0}
      period={scope}
    />
  )
}

/** The top five products, merchants and outlets by successful amount. */
function Top5Panels({ scope }: { scope: KindScope }) {
  const top = useTop5(body(scope))
  const ranked = (
    rows: readonly { name: string; code: string; trxCount?: number; qty?: number; amount: number }[],
  ): TableData => ({
    columns: [
      { key: 'name', label: 'Nama', format: 'text' },
      { key: 'count', label: 'Jumlah', format: 'number' },
      { key: 'amount', label: 'Nominal', format: 'money' },
    ],
    rows: rows.map((r) => ({
      name: r.code ? `${r.name} (${r.code})` : r.name,
      count: r.trxCount ?? r.qty ?? 0,
      amount: r.amount,
    })),
  })
  const [products, merchants, outlets] = PANEL_TEXT.top5
  const panels: [string, TableData | undefined][] = [
    [products, top.data ? ranked(top.data.products) : undefined],
    [merchants, top.data ? ranked(top.data.merchants) : undefined],
    [outlets, top.data ? ranked(top.data.outlets) : undefined],
  ]
  return (
    <div className="grid grid-cols-1 gap-4 xl:grid-cols-3">
      {panels.map(([title, table]) => (
        <ChartPanel
          key={title}
          title={title}
          query={top}
          asOf={top.data?.asOf}
          table={table}
          empty={table !== undefined && table.rows.length === 0}
          period={scope}
        />
      ))}
    </div>
  )
}
