import { bigint, char, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { auditStamps } from './columns.ts'
import { client, corporateGroup, merchant, region } from './corporate.ts'

const stamps = auditStamps()

/** Monthly transaction targets for a merchant, a group or a region. */
export const merchantTarget = pgTable(
  'merchant_target',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    targetType: varchar('target_type', { length: 8 }).$type<'MERCHANT' | 'GROUP' | 'REGION'>().notNull(),
    subjectId: integer('subject_id').notNull(),
    /** Derived from the subject, for scope. */
    clientId: integer('client_id')
      .notNull()
      .references(() => client.id),
    regionId: integer('region_id')
      .notNull()
      .references(() => region.id),
    groupId: integer('group_id').references(() => corporateGroup.id),
    merchantId: integer('merchant_id').references(() => merchant.id),
    /** YYYY-MM */
    period: char('period', { length: 7 }).notNull(),
    trxCountTarget: integer('trx_count_target').notNull(),
    trxAmountTarget: bigint('trx_amount_target', { mode: 'number' }).notNull(),
    note: varchar('note', { length: 300 }).notNull().default(''),
    ...stamps,
  },
  (t) => [
    uniqueIndex('merchant_target_subject_period_uq').on(t.targetType, t.subjectId, t.period),
    index('merchant_target_client_idx').on(t.clientId),
  ],
)
