import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  char,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { auditStamps } from './columns.ts'
import { client, corporateGroup, merchant, outlet, region } from './corporate.ts'

const stamps = auditStamps()

const ts = (name: string) => timestamp(name, { withTimezone: true })

/** Monthly transaction targets for a merchant, a group or a region. */
export const merchantTarget = pgTable(
  'merchant_target',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    targetType: varchar('target_type', { length: 8 }).$type<'MERCHANT' | 'GROUP' | 'REGION'>().notNull(),
    subjectId: integer('subject_id').notNull(),
    /** Derived from the subject, for scope. */
    clientId: integer('client_id')
      .notNull()
      .references(() => client.id),
    regionId: integer('region_id')
      .notNull()
      .references(() => region.id),
    groupId: integer('group_id').references(() => corporateGroup.id),
    merchantId: integer('merchant_id').references(() => merchant.id),
    /** YYYY-MM */
    period: char('period', { length: 7 }).notNull(),
    trxCountTarget: integer('trx_count_target').notNull(),
    trxAmountTarget: bigint('trx_amount_target', { mode: 'number' }).notNull(),
    note: varchar('note', { length: 300 }).notNull().default(''),
    ...stamps,
  },
  (t) => [
    uniqueIndex('merchant_target_subject_period_uq').on(t.targetType, t.subjectId, t.period),
    index('merchant_target_client_idx').on(t.clientId),
  ],
)

/** People who use the outlet apps (cashiers, owners, agents); their PIN is stored only as a hash. */
export const outletUser = pgTable(
  'outlet_user',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    outletId: integer('outlet_id')
      .notNull()
      .references(() => outlet.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => client.id),
    username: varchar('username', { length: 64 }).notNull().unique(),
    fullName: varchar('full_name', { length: 128 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    role: varchar('role', { length: 16 }).$type<'OWNER' | 'SUPERVISOR' | 'CASHIER' | 'AGENT'>().notNull(),
    pinHash: text('pin_hash').notNull(),
    pinChangedAt: ts('pin_changed_at').notNull().defaultNow(),
    lastLoginAt: ts('last_login_at'),
    status: varchar('status', { length: 16 }).$type<'ACTIVE' | 'INACTIVE'>().notNull().default('ACTIVE'),
    ...stamps,
  },
  (t) => [index('outlet_user_outlet_idx').on(t.outletId), index('outlet_user_client_idx').on(t.clientId)],
)

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

/** Blocks on a customer number, card, MID, TID or product until a date; reopened explicitly. */
export const transactionBlock = pgTable(
  'transaction_block',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    keyType: varchar('key_type', { length: 16 })
      .$type<'CUSTOMER_NO' | 'CARD_NO' | 'MID' | 'TID' | 'PRODUCT'>()
      .notNull(),
    keyValue: varchar('key_value', { length: 32 }).notNull(),
    reason: varchar('reason', { length: 300 }).notNull(),
    validUntil: ts('valid_until').notNull(),
    status: varchar('status', { length: 16 })
      .$type<'ACTIVE' | 'EXPIRED' | 'REOPENED'>()
      .notNull()
      .default('ACTIVE'),
    reopenedAt: ts('reopened_at'),
    reopenedBy: varchar('reopened_by', { length: 64 }),
    ...stamps,
  },
  (t) => [
    uniqueIndex('transaction_block_active_key_uq').on(t.keyType, t.keyValue).where(sql`status = 'ACTIVE'`),
    index('transaction_block_valid_idx').on(t.validUntil),
  ],
)
