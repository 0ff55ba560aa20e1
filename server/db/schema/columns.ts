import { bigint, timestamp, varchar } from 'drizzle-orm/pg-core'

/** A moment, stored in UTC (timestamptz) and shown in WIB. */
export const ts = (name: string) => timestamp(name, { withTimezone: true })

/** Whole rupiah (docs/DOMAIN.md §0): bigint, read as a JavaScript number (safe up to 9 quadrillion). */
export const money = (name: string) => bigint(name, { mode: 'number' })

/** Who created and last changed a business row, and when (docs/DOMAIN.md §0). */
export const auditStamps = () => ({
  createdAt: ts('created_at').notNull().defaultNow(),
  createdBy: varchar('created_by', { length: 64 }).notNull().default('system'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  updatedBy: varchar('updated_by', { length: 64 }).notNull().default('system'),
})
