import { index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core'
import { client, merchant } from './corporate.ts'

const stamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: varchar('created_by', { length: 64 }).notNull().default('system'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: varchar('updated_by', { length: 64 }).notNull().default('system'),
}

/** A named set of merchants of one client: the key fee segmentations attach to. */
export const merchantGroup = pgTable('merchant_group', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  clientId: integer('client_id')
    .notNull()
    .references(() => client.id),
  code: varchar('code', { length: 32 }).notNull().unique(),
  name: varchar('name', { length: 128 }).notNull(),
  description: varchar('description', { length: 500 }).notNull().default(''),
  status: varchar('status', { length: 16 }).$type<'ACTIVE' | 'INACTIVE'>().notNull().default('ACTIVE'),
  ...stamps,
})

export const merchantGroupMember = pgTable(
  'merchant_group_member',
  {
    merchantGroupId: integer('merchant_group_id')
      .notNull()
      .references(() => merchantGroup.id, { onDelete: 'cascade' }),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchant.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.merchantGroupId, t.merchantId] }),
    index('merchant_group_member_merchant_idx').on(t.merchantId),
  ],
)

export { stamps as corporateStamps }
