import {
  depositAdjustmentApprove,
  depositAdjustmentReject,
  topupRejectReason,
} from '#contract/deposit/calls.ts'
import { ADJUSTMENT_DIRECTION, ADJUSTMENT_KIND } from '#contract/deposit/lists.ts'
import { labelOf } from '#contract/engine/fields.ts'
import { formatRupiah } from '#contract/format.ts'
import { callEndpoint } from '../../api/endpoint.ts'
import { type Decision, DecisionDialog } from '../../engine/decision-dialog.tsx'
import { useReauth } from '../../engine/reauth-field.tsx'
import type { Row } from '../../engine/resource-api.ts'

/**
 * A checker approves (with their password or authenticator code: the movement is posted) or rejects (with the
 * reason) one correction or refund; the question names the merchant, the amount, its way and its maker.
 */
export function AdjustmentDecisionDialog({
  decision,
  onClose,
}: {
  decision: Decision<Row>
  onClose: () => void
}) {
  const reauth = useReauth()
  const close = () => {
    reauth.reset()
    onClose()
  }
  return (
    <DecisionDialog
      decision={decision}
      onClose={close}
      titles={{ approve: 'Setujui Koreksi/Refund', reject: 'Tolak Koreksi/Refund' }}
      message={(kind, row) => (
        <>
          {kind === 'approve' ? 'Setujui dan posting' : 'Tolak'}{' '}
          {labelOf(ADJUSTMENT_KIND, String(row.kind)).toLowerCase()}{' '}
          <span className="font-mono">{String(row.refNo ?? '')}</span> untuk {String(row.merchantName ?? '')}:{' '}
          <strong>{formatRupiah(Number(row.amount ?? 0))}</strong> (
          {labelOf(ADJUSTMENT_DIRECTION, String(row.direction))}
          {row.reversesRef ? `, membatalkan potongan ${String(row.reversesRef)}` : ''}), diajukan oleh{' '}
          {String(row.createdBy ?? '')}. Alasan: {String(row.reason ?? '')}
          {kind === 'approve' ? reauth.field : null}
        </>
      )}
      reasonSchema={topupRejectReason}
      reasonPlaceholder="contoh: Bukti selisih belum dilampirkan"
      approve={async (row) =>
        callEndpoint(depositAdjustmentApprove, { id: Number(row.id), ...(await reauth.body()) })
      }
      reject={(row, reason) => callEndpoint(depositAdjustmentReject, { id: Number(row.id), reason })}
    />
  )
}
