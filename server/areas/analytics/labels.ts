import { sql } from 'drizzle-orm'
import {
  DEPOSIT_METHOD_LABEL,
  MYCROATM_TYPE_LABEL,
  PAYMENT_METHOD_LABEL,
  type TrxKind,
} from '#contract/transactions/catalogue.ts'
import type { Db } from '../../db/client.ts'
import { rowsOf } from '../../engine/query.ts'

/**
 * Names of the rollups' codes: a kind's subject (payment method, biller product, Mycroatm type, card issuer,
 * deposit method) and banks. Catalogue labels come from the contract; product, issuer and bank names from
 * their tables, looked up only for the codes in an answer.
 */
const FIXED: Partial<Record<TrxKind, Record<string, string>>> = {
  RETAIL: PAYMENT_METHOD_LABEL,
  MYCROATM: MYCROATM_TYPE_LABEL,
  DEPOSIT: DEPOSIT_METHOD_LABEL,
}

async function lookup(db: Db, table: 'biller_product' | 'card_issuer' | 'bank', codes: string[]) {
  if (codes.length === 0) return new Map<string, string>()
  const name = table === 'bank' ? sql`short_name` : sql`name`
  const rows = rowsOf(
    await db.execute(sql`select code, ${name} as name from ${sql.raw(table)} where code in ${codes}`),
  )
  return new Map(rows.map((r) => [String(r.code).trim(), String(r.name)]))
}

export async function subjectLabels(db: Db, kind: TrxKind, codes: string[]): Promise<Map<string, string>> {
  const fixed = FIXED[kind]
  if (fixed) return new Map(codes.map((c) => [c, fixed[c] ?? c]))
  return lookup(db, kind === 'BILLER' ? 'biller_product' : 'card_issuer', codes)
}

export const bankLabels = (db: Db, codes: string[]) => lookup(db, 'bank', codes.filter(Boolean))
