import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ok } from '#contract/envelope.ts'
import { deviceActivityPeriod as def } from '#contract/resources/corporate-operations.ts'
import { listRequestSchema } from '#contract/resources/define.ts'
import { authOf } from '../../access/enforce.ts'
import { access } from '../../access/route-access.ts'
import type { Db } from '../../db/client.ts'
import { deviceActivityPeriod } from '../../db/schema/index.ts'
import { listRows } from '../../engine/query.ts'
import { deviceActivityPeriodResource } from './operations.ts'

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Format tanggal tidak valid (TTTT-BB-HH).')

/** POST /device-activity/filter/v2: the periods that overlap a date range, with the list's filters. */
export function deviceActivityFilterRoute(api: FastifyInstance, db: Db) {
  const body = listRequestSchema(def)
    .extend({ dateFrom: date.optional(), dateTo: date.optional() })
    .refine((b) => !b.dateFrom || !b.dateTo || b.dateFrom <= b.dateTo, {
      message: 'Tanggal awal tidak boleh setelah tanggal akhir.',
      path: ['dateTo'],
    })
  api.withTypeProvider<ZodTypeProvider>().post(
    '/device-activity/filter/v2',
    {
      schema: {
        tags: [def.name],
        summary: 'Periode aktivitas device yang beririsan dengan rentang tanggal',
        body,
      },
      config: { access: access.features(...def.access) },
    },
    async (request) => {
      const { dateFrom, dateTo, ...list } = request.body
      const overlap = sql.join(
        [
          dateFrom ? sql`${deviceActivityPeriod.endDate} >= ${dateFrom}::date` : sql`true`,
          dateTo ? sql`${deviceActivityPeriod.startDate} <= ${dateTo}::date` : sql`true`,
        ],
        sql` and `,
      )
      return ok(await listRows(db, deviceActivityPeriodResource, authOf(request), list, overlap))
    },
  )
}
