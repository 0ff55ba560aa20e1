import { useNavigate } from 'react-router'
import { routeByPath } from '#contract/navigation/menu.ts'
import { walletAccount, walletStatement } from '#contract/wallet/lists.ts'
import { ResourceListPage } from '../../engine/resource-list-page.tsx'
import { useView, type View, ViewTabs } from '../../ui/view-tabs.tsx'

const VIEWS: readonly View[] = [
  { key: '', label: 'Akun Wallet' },
  { key: 'statement', label: 'Mutasi' },
]

/**
 * Akun Corporate Wallet: each client's wallet with its balance and held balance, and the statement of every
 * movement (balance before and after as each line stores it). A row's "Lihat Mutasi" opens the statement of
 * that client.
 */
export function WalletAccountPage() {
  const route = routeByPath(walletAccount.route)
  const view = useView(VIEWS)
  const navigate = useNavigate()
  if (!route) return null
  const tabs = <ViewTabs views={VIEWS} current={view} label="Corporate wallet" />
  return view === 'statement' ? (
    <ResourceListPage key="statement" def={walletStatement} route={route} views={tabs} />
  ) : (
    <ResourceListPage
      key="accounts"
      def={walletAccount}
      route={route}
      views={tabs}
      rowMenu={(row) => [
        {
          key: 'statement',
          label: 'Lihat Mutasi',
          onSelect: () => navigate({ search: `?view=statement&clientId=${Number(row.clientId)}` }),
        },
      ]}
    />
  )
}
