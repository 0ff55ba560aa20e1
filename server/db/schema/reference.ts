import { boolean, char, index, pgTable, varchar } from 'drizzle-orm/pg-core'

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

/** Indonesian bank codes (docs/DOMAIN.md §3). */
export const bank = pgTable('bank', {
  code: char('code', { length: 3 }).primaryKey(),
  name: varchar('name', { length: 128 }).notNull(),
  shortName: varchar('short_name', { length: 32 }).notNull(),
  swift: varchar('swift', { length: 11 }).notNull().default(''),
  bifast: boolean('bifast').notNull().default(true),
  active: boolean('active').notNull().default(true),
})
