import { Ban } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { routeByPath } from '#contract/navigation/menu.ts'
import { cardBlocked } from '#contract/topup/cards.ts'
import { canChangeResource } from '../../engine/access.ts'
import type { Row } from '../../engine/resource-api.ts'
import { ResourceListPage } from '../../engine/resource-list-page.tsx'
import { useProfile } from '../../session/use-session.ts'
import { Button } from '../../ui/button.tsx'
import { useEver } from '../../ui/use-ever.ts'

/**
 * Not part of the page's first load (issue 12 budgets), as on the engine's lists: the block form
 * (react-hook-form, its zod resolver, Radix's dialog) loads when "Blokir Kartu" is first pressed (fetched
 * already on hovering or focusing it), the unblock confirmation when it is first asked.
 */
const loadForm = () => import('../../engine/resource-form.tsx')
const ResourceFormDialog = lazy(() => loadForm().then((m) => ({ default: m.ResourceFormDialog })))
const UnblockDialog = lazy(() =>
  import('./unblock-card-dialog.tsx').then((m) => ({ default: m.UnblockDialog })),
)

/**
 * Daftar Kartu Terblokir: the engine's list of blocked cards, plus "Blokir Kartu" (the issuer is
 * recognised from the number) and "Buka Blokir" with a note. Only users scoped to all data change it:
 * a card belongs to no client.
 */
export function CardBlockedPage() {
  const route = routeByPath(cardBlocked.route)
  const profile = useProfile()
  const canChange = canChangeResource(cardBlocked, profile)
  const [blocking, setBlocking] = useState(false)
  const [unblocking, setUnblocking] = useState<Row | null>(null)
  const formUsed = useEver(blocking)
  const unblockUsed = useEver(unblocking !== null)
  if (!route) return null
  return (
    <>
      <ResourceListPage
        def={cardBlocked}
        route={route}
        headerActions={
          canChange ? (
            <Button
              onClick={() => setBlocking(true)}
              onPointerEnter={() => void loadForm()}
              onFocus={() => void loadForm()}
            >
              <Ban aria-hidden="true" className="size-4" />
              Blokir Kartu
            </Button>
          ) : null
        }
        rowMenu={(row) =>
          canChange
            ? [{ key: 'unblock', label: 'Buka Blokir', onSelect: () => setUnblocking(row), tone: 'danger' }]
            : []
        }
      />
      {formUsed ? (
        <Suspense fallback={null}>
          <ResourceFormDialog
            def={cardBlocked}
            title="Blokir Kartu"
            target={blocking ? { mode: 'add' } : null}
            onClose={() => setBlocking(false)}
          />
        </Suspense>
      ) : null}
      {unblockUsed ? (
        <Suspense fallback={null}>
          <UnblockDialog row={unblocking} onClose={() => setUnblocking(null)} />
        </Suspense>
      ) : null}
    </>
  )
}
