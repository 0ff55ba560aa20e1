import { formatRupiah } from '#contract/format.ts'
import { disburseApprove, disburseReject, disburseRejectReason } from '#contract/wallet/calls.ts'
import { DOC_APPROVE_CONFIRM, DOC_REJECT_CONFIRM } from '#contract/wallet/vocabulary.ts'
import { callEndpoint } from '../../api/endpoint.ts'
import { type Decision, DecisionDialog } from '../../engine/decision-dialog.tsx'
import { useReauth } from '../../engine/reauth-field.tsx'
import type { Row } from '../../engine/resource-api.ts'

/**
 * Approve (asking the approver's password again, or the authenticator's code with two-factor sign-in) or reject
 * (with the reason) one document waiting for approval.
 */
export function DocDecisionDialog({ decision, onClose }: { decision: Decision<Row>; onClose: () => void }) {
  const reauth = useReauth()
  const close = () => {
    reauth.reset()
    onClose()
  }
  return (
    <DecisionDialog
      decision={decision}
      onClose={close}
      titles={{ approve: 'Setujui Dokumen', reject: 'Tolak Dokumen' }}
      message={(kind, row) => (
        <>
          {kind === 'reject' ? DOC_REJECT_CONFIRM : DOC_APPROVE_CONFIRM}{' '}
          <span className="font-mono">{String(row.docNo ?? '')}</span> · {String(row.itemCount ?? '')}{' '}
          penerima · {formatRupiah(Number(row.totalAmount ?? 0) + Number(row.totalFee ?? 0))}
          {kind === 'approve' ? reauth.field : null}
        </>
      )}
      reasonSchema={disburseRejectReason}
      reasonPlaceholder="contoh: Nominal gaji belum final"
      approve={async (row) => callEndpoint(disburseApprove, { id: Number(row.id), ...(await reauth.body()) })}
      reject={(row, reason) => callEndpoint(disburseReject, { id: Number(row.id), reason })}
    />
  )
}
