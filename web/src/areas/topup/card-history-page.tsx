import { routeByPath } from '#contract/navigation/menu.ts'
import { cardBalanceUpdate, cardBlockLog } from '#contract/topup/cards.ts'
import { ResourceListPage } from '../../engine/resource-list-page.tsx'
import { useView, type View, ViewTabs } from '../../ui/view-tabs.tsx'

/**
 * /dashboard/topup/card-blocked-v2, the history of the top-up cards: the log of every block and unblock
 * (Log Pemblokiran Kartu Topup) and the balance updates waiting to be written to a card (Riwayat Update
 * Balance Kartu), which an operator applies once the card has been tapped. Both are histories of the
 * card registry under the same feature; the menu has no other place for the second.
 */
const VIEWS: readonly View[] = [
  { key: '', label: 'Log Blokir Kartu' },
  { key: 'balance', label: 'Riwayat Update Balance Kartu' },
]

export function CardHistoryPage() {
  const route = routeByPath(cardBlockLog.route)
  const view = useView(VIEWS)
  if (!route) return null
  const tabs = <ViewTabs views={VIEWS} current={view} label="Riwayat kartu" />
  return view === 'balance' ? (
    <ResourceListPage key="balance" def={cardBalanceUpdate} route={route} views={tabs} />
  ) : (
    <ResourceListPage key="log" def={cardBlockLog} route={route} views={tabs} />
  )
}
