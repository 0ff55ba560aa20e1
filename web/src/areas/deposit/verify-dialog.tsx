import { depositTopupApprove, depositTopupReject, topupRejectReason } from '#contract/deposit/calls.ts'
import { APPROVE_CONFIRM, REJECT_CONFIRM } from '#contract/deposit/vocabulary.ts'
import { formatRupiah } from '#contract/format.ts'
import { callEndpoint } from '../../api/endpoint.ts'
import { type Decision, DecisionDialog } from '../../engine/decision-dialog.tsx'
import type { Row } from '../../engine/resource-api.ts'

/** Approve (the question) or reject (the question and the reason the merchant is mailed) one top-up request. */
export function VerifyDialog({ decision, onClose }: { decision: Decision<Row>; onClose: () => void }) {
  return (
    <DecisionDialog
      decision={decision}
      onClose={onClose}
      titles={{ approve: 'Setujui Top Up', reject: 'Tolak Top Up' }}
      message={(kind, row) => (
        <>
          {kind === 'reject' ? REJECT_CONFIRM : APPROVE_CONFIRM}{' '}
          <span className="font-mono">{String(row.refNo ?? '')}</span> · {String(row.merchantName ?? '')} ·{' '}
          {formatRupiah(Number(row.amount ?? 0))}
        </>
      )}
      reasonSchema={topupRejectReason}
      reasonPlaceholder="contoh: Nominal pada bukti tidak sama dengan nominal yang diajukan"
      approve={(row) => callEndpoint(depositTopupApprove, { id: Number(row.id) })}
      reject={(row, reason) => callEndpoint(depositTopupReject, { id: Number(row.id), reason })}
    />
  )
}
