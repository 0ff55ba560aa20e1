import { sql } from 'drizzle-orm'
import { corporate } from '#contract/corporate/index.ts'
import { client, corporateGroup, locationProvince, merchantTarget, region } from '../../db/schema/index.ts'
import { serverResource } from '../../engine/resource.ts'
import { count, dependent } from './dependents.ts'
import { scopeBy } from './scope.ts'

const defs = corporate.resources

const provinceNames = sql`(select string_agg(${locationProvince.name}, ', ' order by ${locationProvince.name}) from ${locationProvince} where ${locationProvince.code} = any(${region.provinceCodes}))`

export const regionResource = serverResource({
  def: defs.region,
  table: region,
  from: sql`${region} left join ${client} on ${client.id} = ${region.clientId}`,
  select: {
    clientName: client.name,
    provinceNames: sql`coalesce(${provinceNames}, '')`,
    groupCount: count(
      sql`select count(*) from ${corporateGroup} where ${corporateGroup.regionId} = ${region.id}`,
    ),
  },
  search: [region.code, region.name],
  scope: scopeBy({ CLIENT: region.clientId, REGION: region.id }),
  refs: { clientId: 'client' },
  toValues: (input) => ({ ...input, provinceCodes: [...new Set(input.provinceCodes as string[])] }),
  unique: [{ constraint: 'region_code_unique', field: 'code', label: 'Kode region' }],
  dependents: [
    dependent('group', corporateGroup, corporateGroup.regionId),
    dependent('target', merchantTarget, merchantTarget.regionId),
  ],
})
