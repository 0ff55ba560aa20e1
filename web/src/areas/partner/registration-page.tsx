import { lazy, Suspense, useState } from 'react'
import { routeByPath } from '#contract/navigation/menu.ts'
import { partnerRegistration } from '#contract/partner/registration.ts'
import { canChangeResource } from '../../engine/access.ts'
import type { Decision } from '../../engine/decision-dialog.tsx'
import type { Row } from '../../engine/resource-api.ts'
import { ResourceListPage } from '../../engine/resource-list-page.tsx'
import { useProfile } from '../../session/use-session.ts'
import { useEver } from '../../ui/use-ever.ts'

/** The decision dialog loads when a decision is first asked for (not part of the page's first load). */
const RegistrationDecision = lazy(() =>
  import('./registration-decision.tsx').then((m) => ({ default: m.RegistrationDecision })),
)

/**
 * Pendaftaran Partner (/dashboard/mint-partner/approved-partner): the engine's list and detail of the
 * applications, and for a pending one "Setujui" and "Tolak" (with its reason), for users scoped to all data.
 */
export function RegistrationPage() {
  const route = routeByPath(partnerRegistration.route)
  const profile = useProfile()
  const canDecide = canChangeResource(partnerRegistration, profile)
  const [decision, setDecision] = useState<Decision<Row>>(null)
  const used = useEver(decision !== null)
  if (!route) return null
  return (
    <>
      <ResourceListPage
        def={partnerRegistration}
        route={route}
        rowMenu={(row) =>
          canDecide && row.status === 'PENDING'
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
          <RegistrationDecision decision={decision} onClose={() => setDecision(null)} />
        </Suspense>
      ) : null}
    </>
  )
}
