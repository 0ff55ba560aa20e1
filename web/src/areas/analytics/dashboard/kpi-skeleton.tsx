import { Skeleton } from '../../../ui/skeleton.tsx'

/** The grid of the KPI cards (kpi-cards.tsx). */
export const KPI_GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 2xl:grid-cols-6'

/**
 * Grey cards of the KPIs' size while the first figures load; the home page draws them too while the figures'
 * code loads (home-page.tsx), so its first paint already has the figures' place.
 */
export function KpiSkeleton({ label }: { label: string }) {
  return (
    <ul aria-label={label} aria-busy="true" className={KPI_GRID}>
      {Array.from({ length: 6 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <li key={i}>
          <Skeleton className="h-[92px]" />
        </li>
      ))}
    </ul>
  )
}
