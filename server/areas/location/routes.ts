import { asc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { access } from '#contract/access/route-access.ts'
import { ok } from '#contract/envelope.ts'
import {
  cityRequestSchema,
  districtRequestSchema,
  LOCATION_PATHS,
  villageRequestSchema,
} from '#contract/location/api.ts'
import type { Db } from '../../db/client.ts'
import { bank, locationCity, locationProvince } from '../../db/schema/index.ts'
import { lowerLevels } from './data.ts'

export function locationRoutes(api: FastifyInstance, db: Db) {
  const r = api.withTypeProvider<ZodTypeProvider>()
  const tags = ['location']
  const cfg = { access: access.session }
  r.post(LOCATION_PATHS.province, { schema: { tags, summary: 'Daftar provinsi' }, config: cfg }, async () =>
    ok(await db.select().from(locationProvince).orderBy(asc(locationProvince.name))),
  )
  r.post(
    LOCATION_PATHS.city,
    { schema: { tags, summary: 'Kota/kabupaten di sebuah provinsi', body: cityRequestSchema }, config: cfg },
    async (req) =>
      ok(
        await db
          .select({ code: locationCity.code, name: locationCity.name })
          .from(locationCity)
          .where(eq(locationCity.provinceCode, req.body.provinceCode))
          .orderBy(asc(locationCity.name)),
      ),
  )
  r.post(
    LOCATION_PATHS.district,
    {
      schema: { tags, summary: 'Kecamatan di sebuah kota/kabupaten', body: districtRequestSchema },
      config: cfg,
    },
    async (req) => ok((await lowerLevels()).districts.get(req.body.cityCode) ?? []),
  )
  r.post(
    LOCATION_PATHS.village,
    {
      schema: { tags, summary: 'Kelurahan/desa di sebuah kecamatan', body: villageRequestSchema },
      config: cfg,
    },
    async (req) => ok((await lowerLevels()).villages.get(req.body.districtCode) ?? []),
  )
  r.post(
    LOCATION_PATHS.banks,
    { schema: { tags: ['utils'], summary: 'Daftar kode bank' }, config: cfg },
    async () =>
      ok(
        await db
          .select({ code: bank.code, name: bank.name, shortName: bank.shortName })
          .from(bank)
          .where(eq(bank.active, true))
          .orderBy(asc(bank.code)),
      ),
  )
}
