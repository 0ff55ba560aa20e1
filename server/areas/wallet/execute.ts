import { sql } from 'drizzle-orm'
import { WALLET_FEATURES } from '#contract/wallet/vocabulary.ts'
import type { Db } from '../../db/client.ts'
import { rowsOf } from '../../engine/query.ts'
import type { JobContext, JobHandler } from '../../jobs/runner.ts'
import { systemAccountId } from '../ledger/accounts.ts'
import { captureHold, extendHold, voidHold } from '../ledger/holds.ts'
import { type BankAdapter, BankUnreachable, type TransferOutcome } from './bank-adapter.ts'
import { mapBounded } from './rows.ts'

/**
 * Execution of an approved document (issue 17 items 3 and 4) as a background job, item by item, safe against a
 * crash at any point:
 *   - an item is marked SENDING (committed) before the bank is asked, under the item's own idempotency key;
 *   - a paid item's capture from the hold (amount to bank settlement, fee to fee income) and its PAID status are
 *     one transaction, the capture under a key of its own, so settling twice captures once;
 *   - a run first settles whatever a previous run left SENDING or SUSPECT by asking the bank's advice: paid or
 *     refused is settled as such, never received is sent again (the same key), so no item is paid twice;
 *   - when every item is final the rest of the hold is released and the document is Selesai, Sebagian Gagal or
 *     Gagal. An item still unknown (the bank unreachable) leaves the job to be tried again later.
 * A killed process leaves its job's lease to run out (LEASE_MS); another worker claims it and resumes here.
 */
export const DISBURSE_JOB = 'disburse-execute'

/** Transfers in flight at once per document (a bank's API is not to be flooded). */
export const SEND_CONCURRENCY = 8
/** Items claimed per step, between two progress reports (each renews the lease). */
const BATCH = 64
const LEASE_MS = 15_000
/**
 * How long a round's hold lasts beyond the last run that worked on it. Approval reserves it for this long and every
 * run of the job extends it again, so a document whose bank answers are late keeps its money held; only a hold no
 * run has touched for this long (its document abandoned) is given back by the sweep.
 */
export const HOLD_DAYS = 30
export const holdUntil = (now = Date.now()) => new Date(now + HOLD_DAYS * 86_400_000)

interface Item {
  id: number
  bankCode: string
  accountNo: string
  amount: number
  fee: number
  note: string
  bankKey: string
}

const itemOf = (r: Record<string, unknown>): Item => ({
  id: Number(r.id),
  bankCode: String(r.bank_code),
  accountNo: String(r.account_no),
  amount: Number(r.amount),
  fee: Number(r.fee),
  note: String(r.note),
  bankKey: String(r.bank_key),
})

interface Doc {
  id: number
  docNo: string
  holdId: number
  round: number
}

/** Records the bank's final answer for an item that is SENDING or SUSPECT (anything else: already settled). */
async function settle(db: Db, doc: Doc, item: Item, outcome: TransferOutcome) {
  if (outcome.status === 'FAILED') {
    await db.execute(sql`update disburse_item set status = 'FAILED', fail_reason = ${outcome.reason.slice(0, 200)},
        bank_ref = ${outcome.bankRef}, updated_at = now()
      where id = ${item.id} and status in ('SENDING', 'SUSPECT')`)
    return
  }
  const bank = await systemAccountId(db, 'bankSettlement')
  const income = await systemAccountId(db, 'feeIncome')
  await db.transaction(async (tx) => {
    const [locked] = rowsOf(
      await tx.execute(sql`select status from disburse_item where id = ${item.id} for update`),
    )
    if (locked?.status !== 'SENDING' && locked?.status !== 'SUSPECT') return
    const { entry } = await captureHold(tx, {
      holdId: doc.holdId,
      key: `disburse-item-${item.bankKey}`,
      destinations: [
        { accountId: bank, amount: item.amount },
        ...(item.fee > 0 ? [{ accountId: income, amount: item.fee }] : []),
      ],
      refNo: doc.docNo,
      description: `Disbursement ${doc.docNo} ke ${item.bankCode}-${item.accountNo}`,
      postedBy: 'system',
    })
    await tx.execute(sql`update disburse_item set status = 'PAID', entry_id = ${entry.entryId}, bank_ref = ${outcome.bankRef},
        paid_at = now(), updated_at = now() where id = ${item.id}`)
  })
}

/** Sends one PENDING item: SENDING first (committed), then the bank, then its answer settled (or SUSPECT). */
async function send(db: Db, bank: BankAdapter, doc: Doc, item: Item) {
  const [claimed] = rowsOf(
    await db.execute(sql`update disburse_item set status = 'SENDING', updated_at = now()
      where id = ${item.id} and status = 'PENDING' returning id`),
  )
  if (!claimed) return // another worker has it
  let outcome: TransferOutcome
  try {
    outcome = await bank.transfer({
      key: item.bankKey,
      bankCode: item.bankCode,
      accountNo: item.accountNo,
      amount: item.amount,
      note: item.note || doc.docNo,
    })
  } catch (e) {
    if (!(e instanceof BankUnreachable)) throw e
    await db.execute(
      sql`update disburse_item set status = 'SUSPECT', updated_at = now() where id = ${item.id} and status = 'SENDING'`,
    )
    return
  }
  await settle(db, doc, item, outcome)
}

/** An item whose answer is unknown: the bank's advice settles it, or sends it back to PENDING (never received). */
async function resolve(db: Db, bank: BankAdapter, doc: Doc, item: Item): Promise<boolean> {
  let outcome: TransferOutcome | null
  try {
    outcome = await bank.advice(item.bankKey)
  } catch (e) {
    if (e instanceof BankUnreachable) return false
    throw e
  }
  if (outcome) await settle(db, doc, item, outcome)
  else
    await db.execute(sql`update disburse_item set status = 'PENDING', updated_at = now()
      where id = ${item.id} and status in ('SENDING', 'SUSPECT')`)
  return true
}

const itemsIn = async (db: Db, docId: number, statuses: string[], limit: number) =>
  rowsOf(
    await db.execute(sql`select id, bank_code, account_no, amount, fee, note, bank_key from disburse_item
      where doc_id = ${docId} and status in ${statuses} order by id limit ${limit}`),
  ).map(itemOf)

async function counts(db: Db, docId: number) {
  const [c] = rowsOf(
    await db.execute(sql`select count(*)::int as total,
        count(*) filter (where status = 'PAID')::int as paid,
        count(*) filter (where status = 'FAILED')::int as failed,
        count(*) filter (where status in ('PENDING', 'SENDING', 'SUSPECT'))::int as open
      from disburse_item where doc_id = ${docId}`),
  )
  return { total: Number(c?.total), paid: Number(c?.paid), failed: Number(c?.failed), open: Number(c?.open) }
}

/** Every item final: the rest of the hold goes back to the wallet and the document gets its final status. */
async function finish(db: Db, doc: Doc) {
  return db.transaction(async (tx) => {
    const [d] = rowsOf(await tx.execute(sql`select status from disburse_doc where id = ${doc.id} for update`))
    if (d?.status !== 'PROCESSING') return null
    const [h] = rowsOf(await tx.execute(sql`select status from ledger_hold where id = ${doc.holdId}`))
    if (h?.status === 'RESERVED')
      await voidHold(tx, {
        holdId: doc.holdId,
        key: `disburse-${doc.id}-r${doc.round}-release`,
        refNo: doc.docNo,
        description: `Pelepasan dana disbursement ${doc.docNo} yang tidak terkirim`,
        postedBy: 'system',
      })
    const c = await counts(tx, doc.id)
    const status = c.failed === 0 ? 'DONE' : c.paid === 0 ? 'FAILED' : 'PARTIAL'
    await tx.execute(sql`update disburse_doc set status = ${status}, finished_at = now(), updated_at = now(), updated_by = 'system'
      where id = ${doc.id}`)
    return { status, ...c }
  })
}

export function disburseJob(bank: BankAdapter): JobHandler {
  return {
    features: WALLET_FEATURES,
    leaseMs: LEASE_MS,
    async inScope(db, auth, payload) {
      const docId = Number((payload as { docId?: unknown }).docId)
      if (auth.userTypeLevel === 'ALL') return true
      if (auth.userTypeLevel !== 'CLIENT') return false
      const [r] = rowsOf(
        await db.execute(sql`select 1 from disburse_doc d join client c on c.id = d.client_id
          where d.id = ${docId} and c.code = ${auth.userTypeValue}`),
      )
      return r !== undefined
    },
    async run(ctx: JobContext) {
      const { db } = ctx
      const docId = Number((ctx.payload as { docId?: unknown }).docId)
      const [d] = rowsOf(
        await db.execute(sql`update disburse_doc set status = 'PROCESSING', updated_at = now()
          where id = ${docId} and status in ('APPROVED', 'PROCESSING') returning id, doc_no, hold_id, round`),
      )
      if (!d) return { skipped: true }
      const doc: Doc = {
        id: docId,
        docNo: String(d.doc_no),
        holdId: Number(d.hold_id),
        round: Number(d.round),
      }
      // The bank may still pay what this run asks about: the money stays held while the document is worked on.
      await extendHold(db, doc.holdId, holdUntil())
      const report = async () => {
        const c = await counts(db, docId)
        await ctx.progress(
          c.total === 0 ? 100 : ((c.total - c.open) / c.total) * 100,
          `${c.paid} berhasil, ${c.failed} gagal, ${c.open} diproses`,
        )
      }
      // What a previous run left unknown is asked first: never sent again before the bank says it never got it.
      for (;;) {
        const unknown = await itemsIn(db, docId, ['SENDING', 'SUSPECT'], BATCH)
        if (unknown.length === 0) break
        const answered = await mapBounded(unknown, SEND_CONCURRENCY, (item) => resolve(db, bank, doc, item))
        if (answered.some((a) => !a))
          throw new Error('Bank tidak menjawab status transfer; dicoba lagi nanti.')
      }
      await report()
      for (;;) {
        const batch = await itemsIn(db, docId, ['PENDING'], BATCH)
        if (batch.length === 0) break
        await mapBounded(batch, SEND_CONCURRENCY, (item) => send(db, bank, doc, item))
        await report()
      }
      // Answers lost on the way back (SUSPECT) are asked now, a few times, before the job gives the bank time.
      for (let pass = 0; pass < 3; pass++) {
        const unknown = await itemsIn(db, docId, ['SENDING', 'SUSPECT'], BATCH)
        if (unknown.length === 0) break
        await mapBounded(unknown, SEND_CONCURRENCY, (item) => resolve(db, bank, doc, item))
        for (;;) {
          const again = await itemsIn(db, docId, ['PENDING'], BATCH)
          if (again.length === 0) break
          await mapBounded(again, SEND_CONCURRENCY, (item) => send(db, bank, doc, item))
        }
      }
      const left = await counts(db, docId)
      if (left.open > 0) throw new Error(`${left.open} item belum pasti statusnya; dicoba lagi nanti.`)
      const done = await finish(db, doc)
      await report()
      return done
    },
  }
}
