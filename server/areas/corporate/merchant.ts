import { sql } from 'drizzle-orm'
import { corporate } from '#contract/corporate/index.ts'
import { client, corporateGroup, merchant, merchantTarget, outlet, region } from '../../db/schema/index.ts'
import { rowsOf } from '../../engine/query.ts'
import { type Row, serverResource } from '../../engine/resource.ts'
import { requireKnownBank } from '../master/bank-check.ts'
import { addAreaNames, addressSelect, checkAddress } from './address.ts'
import { count, dependent } from './dependents.ts'
import { scopeBy } from './scope.ts'

const defs = corporate.resources

export const merchantResource = serverResource({
  def: defs.merchant,
  table: merchant,
  from: sql`${merchant} left join ${corporateGroup} on ${corporateGroup.id} = ${merchant.groupId} left join ${region} on ${region.id} = ${merchant.regionId} left join ${client} on ${client.id} = ${merchant.clientId}`,
  select: {
    ...addressSelect(merchant),
    joinedAt: sql`${merchant.joinedAt}::text`,
    groupName: corporateGroup.name,
    regionName: region.name,
    clientName: client.name,
    outletCount: count(sql`select count(*) from ${outlet} where ${outlet.merchantId} = ${merchant.id}`),
  },
  search: [sql`${merchant.mid}::text`, merchant.name, merchant.ownerName],
  scope: scopeBy({
    CLIENT: merchant.clientId,
    REGION: merchant.regionId,
    GROUP: merchant.groupId,
    MERCHANT: merchant.id,
  }),
  refs: { groupId: 'group' },
  decorate: addAreaNames,
  async toValues(input, ctx) {
    await checkAddress(ctx, input)
    await requireKnownBank(ctx.db, 'settlementBankCode', String(input.settlementBankCode), ctx.before)
    // Region and client follow the group (denormalised for one-predicate scope checks).
    const [g] = rowsOf(
      await ctx.db.execute(
        sql`select ${corporateGroup.regionId} as region_id, ${region.clientId} as client_id from ${corporateGroup} left join ${region} on ${region.id} = ${corporateGroup.regionId} where ${corporateGroup.id} = ${Number(input.groupId)}`,
      ),
    )
    return { ...input, regionId: Number(g?.region_id), clientId: Number(g?.client_id) } satisfies Row
  },
  unique: [{ constraint: 'merchant_mid_unique', field: 'mid', label: 'MID' }],
  dependents: [
    dependent('outlet', outlet, outlet.merchantId),
    dependent('target', merchantTarget, merchantTarget.merchantId),
  ],
})
