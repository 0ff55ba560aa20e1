import { sql } from 'drizzle-orm'
import { corporate } from '#contract/corporate/index.ts'
import { client, deviceActivityPeriod, merchant, merchantGroup, region } from '../../db/schema/index.ts'
import { serverResource } from '../../engine/resource.ts'
import { count, dependent } from './dependents.ts'
import { scopeBy } from './scope.ts'

const defs = corporate.resources

export const clientResource = serverResource({
  def: defs.client,
  table: client,
  select: {
    regionCount: count(sql`select count(*) from ${region} where ${region.clientId} = ${client.id}`),
    merchantCount: count(sql`select count(*) from ${merchant} where ${merchant.clientId} = ${client.id}`),
  },
  search: [client.code, client.name, client.picName],
  scope: scopeBy({ CLIENT: client.id }),
  unique: [{ constraint: 'client_code_unique', field: 'code', label: 'Kode client' }],
  dependents: [
    dependent('region', region, region.clientId),
    dependent('merchant group', merchantGroup, merchantGroup.clientId),
    dependent('periode aktivitas device', deviceActivityPeriod, deviceActivityPeriod.clientId),
  ],
})
