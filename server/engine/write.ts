import type { Db } from '../db/client.ts'
import { FOREIGN_KEY_VIOLATION, pgErrorOf, UNIQUE_VIOLATION } from '../db/errors.ts'
import { conflict } from '../http/errors.ts'
import type { Mail, SendMail } from '../mail/send.ts'

/** A unique constraint and what a duplicate answers: 409 naming the field. */
export interface UniqueRule {
  constraint: string
  field: string
  message: string
}

/** Duplicates → 409 naming the field (or a general 409); a row still referenced → 409; anything else as is. */
export function writeConflict(err: unknown, unique: readonly UniqueRule[]): never {
  const pgErr = pgErrorOf(err)
  if (pgErr?.code === UNIQUE_VIOLATION) {
    const u = unique.find((x) => x.constraint === pgErr.constraint)
    const message = u?.message ?? 'Data yang sama sudah ada sebelumnya.'
    throw conflict(message, u ? { errors: [{ field: u.field, message }] } : null)
  }
  if (pgErr?.code === FOREIGN_KEY_VIOLATION) throw conflict('Data masih dipakai oleh data lain.')
  throw err
}

export interface WriteOptions {
  unique: readonly UniqueRule[]
  /** Runs after the transaction rolled back on this error (e.g. to audit a refusal outside it). */
  afterRollback?: (err: unknown) => Promise<void>
}

/**
 * The one write pipeline (resources and the account screens): the body runs in a transaction and
 * writes its audit entry there; mail it queues goes out only after the commit, so nothing is sent for
 * a change that rolled back and nothing waits on the connection the write holds; a duplicate answers
 * 409 naming the field.
 */
export async function runWrite<T>(
  db: Db,
  sendMail: SendMail,
  body: (tx: Db, queueMail: (mail: Mail) => void) => Promise<T>,
  options: WriteOptions,
): Promise<T> {
  const outbox: Mail[] = []
  let result: T
  try {
    result = await db.transaction((tx) => body(tx, (mail) => outbox.push(mail)))
  } catch (err) {
    await options.afterRollback?.(err)
    writeConflict(err, options.unique)
  }
  for (const mail of outbox) await sendMail(mail)
  return result
}
