import { sql } from 'drizzle-orm'
import {
  disburseDoc as docDef,
  disburseItem as itemDef,
  walletAccount,
  walletStatement,
} from '#contract/wallet/lists.ts'
import { disburseWorkflow } from '#contract/wallet/workflows.ts'
import {
  bank,
  client,
  disburseDoc,
  disburseItem,
  job,
  ledgerAccount,
  ledgerEntry,
  ledgerLine,
} from '../../db/schema/index.ts'
import { serverResource } from '../../engine/resource.ts'
import { actorName, actorsColumn } from '../../engine/workflow.ts'
import { scopeBy } from '../corporate/scope.ts'

const readOnly = () => {
  throw new Error('written by the ledger and the disbursement calls, not by the resource engine')
}

/**
 * A wallet belongs to a client, and so does everything of it: a client-level user sees their client's, a user
 * scoped to everything sees all, and a region, group or merchant user sees none (a wallet is above them).
 */
const byClient = (column: Parameters<typeof scopeBy>[0]['CLIENT']) => scopeBy({ CLIENT: column })

export const walletAccountResource = serverResource({
  def: walletAccount,
  table: ledgerAccount,
  from: sql`${ledgerAccount} join ${client} on ${client.id} = ${ledgerAccount.clientId}`,
  fixed: sql`${ledgerAccount.kind} = 'CLIENT_WALLET'`,
  select: {
    walletNo: ledgerAccount.code,
    clientCode: client.code,
    clientName: client.name,
    heldBalance: sql`(select h.balance from ${ledgerAccount} h where h.id = ${ledgerAccount.heldAccountId})`,
    movements: ledgerAccount.version,
  },
  search: [ledgerAccount.code, client.code, client.name],
  scope: byClient(ledgerAccount.clientId),
  toValues: readOnly,
})

export const walletStatementResource = serverResource({
  def: walletStatement,
  table: ledgerLine,
  from: sql`${ledgerLine} join ${ledgerAccount} on ${ledgerAccount.id} = ${ledgerLine.accountId}
    join ${ledgerEntry} on ${ledgerEntry.id} = ${ledgerLine.entryId}
    join ${client} on ${client.id} = ${ledgerAccount.clientId}`,
  fixed: sql`${ledgerAccount.kind} in ('CLIENT_WALLET', 'CLIENT_WALLET_HELD')`,
  select: {
    refNo: ledgerEntry.refNo,
    walletNo: ledgerAccount.code,
    accountKind: ledgerAccount.kind,
    clientId: ledgerAccount.clientId,
    clientName: client.name,
    debit: sql`greatest(-${ledgerLine.amount}, 0)`,
    credit: sql`greatest(${ledgerLine.amount}, 0)`,
    description: ledgerEntry.description,
    postedBy: ledgerEntry.postedBy,
  },
  search: [ledgerEntry.refNo, client.name],
  scope: byClient(ledgerAccount.clientId),
  toValues: readOnly,
})

/** A document's counts and sums, from its items in one pass (items are read through (doc_id, status)). */
const totals = sql`(select count(*)::int as item_count,
    count(*) filter (where jsonb_array_length(i.problems) > 0 or i.duplicate_of is not null)::int as invalid_count,
    count(*) filter (where i.name_match = 'MISMATCH')::int as mismatch_count,
    coalesce(sum(i.amount), 0)::bigint as total_amount, coalesce(sum(i.fee), 0)::bigint as total_fee,
    count(*) filter (where i.status = 'PAID')::int as paid_count,
    count(*) filter (where i.status = 'FAILED')::int as failed_count,
    count(*) filter (where i.status in ('PENDING', 'SENDING', 'SUSPECT'))::int as open_count,
    coalesce(sum(i.amount) filter (where i.status = 'PAID'), 0)::bigint as paid_amount
  from ${disburseItem} i where i.doc_id = ${disburseDoc.id})`

export const disburseDocResource = serverResource({
  def: docDef,
  table: disburseDoc,
  from: sql`${disburseDoc} join ${client} on ${client.id} = ${disburseDoc.clientId}
    cross join lateral ${totals} t`,
  select: {
    clientName: client.name,
    itemCount: sql`t.item_count`,
    invalidCount: sql`t.invalid_count`,
    mismatchCount: sql`t.mismatch_count`,
    totalAmount: sql`t.total_amount`,
    totalFee: sql`t.total_fee`,
    paidCount: sql`t.paid_count`,
    failedCount: sql`t.failed_count`,
    openCount: sql`t.open_count`,
    paidAmount: sql`t.paid_amount`,
    stalled: sql`(${disburseDoc.status} in ('APPROVED', 'PROCESSING')
      and exists (select 1 from ${job} j where j.id = ${disburseDoc.jobId} and j.state = 'failed'))`,
    createdBy: actorName(disburseWorkflow, ['CREATE'], disburseDoc.id, disburseDoc.createdBy),
    submittedBy: actorName(disburseWorkflow, ['SUBMIT'], disburseDoc.id, disburseDoc.submittedBy),
    approvedBy: actorName(disburseWorkflow, ['APPROVE', 'REJECT'], disburseDoc.id, disburseDoc.approvedBy),
    actors: actorsColumn(disburseWorkflow, disburseDoc.id),
  },
  search: [disburseDoc.docNo, client.name, disburseDoc.fileName],
  scope: byClient(disburseDoc.clientId),
  toValues: readOnly,
})

export const disburseItemResource = serverResource({
  def: itemDef,
  table: disburseItem,
  from: sql`${disburseItem} join ${disburseDoc} on ${disburseDoc.id} = ${disburseItem.docId}
    left join ${bank} on ${bank.code} = ${disburseItem.bankCode}`,
  select: {
    docNo: disburseDoc.docNo,
    bankName: sql`coalesce(${bank.shortName}, ${disburseItem.bankCode})`,
    problems: sql`concat_ws(' ', array_to_string(array(select jsonb_array_elements_text(${disburseItem.problems})), ' '),
      'Duplikat dengan baris ' || ${disburseItem.duplicateOf} || '.')`,
    valid: sql`(jsonb_array_length(${disburseItem.problems}) = 0 and ${disburseItem.duplicateOf} is null)`,
  },
  search: [disburseItem.accountNo, disburseItem.expectedName, disburseItem.inquiryName],
  scope: byClient(disburseDoc.clientId),
  toValues: readOnly,
})
