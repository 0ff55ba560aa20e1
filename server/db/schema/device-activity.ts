import { bigint, date, index, integer, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core'
import { auditStamps, ts } from './columns.ts'
import { client, merchant, outlet } from './corporate.ts'
import { device } from './devices.ts'

const stamps = auditStamps()

/** Periods in which device activity is measured (minimum active days / transactions). */
export const deviceActivityPeriod = pgTable(
  'device_activity_period',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => client.id),
    code: varchar('code', { length: 32 }).notNull().unique(),
    name: varchar('name', { length: 128 }).notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    minActiveDays: smallint('min_active_days').notNull(),
    minTransactions: integer('min_transactions').notNull(),
    status: varchar('status', { length: 16 }).$type<'ACTIVE' | 'INACTIVE'>().notNull().default('ACTIVE'),
    ...stamps,
  },
  (t) => [index('device_activity_period_client_idx').on(t.clientId, t.startDate)],
)

/** Device heartbeats, logins and transactions (Periode Aktivitas Device); partitioned by WIB month of `at`. */
export const deviceActivity = pgTable(
  'device_activity',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => device.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => client.id),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchant.id),
    outletId: integer('outlet_id')
      .notNull()
      .references(() => outlet.id),
    event: varchar('event', { length: 12 })
      .$type<'HEARTBEAT' | 'LOGIN' | 'LOGOUT' | 'TRANSACTION'>()
      .notNull(),
    at: ts('at').notNull(),
    appVersion: varchar('app_version', { length: 16 }).notNull().default(''),
    detail: varchar('detail', { length: 200 }).notNull().default(''),
  },
  (t) => [
    primaryKey({ name: 'device_activity_pkey', columns: [t.id, t.at] }),
    index('device_activity_device_idx').on(t.deviceId, t.at),
    index('device_activity_client_idx').on(t.clientId, t.at),
    index('device_activity_time_idx').on(t.at),
  ],
)
