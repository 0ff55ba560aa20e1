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
import type { AccountKind, EntryKind, HoldStatus } from '#contract/ledger/kinds.ts'
import { money, ts } from './columns.ts'
import { client, merchant } from './corporate.ts'

/**
 * The double-entry ledger (issue 17 item 1, docs/ARCHITECTURE.md "Ledger and deposits"). Balances are kept on the
 * account beside the journal, written in the same transaction as the lines by one function
 * (server/areas/ledger/post.ts), and `npm run ledger:reconcile` checks them against the journal. The triggers
 * (migration 0029) make posted lines and entries immutable and refuse an insert whose entries do not sum to zero.
 */
export const ledgerAccount = pgTable(
  'ledger_account',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** `DEP-<MID>`, `WAL-<client>`, `WAL-<client>-HELD`, `SYS-CLEARING`, `SYS-FEE`, `SYS-BANK-<code>`. */
    code: varchar('code', { length: 40 }).notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    kind: varchar('kind', { length: 20 }).$type<AccountKind>().notNull(),
    merchantId: integer('merchant_id').references(() => merchant.id),
    clientId: integer('client_id').references(() => client.id),
    /** A wallet's held-balance account: a reserve moves money there, a post or void moves it on or back. */
    heldAccountId: integer('held_account_id'),
    balance: money('balance').notNull().default(0),
    /** Lines posted on it (a statement's count, and what a concurrent reader can compare). */
    version: integer('version').notNull().default(0),
    lastPostedAt: ts('last_posted_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_account_code_uq').on(t.code),
    uniqueIndex('ledger_account_merchant_uq').on(t.merchantId, t.kind),
    index('ledger_account_kind_idx').on(t.kind, t.id),
    index('ledger_account_client_idx').on(t.clientId),
    // Enforced by the database, not only by the posting code: only the contra accounts go below zero.
    check(
      'ledger_account_balance_nonneg',
      sql`${t.balance} >= 0 or ${t.kind} in ('CLEARING', 'BANK_SETTLEMENT')`,
    ),
  ],
)

/** A journal entry: its lines sum to zero; written once, never changed (a correction is a new entry). */
export const ledgerEntry = pgTable(
  'ledger_entry',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Unique: a retry with the same key answers the first posting. */
    idempotencyKey: varchar('idempotency_key', { length: 100 }).notNull(),
    /** sha256 of the request (kind and lines): the same key with another request is a conflict (409). */
    requestHash: char('request_hash', { length: 64 }).notNull(),
    kind: varchar('kind', { length: 16 }).$type<EntryKind>().notNull(),
    /** The business reference shown in statements: `DEP20261127000123`. */
    refNo: varchar('ref_no', { length: 40 }).notNull(),
    description: varchar('description', { length: 200 }).notNull().default(''),
    /** The entry a correction or a hold's post/void refers to. */
    relatedEntryId: bigint('related_entry_id', { mode: 'number' }),
    postedAt: ts('posted_at').notNull().defaultNow(),
    postedBy: varchar('posted_by', { length: 64 }).notNull(),
  },
  (t) => [
    uniqueIndex('ledger_entry_key_uq').on(t.idempotencyKey),
    index('ledger_entry_ref_idx').on(t.refNo),
    index('ledger_entry_time_idx').on(t.postedAt, t.id),
  ],
)

/** One line of an entry on one account, with the account's balance before and after it (a statement is read). */
export const ledgerLine = pgTable(
  'ledger_line',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerEntry.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccount.id),
    /** Signed whole rupiah: positive raises the account's balance. */
    amount: money('amount').notNull(),
    balanceBefore: money('balance_before').notNull(),
    balanceAfter: money('balance_after').notNull(),
    /** The entry's time, copied: a statement walks (account, posted_at, id) without a join. */
    postedAt: ts('posted_at').notNull(),
    /** The entry's kind, copied for the same reason (history filters by movement type). */
    kind: varchar('kind', { length: 16 }).$type<EntryKind>().notNull(),
  },
  (t) => [
    index('ledger_line_account_idx').on(t.accountId, t.postedAt, t.id),
    index('ledger_line_entry_idx').on(t.entryId),
    check('ledger_line_nonzero', sql`${t.amount} <> 0`),
    check('ledger_line_running', sql`${t.balanceAfter} = ${t.balanceBefore} + ${t.amount}`),
  ],
)

/**
 * A two-phase hold: the reserve moved `amount` from the account to its held account; it is then posted (to a
 * destination, any part not used going back) or voided, at the latest when it expires (the sweep).
 */
export const ledgerHold = pgTable(
  'ledger_hold',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccount.id),
    heldAccountId: integer('held_account_id')
      .notNull()
      .references(() => ledgerAccount.id),
    amount: money('amount').notNull(),
    /**
     * What partial posts (`captureHold`: one disbursement item at a time) already took from the hold; the held
     * account carries `amount - captured` while the hold is reserved, and its post or void settles that rest.
     */
    captured: money('captured').notNull().default(0),
    status: varchar('status', { length: 10 }).$type<HoldStatus>().notNull().default('RESERVED'),
    expiresAt: ts('expires_at').notNull(),
    reserveEntryId: bigint('reserve_entry_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerEntry.id),
    settleEntryId: bigint('settle_entry_id', { mode: 'number' }).references(() => ledgerEntry.id),
    settledAt: ts('settled_at'),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    uniqueIndex('ledger_hold_reserve_uq').on(t.reserveEntryId),
    index('ledger_hold_open_idx').on(t.expiresAt).where(sql`${t.status} = 'RESERVED'`),
    check('ledger_hold_positive', sql`${t.amount} > 0`),
    check('ledger_hold_captured', sql`${t.captured} >= 0 and ${t.captured} <= ${t.amount}`),
  ],
)
