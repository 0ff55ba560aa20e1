import { lazy, Suspense, useState } from 'react'
import { helpAgent, helpCannedReply, helpTicket } from '#contract/help/tickets.ts'
import { routeByPath } from '#contract/navigation/menu.ts'
import type { Row } from '../../engine/resource-api.ts'
import { ResourceListPage } from '../../engine/resource-list-page.tsx'
import { useEver } from '../../ui/use-ever.ts'
import { useView, type View, ViewTabs } from '../../ui/view-tabs.tsx'

const TicketPanel = lazy(() => import('./ticket-panel.tsx'))

const VIEWS: readonly View[] = [
  { key: '', label: 'Tiket' },
  { key: 'canned', label: 'Balasan Siap Pakai' },
  { key: 'agents', label: 'Petugas' },
]

/**
 * Komplain: the tickets (the engine's list: status, priority, assignee, age, SLA breach filters, search, export),
 * each opened in a panel with its thread and actions; the canned replies and the agents are the engine's lists too.
 */
export function ComplainPage() {
  const route = routeByPath(helpTicket.route)
  const view = useView(VIEWS)
  const [open, setOpen] = useState<number | null>(null)
  const used = useEver(open !== null)
  if (!route) return null
  const tabs = <ViewTabs views={VIEWS} current={view} label="Komplain" />
  return (
    <>
      {view === 'canned' ? (
        <ResourceListPage key="canned" def={helpCannedReply} route={route} views={tabs} />
      ) : view === 'agents' ? (
        <ResourceListPage key="agents" def={helpAgent} route={route} views={tabs} />
      ) : (
        <ResourceListPage
          key="tickets"
          def={helpTicket}
          route={route}
          views={tabs}
          rowMenu={(row: Row) => [
            { key: 'open', label: 'Buka Tiket', onSelect: () => setOpen(Number(row.id)) },
          ]}
        />
      )}
      {used ? (
        <Suspense fallback={null}>
          <TicketPanel id={open} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </>
  )
}
