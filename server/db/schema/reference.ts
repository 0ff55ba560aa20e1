import { boolean, char, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { auditStamps } from './columns.ts'

/** Kemendagri provinces and regencies/cities (from idn-area-data), loaded at start when empty. */
export const locationProvince = pgTable('location_province', {
  code: char('code', { length: 2 }).primaryKey(),
  name: varchar('name', { length: 64 }).notNull(),
})

export const locationCity = pgTable(
  'location_city',
  {
    code: varchar('code', { length: 5 }).primaryKey(),
    provinceCode: char('province_code', { length: 2 })
      .notNull()
      .references(() => locationProvince.code),
    name: varchar('name', { length: 96 }).notNull(),
  },
  (t) => [index('location_city_province_idx').on(t.provinceCode)],
)

/**
 * Indonesian bank codes (docs/DOMAIN.md §3; the list: docs/DATA-SOURCES.md "Kode bank"). Other tables
 * hold the 3-digit code itself (merchant.settlement_bank_code, payment_method.bank_code, …), never the id:
 * the integer id is the resource engine's handle, the code is what the rest of the schema and the
 * specification's calls speak, and cannot change once written (lockedOnEdit).
 */
export const bank = pgTable(
  'bank',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: char('code', { length: 3 }).notNull(),
    name: varchar('name', { length: 128 }).notNull(),
    shortName: varchar('short_name', { length: 32 }).notNull(),
    swift: varchar('swift', { length: 11 }).notNull().default(''),
    bifast: boolean('bifast').notNull().default(true),
    active: boolean('active').notNull().default(true),
    ...auditStamps(),
  },
  (t) => [uniqueIndex('bank_code_uq').on(t.code)],
)
