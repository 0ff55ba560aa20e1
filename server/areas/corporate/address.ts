import { sql } from 'drizzle-orm'
import { locationCity, locationProvince, type merchant, type outlet } from '../../db/schema/index.ts'
import { rowsOf } from '../../engine/query.ts'
import type { Expr, Row, WriteContext } from '../../engine/resource.ts'
import { badRequest } from '../../http/errors.ts'
import { locationProblem, lowerLevels } from '../location/data.ts'

/** Each level of the address must lie in the one above it: province ⊃ city ⊃ district ⊃ village. */
export async function checkAddress(ctx: Pick<WriteContext, 'db'>, input: Row) {
  await checkCity(ctx, input.provinceCode, input.cityCode)
  const problem = await locationProblem(
    String(input.cityCode),
    String(input.districtCode),
    String(input.villageCode),
  )
  if (problem) throw badRequest(problem.message, { errors: [problem] })
}

/** District and village names come from the in-memory reference data, not from SQL. */
export async function addAreaNames(rows: Row[]) {
  const { districts, villages } = await lowerLevels()
  for (const row of rows) {
    const d = String(row.districtCode ?? '')
    const v = String(row.villageCode ?? '')
    row.districtName = districts.get(d.slice(0, 5))?.find((x) => x.code === d)?.name ?? ''
    row.villageName = villages.get(v.slice(0, 8))?.find((x) => x.code === v)?.name ?? ''
  }
}

/** The city must lie in the chosen province. */
async function checkCity(ctx: Pick<WriteContext, 'db'>, provinceCode: unknown, cityCode: unknown) {
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

/** The address columns of a merchant or an outlet, with province and city names (district and village
 * names are added by `addAreaNames`). */
export const addressSelect = (t: typeof merchant | typeof outlet): Record<string, Expr> => ({
  address: t.address,
  provinceCode: t.provinceCode,
  provinceName: sql`coalesce((select ${locationProvince.name} from ${locationProvince} where ${locationProvince.code} = ${t.provinceCode}), '')`,
  cityCode: t.cityCode,
  cityName: sql`coalesce((select ${locationCity.name} from ${locationCity} where ${locationCity.code} = ${t.cityCode}), '')`,
  districtCode: t.districtCode,
  villageCode: t.villageCode,
})
