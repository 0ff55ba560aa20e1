import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { access } from '#contract/access/route-access.ts'
import {
  DEVICE_ACTIVITY_SUMMARY_PATH,
  deviceActivitySummaryRequestSchema,
  deviceActivityEvent as eventDef,
  MAX_SUMMARY_DAYS,
  PERIOD_OR_RANGE_MESSAGE,
  type SummaryRange,
} from '#contract/device-activity/activity.ts'
import { DATE_RANGE_ORDER_MESSAGE } from '#contract/engine/dates.ts'
import { ok } from '#contract/envelope.ts'
import { authOf } from '../../access/enforce.ts'
import type { Db } from '../../db/client.ts'
import { findRow, listRows } from '../../engine/query.ts'
import { badRequest, notFound } from '../../http/errors.ts'
import { deviceActivityPeriodResource } from '../corporate/device-activity-period.ts'
import { summaryResource } from './resources.ts'

const DAY_MS = 86_400_000
const fieldError = (field: string, message: string) => badRequest(message, { errors: [{ field, message }] })
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS + 1

/**
 * POST /device-activity/filter/v2 (per device over a period or a date range): the summary resource's own
 * call, its rows computed per request. The event list itself is the resource engine's /device-activity/list.
 */
export function deviceActivitySummaryRoutes(api: FastifyInstance, db: Db) {
  const route = api.withTypeProvider<ZodTypeProvider>()
  const rule = access.features(...eventDef.access)

  route.post(
    DEVICE_ACTIVITY_SUMMARY_PATH,
    {
      schema: {
        tags: [eventDef.name],
        summary:
          'Aktivitas per device dalam periode atau rentang tanggal: login, heartbeat, transaksi sukses, hari aktif, memenuhi minimum',
        body: deviceActivitySummaryRequestSchema,
      },
      config: { access: rule },
    },
    async (request) => {
      const auth = authOf(request)
      const { dateFrom, dateTo, ...list } = request.body
      const periodId = list.filters.periodId as number | undefined
      let range: SummaryRange
      if (periodId !== undefined) {
        if (dateFrom || dateTo)
          throw fieldError('dateFrom', 'Pilih periode atau rentang tanggal, bukan keduanya.')
        const period = await findRow(db, deviceActivityPeriodResource, auth, periodId)
        if (!period) throw notFound('Periode tidak ditemukan atau di luar cakupan data Anda.')
        range = {
          dateFrom: String(period.startDate),
          dateTo: String(period.endDate),
          period: {
            id: Number(period.id),
            code: String(period.code),
            name: String(period.name),
            clientName: String(period.clientName),
            startDate: String(period.startDate),
            endDate: String(period.endDate),
            minActiveDays: Number(period.minActiveDays),
            minTransactions: Number(period.minTransactions),
          },
        }
      } else {
        if (!dateFrom || !dateTo) throw fieldError('dateFrom', PERIOD_OR_RANGE_MESSAGE)
        if (dateFrom > dateTo) throw fieldError('dateTo', DATE_RANGE_ORDER_MESSAGE)
        if (daysBetween(dateFrom, dateTo) > MAX_SUMMARY_DAYS)
          throw fieldError('dateTo', `Rentang tanggal maksimal ${MAX_SUMMARY_DAYS} hari.`)
        range = { dateFrom, dateTo, period: null }
      }
      const resource = summaryResource({
        dateFrom: range.dateFrom,
        dateTo: range.dateTo,
        minimums: range.period
          ? { activeDays: range.period.minActiveDays, transactions: range.period.minTransactions }
          : null,
      })
      const page = await listRows(db, resource, auth, list)
      return ok({ ...page, range })
    },
  )
}
