import { Wallet } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { can } from '#contract/access/can.ts'
import { depositAdjustment, depositTopup, merchantSaving } from '#contract/deposit/lists.ts'
import { depositAdjustmentWorkflow, depositTopupWorkflow } from '#contract/deposit/workflows.ts'
import { routeByPath } from '#contract/navigation/menu.ts'
import type { Decision } from '../../engine/decision-dialog.tsx'
import type { Row } from '../../engine/resource-api.ts'
import { ResourceListPage } from '../../engine/resource-list-page.tsx'
import { transitionItems, useTaker } from '../../engine/workflow.ts'
import { useProfile } from '../../session/use-session.ts'
import { Button } from '../../ui/button.tsx'
import { useEver } from '../../ui/use-ever.ts'
import { useView, type View, ViewTabs } from '../../ui/view-tabs.tsx'

/** The top-up form and the verification dialogs load on first use (issue 12 budgets), as the engine's forms do. */
const loadTopup = () => import('./topup-dialog.tsx')
const TopupDialog = lazy(() => loadTopup().then((m) => ({ default: m.TopupDialog })))
const VerifyDialog = lazy(() => import('./verify-dialog.tsx').then((m) => ({ default: m.VerifyDialog })))
const ProofDialog = lazy(() => import('./proof-dialog.tsx').then((m) => ({ default: m.ProofDialog })))
const AdjustmentDialog = lazy(() =>
  import('./adjustment-dialog.tsx').then((m) => ({ default: m.AdjustmentDialog })),
)
const AdjustmentDecisionDialog = lazy(() =>
  import('./adjustment-decision.tsx').then((m) => ({ default: m.AdjustmentDecisionDialog })),
)

const VIEWS: readonly View[] = [
  { key: '', label: 'Saldo Deposit' },
  { key: 'topup', label: 'Permintaan Top Up' },
  { key: 'adjustment', label: 'Koreksi & Refund' },
]

/**
 * Deposit Merchant: each merchant's deposit balance (the ledger's account) and the top-up requests. "Top Up"
 * (TOPUP_DEPOSIT_MERCHANT) enters a request with its proof; a checker approves or rejects it from the request's
 * menu, which offers what the workflow allows this user (contract/deposit/workflows.ts; the server enforces it).
 * "Koreksi & Refund" lists the corrections and refunds asked for; each is posted only once another user approves.
 */
export function MerchantSavingPage() {
  const route = routeByPath(merchantSaving.route)
  const profile = useProfile()
  const view = useView(VIEWS)
  const taker = useTaker()
  const canTopup = can(profile.roleSegmentValue, depositTopupWorkflow.transitions.request.feature)
  const [topup, setTopup] = useState<{ merchantId?: number } | null>(null)
  const [verify, setVerify] = useState<Decision<Row>>(null)
  const [proof, setProof] = useState<Row | null>(null)
  const [adjusting, setAdjusting] = useState(false)
  const [adjustDecision, setAdjustDecision] = useState<Decision<Row>>(null)
  const adjustingUsed = useEver(adjusting)
  const adjustDecisionUsed = useEver(adjustDecision !== null)
  const canAdjust = can(profile.roleSegmentValue, depositAdjustmentWorkflow.transitions.request.feature)
  const topupUsed = useEver(topup !== null)
  const verifyUsed = useEver(verify !== null)
  const proofUsed = useEver(proof !== null)
  if (!route) return null
  const tabs = <ViewTabs views={VIEWS} current={view} label="Deposit merchant" />
  const topupButton = canTopup ? (
    <Button
      onClick={() => setTopup({})}
      onPointerEnter={() => void loadTopup()}
      onFocus={() => void loadTopup()}
    >
      <Wallet aria-hidden="true" className="size-4" />
      Top Up
    </Button>
  ) : null
  return (
    <>
      {view === 'adjustment' ? (
        <ResourceListPage
          key="adjustment"
          def={depositAdjustment}
          route={route}
          views={tabs}
          headerActions={
            canAdjust ? <Button onClick={() => setAdjusting(true)}>Ajukan Koreksi/Refund</Button> : null
          }
          rowMenu={(row) =>
            transitionItems(depositAdjustmentWorkflow, row, taker, {
              approve: () => setAdjustDecision({ kind: 'approve', row }),
              reject: () => setAdjustDecision({ kind: 'reject', row }),
            })
          }
        />
      ) : view === 'topup' ? (
        <ResourceListPage
          key="topup"
          def={depositTopup}
          route={route}
          views={tabs}
          headerActions={topupButton}
          rowMenu={(row) => [
            { key: 'proof', label: 'Lihat Bukti', onSelect: () => setProof(row) },
            ...transitionItems(depositTopupWorkflow, row, taker, {
              approve: () => setVerify({ kind: 'approve', row }),
              reject: () => setVerify({ kind: 'reject', row }),
            }),
          ]}
        />
      ) : (
        <ResourceListPage
          key="balance"
          def={merchantSaving}
          route={route}
          views={tabs}
          headerActions={topupButton}
          rowMenu={(row) =>
            canTopup
              ? [
                  {
                    key: 'topup',
                    label: 'Top Up',
                    onSelect: () => setTopup({ merchantId: Number(row.merchantId) }),
                  },
                ]
              : []
          }
        />
      )}
      {topupUsed ? (
        <Suspense fallback={null}>
          <TopupDialog target={topup} onClose={() => setTopup(null)} />
        </Suspense>
      ) : null}
      {verifyUsed ? (
        <Suspense fallback={null}>
          <VerifyDialog decision={verify} onClose={() => setVerify(null)} />
        </Suspense>
      ) : null}
      {adjustingUsed ? (
        <Suspense fallback={null}>
          <AdjustmentDialog open={adjusting} onClose={() => setAdjusting(false)} />
        </Suspense>
      ) : null}
      {adjustDecisionUsed ? (
        <Suspense fallback={null}>
          <AdjustmentDecisionDialog decision={adjustDecision} onClose={() => setAdjustDecision(null)} />
        </Suspense>
      ) : null}
      {proofUsed ? (
        <Suspense fallback={null}>
          <ProofDialog row={proof} onClose={() => setProof(null)} />
        </Suspense>
      ) : null}
    </>
  )
}
