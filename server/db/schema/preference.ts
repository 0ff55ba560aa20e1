import { jsonb, pgTable, primaryKey, timestamp, uuid, varchar } from 'drizzle-orm/pg-core'
import { dashboardUser } from './auth.ts'

/** Per-user settings (column visibility, page size …), so they follow the user across browsers. */
export const userPreference = pgTable(
  'user_preference',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => dashboardUser.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 100 }).notNull(),
    value: jsonb('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
)
