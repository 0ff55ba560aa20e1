import {
  MERCHANT_APPROVE_CONFIRM,
  MERCHANT_REJECT_CONFIRM,
  merchantRegistrationApprove,
  merchantRegistrationReject,
  registrationRejectReason,
} from '#contract/public/registration.ts'
import { callEndpoint } from '../../api/endpoint.ts'
import { type Decision, DecisionDialog } from '../../engine/decision-dialog.tsx'
import type { Row } from '../../engine/resource-api.ts'

/** Operations' decision on a merchant's self-registration: rejecting also asks for the reason mailed. */
export function MerchantDecision({ decision, onClose }: { decision: Decision<Row>; onClose: () => void }) {
  return (
    <DecisionDialog
      decision={decision}
      onClose={onClose}
      titles={{ approve: 'Setujui Pendaftaran Merchant', reject: 'Tolak Pendaftaran Merchant' }}
      message={(kind, row) => (
        <>
          {kind === 'reject' ? MERCHANT_REJECT_CONFIRM : MERCHANT_APPROVE_CONFIRM}{' '}
          <span className="font-medium">{String(row.name ?? '')}</span> (MID{' '}
          <span className="font-mono">{String(row.mid ?? '')}</span>) akan diberi tahu lewat email{' '}
          {String(row.email ?? '')}.
        </>
      )}
      reasonSchema={registrationRejectReason}
      reasonPlaceholder="contoh: Foto KTP pemilik tidak terbaca"
      approve={(row) => callEndpoint(merchantRegistrationApprove, { merchantId: Number(row.id) })}
      reject={(row, reason) =>
        callEndpoint(merchantRegistrationReject, { merchantId: Number(row.id), reason })
      }
    />
  )
}
