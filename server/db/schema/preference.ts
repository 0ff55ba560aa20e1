import {
  integer,
  jsonb,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import { dashboardUser } from './auth.ts'
import { ts } from './columns.ts'

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

/**
 * A named view of a list (search, filters, sort, columns, page size) saved per user and screen: the engine's
 * saved views (server/engine/saved-views.ts). The table kept its name from when only the reports had them.
 */
export const savedView = pgTable(
  'saved_view',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => dashboardUser.id, { onDelete: 'cascade' }),
    screen: varchar('screen', { length: 64 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    state: jsonb('state').$type<Record<string, unknown>>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('saved_view_name_uq').on(t.userId, t.screen, t.name)],
)
