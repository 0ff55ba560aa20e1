import { SYNC_OUTCOME_LABEL } from '#contract/transactions/sync.ts'
import { Badge, type BadgeTone } from '../../../ui/badge.tsx'
import type { RowSyncResult } from './sync-run.ts'

const OUTCOME_TONE: Record<RowSyncResult['outcome'], BadgeTone> = {
  UPDATED: 'success',
  UNCHANGED: 'warning',
  REFUSED: 'neutral',
  HOST_ERROR: 'danger',
  ERROR: 'danger',
}
const outcomeLabel = (o: RowSyncResult['outcome']) => (o === 'ERROR' ? 'Gagal' : SYNC_OUTCOME_LABEL[o])

/** A transaction's sync outcome, with the host's message as its title. */
export function OutcomeBadge({ result }: { result: RowSyncResult }) {
  return (
    <Badge tone={OUTCOME_TONE[result.outcome]} title={result.message}>
      {outcomeLabel(result.outcome)}
    </Badge>
  )
}
