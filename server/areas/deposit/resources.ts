import { sql } from 'drizzle-orm'
import { bigint, integer, pgTable, varchar } from 'drizzle-orm/pg-core'
import {
  depositAdjustment,
  depositHistory,
  depositSummary,
  depositTopup,
  merchantSaving,
} from '#contract/deposit/lists.ts'
import { depositPaymentMethod as methodDef } from '#contract/deposit/payment-method.ts'
import { depositAdjustmentWorkflow, depositTopupWorkflow } from '#contract/deposit/workflows.ts'
import {
  bank,
  client,
  depositAdjustmentRequest,
  depositPaymentMethod,
  depositTopupRequest,
  ledgerAccount,
  ledgerEntry,
  ledgerLine,
  merchant,
  storedFile,
} from '../../db/schema/index.ts'
import { serverResource } from '../../engine/resource.ts'
import { actorName, actorsColumn } from '../../engine/workflow.ts'
import { dependent } from '../corporate/dependents.ts'
import { readByEveryScope, scopeBy } from '../corporate/scope.ts'
import { requireKnownBank } from '../master/bank-check.ts'

const readOnly = () => {
  throw new Error('written by the ledger and the deposit calls, not by the resource engine')
}

/** Every deposit list is scoped through the merchant it belongs to (docs/PRODUCT.md §6). */
const merchantScope = scopeBy({
  CLIENT: merchant.clientId,
  REGION: merchant.regionId,
  GROUP: merchant.groupId,
  MERCHANT: merchant.id,
})

export const merchantSavingResource = serverResource({
  def: merchantSaving,
  table: ledgerAccount,
  from: sql`${ledgerAccount} join ${merchant} on ${merchant.id} = ${ledgerAccount.merchantId}
    join ${client} on ${client.id} = ${merchant.clientId}`,
  fixed: sql`${ledgerAccount.kind} = 'MERCHANT_DEPOSIT'`,
  select: {
    accountCode: ledgerAccount.code,
    merchantId: merchant.id,
    mid: merchant.mid,
    merchantName: merchant.name,
    clientId: merchant.clientId,
    clientName: client.name,
    movements: ledgerAccount.version,
    pendingTopups: sql`(select count(*)::int from ${depositTopupRequest} r
      where r.merchant_id = ${merchant.id} and r.status = 'PENDING')`,
  },
  search: [merchant.mid, merchant.name],
  scope: merchantScope,
  toValues: readOnly,
})

export const depositTopupResource = serverResource({
  def: depositTopup,
  table: depositTopupRequest,
  from: sql`${depositTopupRequest} join ${merchant} on ${merchant.id} = ${depositTopupRequest.merchantId}
    join ${depositPaymentMethod} on ${depositPaymentMethod.id} = ${depositTopupRequest.paymentMethodId}
    join ${storedFile} on ${storedFile.id} = ${depositTopupRequest.proofFileId}`,
  select: {
    mid: merchant.mid,
    merchantName: merchant.name,
    methodName: depositPaymentMethod.name,
    credited: sql`${depositTopupRequest.amount} - ${depositTopupRequest.fee}`,
    proofName: storedFile.name,
    createdBy: actorName(
      depositTopupWorkflow,
      ['CREATE'],
      depositTopupRequest.id,
      depositTopupRequest.createdBy,
    ),
    verifiedBy: actorName(
      depositTopupWorkflow,
      ['APPROVE', 'REJECT'],
      depositTopupRequest.id,
      depositTopupRequest.verifiedBy,
    ),
    actors: actorsColumn(depositTopupWorkflow, depositTopupRequest.id),
  },
  search: [depositTopupRequest.refNo, merchant.mid, merchant.name],
  scope: scopeBy({
    CLIENT: depositTopupRequest.clientId,
    REGION: depositTopupRequest.regionId,
    GROUP: depositTopupRequest.groupId,
    MERCHANT: depositTopupRequest.merchantId,
  }),
  toValues: readOnly,
})

export const depositAdjustmentResource = serverResource({
  def: depositAdjustment,
  table: depositAdjustmentRequest,
  from: sql`${depositAdjustmentRequest} join ${merchant} on ${merchant.id} = ${depositAdjustmentRequest.merchantId}
    left join ${ledgerEntry} on ${ledgerEntry.id} = ${depositAdjustmentRequest.reversesEntryId}`,
  select: {
    mid: merchant.mid,
    merchantName: merchant.name,
    reversesRef: ledgerEntry.refNo,
    createdBy: actorName(
      depositAdjustmentWorkflow,
      ['CREATE'],
      depositAdjustmentRequest.id,
      depositAdjustmentRequest.createdBy,
    ),
    decidedBy: actorName(
      depositAdjustmentWorkflow,
      ['APPROVE', 'REJECT'],
      depositAdjustmentRequest.id,
      depositAdjustmentRequest.decidedBy,
    ),
    actors: actorsColumn(depositAdjustmentWorkflow, depositAdjustmentRequest.id),
  },
  search: [depositAdjustmentRequest.refNo, merchant.mid, merchant.name],
  scope: scopeBy({
    CLIENT: depositAdjustmentRequest.clientId,
    REGION: depositAdjustmentRequest.regionId,
    GROUP: depositAdjustmentRequest.groupId,
    MERCHANT: depositAdjustmentRequest.merchantId,
  }),
  toValues: readOnly,
})

export const depositHistoryResource = serverResource({
  def: depositHistory,
  table: ledgerLine,
  from: sql`${ledgerLine} join ${ledgerAccount} on ${ledgerAccount.id} = ${ledgerLine.accountId}
    join ${ledgerEntry} on ${ledgerEntry.id} = ${ledgerLine.entryId}
    join ${merchant} on ${merchant.id} = ${ledgerAccount.merchantId}`,
  fixed: sql`${ledgerAccount.kind} = 'MERCHANT_DEPOSIT'`,
  select: {
    refNo: ledgerEntry.refNo,
    merchantId: merchant.id,
    mid: merchant.mid,
    merchantName: merchant.name,
    debit: sql`greatest(-${ledgerLine.amount}, 0)`,
    credit: sql`greatest(${ledgerLine.amount}, 0)`,
    description: ledgerEntry.description,
    postedBy: ledgerEntry.postedBy,
  },
  search: [ledgerEntry.refNo, merchant.mid, merchant.name],
  scope: merchantScope,
  toValues: readOnly,
})

/**
 * Per merchant and WIB month, read from the lines themselves: the opening is the month's first line's balance
 * before, the closing its last line's balance after (a statement is read, not recomputed). The merchant named
 * (its filter, or a merchant-scoped user) is pushed into the grouping by PostgreSQL, so one merchant reads only
 * its own lines through (account_id, posted_at, id).
 */
/** The columns of the subquery below, named so the engine can treat it as a table (not a table of the schema). */
const month = pgTable('deposit_month', {
  id: bigint('id', { mode: 'number' }).notNull(),
  month: varchar('month').notNull(),
  merchantId: integer('merchant_id').notNull(),
  opening: bigint('opening', { mode: 'number' }).notNull(),
  topups: bigint('topups', { mode: 'number' }).notNull(),
  deductions: bigint('deductions', { mode: 'number' }).notNull(),
  refunds: bigint('refunds', { mode: 'number' }).notNull(),
  corrections: bigint('corrections', { mode: 'number' }).notNull(),
  closing: bigint('closing', { mode: 'number' }).notNull(),
  movements: integer('movements').notNull(),
})

const monthly = sql`(
  select a.id::bigint * 1000000 + to_char(l.posted_at at time zone 'Asia/Jakarta', 'YYYYMM')::int as id,
         to_char(l.posted_at at time zone 'Asia/Jakarta', 'YYYY-MM') as month,
         a.merchant_id,
         (array_agg(l.balance_before order by l.posted_at, l.id))[1] as opening,
         coalesce(sum(l.amount) filter (where l.kind = 'TOPUP'), 0)::bigint as topups,
         coalesce(-sum(l.amount) filter (where l.kind = 'DEDUCTION'), 0)::bigint as deductions,
         coalesce(sum(l.amount) filter (where l.kind = 'REFUND'), 0)::bigint as refunds,
         coalesce(sum(l.amount) filter (where l.kind = 'CORRECTION'), 0)::bigint as corrections,
         (array_agg(l.balance_after order by l.posted_at desc, l.id desc))[1] as closing,
         count(*)::int as movements
    from ${ledgerLine} l join ${ledgerAccount} a on a.id = l.account_id
   where a.kind = 'MERCHANT_DEPOSIT'
   group by a.id, a.merchant_id, 2, 1) "deposit_month"`

export const depositSummaryResource = serverResource({
  def: depositSummary,
  table: month,
  from: sql`${monthly} join ${merchant} on ${merchant.id} = ${month.merchantId}`,
  select: { mid: merchant.mid, merchantName: merchant.name },
  search: [merchant.mid, merchant.name],
  scope: merchantScope,
  toValues: readOnly,
})

export const depositPaymentMethodResource = serverResource({
  def: methodDef,
  table: depositPaymentMethod,
  from: sql`${depositPaymentMethod} left join ${bank} on ${bank.code} = ${depositPaymentMethod.bankCode}`,
  select: { bankName: sql`coalesce(${bank.shortName}, ${depositPaymentMethod.bankCode})` },
  search: [depositPaymentMethod.code, depositPaymentMethod.name],
  scope: readByEveryScope,
  // A bank the bank list does not know, or an inactive one newly chosen, is refused (issue 15, bad input).
  async toValues(input, { db, before }) {
    await requireKnownBank(db, 'bankCode', String(input.bankCode), before)
    return input
  },
  unique: [{ constraint: 'deposit_payment_method_code_uq', field: 'code', label: 'Kode metode' }],
  dependents: [dependent('permintaan top up', depositTopupRequest, depositTopupRequest.paymentMethodId)],
})
