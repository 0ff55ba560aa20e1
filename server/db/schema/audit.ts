import { bigint, index, jsonb, pgTable, primaryKey, timestamp, uuid, varchar } from 'drizzle-orm/pg-core'

/** Who changed what, when, with the row before and after. Partitioned by WIB month of `at` (server/ops/history-partitions.ts). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: uuid('actor_user_id'),
    actorUsername: varchar('actor_username', { length: 64 }).notNull(),
    action: varchar('action', { length: 32 }).notNull(),
    entity: varchar('entity', { length: 64 }).notNull(),
    entityId: varchar('entity_id', { length: 64 }).notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
  },
  (t) => [
    primaryKey({ name: 'audit_log_pkey', columns: [t.id, t.at] }),
    index('audit_log_at_idx').on(t.at),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
  ],
)
