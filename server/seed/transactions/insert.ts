import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'

type Spec = readonly (readonly [column: string, type: string])[]
const COMMON: Spec = [
  ['trx_no', 'text'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
  ['client_id', 'int'],
  ['region_id', 'int'],
  ['group_id', 'int'],
  ['merchant_id', 'int'],
  ['partner_id', 'int'],
  ['status', 'text'],
  ['amount', 'int8'],
  ['fee', 'int8'],
  ['total', 'int8'],
  ['rc', 'text'],
]
const AT_OUTLET: Spec = [
  ['outlet_id', 'int'],
  ['device_id', 'int'],
]

/** Column lists of the bulk-loaded tables, as json_to_recordset reads them. */
export const SPECS = {
  trx_retail: [
    ...COMMON,
    ...AT_OUTLET,
    ['cashier_name', 'text'],
    ['items', 'jsonb'],
    ['subtotal', 'int8'],
    ['discount', 'int8'],
    ['service_charge', 'int8'],
    ['tax_type', 'text'],
    ['tax_amount', 'int8'],
    ['payment_method', 'text'],
    ['paid', 'int8'],
    ['change', 'int8'],
  ],
  trx_biller: [
    ...COMMON,
    ...AT_OUTLET,
    ['ref_id', 'text'],
    ['product_id', 'int'],
    ['product_code', 'text'],
    ['product_type', 'text'],
    ['customer_no', 'text'],
    ['customer_name', 'text'],
    ['period', 'text'],
    ['sheets', 'int2'],
    ['bill_amount', 'int8'],
    ['admin_fee', 'int8'],
    ['penalty', 'int8'],
    ['buy_price', 'int8'],
    ['merchant_fee', 'int8'],
    ['partner_fee', 'int8'],
    ['partner_shares', 'jsonb'],
    ['sn_token', 'text'],
  ],
  trx_mycroatm: [
    ...COMMON,
    ...AT_OUTLET,
    ['trx_type', 'text'],
    ['processing_code', 'text'],
    ['tid', 'text'],
    ['mid', 'text'],
    ['pan_masked', 'text'],
    ['pan_hash', 'text'],
    ['issuer_bank_code', 'text'],
    ['dest_bank_code', 'text'],
    ['dest_account', 'text'],
    ['stan', 'text'],
    ['rrn', 'text'],
    ['approval_code', 'text'],
    ['merchant_fee', 'int8'],
  ],
  trx_topup: [
    ...COMMON,
    ...AT_OUTLET,
    ['card_no', 'text'],
    ['issuer_code', 'text'],
    ['balance_before', 'int8'],
    ['balance_after', 'int8'],
    ['channel', 'text'],
    ['merchant_fee', 'int8'],
  ],
  trx_deposit: [
    ...COMMON,
    ['method', 'text'],
    ['bank_code', 'text'],
    ['account_no', 'text'],
    ['balance_before', 'int8'],
    ['balance_after', 'int8'],
  ],
  card_block: [
    ['card_no', 'text'],
    ['issuer_code', 'text'],
    ['reason', 'text'],
    ['note', 'text'],
    ['blocked_at', 'timestamptz'],
    ['blocked_by', 'text'],
    ['unblocked_at', 'timestamptz'],
    ['unblocked_by', 'text'],
    ['unblock_note', 'text'],
  ],
  device_activity: [
    ['device_id', 'int'],
    ['client_id', 'int'],
    ['merchant_id', 'int'],
    ['outlet_id', 'int'],
    ['event', 'text'],
    ['at', 'timestamptz'],
    ['app_version', 'text'],
    ['detail', 'text'],
  ],
} as const satisfies Record<string, Spec>

/** Where produced rows go, a batch of one table at a time. */
export type RowSink = (table: keyof typeof SPECS, rows: object[]) => Promise<void>

/**
 * Inserts many rows in one statement: the rows travel as one JSON parameter and PostgreSQL unpacks them
 * with json_to_recordset (same SQL on PGlite and pg; no row-by-row inserts, docs/ARCHITECTURE.md
 * "Database"). Read as json, not jsonb: the text is unpacked once instead of first being built into a jsonb value.
 */
export async function bulkInsert(db: Db, table: keyof typeof SPECS, rows: readonly object[]): Promise<void> {
  if (rows.length > 0) await bulkInsertJson(db, table, JSON.stringify(rows))
}

/** bulkInsert of rows already written as a JSON array (by the generator's thread). */
export async function bulkInsertJson(db: Db, table: keyof typeof SPECS, json: string): Promise<void> {
  const spec: Spec = SPECS[table]
  const columns = spec.map(([c]) => `"${c}"`).join(', ')
  const record = spec.map(([c, t]) => `"${c}" ${t}`).join(', ')
  await db.execute(
    sql`insert into ${sql.identifier(table)} (${sql.raw(columns)})
        select ${sql.raw(columns)} from json_to_recordset(${json}::json) as r(${sql.raw(record)})`,
  )
}

/** Buffers rows per table and hands them to the sink in batches. */
export class BatchWriter {
  private readonly buffers = new Map<keyof typeof SPECS, object[]>()
  inserted = 0
  constructor(
    private readonly sink: RowSink,
    private readonly batchSize = 5_000,
  ) {}
  async add(table: keyof typeof SPECS, row: object): Promise<void> {
    let buffer = this.buffers.get(table)
    if (!buffer) {
      buffer = []
      this.buffers.set(table, buffer)
    }
    buffer.push(row)
    if (buffer.length >= this.batchSize) await this.flush(table)
  }
  async flush(table?: keyof typeof SPECS): Promise<void> {
    for (const [name, buffer] of this.buffers) {
      if (table && name !== table) continue
      if (buffer.length === 0) continue
      const rows = buffer.splice(0)
      await this.sink(name, rows)
      this.inserted += rows.length
    }
  }
}
