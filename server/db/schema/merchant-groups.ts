import { index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core'
import { auditStamps } from './columns.ts'
import { client, merchant } from './corporate.ts'

const stamps = auditStamps()

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
