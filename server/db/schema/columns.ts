import { timestamp, varchar } from 'drizzle-orm/pg-core'

/** Who created and last changed a business row, and when (docs/DOMAIN.md §0). */
export const auditStamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: varchar('created_by', { length: 64 }).notNull().default('system'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: varchar('updated_by', { length: 64 }).notNull().default('system'),
})
