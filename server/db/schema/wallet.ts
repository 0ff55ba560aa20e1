import { sql } from 'drizzle-orm'
import {
  bigint,
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import type { DocStatus, ItemStatus, NameMatch } from '#contract/wallet/vocabulary.ts'
import { auditStamps, money, ts } from './columns.ts'
import { client } from './corporate.ts'
import { ledgerAccount, ledgerHold } from './ledger.ts'

/**
 * Disbursement documents of the corporate wallet (issue 17 item 3, docs/ARCHITECTURE.md "Corporate wallet"): a
 * client's file of recipients, checked row by row, submitted by a maker, approved by another user (the ledger holds
 * total plus fees on the client's wallet) and executed item by item by a background job.
 */
export const disburseDoc = pgTable(
  'disburse_doc',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** `DSB/2026/11/0001` (the row's own id: unique without a per-month counter to race on). */
    docNo: varchar('doc_no', { length: 24 }).notNull(),
    clientId: integer('client_id')
      .notNull()
      .references(() => client.id),
    walletAccountId: integer('wallet_account_id')
      .notNull()
      .references(() => ledgerAccount.id),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    format: varchar('format', { length: 4 }).notNull(),
    status: varchar('status', { length: 10 }).$type<DocStatus>().notNull().default('DRAFT'),
    submittedBy: varchar('submitted_by', { length: 64 }),
    submittedAt: ts('submitted_at'),
    approvedBy: varchar('approved_by', { length: 64 }),
    approvedAt: ts('approved_at'),
    rejectReason: varchar('reject_reason', { length: 300 }),
    /** The hold of the current execution round (approval, then each retry of failed items). */
    holdId: bigint('hold_id', { mode: 'number' }).references(() => ledgerHold.id),
    round: integer('round').notNull().default(0),
    jobId: bigint('job_id', { mode: 'number' }),
    finishedAt: ts('finished_at'),
    ...auditStamps(),
  },
  (t) => [
    uniqueIndex('disburse_doc_no_uq').on(t.docNo),
    index('disburse_doc_client_idx').on(t.clientId, t.createdAt),
    index('disburse_doc_status_idx').on(t.status, t.createdAt),
  ],
)

export const disburseItem = pgTable(
  'disburse_item',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    docId: integer('doc_id')
      .notNull()
      .references(() => disburseDoc.id, { onDelete: 'cascade' }),
    /** The row of the uploaded file (1 = the header), kept when a row is fixed. */
    line: integer('line').notNull(),
    bankCode: varchar('bank_code', { length: 3 }).notNull(),
    accountNo: varchar('account_no', { length: 30 }).notNull(),
    /** The name the maker expects (the file's nama_penerima), compared with the inquiry's answer. */
    expectedName: varchar('expected_name', { length: 120 }).notNull().default(''),
    amount: money('amount').notNull(),
    fee: money('fee').notNull(),
    note: varchar('note', { length: 100 }).notNull().default(''),
    /** What is wrong with the row (empty: valid). A document is submitted only when every row is valid. */
    problems: jsonb('problems').$type<string[]>().notNull().default([]),
    /** The first row of the document with the same bank, account and amount (a duplicate; recomputed on each change). */
    duplicateOf: integer('duplicate_of'),
    inquiryName: varchar('inquiry_name', { length: 120 }),
    nameMatch: varchar('name_match', { length: 8 }).$type<NameMatch>(),
    status: varchar('status', { length: 8 }).$type<ItemStatus>().notNull().default('NEW'),
    /** The idempotency key the bank adapter gets: the same on a resend after a lost answer, new after a refusal. */
    bankKey: varchar('bank_key', { length: 60 }),
    tries: integer('tries').notNull().default(0),
    bankRef: varchar('bank_ref', { length: 40 }),
    failReason: varchar('fail_reason', { length: 200 }),
    entryId: bigint('entry_id', { mode: 'number' }),
    paidAt: ts('paid_at'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('disburse_item_doc_idx').on(t.docId, t.line),
    index('disburse_item_status_idx').on(t.docId, t.status),
    uniqueIndex('disburse_item_bank_key_uq').on(t.bankKey),
    // 0 only for a row whose amount could not be read (it has a problem, and no document is submitted with one).
    check('disburse_item_amount', sql`${t.amount} >= 0 and ${t.fee} >= 0`),
    // Paid exactly when posted: the database refuses a paid item without its ledger entry.
    check('disburse_item_posted', sql`(${t.status} = 'PAID') = (${t.entryId} is not null)`),
  ],
)

/**
 * The demo's simulated bank keeps its own books (server/areas/wallet/simulated-bank.ts): one row per transfer it
 * accepted, unique by the sender's idempotency key, and how many times that key was sent. In production this is
 * the bank's side; here it lets the crash test prove every item was paid exactly once.
 */
export const simBankTransfer = pgTable(
  'sim_bank_transfer',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    idempotencyKey: varchar('idempotency_key', { length: 60 }).notNull(),
    bankCode: char('bank_code', { length: 3 }).notNull(),
    accountNo: varchar('account_no', { length: 30 }).notNull(),
    amount: money('amount').notNull(),
    status: varchar('status', { length: 8 }).$type<'SUCCESS' | 'FAILED'>().notNull(),
    reason: varchar('reason', { length: 200 }),
    bankRef: varchar('bank_ref', { length: 40 }).notNull(),
    received: integer('received').notNull().default(1),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sim_bank_transfer_key_uq').on(t.idempotencyKey)],
)
