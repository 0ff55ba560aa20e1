import { sql } from 'drizzle-orm'
import { client, corporateGroup, merchant, outlet, region } from '../../db/schema/index.ts'
import type { Expr, WriteContext } from '../../engine/resource.ts'
import { scopeBy } from './scope.ts'
import { one } from './write-checks.ts'

// ── outlet users ───────────────────────────────────────────────────────────
export const joinsVia = (outletIdColumn: Expr) => sql`join ${outlet} on ${outlet.id} = ${outletIdColumn}
  left join ${merchant} on ${merchant.id} = ${outlet.merchantId}
  left join ${corporateGroup} on ${corporateGroup.id} = ${merchant.groupId}
  left join ${region} on ${region.id} = ${merchant.regionId}
  left join ${client} on ${client.id} = ${outlet.clientId}`

export const outletScope = scopeBy({
  CLIENT: outlet.clientId,
  REGION: merchant.regionId,
  GROUP: merchant.groupId,
  MERCHANT: outlet.merchantId,
})

export const clientOfOutlet = async (ctx: WriteContext, outletId: unknown) =>
  Number((await one(ctx, sql`select client_id from ${outlet} where id = ${Number(outletId)}`)).client_id)
