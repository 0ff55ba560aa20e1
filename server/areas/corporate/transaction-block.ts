import { sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { corporate } from '#contract/corporate/index.ts'
import {
  billerProduct,
  cardIssuer,
  device,
  merchant,
  outlet,
  transactionBlock,
} from '../../db/schema/index.ts'
import { serverResource } from '../../engine/resource.ts'
import { issuerCodeOf } from './card-issuer.ts'
import { scopeBy } from './scope.ts'

const defs = corporate.resources

// ── transaction blocks ─────────────────────────────────────────────────────
const key = transactionBlock.keyValue

/** A column of the merchant a blocked MID or TID belongs to (a TID's device → its outlet → merchant). */
const merchantOfKey = (column: PgColumn) => sql`case ${transactionBlock.keyType}
  when 'MID' then (select ${column} from ${merchant} where ${merchant.mid} = ${key})
  when 'TID' then (select ${column} from ${device} join ${outlet} on ${outlet.id} = ${device.outletId}
    join ${merchant} on ${merchant.id} = ${outlet.merchantId} where ${device.tid} = ${key}) end`

/** The partner a blocked card number or product belongs to: the card's issuer, the product's biller partner. */
const partnerOfKey = sql`case ${transactionBlock.keyType}
  when 'CARD_NO' then (select ${cardIssuer.partnerId} from ${cardIssuer} where ${cardIssuer.code} = ${issuerCodeOf(key)})
  when 'PRODUCT' then (select ${billerProduct.partnerId} from ${billerProduct} where ${billerProduct.code} = ${key}) end`

/**
 * Data scope of transaction blocks (docs/PRODUCT.md §6). A block refuses its key everywhere, so only users
 * scoped to all data write them; what a scoped user reads is the blocks of keys that are theirs, by what
 * the key names (docs/DOMAIN.md §1e): a MID or a TID lies in a client, region, group and merchant; a card
 * number (its issuer) or a product (its biller partner) belongs to a partner. A customer number names no
 * one in the data, so its blocks are read by users scoped to all data only.
 */
const blockScope = scopeBy({
  CLIENT: merchantOfKey(merchant.clientId),
  REGION: merchantOfKey(merchant.regionId),
  GROUP: merchantOfKey(merchant.groupId),
  MERCHANT: merchantOfKey(merchant.id),
  PARTNER: partnerOfKey,
})

const blockStatus = sql`case when ${transactionBlock.status} = 'ACTIVE' and ${transactionBlock.validUntil} <= now() then 'EXPIRED' else ${transactionBlock.status} end`

export const blockTransactionResource = serverResource({
  def: defs.blockTransaction,
  table: transactionBlock,
  select: {
    status: blockStatus,
  },
  search: [transactionBlock.keyValue, transactionBlock.reason],
  filters: { status: (v: never) => sql`${blockStatus} = ${v}` },
  scope: blockScope,
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
