import {
  APPROVE_CONFIRM,
  REJECT_CONFIRM,
  registrationApprove,
  registrationReject,
  rejectReason,
} from '#contract/partner/registration.ts'
import { callEndpoint } from '../../api/endpoint.ts'
import { type Decision, DecisionDialog } from '../../engine/decision-dialog.tsx'
import type { Row } from '../../engine/resource-api.ts'

/** The confirmation of a decision on a partner's application: rejecting also asks for the reason mailed. */
export function RegistrationDecision({
  decision,
  onClose,
}: {
  decision: Decision<Row>
  onClose: () => void
}) {
  return (
    <DecisionDialog
      decision={decision}
      onClose={onClose}
      titles={{ approve: 'Setujui Pendaftaran Partner', reject: 'Tolak Pendaftaran Partner' }}
      message={(kind, row) => (
        <>
          {kind === 'reject' ? REJECT_CONFIRM : APPROVE_CONFIRM}{' '}
          <span className="font-medium">{String(row.companyName ?? '')}</span> (
          <span className="font-mono">{String(row.registrationNo ?? '')}</span>) akan diberi tahu lewat email{' '}
          {String(row.picEmail ?? '')}.
        </>
      )}
      reasonSchema={rejectReason}
      reasonPlaceholder="contoh: Dokumen NPWP perusahaan belum dilampirkan"
      approve={(row) => callEndpoint(registrationApprove, { id: Number(row.id) })}
      reject={(row, reason) => callEndpoint(registrationReject, { id: Number(row.id), reason })}
    />
  )
}
