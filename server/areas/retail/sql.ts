import { type SQL, sql } from 'drizzle-orm'
import { merchant } from '../../db/schema/index.ts'
import type { Expr } from '../../engine/resource.ts'
import { scopeBy } from '../corporate/scope.ts'

/**
 * Rows of the retail area belong to a merchant: their data scope is the merchant's (joined as `merchant`
 * in each FROM clause), one comparison with the user's client, region, group or merchant.
 */
export const merchantScope = scopeBy({
  CLIENT: merchant.clientId,
  REGION: merchant.regionId,
  GROUP: merchant.groupId,
  MERCHANT: merchant.id,
})

/**
 * A quantity in thousandths shown as Indonesians write it: 25 → "0,025", 12500 → "12,5", 1234000 →
 * "1.234" (contract/retail/quantity.ts formatQuantity, in SQL for lists and exports).
 */
export const qtyText = (milli: Expr): SQL =>
  sql`regexp_replace(translate(to_char((${milli})::numeric / 1000, 'FM999,999,999,990.000'), ',.', '.,'), ',?0+$', '')`
