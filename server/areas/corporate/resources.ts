import { type SQL, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import * as defs from '#contract/corporate/hierarchy.ts'
import {
  client,
  corporateGroup,
  device,
  deviceActivityPeriod,
  locationCity,
  locationProvince,
  merchant,
  merchantGroup,
  merchantTarget,
  outlet,
  outletUser,
  region,
} from '../../db/schema/index.ts'
import { rowsOf } from '../../engine/query.ts'
import { type Expr, type Row, serverResource, type WriteContext } from '../../engine/resource.ts'
import { badRequest } from '../../http/errors.ts'
import { locationProblem, lowerLevels } from '../location/data.ts'
import { eqTo } from './columns.ts'
import { scopeBy } from './scope.ts'

const count = (q: SQL) => sql`(${q})::int`
/** A dependent that blocks deletion: how many rows of `table` point at the ids through `column`. */
const dependent = (label: string, table: PgTable, column: Expr) => ({
  label,
  count: (ids: number[]) => sql`select count(*)::int as n from ${table} where ${column} in ${ids}`,
})

/** Each level of the address must lie in the one above it: province ⊃ city ⊃ district ⊃ village. */
async function checkAddress(ctx: WriteContext, input: Row) {
  await checkCity(ctx, input.provinceCode, input.cityCode)
  const problem = await locationProblem(
    String(input.cityCode),
    String(input.districtCode),
    String(input.villageCode),
  )
  if (problem) throw badRequest(problem.message, { errors: [problem] })
}

/** District and village names come from the in-memory reference data, not from SQL. */
async function addAreaNames(rows: Row[]) {
  const { districts, villages } = await lowerLevels()
  for (const row of rows) {
    const d = String(row.districtCode ?? '')
    const v = String(row.villageCode ?? '')
    row.districtName = districts.get(d.slice(0, 5))?.find((x) => x.code === d)?.name ?? ''
    row.villageName = villages.get(v.slice(0, 8))?.find((x) => x.code === v)?.name ?? ''
  }
}

/** The city must lie in the chosen province. */
async function checkCity(ctx: WriteContext, provinceCode: unknown, cityCode: unknown) {
  const rows = rowsOf(
    await ctx.db.execute(
      sql`select 1 from ${locationCity} where ${locationCity.code} = ${String(cityCode)} and ${locationCity.provinceCode} = ${String(provinceCode)}`,
    ),
  )
  if (rows.length === 0) {
    throw badRequest('Kota/Kabupaten tidak berada di provinsi yang dipilih.', {
      errors: [{ field: 'cityCode', message: 'Kota/Kabupaten tidak berada di provinsi yang dipilih.' }],
    })
  }
}

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

/** The address columns of a merchant or an outlet, with province and city names (district and village
 * names are added by `addAreaNames`). */
const addressSelect = (t: typeof merchant | typeof outlet): Record<string, Expr> => ({
  address: t.address,
  provinceCode: t.provinceCode,
  provinceName: sql`coalesce((select ${locationProvince.name} from ${locationProvince} where ${locationProvince.code} = ${t.provinceCode}), '')`,
  cityCode: t.cityCode,
  cityName: sql`coalesce((select ${locationCity.name} from ${locationCity} where ${locationCity.code} = ${t.cityCode}), '')`,
  districtCode: t.districtCode,
  villageCode: t.villageCode,
})

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

export const outletResource = serverResource({
  def: defs.outlet,
  table: outlet,
  from: sql`${outlet} left join ${merchant} on ${merchant.id} = ${outlet.merchantId} left join ${corporateGroup} on ${corporateGroup.id} = ${merchant.groupId} left join ${region} on ${region.id} = ${merchant.regionId} left join ${client} on ${client.id} = ${outlet.clientId}`,
  select: {
    merchantName: merchant.name,
    merchantMid: merchant.mid,
    clientName: client.name,
    ...addressSelect(outlet),
    openTime: sql`to_char(${outlet.openTime}, 'HH24:MI')`,
    closeTime: sql`to_char(${outlet.closeTime}, 'HH24:MI')`,
  },
  search: [outlet.code, outlet.name, merchant.name],
  scope: scopeBy({
    CLIENT: outlet.clientId,
    REGION: merchant.regionId,
    GROUP: merchant.groupId,
    MERCHANT: outlet.merchantId,
  }),
  refs: { merchantId: 'merchant' },
  decorate: addAreaNames,
  async toValues(input, ctx) {
    await checkAddress(ctx, input)
    const [m] = rowsOf(
      await ctx.db.execute(
        sql`select ${merchant.clientId} as client_id from ${merchant} where ${merchant.id} = ${Number(input.merchantId)}`,
      ),
    )
    return { ...input, clientId: Number(m?.client_id) }
  },
  unique: [{ constraint: 'outlet_code_unique', field: 'code', label: 'Kode outlet' }],
  dependents: [
    dependent('device', device, device.outletId),
    dependent('user outlet', outletUser, outletUser.outletId),
  ],
})

export const corporateResources = [
  clientResource,
  regionResource,
  groupResource,
  merchantResource,
  outletResource,
]
