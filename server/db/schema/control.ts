import { bigint, index, pgTable, uuid, varchar } from 'drizzle-orm/pg-core'
import type { ActorRole } from '#contract/engine/workflow.ts'
import { dashboardUser } from './auth.ts'
import { ts } from './columns.ts'

/**
 * Who did what to a controlled item (issue 30, contract/engine/workflow.ts), one row per transition taken, by the
 * user's immutable id: the distinct-actor rules read it (a rename changes nothing) and an item's history lists its
 * actors in order from it. Written only by the workflow engine (server/engine/workflow.ts).
 */
export const controlActor = pgTable(
  'control_actor',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    workflow: varchar('workflow', { length: 48 }).notNull(),
    itemId: varchar('item_id', { length: 64 }).notNull(),
    role: varchar('role', { length: 16 }).$type<ActorRole>().notNull(),
    transition: varchar('transition', { length: 32 }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => dashboardUser.id),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [index('control_actor_item_idx').on(t.workflow, t.itemId, t.id)],
)
