import { sql } from 'drizzle-orm'
import { corporate } from '#contract/corporate/index.ts'
import { client, corporateGroup, merchant, merchantTarget, region } from '../../db/schema/index.ts'
import { serverResource } from '../../engine/resource.ts'
import { eqTo } from './columns.ts'
import { count, dependent } from './dependents.ts'
import { scopeBy } from './scope.ts'

const defs = corporate.resources

export const groupResource = serverResource({
  def: defs.group,
  table: corporateGroup,
  from: sql`${corporateGroup} left join ${region} on ${region.id} = ${corporateGroup.regionId} left join ${client} on ${client.id} = ${region.clientId}`,
  select: {
    regionName: region.name,
    clientName: client.name,
    merchantCount: count(
      sql`select count(*) from ${merchant} where ${merchant.groupId} = ${corporateGroup.id}`,
    ),
  },
  search: [corporateGroup.code, corporateGroup.name],
  filters: {
    clientId: eqTo(region.clientId),
  },
  scope: scopeBy({ CLIENT: region.clientId, REGION: corporateGroup.regionId, GROUP: corporateGroup.id }),
  refs: { regionId: 'region' },
  unique: [{ constraint: 'corporate_group_code_unique', field: 'code', label: 'Kode group' }],
  dependents: [
    dependent('merchant', merchant, merchant.groupId),
    dependent('target', merchantTarget, merchantTarget.groupId),
  ],
})
