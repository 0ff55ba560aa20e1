import { z } from 'zod'
import { access } from '../access/route-access.ts'
import { DEVICE_STATUS } from '../corporate/devices.ts'
import { defineEndpoint } from '../engine/endpoint.ts'
import {
  defineResource,
  isoDaySchema,
  listRequestSchema,
  listResultSchema,
  type Option,
} from '../engine/resource.ts'

/**
 * Periode Aktivitas Device (docs/PRODUCT.md §7: /device-activity/list, add, filter/v2): what the outlets' POS
 * terminals and Mycroatm EDCs report (logins, heartbeats, logouts, transactions), and per device over a
 * period or date range its heartbeats, logins, successful transactions and active days, measured against
 * the period's minimums. The periods themselves are the resource `deviceoutletactivity`
 * (/device-activity-period/…).
 */

export const DEVICE_EVENTS = [
  { value: 'LOGIN', label: 'Login' },
  { value: 'HEARTBEAT', label: 'Heartbeat' },
  { value: 'TRANSACTION', label: 'Transaksi' },
  { value: 'LOGOUT', label: 'Logout' },
] as const satisfies readonly Option[]
export type DeviceEvent = (typeof DEVICE_EVENTS)[number]['value']
export const ACTIVITY_DEVICE_KINDS = [
  { value: 'POS', label: 'POS' },
  { value: 'MYCROATM', label: 'EDC Mycroatm' },
] as const satisfies readonly Option[]

const ACCESS = ['SETTING_DEVICE_ACTIVITY_PERIODE'] as const
const ROUTE = '/dashboard/corporate/deviceoutletactivity'

/** POST /device-activity/list: the events, newest first. */
export const deviceActivityEvent = defineResource({
  name: 'device-activity',
  route: ROUTE,
  title: 'Periode Aktivitas Device',
  singular: 'Aktivitas device',
  access: [...ACCESS],
  editable: false,
  row: z.object({
    id: z.number(),
    at: z.string(),
    event: z.string(),
    deviceId: z.number(),
    deviceKind: z.string(),
    device: z.string(),
    serialNumber: z.string(),
    outletName: z.string(),
    merchantName: z.string(),
    clientName: z.string(),
    appVersion: z.string(),
    detail: z.string(),
  }),
  input: z.strictObject({}),
  columns: [
    { key: 'at', label: 'Waktu', sortable: true, format: 'datetime' },
    { key: 'event', label: 'Aktivitas', sortable: true, options: DEVICE_EVENTS },
    { key: 'device', label: 'Device', format: 'code' },
    { key: 'serialNumber', label: 'Serial Number', format: 'code', hidden: true },
    { key: 'deviceKind', label: 'Jenis', options: ACTIVITY_DEVICE_KINDS },
    { key: 'outletName', label: 'Outlet', sortable: true },
    { key: 'merchantName', label: 'Merchant', hidden: true },
    { key: 'clientName', label: 'Client', hidden: true },
    { key: 'appVersion', label: 'Versi Aplikasi', format: 'code' },
    { key: 'detail', label: 'Keterangan' },
  ],
  filters: [
    { key: 'event', type: 'select', options: DEVICE_EVENTS },
    { key: 'deviceKind', label: 'Jenis Device', type: 'select', options: ACTIVITY_DEVICE_KINDS },
    { key: 'clientId', label: 'Client', type: 'ref', ref: 'client' },
    { key: 'merchantId', label: 'Merchant', type: 'ref', ref: 'merchant' },
    { key: 'outletId', label: 'Outlet', type: 'ref', ref: 'outlet' },
  ],
  dateRange: { key: 'at', label: 'Tanggal' },
  searchHint: 'Cari TID, serial number atau outlet…',
  defaultSort: { key: 'at', dir: 'desc' },
  labelField: 'device',
  form: [],
})

export const deviceActivityInputSchema = z.strictObject({
  deviceId: z.number({ error: 'Device wajib dipilih.' }).int().positive('Device wajib dipilih.'),
  event: z.enum(DEVICE_EVENTS.map((e) => e.value) as [DeviceEvent, ...DeviceEvent[]], {
    error: 'Jenis aktivitas tidak dikenal.',
  }),
  /** When it happened (default: now). */
  at: z.iso
    .datetime({ offset: true, error: 'Waktu harus ISO 8601, mis. 2026-11-21T08:00:00+07:00.' })
    .optional(),
  appVersion: z
    .string()
    .trim()
    .regex(/^\d+\.\d+\.\d+$/, 'Versi aplikasi berformat X.Y.Z, mis. 2.4.1.')
    .optional(),
  detail: z.string().trim().max(200, 'Keterangan maksimal 200 karakter.').default(''),
})
export type DeviceActivityInput = z.infer<typeof deviceActivityInputSchema>
/** An event may be reported late (a device offline for a while), but not from the future or long ago. */
export const MAX_EVENT_AGE_DAYS = 7

/**
 * POST /device-activity/add: a device reports an event; the answer is the event as the list shows it
 * (null only if it is not visible to the caller by the time it is read back).
 */
export const deviceActivityAdd = defineEndpoint({
  path: '/device-activity/add',
  access: access.features(...deviceActivityEvent.access),
  summary: 'Catat aktivitas device (login, heartbeat, transaksi, logout)',
  body: deviceActivityInputSchema,
  result: deviceActivityEvent.row.nullable(),
})

/** One device over a period or date range (POST /device-activity/filter/v2). */
export const deviceActivitySummary = defineResource({
  name: 'device-activity-summary',
  apiPath: 'device-activity/filter',
  route: ROUTE,
  title: 'Periode Aktivitas Device',
  singular: 'Device',
  access: [...ACCESS],
  editable: false,
  row: z.object({
    id: z.number(),
    device: z.string(),
    serialNumber: z.string(),
    deviceKind: z.string(),
    deviceStatus: z.string(),
    outletName: z.string(),
    merchantName: z.string(),
    clientName: z.string(),
    logins: z.number(),
    heartbeats: z.number(),
    transactions: z.number(),
    activeDays: z.number(),
    lastSeenAt: z.string().nullable(),
    meetsMinimum: z.boolean().nullable(),
  }),
  input: z.strictObject({}),
  columns: [
    { key: 'device', label: 'Device', sortable: true, format: 'code' },
    { key: 'deviceKind', label: 'Jenis', options: ACTIVITY_DEVICE_KINDS },
    { key: 'serialNumber', label: 'Serial Number', format: 'code', hidden: true },
    { key: 'outletName', label: 'Outlet', sortable: true },
    { key: 'merchantName', label: 'Merchant', hidden: true },
    { key: 'clientName', label: 'Client', hidden: true },
    { key: 'deviceStatus', label: 'Status Device', format: 'status', options: DEVICE_STATUS, hidden: true },
    { key: 'logins', label: 'Login', sortable: true, format: 'number' },
    { key: 'heartbeats', label: 'Heartbeat', sortable: true, format: 'number' },
    { key: 'transactions', label: 'Transaksi Sukses', sortable: true, format: 'number' },
    { key: 'activeDays', label: 'Hari Aktif', sortable: true, format: 'number' },
    { key: 'lastSeenAt', label: 'Terakhir Aktif', sortable: true, format: 'datetime' },
    { key: 'meetsMinimum', label: 'Memenuhi Minimum', format: 'boolean' },
  ],
  filters: [
    { key: 'periodId', label: 'Periode', type: 'ref', ref: 'deviceoutletactivity' },
    { key: 'clientId', label: 'Client', type: 'ref', ref: 'client' },
    { key: 'merchantId', label: 'Merchant', type: 'ref', ref: 'merchant' },
    { key: 'outletId', label: 'Outlet', type: 'ref', ref: 'outlet' },
    { key: 'deviceKind', label: 'Jenis Device', type: 'select', options: ACTIVITY_DEVICE_KINDS },
    { key: 'deviceStatus', type: 'select', options: DEVICE_STATUS },
    { key: 'meetsMinimum', type: 'boolean' },
  ],
  dateRange: { key: 'lastSeenAt', label: 'Tanggal aktivitas' },
  searchHint: 'Cari TID, serial number atau outlet…',
  defaultSort: { key: 'activeDays', dir: 'desc' },
  labelField: 'device',
  form: [],
})

/** The longest range a summary covers. */
export const MAX_SUMMARY_DAYS = 366
export const PERIOD_OR_RANGE_MESSAGE = 'Pilih periode atau isi rentang tanggal (dari dan sampai).'
export const MINIMUM_NEEDS_PERIOD_MESSAGE = 'Filter memenuhi minimum hanya berlaku bila periode dipilih.'

/** The filter/v2 request: the list request of the summary (a period, or a date range, is required). */
export const deviceActivitySummaryRequestSchema = listRequestSchema(deviceActivitySummary)

export const summaryPeriodSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  clientName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  minActiveDays: z.number(),
  minTransactions: z.number(),
})
export type SummaryPeriod = z.infer<typeof summaryPeriodSchema>

/** The days actually measured (the period's, or the range asked for) and the period, if one was chosen. */
export const summaryRangeSchema = z.object({
  dateFrom: isoDaySchema('Tanggal awal'),
  dateTo: isoDaySchema('Tanggal akhir'),
  period: summaryPeriodSchema.nullable(),
})
export type SummaryRange = z.infer<typeof summaryRangeSchema>

/**
 * POST /device-activity/filter/v2: the summary's list, an endpoint rather than the engine's /list because
 * its rows are computed per request over the period or range it names; the answer says which days were
 * measured.
 */
export const deviceActivitySummaryList = defineEndpoint({
  path: `/${deviceActivitySummary.apiPath}/v2`,
  access: access.features(...deviceActivityEvent.access),
  summary:
    'Aktivitas per device dalam periode atau rentang tanggal: login, heartbeat, transaksi sukses, hari aktif, memenuhi minimum',
  body: deviceActivitySummaryRequestSchema,
  result: listResultSchema(deviceActivitySummary).extend({ range: summaryRangeSchema }),
})
