import { index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core'
import { auditStamps, ts } from './columns.ts'
import { client, outlet } from './corporate.ts'

const stamps = auditStamps()

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
