import { eq, type SQL, sql } from 'drizzle-orm'
import {
  deviceActivityEvent as eventDef,
  MINIMUM_NEEDS_PERIOD_MESSAGE,
  deviceActivitySummary as summaryDef,
} from '#contract/device-activity/activity.ts'
import {
  client,
  device,
  deviceActivity,
  deviceActivityPeriod,
  merchant,
  outlet,
  trxBiller,
  trxMycroatm,
  trxRetail,
  trxTopup,
} from '../../db/schema/index.ts'
import { type ServerResource, serverResource } from '../../engine/resource.ts'
import { badRequest } from '../../http/errors.ts'
import { eqTo } from '../corporate/columns.ts'
import { scopeBy } from '../corporate/scope.ts'

const readOnly = () => {
  throw new Error('device activity is recorded by POST /device-activity/add')
}

/** The device's name in lists: its terminal id, or the serial number of a device without one. */
const deviceName = sql`coalesce(${device.tid}, ${device.serialNumber})`

/**
 * POST /device-activity/list|detail|export: the events. Left joins (every reference is a foreign key),
 * so counting a page leaves out the joins a filter does not need.
 */
export const deviceActivityEventResource = serverResource({
  def: eventDef,
  table: deviceActivity,
  from: sql`${deviceActivity} left join ${device} on ${device.id} = ${deviceActivity.deviceId}
    left join ${outlet} on ${outlet.id} = ${deviceActivity.outletId}
    left join ${merchant} on ${merchant.id} = ${deviceActivity.merchantId}
    left join ${client} on ${client.id} = ${deviceActivity.clientId}`,
  select: {
    deviceKind: device.kind,
    device: deviceName,
    serialNumber: device.serialNumber,
    outletName: outlet.name,
    merchantName: merchant.name,
    clientName: client.name,
  },
  search: [device.tid, device.serialNumber, outlet.name],
  filters: {
    deviceKind: eqTo(device.kind),
  },
  scope: scopeBy({
    CLIENT: deviceActivity.clientId,
    REGION: merchant.regionId,
    GROUP: merchant.groupId,
    MERCHANT: deviceActivity.merchantId,
  }),
  toValues: readOnly,
})

export interface SummaryWindow {
  /** WIB days, both included. */
  dateFrom: string
  dateTo: string
  /** The period's minimums, when the summary measures a period. */
  minimums: { activeDays: number; transactions: number } | null
}

const act = sql.identifier('act')
const trx = sql.identifier('trx')

/**
 * The per-device summary of one window, as a resource so the engine pages, sorts, searches and scopes
 * it: every POS and EDC of the caller's scope, with its events (one index range on (device_id, at)) and
 * its successful transactions (one on (device_id, created_at, id) per kind) inside the window.
 */
export function summaryResource(window: SummaryWindow): ServerResource {
  const start = sql`(${window.dateFrom}::date)::timestamp at time zone 'Asia/Jakarta'`
  const end = sql`(${window.dateTo}::date + 1)::timestamp at time zone 'Asia/Jakarta'`
  const successOn = (t: typeof trxRetail | typeof trxBiller | typeof trxMycroatm | typeof trxTopup) =>
    sql`(select count(*) from ${t} where ${t.deviceId} = ${device.id} and ${t.createdAt} >= ${start} and ${t.createdAt} < ${end} and ${t.status} = 'SUCCESS')`
  const meets: SQL = window.minimums
    ? sql`(coalesce(${act}.active_days, 0) >= ${window.minimums.activeDays} and ${trx}.n >= ${window.minimums.transactions})`
    : sql`null::boolean`
  return serverResource({
    def: summaryDef,
    table: device,
    from: sql`${device} left join ${outlet} on ${outlet.id} = ${device.outletId}
      left join ${merchant} on ${merchant.id} = ${outlet.merchantId}
      left join ${client} on ${client.id} = ${device.clientId}
      left join lateral (
        select count(*) filter (where e.event = 'LOGIN')::int as logins,
               count(*) filter (where e.event = 'HEARTBEAT')::int as heartbeats,
               count(distinct (e.at at time zone 'Asia/Jakarta')::date)::int as active_days,
               max(e.at) as last_seen
          from ${deviceActivity} e where e.device_id = ${device.id} and e.at >= ${start} and e.at < ${end}
      ) ${act} on true
      left join lateral (
        select (${successOn(trxRetail)} + ${successOn(trxBiller)} + ${successOn(trxMycroatm)} + ${successOn(trxTopup)})::int as n
      ) ${trx} on true`,
    fixed: sql`${device.kind} in ('POS', 'MYCROATM')`,
    select: {
      device: deviceName,
      deviceKind: device.kind,
      deviceStatus: device.status,
      outletName: outlet.name,
      merchantName: merchant.name,
      clientName: client.name,
      logins: sql`coalesce(${act}.logins, 0)`,
      heartbeats: sql`coalesce(${act}.heartbeats, 0)`,
      transactions: sql`${trx}.n`,
      activeDays: sql`coalesce(${act}.active_days, 0)`,
      lastSeenAt: sql`${act}.last_seen`,
      meetsMinimum: meets,
    },
    search: [device.tid, device.serialNumber, outlet.name],
    filters: {
      // The period's devices are its client's.
      periodId: (v: never) =>
        sql`${device.clientId} = (select ${deviceActivityPeriod.clientId} from ${deviceActivityPeriod} where ${eq(deviceActivityPeriod.id, v)})`,
      merchantId: eqTo(outlet.merchantId),
      deviceKind: eqTo(device.kind),
      deviceStatus: eqTo(device.status),
      meetsMinimum: (v: never) => {
        if (!window.minimums) throw badRequest(MINIMUM_NEEDS_PERIOD_MESSAGE)
        return sql`${meets} = ${v}`
      },
    },
    scope: scopeBy({
      CLIENT: device.clientId,
      REGION: merchant.regionId,
      GROUP: merchant.groupId,
      MERCHANT: outlet.merchantId,
    }),
    toValues: readOnly,
  })
}
