import { sql } from 'drizzle-orm'
import {
  boolean,
  char,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  time,
  varchar,
} from 'drizzle-orm/pg-core'
import { auditStamps } from './columns.ts'

const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity()
const stamps = auditStamps()
type ActiveStatus = 'ACTIVE' | 'INACTIVE'

/** Korporasi: the top of the corporate hierarchy and the widest data scope below "everything". */
export const client = pgTable('client', {
  id: id(),
  code: varchar('code', { length: 16 }).notNull().unique(),
  name: varchar('name', { length: 128 }).notNull(),
  npwp: char('npwp', { length: 16 }).notNull(),
  picName: varchar('pic_name', { length: 128 }).notNull(),
  picPhone: varchar('pic_phone', { length: 20 }).notNull(),
  picEmail: varchar('pic_email', { length: 254 }).notNull(),
  address: varchar('address', { length: 300 }).notNull(),
  status: varchar('status', { length: 16 }).$type<ActiveStatus>().notNull().default('ACTIVE'),
  ...stamps,
})

export const region = pgTable(
  'region',
  {
    id: id(),
    clientId: integer('client_id')
      .notNull()
      .references(() => client.id),
    code: varchar('code', { length: 32 }).notNull().unique(),
    name: varchar('name', { length: 128 }).notNull(),
    provinceCodes: char('province_codes', { length: 2 }).array().notNull().default([]),
    status: varchar('status', { length: 16 }).$type<ActiveStatus>().notNull().default('ACTIVE'),
    ...stamps,
  },
  (t) => [index('region_client_idx').on(t.clientId)],
)

/** "Grup": a set of merchants inside a region (not to be confused with merchant-group). */
export const corporateGroup = pgTable(
  'corporate_group',
  {
    id: id(),
    regionId: integer('region_id')
      .notNull()
      .references(() => region.id),
    code: varchar('code', { length: 32 }).notNull().unique(),
    name: varchar('name', { length: 128 }).notNull(),
    status: varchar('status', { length: 16 }).$type<ActiveStatus>().notNull().default('ACTIVE'),
    ...stamps,
  },
  (t) => [index('corporate_group_region_idx').on(t.regionId)],
)

export type MerchantStatus = 'DRAFT' | 'PENDING_VERIFICATION' | 'ACTIVE' | 'INACTIVE' | 'BLOCKED' | 'REJECTED'
export type BusinessCategory = 'UMI' | 'UKE' | 'UME' | 'UBE'

export const merchant = pgTable(
  'merchant',
  {
    id: id(),
    groupId: integer('group_id')
      .notNull()
      .references(() => corporateGroup.id),
    /** Denormalised from group → region → client so data scope is one indexed predicate. */
    regionId: integer('region_id')
      .notNull()
      .references(() => region.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => client.id),
    mid: char('mid', { length: 15 }).notNull().unique(),
    name: varchar('name', { length: 128 }).notNull(),
    ownerName: varchar('owner_name', { length: 128 }).notNull(),
    ownerNik: char('owner_nik', { length: 16 }).notNull(),
    npwp: char('npwp', { length: 16 }).notNull(),
    mcc: char('mcc', { length: 4 }).notNull(),
    businessCategory: varchar('business_category', { length: 3 }).$type<BusinessCategory>().notNull(),
    nmid: varchar('nmid', { length: 32 }).notNull().default(''),
    address: varchar('address', { length: 300 }).notNull(),
    provinceCode: char('province_code', { length: 2 }).notNull(),
    cityCode: varchar('city_code', { length: 5 }).notNull(),
    districtCode: varchar('district_code', { length: 8 }).notNull().default(''),
    villageCode: varchar('village_code', { length: 13 }).notNull().default(''),
    postalCode: char('postal_code', { length: 5 }).notNull().default(''),
    phone: varchar('phone', { length: 20 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    settlementBankCode: char('settlement_bank_code', { length: 3 }).notNull(),
    settlementAccountNo: varchar('settlement_account_no', { length: 20 }).notNull(),
    settlementAccountName: varchar('settlement_account_name', { length: 128 }).notNull(),
    joinedAt: date('joined_at').notNull(),
    status: varchar('status', { length: 24 }).$type<MerchantStatus>().notNull().default('ACTIVE'),
    ...stamps,
  },
  (t) => [
    // Scope and filter columns lead, then the default sort: a scoped or filtered page and its count are
    // index-only walks.
    index('merchant_client_idx').on(t.clientId, t.name, t.id),
    index('merchant_region_idx').on(t.regionId, t.name, t.id),
    index('merchant_group_idx').on(t.groupId, t.name, t.id),
    index('merchant_status_idx').on(t.status, t.name, t.id),
    // The default sort, and the index a deep page walks.
    index('merchant_name_id_idx').on(t.name, t.id),
    index('merchant_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('merchant_owner_trgm_idx').using('gin', t.ownerName.op('gin_trgm_ops')),
    index('merchant_mid_trgm_idx').using('gin', sql`(${t.mid}::text) gin_trgm_ops`),
  ],
)

export type OutletType = 'RETAIL' | 'FNB' | 'AGENT'

export const outlet = pgTable(
  'outlet',
  {
    id: id(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchant.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => client.id),
    code: varchar('code', { length: 16 }).notNull().unique(),
    name: varchar('name', { length: 128 }).notNull(),
    type: varchar('type', { length: 8 }).$type<OutletType>().notNull(),
    address: varchar('address', { length: 300 }).notNull(),
    provinceCode: char('province_code', { length: 2 }).notNull(),
    cityCode: varchar('city_code', { length: 5 }).notNull(),
    districtCode: varchar('district_code', { length: 8 }).notNull().default(''),
    villageCode: varchar('village_code', { length: 13 }).notNull().default(''),
    latitude: numeric('latitude', { precision: 9, scale: 6 }),
    longitude: numeric('longitude', { precision: 9, scale: 6 }),
    openTime: time('open_time').notNull().default('08:00'),
    closeTime: time('close_time').notNull().default('21:00'),
    pb1Active: boolean('pb1_active').notNull().default(false),
    /** Whether a sale may take a product's stock below zero here (issue 18: "stok boleh minus"). */
    allowNegativeStock: boolean('allow_negative_stock').notNull().default(false),
    status: varchar('status', { length: 16 }).$type<ActiveStatus>().notNull().default('ACTIVE'),
    ...stamps,
  },
  (t) => [
    index('outlet_merchant_idx').on(t.merchantId),
    index('outlet_client_idx').on(t.clientId, t.id),
    // The header search (server/areas/search): a name containing a rare text, through its trigrams.
    index('outlet_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
)

export type PartnerType = 'BANK' | 'BILLER' | 'AGGREGATOR' | 'DISTRIBUTOR'

export const partner = pgTable('partner', {
  id: id(),
  code: varchar('code', { length: 16 }).notNull().unique(),
  name: varchar('name', { length: 128 }).notNull(),
  type: varchar('type', { length: 16 }).$type<PartnerType>().notNull(),
  agreementNo: varchar('agreement_no', { length: 64 }).notNull(),
  bankCode: char('bank_code', { length: 3 }).notNull(),
  accountNo: varchar('account_no', { length: 20 }).notNull(),
  accountName: varchar('account_name', { length: 128 }).notNull(),
  note: text('note').notNull().default(''),
  status: varchar('status', { length: 16 }).$type<ActiveStatus>().notNull().default('ACTIVE'),
  ...stamps,
})
