import type { FastifyRequest } from 'fastify'
import { API_ACCESS_MESSAGES } from '#contract/account/api-access.ts'
import { ACCOUNT_MESSAGES } from '#contract/account/messages.ts'
import type { Db } from '../../db/client.ts'
import { FOREIGN_KEY_VIOLATION, pgErrorOf, UNIQUE_VIOLATION } from '../../db/errors.ts'
import { conflict } from '../../http/errors.ts'
import type { Mail, SendMail } from '../../mail/send.ts'
import { auditDenied, EscalationDenied } from './escalation.ts'

/** Unique constraints of the account tables → the field and message of the 409. */
const UNIQUE: Record<string, { field: string; message: string }> = {
  dashboard_user_username_lower_uq: { field: 'username', message: ACCOUNT_MESSAGES.usernameTaken },
  dashboard_user_email_lower_uq: { field: 'email', message: ACCOUNT_MESSAGES.emailTaken },
  role_segment_code_unique: { field: 'code', message: ACCOUNT_MESSAGES.segmentCodeTaken },
  api_master_code_unique: { field: 'code', message: API_ACCESS_MESSAGES.masterCodeTaken },
}

export function uniqueConflict(err: unknown): never {
  const pgErr = pgErrorOf(err)
  if (pgErr?.code === UNIQUE_VIOLATION) {
    const u = pgErr.constraint ? UNIQUE[pgErr.constraint] : undefined
    const message = u?.message ?? 'Data yang sama sudah ada sebelumnya.'
    throw conflict(message, u ? { errors: [{ field: u.field, message }] } : null)
  }
  if (pgErr?.code === FOREIGN_KEY_VIOLATION) throw conflict('Data masih dipakai oleh data lain.')
  throw err
}

/**
 * One account write: runs in a transaction; mail it queues goes out only after the commit; an
 * escalation refusal rolls the write back and is then audited; duplicates become 409 naming the field.
 */
export async function accountWrite<T>(
  db: Db,
  request: FastifyRequest,
  sendMail: SendMail,
  body: (tx: Db, queueMail: (mail: Mail) => void) => Promise<T>,
): Promise<T> {
  const outbox: Mail[] = []
  let result: T
  try {
    result = await db.transaction((tx) => body(tx, (mail) => outbox.push(mail)))
  } catch (err) {
    if (err instanceof EscalationDenied) {
      await auditDenied(db, request, err)
      throw err
    }
    uniqueConflict(err)
  }
  for (const mail of outbox) await sendMail(mail)
  return result
}

/** An account row as it may appear in a response or an audit entry: never the password hash. */
export function withoutSecrets<T extends Record<string, unknown>>(row: T): Omit<T, 'passwordHash'> {
  const { passwordHash: _p, ...rest } = row
  return rest
}
