import {
  boolean,
  char,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { auditStamps, ts } from './columns.ts'
import { client, outlet } from './corporate.ts'

const stamps = auditStamps()

export type DeviceKind = 'POS' | 'MYCROATM' | 'PRINTER'
export type DeviceStatus = 'ACTIVE' | 'INACTIVE' | 'BROKEN' | 'WITHDRAWN'

/** POS terminals, Mycroatm EDCs and kitchen printers of an outlet. */
export const device = pgTable(
  'device',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: varchar('kind', { length: 10 }).$type<DeviceKind>().notNull(),
    outletId: integer('outlet_id')
      .notNull()
      .references(() => outlet.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => client.id),
    brand: varchar('brand', { length: 32 }).notNull(),
    model: varchar('model', { length: 32 }).notNull(),
    serialNumber: varchar('serial_number', { length: 32 }).notNull().unique(),
    /** Terminal id (ISO 8583 field 41), POS and Mycroatm only. */
    tid: char('tid', { length: 8 }).unique(),
    imei: varchar('imei', { length: 15 }).notNull().default(''),
    simMsisdn: varchar('sim_msisdn', { length: 20 }).notNull().default(''),
    appVersion: varchar('app_version', { length: 16 }).notNull().default(''),
    osVersion: varchar('os_version', { length: 16 }).notNull().default(''),
    ipAddress: varchar('ip_address', { length: 45 }).notNull().default(''),
    port: integer('port'),
    paperWidth: smallint('paper_width'),
    lastHeartbeatAt: ts('last_heartbeat_at'),
    status: varchar('status', { length: 16 }).$type<DeviceStatus>().notNull().default('ACTIVE'),
    ...stamps,
  },
  (t) => [
    index('device_kind_client_idx').on(t.kind, t.clientId, t.id),
    index('device_outlet_idx').on(t.outletId),
  ],
)

/** Releases of the outlet apps. */
export const appVersion = pgTable(
  'app_version',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    appName: varchar('app_name', { length: 32 }).notNull(),
    platform: varchar('platform', { length: 16 }).notNull().default('ANDROID'),
    versionName: varchar('version_name', { length: 16 }).notNull(),
    versionCode: integer('version_code').notNull(),
    minSupportedCode: integer('min_supported_code').notNull(),
    forceUpdate: boolean('force_update').notNull().default(false),
    releaseNotes: text('release_notes').notNull().default(''),
    releaseDate: date('release_date').notNull(),
    apkUrl: varchar('apk_url', { length: 300 }).notNull().default(''),
    status: varchar('status', { length: 16 })
      .$type<'DRAFT' | 'RELEASED' | 'WITHDRAWN'>()
      .notNull()
      .default('DRAFT'),
    ...stamps,
  },
  (t) => [uniqueIndex('app_version_app_code_uq').on(t.appName, t.platform, t.versionCode)],
)
