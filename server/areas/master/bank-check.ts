import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { bank } from '../../db/schema/index.ts'
import type { Row } from '../../engine/resource.ts'
import { fieldError } from '../corporate/write-checks.ts'

/**
 * A bank code a form names must be a bank of the bank list (issue 15 §2, bad input: "an unknown bank code →
 * refused"), answered on the field rather than stored as a dangling code, and an active one, unless the row
 * already held that code: a bank made inactive is no longer offered (`/bank-code/get-list`) but stays valid
 * for the rows using it. `before` is the row before an update (null or left out when adding); `field` is
 * both the input's key and the row's.
 */
export async function requireKnownBank(
  db: Db,
  field: string,
  code: string,
  before: Row | null = null,
): Promise<void> {
  const [found] = await db.select({ active: bank.active }).from(bank).where(eq(bank.code, code))
  if (!found) throw fieldError(field, `Kode bank tidak dikenal: ${code}.`)
  if (!found.active && String(before?.[field] ?? '') !== code)
    throw fieldError(field, `Bank ${code} tidak aktif dan tidak dapat dipilih.`)
}
