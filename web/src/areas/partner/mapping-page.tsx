import { useQueryClient } from '@tanstack/react-query'
import { RefreshCw } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { routeByPath } from '#contract/navigation/menu.ts'
import { partnerSegmentMember, segmentRulesApply } from '#contract/partner/app-mapping.ts'
import { callEndpoint } from '../../api/endpoint.ts'
import { ResourceListPage } from '../../engine/resource-list-page.tsx'
import { useProfile } from '../../session/use-session.ts'
import { Button } from '../../ui/button.tsx'
import { notify } from '../../ui/notify.ts'
import { useEver } from '../../ui/use-ever.ts'

import type { Counts } from './apply-rules-dialog.tsx'

/** The confirmation loads on first use (the route's first-load budget). */
const ApplyRulesDialog = lazy(() =>
  import('./apply-rules-dialog.tsx').then((m) => ({ default: m.ApplyRulesDialog })),
)

/**
 * "Terapkan Aturan": asks the server what applying the internal segments' rules would change (the same statement
 * without its writes), says it, and applies only after the confirmation. Users scoped to everything only.
 */
function ApplyRulesButton() {
  const queryClient = useQueryClient()
  const [preview, setPreview] = useState<Counts | null>(null)
  const [pending, setPending] = useState(false)
  const used = useEver(preview !== null)
  const ask = async () => {
    setPending(true)
    const res = await callEndpoint(segmentRulesApply, { dryRun: true })
    setPending(false)
    if (!res.success || !res.data) return notify(res.message, 'error')
    setPreview(res.data)
  }
  const apply = async () => {
    setPending(true)
    const res = await callEndpoint(segmentRulesApply, { dryRun: false })
    setPending(false)
    setPreview(null)
    notify(res.message, res.success ? 'success' : 'error')
    if (res.success) await queryClient.invalidateQueries({ queryKey: ['resource'] })
  }
  return (
    <>
      <Button variant="outline" onClick={() => void ask()} disabled={pending}>
        <RefreshCw aria-hidden="true" className="size-4" />
        Terapkan Aturan
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <ApplyRulesDialog
            preview={preview}
            pending={pending}
            onClose={() => setPreview(null)}
            onConfirm={() => void apply()}
          />
        </Suspense>
      ) : null}
    </>
  )
}

/** "Pemetaan Segmen MINT Partner" (issue 16 §5): the engine's list and form of the mappings, with the rules' apply. */
export function MappingPage() {
  const route = routeByPath(partnerSegmentMember.route)
  const profile = useProfile()
  if (!route) return null
  return (
    <ResourceListPage
      def={partnerSegmentMember}
      route={route}
      headerActions={profile.userTypeLevel === 'ALL' ? <ApplyRulesButton /> : null}
    />
  )
}
