import type { z } from 'zod'
import {
  type deviceActivitySummaryList,
  MAX_SUMMARY_DAYS,
  PERIOD_OR_RANGE_MESSAGE,
  type SummaryRange,
} from '#contract/device-activity/activity.ts'
import { dateRangeProblem } from '#contract/engine/dates.ts'
import { authOf } from '../../access/enforce.ts'
import type { Db } from '../../db/client.ts'
import type { EndpointHandler } from '../../engine/endpoint.ts'
import { findRow, listRows } from '../../engine/query.ts'
import { badRequest, notFound } from '../../http/errors.ts'
import { deviceActivityPeriodResource } from '../corporate/device-activity-period.ts'
import { summaryResource } from './resources.ts'

const fieldError = (field: string, message: string) => badRequest(message, { errors: [{ field, message }] })

/**
 * POST /device-activity/filter/v2 (per device over a period or a date range): the summary's list, its
 * rows computed per request by the engine's list over a resource built for the days asked for. The event
 * list itself is the resource engine's /device-activity/list.
 */
export const listDeviceActivitySummary =
  (db: Db): EndpointHandler<typeof deviceActivitySummaryList> =>
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
      const problem = dateRangeProblem(dateFrom, dateTo, MAX_SUMMARY_DAYS)
      if (problem) throw fieldError(problem.field === 'from' ? 'dateFrom' : 'dateTo', problem.message)
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
    // The engine reads rows as records; their shape is the summary's row schema, which the answer is
    // checked against where results are checked (tests, the end-to-end server).
    return { ...page, range } as z.input<typeof deviceActivitySummaryList.result>
  }
