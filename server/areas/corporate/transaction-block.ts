import { sql } from 'drizzle-orm'
import { corporate } from '#contract/corporate/index.ts'
import { transactionBlock } from '../../db/schema/index.ts'
import { serverResource } from '../../engine/resource.ts'

const defs = corporate.resources

// ── transaction blocks (global) ────────────────────────────────────────────
const blockStatus = sql`case when ${transactionBlock.status} = 'ACTIVE' and ${transactionBlock.validUntil} <= now() then 'EXPIRED' else ${transactionBlock.status} end`

export const blockTransactionResource = serverResource({
  def: defs.blockTransaction,
  table: transactionBlock,
  select: {
    status: blockStatus,
  },
  search: [transactionBlock.keyValue, transactionBlock.reason],
  filters: { status: (v: never) => sql`${blockStatus} = ${v}` },
  scope: () => undefined,
  async toValues(input, ctx) {
    if (!ctx.before) {
      // An expired block no longer holds the key: record it as expired so the key can be blocked again.
      await ctx.db.execute(
        sql`update ${transactionBlock} set status = 'EXPIRED' where key_type = ${String(input.keyType)} and key_value = ${String(input.keyValue)} and status = 'ACTIVE' and valid_until <= now()`,
      )
    }
    return { ...input, validUntil: new Date(String(input.validUntil)) }
  },
  unique: [
    {
      constraint: 'transaction_block_active_key_uq',
      field: 'keyValue',
      label: 'Nilai',
      message: 'Nilai ini masih diblokir. Buka kembali blokir yang lama atau ubah masa berlakunya.',
    },
  ],
  actions: {
    async reopen(row, ctx) {
      await ctx.db.execute(
        sql`update ${transactionBlock} set status = 'REOPENED', reopened_at = now(), reopened_by = ${ctx.auth.username}, updated_at = now(), updated_by = ${ctx.auth.username} where id = ${Number(row.id)}`,
      )
      return 'Transaksi dibuka kembali.'
    },
  },
})
