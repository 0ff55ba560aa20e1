import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { access } from '#contract/access/route-access.ts'
import {
  DEVICE_ACTIVITY_PATHS,
  deviceActivityInputSchema,
  deviceActivitySummaryRequestSchema,
  deviceActivityEvent as eventDef,
  MAX_EVENT_AGE_DAYS,
  MAX_SUMMARY_DAYS,
  PERIOD_OR_RANGE_MESSAGE,
  type SummaryRange,
} from '#contract/device-activity/activity.ts'
import { DATE_RANGE_ORDER_MESSAGE } from '#contract/engine/dates.ts'
import { ok } from '#contract/envelope.ts'
import { authOf } from '../../access/enforce.ts'
import type { Db } from '../../db/client.ts'
import { device, deviceActivity, outlet } from '../../db/schema/index.ts'
import { findRow, idsInScope, listRows, rowsOf } from '../../engine/query.ts'
import { badRequest, conflict, notFound } from '../../http/errors.ts'
import { deviceActivityPeriodResource } from '../corporate/device-activity-period.ts'
import { deviceMycroatmResource, deviceOutletResource } from '../corporate/devices.ts'
import { deviceActivityEventResource, summaryResource } from './resources.ts'

const DAY_MS = 86_400_000
const fieldError = (field: string, message: string) => badRequest(message, { errors: [{ field, message }] })
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS + 1

/**
 * POST /device-activity/add (a device reports an event) and /device-activity/filter/v2 (per device over a
 * period or a date range). The event list itself is the resource engine's /device-activity/list.
 */
export function deviceActivityRoutes(api: FastifyInstance, db: Db) {
  const route = api.withTypeProvider<ZodTypeProvider>()
  const rule = access.features(...eventDef.access)

  route.post(
    DEVICE_ACTIVITY_PATHS.add,
    {
      schema: {
        tags: [eventDef.name],
        summary: 'Catat aktivitas device (login, heartbeat, transaksi, logout)',
        body: deviceActivityInputSchema,
      },
      config: { access: rule },
    },
    async (request) => {
      const auth = authOf(request)
      const input = request.body
      const inScope =
        (await idsInScope(db, deviceOutletResource, auth, [input.deviceId])).size +
        (await idsInScope(db, deviceMycroatmResource, auth, [input.deviceId])).size
      if (inScope === 0) throw notFound('Device tidak ditemukan atau di luar cakupan data Anda.')
      const at = input.at ? new Date(input.at) : new Date()
      const now = Date.now()
      if (at.getTime() > now + 5 * 60_000)
        throw fieldError('at', 'Waktu aktivitas tidak boleh di masa depan.')
      if (at.getTime() < now - MAX_EVENT_AGE_DAYS * DAY_MS)
        throw fieldError('at', `Aktivitas lebih dari ${MAX_EVENT_AGE_DAYS} hari lalu tidak dapat dicatat.`)
      const [d] = rowsOf(
        await db.execute(
          sql`select ${device.status} as status, ${device.outletId} as outlet_id, ${outlet.merchantId} as merchant_id, ${device.clientId} as client_id
                from ${device} join ${outlet} on ${outlet.id} = ${device.outletId} where ${device.id} = ${input.deviceId}`,
        ),
      )
      if (!d) throw notFound('Device tidak ditemukan atau di luar cakupan data Anda.')
      if (d.status === 'WITHDRAWN') throw conflict('Device sudah ditarik: aktivitasnya tidak dicatat lagi.')
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(deviceActivity)
          .values({
            deviceId: input.deviceId,
            clientId: Number(d.client_id),
            merchantId: Number(d.merchant_id),
            outletId: Number(d.outlet_id),
            event: input.event,
            at,
            appVersion: input.appVersion ?? '',
            detail: input.detail,
          })
          .returning({ id: deviceActivity.id })
        // The device list's "last heartbeat" and app version follow what the device reports.
        if (input.event !== 'LOGOUT')
          await tx.execute(
            sql`update ${device} set last_heartbeat_at = greatest(coalesce(last_heartbeat_at, ${at}), ${at})
                  ${input.appVersion ? sql`, app_version = ${input.appVersion}` : sql``}
                where id = ${input.deviceId}`,
          )
        return Number(row?.id)
      })
      return ok(await findRow(db, deviceActivityEventResource, auth, id), 'Aktivitas device dicatat.')
    },
  )

  route.post(
    DEVICE_ACTIVITY_PATHS.summary,
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
