import { sql } from 'drizzle-orm'
import type { depositMovementPost } from '#contract/deposit/calls.ts'
import { DEPOSIT_MOVEMENT_OPTIONS } from '#contract/deposit/vocabulary.ts'
import { labelOf } from '#contract/engine/fields.ts'
import { formatRupiah } from '#contract/format.ts'
import { audit } from '../../audit/log.ts'
import type { Db } from '../../db/client.ts'
import { answer, type EndpointHandler } from '../../engine/endpoint.ts'
import { rowsOf } from '../../engine/query.ts'
import { notFound } from '../../http/errors.ts'
import { merchantDepositAccount, systemAccountId } from '../ledger/accounts.ts'
import { type Posted, postEntry } from '../ledger/post.ts'

/**
 * Deductions, refunds and corrections of a merchant's deposit (issue 17 item 2, the movements besides the top-up).
 * The other side of each is the clearing account: a purchase paid from a deposit is owed to the biller until
 * settled, a refund comes back from it, a correction moves the difference through it. A correction is a new entry
 * (the journal refuses an edit, migration 0029). The caller's idempotency key is namespaced here, so it can never
 * meet a key the ledger gives other postings.
 */
export interface Movement {
  kind: 'DEDUCTION' | 'REFUND' | 'CORRECTION'
  /** A correction's way: CREDIT raises the deposit, DEBIT lowers it. */
  direction?: 'CREDIT' | 'DEBIT' | undefined
  amount: number
}

/** Whether the movement raises the deposit (refund, correction CREDIT) or lowers it (deduction, correction DEBIT). */
const raises = (m: Movement) => m.kind === 'REFUND' || (m.kind === 'CORRECTION' && m.direction === 'CREDIT')

/**
 * Posts one movement on the merchant's deposit (the transaction host's deduction of a deposit-paid purchase calls
 * this with the transaction number as key). A deduction beyond the balance is refused by the ledger with the
 * balance named (409); the same key with another amount or merchant is 409 as well.
 */
export async function postDepositMovement(
  db: Db,
  m: Movement & {
    merchantId: number
    key: string
    refNo: string
    description: string
    postedBy: string
    relatedEntryId?: number
  },
): Promise<Posted> {
  const deposit = await merchantDepositAccount(db, m.merchantId)
  const clearing = await systemAccountId(db, 'clearing')
  const sign = raises(m) ? 1 : -1
  return postEntry(db, {
    key: `deposit-mv-${m.key}`,
    kind: m.kind,
    refNo: m.refNo,
    description: m.description,
    postedBy: m.postedBy,
    ...(m.relatedEntryId ? { relatedEntryId: m.relatedEntryId } : {}),
    lines: [
      { accountId: deposit, amount: sign * m.amount },
      { accountId: clearing, amount: -sign * m.amount },
    ],
  })
}

/** Who posts a transaction's deduction: the transaction host (issuer key), never a dashboard user. */
const TRANSACTION_HOST = 'host-transaksi'

export const postMovement =
  (db: Db): EndpointHandler<typeof depositMovementPost> =>
  async (request) => {
    const b = request.body
    const [m] = rowsOf(await db.execute(sql`select id from merchant where id = ${b.merchantId}`))
    if (!m) throw notFound('Merchant tidak ditemukan.')
    const posted = await db.transaction(async (tx) => {
      const p = await postDepositMovement(tx, {
        merchantId: b.merchantId,
        kind: b.kind,
        amount: b.amount,
        key: b.idempotencyKey,
        refNo: b.refNo,
        description: b.description,
        postedBy: TRANSACTION_HOST,
      })
      if (!p.replayed)
        await audit(tx, request, {
          actor: { id: null, username: TRANSACTION_HOST },
          action: 'CREATE',
          entity: 'ledger_entry',
          entityId: String(p.entryId),
          after: {
            kind: b.kind,
            merchantId: b.merchantId,
            amount: b.amount,
            refNo: b.refNo,
          },
        })
      return p
    })
    const deposit = await merchantDepositAccount(db, b.merchantId)
    const line = posted.lines.find((l) => l.accountId === deposit)
    if (!line) throw new Error(`deposit movement ${posted.entryId} has no line on the deposit`)
    const label = labelOf(DEPOSIT_MOVEMENT_OPTIONS, b.kind)
    return answer(
      {
        entryId: posted.entryId,
        refNo: b.refNo,
        kind: b.kind,
        merchantId: b.merchantId,
        amount: b.amount,
        balanceBefore: line.balanceBefore,
        balanceAfter: line.balanceAfter,
        postedAt: posted.postedAt,
        replayed: posted.replayed,
      },
      posted.replayed
        ? `${label} ${b.refNo} sudah diposting sebelumnya; tidak diposting ulang.`
        : `${label} ${b.refNo} sebesar ${formatRupiah(b.amount)} diposting: saldo deposit ${formatRupiah(line.balanceAfter)}.`,
    )
  }
