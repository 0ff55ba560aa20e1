import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  char,
  check,
  index,
  integer,
  pgTable,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import type { DepositRequestStatus, SvtrxDirection } from '#contract/deposit/vocabulary.ts'
import type { EntryKind } from '#contract/ledger/kinds.ts'
import type { DepositMethod } from '#contract/transactions/catalogue.ts'
import { auditStamps, money, ts } from './columns.ts'
import { client, corporateGroup, merchant, region } from './corporate.ts'
import { storedFile } from './files.ts'
import { ledgerEntry } from './ledger.ts'

/**
 * Merchant deposits (issue 17 item 2). The money itself is in the ledger (schema/ledger.ts: each merchant's
 * MERCHANT_DEPOSIT account); these are the masters and the top-up requests waiting for a finance check.
 */

/** Metode Pembayaran Deposit: how a merchant pays in (a bank's virtual account, a transfer to MINT's account). */
export const depositPaymentMethod = pgTable(
  'deposit_payment_method',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    method: varchar('method', { length: 10 }).$type<DepositMethod>().notNull(),
    bankCode: char('bank_code', { length: 3 }).notNull(),
    /** The VA prefix (company code) or MINT's receiving account number. */
    accountNo: varchar('account_no', { length: 24 }).notNull(),
    accountName: varchar('account_name', { length: 100 }).notNull().default(''),
    /** Flat fee per top-up in rupiah, deducted from what reaches the deposit (MINT's fee income). */
    fee: money('fee').notNull().default(0),
    active: boolean('active').notNull().default(true),
    ...auditStamps(),
  },
  (t) => [
    uniqueIndex('deposit_payment_method_code_uq').on(t.code),
    check('deposit_pm_fee', sql`${t.fee} >= 0`),
  ],
)

/** The deposit's movement types (svtrx-type), one row per ledger entry kind a deposit sees. */
export const svtrxType = pgTable(
  'svtrx_type',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: varchar('code', { length: 16 }).$type<EntryKind>().notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    direction: varchar('direction', { length: 6 }).$type<SvtrxDirection>().notNull(),
    description: varchar('description', { length: 200 }).notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(1),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('svtrx_type_code_uq').on(t.code)],
)

/**
 * A top-up request: the merchant says it paid (with a proof); a finance user other than the one who entered it
 * approves (the ledger posts the top-up) or rejects it with a reason.
 */
export const depositTopupRequest = pgTable(
  'deposit_topup_request',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    refNo: varchar('ref_no', { length: 24 }).notNull(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchant.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => client.id),
    regionId: integer('region_id')
      .notNull()
      .references(() => region.id),
    groupId: integer('group_id')
      .notNull()
      .references(() => corporateGroup.id),
    paymentMethodId: integer('payment_method_id')
      .notNull()
      .references(() => depositPaymentMethod.id),
    amount: money('amount').notNull(),
    fee: money('fee').notNull(),
    proofFileId: uuid('proof_file_id')
      .notNull()
      .references(() => storedFile.id),
    note: varchar('note', { length: 300 }).notNull().default(''),
    status: varchar('status', { length: 10 }).$type<DepositRequestStatus>().notNull().default('PENDING'),
    rejectReason: varchar('reject_reason', { length: 300 }),
    verifiedBy: varchar('verified_by', { length: 64 }),
    verifiedAt: ts('verified_at'),
    entryId: bigint('entry_id', { mode: 'number' }).references(() => ledgerEntry.id),
    ...auditStamps(),
  },
  (t) => [
    uniqueIndex('deposit_topup_request_ref_uq').on(t.refNo),
    index('deposit_topup_request_merchant_idx').on(t.merchantId, t.createdAt),
    index('deposit_topup_request_status_idx').on(t.status, t.createdAt),
    index('deposit_topup_request_client_idx').on(t.clientId, t.createdAt),
    check('deposit_topup_amount', sql`${t.amount} > 0 and ${t.fee} >= 0 and ${t.fee} < ${t.amount}`),
    // Approved exactly when posted: the database refuses an approval without its ledger entry.
    check('deposit_topup_posted', sql`(${t.status} = 'APPROVED') = (${t.entryId} is not null)`),
  ],
)

/**
 * A correction or refund of a merchant's deposit asked for by one user and posted only when another approves it
 * (issue 30, the workflow `deposit-adjustment`): money is never created on one person's word. A refund names the
 * deduction it reverses (its ledger entry); the refunds of one deduction never exceed it. The caller's key makes
 * the request idempotent.
 */
export const depositAdjustmentRequest = pgTable(
  'deposit_adjustment_request',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    refNo: varchar('ref_no', { length: 24 }).notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 80 }).notNull(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchant.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => client.id),
    regionId: integer('region_id')
      .notNull()
      .references(() => region.id),
    groupId: integer('group_id')
      .notNull()
      .references(() => corporateGroup.id),
    kind: varchar('kind', { length: 10 }).$type<'REFUND' | 'CORRECTION'>().notNull(),
    direction: varchar('direction', { length: 6 }).$type<'CREDIT' | 'DEBIT'>().notNull(),
    amount: money('amount').notNull(),
    /** The deduction a refund reverses (its entry on this merchant's deposit). */
    reversesEntryId: bigint('reverses_entry_id', { mode: 'number' }).references(() => ledgerEntry.id),
    reason: varchar('reason', { length: 300 }).notNull(),
    status: varchar('status', { length: 10 }).$type<DepositRequestStatus>().notNull().default('PENDING'),
    rejectReason: varchar('reject_reason', { length: 300 }),
    decidedBy: varchar('decided_by', { length: 64 }),
    decidedAt: ts('decided_at'),
    entryId: bigint('entry_id', { mode: 'number' }).references(() => ledgerEntry.id),
    ...auditStamps(),
  },
  (t) => [
    uniqueIndex('deposit_adjustment_ref_uq').on(t.refNo),
    uniqueIndex('deposit_adjustment_key_uq').on(t.idempotencyKey),
    index('deposit_adjustment_merchant_idx').on(t.merchantId, t.createdAt),
    index('deposit_adjustment_status_idx').on(t.status, t.createdAt),
    index('deposit_adjustment_reverses_idx').on(t.reversesEntryId),
    check('deposit_adjustment_amount', sql`${t.amount} > 0`),
    // A refund raises the deposit and names its deduction; a correction goes either way.
    check(
      'deposit_adjustment_refund',
      sql`(${t.kind} = 'REFUND') = (${t.reversesEntryId} is not null) and (${t.kind} <> 'REFUND' or ${t.direction} = 'CREDIT')`,
    ),
    check('deposit_adjustment_posted', sql`(${t.status} = 'APPROVED') = (${t.entryId} is not null)`),
  ],
)
