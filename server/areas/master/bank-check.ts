import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { bank } from '../../db/schema/index.ts'
import { fieldError } from '../corporate/write-checks.ts'

/**
 * A bank code a form names must be an active bank of the bank list (issue 15 §2, bad input: "an unknown bank
 * code → refused"), answered on the field rather than as a foreign-key conflict.
 */
export async function requireKnownBank(db: Db, field: string, code: string): Promise<void> {
  const [known] = await db
    .select({ code: bank.code })
    .from(bank)
    .where(and(eq(bank.code, code), eq(bank.active, true)))
  if (!known) throw fieldError(field, `Kode bank tidak dikenal: ${code}.`)
}
