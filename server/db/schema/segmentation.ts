import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import type { Level, SegmentKind, VersionState } from '#contract/segmentation/kinds.ts'
import type { SegmentSettings } from '#contract/segmentation/settings.ts'
import { auditStamps, ts } from './columns.ts'

/**
 * Segmentation (issue 16; docs/ARCHITECTURE.md "Segmentation"): a segment is a named set of settings of one
 * kind; each change is a new row of segment_version (settings as jsonb, validated by
 * contract/segmentation/settings.ts) with the moment it applies from, who proposed it and who approved or
 * rejected it; the version's assignments say to whom it applies. Nothing is overwritten, so the history is
 * the rows themselves, and the resolver reads the approved version in force at a moment.
 */

const stamps = auditStamps()

export const segment = pgTable(
  'segment',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: varchar('code', { length: 30 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    kind: varchar('kind', { length: 16 }).$type<SegmentKind>().notNull(),
    ...stamps,
  },
  (t) => [uniqueIndex('segment_code_uq').on(t.code), index('segment_kind_idx').on(t.kind)],
)

export const segmentVersion = pgTable(
  'segment_version',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    segmentId: integer('segment_id')
      .notNull()
      .references(() => segment.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** The moment it applies from (UTC); an approval never makes it earlier than the approval itself. */
    effectiveFrom: ts('effective_from').notNull(),
    state: varchar('state', { length: 10 }).$type<VersionState>().notNull(),
    level: varchar('level', { length: 16 }).$type<Level>().notNull(),
    settings: jsonb('settings').$type<Partial<SegmentSettings>>().notNull(),
    note: varchar('note', { length: 500 }).notNull().default(''),
    proposedBy: varchar('proposed_by', { length: 64 }).notNull(),
    proposedAt: ts('proposed_at').notNull().defaultNow(),
    decidedBy: varchar('decided_by', { length: 64 }),
    decidedAt: ts('decided_at'),
    decisionNote: varchar('decision_note', { length: 500 }).notNull().default(''),
  },
  (t) => [
    uniqueIndex('segment_version_uq').on(t.segmentId, t.version),
    // The resolver's walk: a segment's approved versions by start, newest first.
    index('segment_version_current_idx').on(t.segmentId, t.effectiveFrom).where(sql`state = 'APPROVED'`),
    // One open proposal per segment: a second one would race the first for approval.
    uniqueIndex('segment_version_pending_uq').on(t.segmentId).where(sql`state = 'PROPOSED'`),
  ],
)

/**
 * To whom a version applies: outlets, merchants or merchant groups by id, or every merchant (DEFAULT,
 * target 0). Keyed for the resolver's look-up by the merchant's own ids.
 */
export const segmentAssignment = pgTable(
  'segment_assignment',
  {
    versionId: integer('version_id')
      .notNull()
      .references(() => segmentVersion.id, { onDelete: 'cascade' }),
    level: varchar('level', { length: 16 }).$type<Level>().notNull(),
    targetId: integer('target_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.versionId, t.level, t.targetId] }),
    index('segment_assignment_target_idx').on(t.level, t.targetId, t.versionId),
  ],
)
