import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import {
  type deviceActivityAdd,
  type deviceActivityEvent as eventDef,
  MAX_EVENT_AGE_DAYS,
} from '#contract/device-activity/activity.ts'
import { authOf } from '../../access/enforce.ts'
import type { Db } from '../../db/client.ts'
import { device, deviceActivity, outlet } from '../../db/schema/index.ts'
import { answer, type EndpointHandler } from '../../engine/endpoint.ts'
import { findRow, idsInScope, rowsOf } from '../../engine/query.ts'
import { badRequest, conflict, notFound } from '../../http/errors.ts'
import { deviceMycroatmResource, deviceOutletResource } from '../corporate/devices.ts'
import { deviceActivityEventResource } from './resources.ts'

const DAY_MS = 86_400_000
const fieldError = (field: string, message: string) => badRequest(message, { errors: [{ field, message }] })

/**
 * POST /device-activity/add: a device of the caller's scope reports an event (not from the future, not
 * older than MAX_EVENT_AGE_DAYS); the device's last heartbeat and app version follow it.
 */
export const recordDeviceActivity =
  (db: Db): EndpointHandler<typeof deviceActivityAdd> =>
  async (request) => {
    const auth = authOf(request)
    const input = request.body
    const inScope =
      (await idsInScope(db, deviceOutletResource, auth, [input.deviceId])).size +
      (await idsInScope(db, deviceMycroatmResource, auth, [input.deviceId])).size
    if (inScope === 0) throw notFound('Device tidak ditemukan atau di luar cakupan data Anda.')
    const at = input.at ? new Date(input.at) : new Date()
    const now = Date.now()
    if (at.getTime() > now + 5 * 60_000) throw fieldError('at', 'Waktu aktivitas tidak boleh di masa depan.')
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
    // The row is the event list's (deviceActivityEventResource selects the columns of its row schema);
    // the test app checks it against the schema.
    const row = (await findRow(db, deviceActivityEventResource, auth, id)) as z.input<
      typeof eventDef.row
    > | null
    return answer(row, 'Aktivitas device dicatat.')
  }
