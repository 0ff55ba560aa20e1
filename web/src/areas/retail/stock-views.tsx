import type { ReactNode } from 'react'
import type { MenuLink } from '#contract/navigation/menu.ts'
import { stockMovement } from '#contract/retail/stock-calls.ts'
import { stockCount } from '#contract/retail/stock-count.ts'
import { ResourceListPage } from '../../engine/resource-list-page.tsx'

/**
 * The stock views of Semua Produk ("Mutasi Stok", "Stok Opname"): lists of their own declarations, apart from the
 * page so the products list opened first does not load them (issue 12: a list's own chunks ≤ 60 KB).
 */
export function StockView({
  view,
  route,
  views,
  headerActions,
}: {
  view: 'mutasi' | 'opname'
  route: MenuLink
  views: ReactNode
  headerActions?: ReactNode
}) {
  return view === 'opname' ? (
    <ResourceListPage
      key="opname"
      def={stockCount}
      route={route}
      views={views}
      headerActions={headerActions}
    />
  ) : (
    <ResourceListPage key="mutasi" def={stockMovement} route={route} views={views} />
  )
}
