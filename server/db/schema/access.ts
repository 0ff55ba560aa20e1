import { boolean, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core'

/** The catalogue of features (seeded from contract/access/features.ts). */
export const roleMaster = pgTable('role_master', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  roleName: varchar('role_name', { length: 64 }).notNull().unique(),
  roleGroup: varchar('role_group', { length: 64 }).notNull(),
  level: varchar('level', { length: 8 }).$type<'data' | 'feature'>().notNull(),
  label: varchar('label', { length: 128 }).notNull(),
})

/** A named set of features that users are assigned to. */
export const roleSegment = pgTable('role_segment', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: varchar('code', { length: 32 }).notNull().unique(),
  name: varchar('name', { length: 128 }).notNull(),
  description: varchar('description', { length: 500 }).notNull().default(''),
  require2fa: boolean('require_2fa').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Which features a segment grants. */
export const roleTask = pgTable(
  'role_task',
  {
    segmentId: integer('segment_id')
      .notNull()
      .references(() => roleSegment.id, { onDelete: 'cascade' }),
    roleMasterId: integer('role_master_id')
      .notNull()
      .references(() => roleMaster.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.segmentId, t.roleMasterId] })],
)
