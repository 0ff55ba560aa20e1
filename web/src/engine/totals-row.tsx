import type { TotalItem } from './use-list.ts'

/** Figures of every row of the query, not just the page (a report's count, amount, fee and total). */
export function TotalsRow({
  items,
  loading,
  error,
}: {
  items: TotalItem[] | null
  loading: boolean
  error: string | null
}) {
  if (!items && !loading && !error) return null
  return (
    <section aria-label="Total seluruh data filter" className="border-b border-border bg-muted/40 px-3 py-2">
      {error ? (
        <p className="text-sm text-destructive">{error}</p>
      ) : loading || !items ? (
        <p className="text-sm text-muted-foreground">Menghitung total…</p>
      ) : (
        <dl className="flex flex-wrap gap-x-8 gap-y-1 text-sm">
          {items.map(([key, label, value]) => (
            <div key={key} className="flex items-baseline gap-2">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-semibold tabular-nums" data-testid={`report-total-${key}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  )
}
