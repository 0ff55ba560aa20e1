import type { Db } from '../../db/client.ts'
import { repeatEvery } from '../../jobs/repeat.ts'
import type { SendMail } from '../../mail/send.ts'
import { escalateOverdue } from './tickets.ts'

/** The scheduled check of complaints past their SLA (every HELP_ESCALATION_MS; 0 turns it off). */
export function startEscalation(db: Db, sendMail: SendMail, everyMs: number, log: (m: string) => void) {
  return repeatEvery(everyMs, () => escalateOverdue(db, sendMail), log, {
    failed: (error) => `help: eskalasi komplain gagal (${error}); dicoba lagi`,
    recovered: 'help: eskalasi komplain berjalan lagi',
  })
}
