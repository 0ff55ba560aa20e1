import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core'
import { roleSegment } from './access.ts'

/**
 * A group of API routes that a segment is allowed to call (issue 4, "API master"). Created by the
 * catalogue sync for each first path segment (`/merchant/list` → `merchant`), or by an administrator
 * (`custom`) to regroup routes.
 */
export const apiMaster = pgTable('api_master', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: varchar('code', { length: 64 }).notNull().unique(),
  name: varchar('name', { length: 128 }).notNull(),
  description: varchar('description', { length: 500 }).notNull().default(''),
  custom: boolean('custom').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * One feature-gated route the server registers ("API details"), kept equal to the registered routes
 * at every start: `features` and `summary` follow the code, `label` (null = the summary) and the
 * master are the administrator's. A route no longer registered stays with `registered = false`.
 */
export const apiDetail = pgTable(
  'api_detail',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    method: varchar('method', { length: 8 }).notNull(),
    path: varchar('path', { length: 255 }).notNull(),
    apiMasterId: integer('api_master_id')
      .notNull()
      .references(() => apiMaster.id, { onDelete: 'restrict' }),
    features: text('features').array().notNull().default(sql`'{}'::text[]`),
    summary: varchar('summary', { length: 500 }).notNull().default(''),
    label: varchar('label', { length: 200 }),
    registered: boolean('registered').notNull().default(true),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('api_detail_method_path_uq').on(t.method, t.path),
    index('api_detail_master_idx').on(t.apiMasterId),
  ],
)

/** Which API masters a segment may call (checked by the server after the feature check). */
export const apiSegment = pgTable(
  'api_segment',
  {
    segmentId: integer('segment_id')
      .notNull()
      .references(() => roleSegment.id, { onDelete: 'cascade' }),
    apiMasterId: integer('api_master_id')
      .notNull()
      .references(() => apiMaster.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.segmentId, t.apiMasterId] }),
    index('api_segment_master_idx').on(t.apiMasterId),
  ],
)
