import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import type { ContentStatus, TicketPriority, TicketStatus, TrxRefKind } from '#contract/help/vocabulary.ts'
import { dashboardUser } from './auth.ts'
import { auditStamps, ts } from './columns.ts'
import { client, corporateGroup, merchant, outlet, region } from './corporate.ts'
import { storedFile } from './files.ts'

/**
 * The help centre (issue 19 items 1–2; docs/ARCHITECTURE.md "Help centre"): the content merchants read
 * (categories → sub-categories → FAQs, each ordered and Terbit/Draf) and the complaint tickets with their thread.
 */

const status = () => varchar('status', { length: 10 }).$type<ContentStatus>().notNull().default('DRAFT')

export const helpCategory = pgTable(
  'help_category',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 64 }).notNull(),
    icon: varchar('icon', { length: 32 }).notNull(),
    description: varchar('description', { length: 200 }).notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    status: status(),
    ...auditStamps(),
  },
  (t) => [uniqueIndex('help_category_name_uq').on(sql`lower(${t.name})`)],
)

export const helpSubCategory = pgTable(
  'help_sub_category',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => helpCategory.id),
    name: varchar('name', { length: 64 }).notNull(),
    icon: varchar('icon', { length: 32 }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    status: status(),
    ...auditStamps(),
  },
  (t) => [uniqueIndex('help_sub_category_name_uq').on(t.categoryId, sql`lower(${t.name})`)],
)

export const helpFaq = pgTable(
  'help_faq',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subCategoryId: integer('sub_category_id')
      .notNull()
      .references(() => helpSubCategory.id),
    question: varchar('question', { length: 300 }).notNull(),
    /** Sanitised HTML (server/areas/help/html.ts): only the editor's allowed tags ever reach this column. */
    answer: text('answer').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    status: status(),
    ...auditStamps(),
  },
  (t) => [index('help_faq_sub_idx').on(t.subCategoryId, t.sortOrder)],
)

/**
 * The support staff who take complaints (dashboard users, whose ids are uuids: the engine's lists and selects
 * need integer ids, and the help centre needs to know who supervises); a supervisor receives the escalations.
 */
export const helpAgent = pgTable(
  'help_agent',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => dashboardUser.id),
    supervisor: boolean('supervisor').notNull().default(false),
    active: boolean('active').notNull().default(true),
    ...auditStamps(),
  },
  (t) => [uniqueIndex('help_agent_user_uq').on(t.userId)],
)

/** The last ticket number of each (WIB) year: TKT-2026-000123 is the 123rd of 2026. */
export const helpTicketCounter = pgTable('help_ticket_counter', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
})

export const helpTicket = pgTable(
  'help_ticket',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ticketNo: varchar('ticket_no', { length: 20 }).notNull(),
    clientId: integer('client_id')
      .notNull()
      .references(() => client.id),
    regionId: integer('region_id').references(() => region.id),
    groupId: integer('group_id').references(() => corporateGroup.id),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchant.id),
    outletId: integer('outlet_id')
      .notNull()
      .references(() => outlet.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => helpCategory.id),
    trxKind: varchar('trx_kind', { length: 10 }).$type<TrxRefKind>(),
    trxId: bigint('trx_id', { mode: 'number' }),
    trxNo: varchar('trx_no', { length: 40 }),
    trxRc: varchar('trx_rc', { length: 2 }),
    subject: varchar('subject', { length: 150 }).notNull(),
    description: text('description').notNull(),
    priority: varchar('priority', { length: 6 }).$type<TicketPriority>().notNull(),
    status: varchar('status', { length: 16 }).$type<TicketStatus>().notNull().default('BARU'),
    assigneeId: integer('assignee_id').references(() => helpAgent.id),
    /** Who opened it (a username) and where replies are mailed. */
    reporter: varchar('reporter', { length: 64 }).notNull(),
    reporterEmail: varchar('reporter_email', { length: 254 }).notNull(),
    /** The SLA clock (contract/help/sla.ts): due while running, what is left while paused or closed. */
    slaDueAt: ts('sla_due_at'),
    slaRemaining: integer('sla_remaining').notNull(),
    slaBreached: boolean('sla_breached').notNull().default(false),
    escalatedAt: ts('escalated_at'),
    escalatedTo: varchar('escalated_to', { length: 64 }),
    closedAt: ts('closed_at'),
    ...auditStamps(),
  },
  (t) => [
    uniqueIndex('help_ticket_no_uq').on(t.ticketNo),
    index('help_ticket_status_idx').on(t.status, t.createdAt),
    index('help_ticket_merchant_idx').on(t.merchantId, t.createdAt),
    index('help_ticket_client_idx').on(t.clientId, t.createdAt),
    // The escalation sweep: running tickets by due time, not yet escalated.
    index('help_ticket_due_idx')
      .on(t.slaDueAt)
      .where(sql`${t.slaDueAt} is not null and ${t.escalatedAt} is null`),
    check('help_ticket_trx_ref', sql`(${t.trxKind} is null) = (${t.trxNo} is null)`),
  ],
)

export const helpTicketMessage = pgTable(
  'help_ticket_message',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => helpTicket.id),
    /** REPLY to the merchant, internal NOTE, STATUS change with its note, SYSTEM (escalation), MERCHANT's own text. */
    kind: varchar('kind', { length: 10 })
      .$type<'REPLY' | 'NOTE' | 'STATUS' | 'SYSTEM' | 'MERCHANT'>()
      .notNull(),
    bodyHtml: text('body_html').notNull(),
    statusFrom: varchar('status_from', { length: 16 }),
    statusTo: varchar('status_to', { length: 16 }),
    author: varchar('author', { length: 64 }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('help_ticket_message_ticket_idx').on(t.ticketId, t.id)],
)

export const helpTicketAttachment = pgTable(
  'help_ticket_attachment',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => helpTicket.id),
    messageId: integer('message_id').references(() => helpTicketMessage.id),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFile.id),
  },
  (t) => [index('help_ticket_attachment_ticket_idx').on(t.ticketId)],
)

export const helpCannedReply = pgTable(
  'help_canned_reply',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: varchar('title', { length: 100 }).notNull(),
    body: text('body').notNull(),
    trxKind: varchar('trx_kind', { length: 10 }).$type<TrxRefKind>(),
    rc: varchar('rc', { length: 2 }),
    active: boolean('active').notNull().default(true),
    ...auditStamps(),
  },
  (t) => [uniqueIndex('help_canned_reply_title_uq').on(t.title)],
)
