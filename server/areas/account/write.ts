import type { FastifyRequest } from 'fastify'
import { API_ACCESS_MESSAGES } from '#contract/account/api-access.ts'
import { ACCOUNT_MESSAGES } from '#contract/account/messages.ts'
import type { Db } from '../../db/client.ts'
import { runWrite, type UniqueRule } from '../../engine/write.ts'
import type { Mail, SendMail } from '../../mail/send.ts'
import { auditDenied, EscalationDenied } from './escalation.ts'

/** Unique constraints of the account tables → the field and message of the 409. */
const UNIQUE: UniqueRule[] = [
  {
    constraint: 'dashboard_user_username_lower_uq',
    field: 'username',
    message: ACCOUNT_MESSAGES.usernameTaken,
  },
  { constraint: 'dashboard_user_email_lower_uq', field: 'email', message: ACCOUNT_MESSAGES.emailTaken },
  { constraint: 'role_segment_code_unique', field: 'code', message: ACCOUNT_MESSAGES.segmentCodeTaken },
  { constraint: 'api_master_code_unique', field: 'code', message: API_ACCESS_MESSAGES.masterCodeTaken },
]

/**
 * One account write through the write pipeline (server/engine/write.ts); an escalation refusal rolls
 * the write back and is then audited.
 */
export function accountWrite<T>(
  db: Db,
  request: FastifyRequest,
  sendMail: SendMail,
  body: (tx: Db, queueMail: (mail: Mail) => void) => Promise<T>,
): Promise<T> {
  return runWrite(db, sendMail, body, {
    unique: UNIQUE,
    afterRollback: async (err) => {
      if (err instanceof EscalationDenied) await auditDenied(db, request, err)
    },
  })
}

/** An account row as it may appear in a response or an audit entry: never the password hash. */
export function withoutSecrets<T extends Record<string, unknown>>(row: T): Omit<T, 'passwordHash'> {
  const { passwordHash: _p, ...rest } = row
  return rest
}
