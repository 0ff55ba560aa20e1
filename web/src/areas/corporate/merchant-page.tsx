import { lazy, Suspense, useState } from 'react'
import { merchant } from '#contract/corporate/merchant.ts'
import { routeByPath } from '#contract/navigation/menu.ts'
import type { Decision } from '../../engine/decision-dialog.tsx'
import type { Row } from '../../engine/resource-api.ts'
import { ResourceListPage } from '../../engine/resource-list-page.tsx'
import { useEver } from '../../ui/use-ever.ts'

/** The decision dialog loads when a decision is first asked for (not part of the page's first load). */
const MerchantDecision = lazy(() =>
  import('./merchant-decision.tsx').then((m) => ({ default: m.MerchantDecision })),
)

/**
 * Daftar Merchant (/dashboard/corporate/merchant): the engine's list, detail and form, and for a merchant that
 * registered itself and waits ("Menunggu Verifikasi") "Setujui" and "Tolak" with a reason (issue 19 item 3).
 * The server answers 409 for a merchant that did not come from a self-registration.
 */
export function MerchantPage() {
  const route = routeByPath(merchant.route)
  const [decision, setDecision] = useState<Decision<Row>>(null)
  const used = useEver(decision !== null)
  if (!route) return null
  return (
    <>
      <ResourceListPage
        def={merchant}
        route={route}
        rowMenu={(row) =>
          row.status === 'PENDING_VERIFICATION'
            ? [
                { key: 'approve', label: 'Setujui', onSelect: () => setDecision({ kind: 'approve', row }) },
                {
                  key: 'reject',
                  label: 'Tolak',
                  onSelect: () => setDecision({ kind: 'reject', row }),
                  tone: 'danger',
                },
              ]
            : []
        }
      />
      {used ? (
        <Suspense fallback={null}>
          <MerchantDecision decision={decision} onClose={() => setDecision(null)} />
        </Suspense>
      ) : null}
    </>
  )
}
