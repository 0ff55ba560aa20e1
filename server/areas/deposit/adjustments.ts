import { sql } from 'drizzle-orm'
import type {
  depositAdjustmentApprove,
  depositAdjustmentReject,
  depositAdjustmentRequest,
} from '#contract/deposit/calls.ts'
import type { DepositRequestStatus } from '#contract/deposit/vocabulary.ts'
import { depositAdjustmentWorkflow } from '#contract/deposit/workflows.ts'
import { formatRupiah } from '#contract/format.ts'
import type { AuthContext } from '../../access/caller.ts'
import { authOf } from '../../access/enforce.ts'
import { type Reauth, reauthenticate } from '../../auth/reauth.ts'
import type { Db } from '../../db/client.ts'
import { answer, type EndpointHandler } from '../../engine/endpoint.ts'
import { findRow, rowsOf } from '../../engine/query.ts'
import type { Row } from '../../engine/resource.ts'
import { takeTransition } from '../../engine/workflow.ts'
import { badRequest, conflict, notFound } from '../../http/errors.ts'
import { merchantResource } from '../corporate/merchant.ts'
import { postDepositMovement } from './movements.ts'
import { depositAdjustmentResource } from './resources.ts'

/**
 * Corrections and refunds of a deposit (issue 30: no money moves on one person's word), the workflow
 * `deposit-adjustment`: one user asks with a reason (a refund names the deduction it reverses, and the refunds of
 * one deduction, waiting or approved, never exceed it); a checker other than the maker, scoped to everything,
 * approves with their password or authenticator code, and only then is the movement posted; or rejects it.
 */

const NOT_FOUND = 'Permintaan koreksi/refund tidak ditemukan atau di luar cakupan data Anda.'
const fieldError = (field: string, message: string) => badRequest(message, { errors: [{ field, message }] })

async function requestInScope(db: Db, auth: AuthContext, id: number): Promise<Row> {
  const row = await findRow(db, depositAdjustmentResource, auth, id)
  if (!row) throw notFound(NOT_FOUND)
  return row
}

/** The deduction on this merchant's deposit with this reference; its amount and what refunds already claim. */
async function deductionOf(db: Db, merchantId: number, ref: string, except?: number) {
  const [d] = rowsOf(
    await db.execute(sql`select e.id, -l.amount as amount from ledger_entry e
      join ledger_line l on l.entry_id = e.id
      join ledger_account a on a.id = l.account_id and a.kind = 'MERCHANT_DEPOSIT' and a.merchant_id = ${merchantId}
     where e.ref_no = ${ref} and e.kind = 'DEDUCTION' order by e.id limit 1`),
  )
  if (!d) return null
  // One decision at a time per deduction: two refunds of it cannot both pass the check below.
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`deposit-refund-${String(d.id)}`}))`)
  const [claimed] = rowsOf(
    await db.execute(sql`select coalesce(sum(amount), 0)::bigint as n from deposit_adjustment_request
      where reverses_entry_id = ${Number(d.id)} and status in ('PENDING', 'APPROVED')
        and id <> ${except ?? 0}`),
  )
  return { entryId: Number(d.id), amount: Number(d.amount), claimed: Number(claimed?.n) }
}

const overRefund = (ref: string, d: { amount: number; claimed: number }) =>
  `Refund melebihi potongan ${ref} yang dibatalkan: potongan ${formatRupiah(d.amount)}, sudah direfund atau menunggu persetujuan ${formatRupiah(d.claimed)}, sisa ${formatRupiah(Math.max(d.amount - d.claimed, 0))}.`

export const requestAdjustment =
  (db: Db): EndpointHandler<typeof depositAdjustmentRequest> =>
  async (request) => {
    const auth = authOf(request)
    const b = request.body
    const direction = b.direction
    const m = await findRow(db, merchantResource, auth, b.merchantId)
    if (!m) throw fieldError('merchantId', 'Merchant tidak ditemukan atau di luar cakupan data Anda.')
    // The same key again answers the first request; the same key with another request is refused.
    const [twin] = rowsOf(
      await db.execute(sql`select r.id, r.merchant_id, r.kind, r.direction, r.amount, e.ref_no
        from deposit_adjustment_request r left join ledger_entry e on e.id = r.reverses_entry_id
        where r.idempotency_key = ${b.idempotencyKey}`),
    )
    if (twin) {
      const same =
        Number(twin.merchant_id) === b.merchantId &&
        twin.kind === b.kind &&
        twin.direction === direction &&
        Number(twin.amount) === b.amount &&
        (b.kind !== 'REFUND' || twin.ref_no === b.deductionRef)
      if (!same) throw conflict('Kunci idempotensi ini sudah dipakai untuk permintaan lain.')
      const row = await requestInScope(db, auth, Number(twin.id))
      return answer(row as never, `Permintaan ${String(row.refNo)} sudah diajukan sebelumnya.`)
    }
    const id = await takeTransition(db, request, depositAdjustmentWorkflow, 'request', {
      lock: async () => ({ state: null }),
      unique: [
        {
          constraint: 'deposit_adjustment_key_uq',
          field: 'idempotencyKey',
          message: 'Kunci idempotensi ini sudah dipakai.',
        },
      ],
      apply: async (tx) => {
        let reverses: number | null = null
        if (b.kind === 'REFUND') {
          const d = await deductionOf(tx, b.merchantId, b.deductionRef)
          if (!d)
            throw fieldError(
              'deductionRef',
              `Potongan dengan no. referensi ${b.deductionRef} tidak ditemukan pada deposit merchant ini.`,
            )
          if (d.claimed + b.amount > d.amount) throw fieldError('amount', overRefund(b.deductionRef, d))
          reverses = d.entryId
        }
        const [row] = rowsOf(
          await tx.execute(sql`insert into deposit_adjustment_request
              (id, ref_no, idempotency_key, merchant_id, client_id, region_id, group_id, kind, direction, amount,
               reverses_entry_id, reason, created_by, updated_by)
            overriding system value
            select n.id, 'DAJ' || to_char(now() at time zone 'Asia/Jakarta', 'YYYYMMDD') || lpad((n.id % 1000000)::text, 6, '0'),
                   ${b.idempotencyKey}, m.id, m.client_id, m.region_id, m.group_id, ${b.kind}, ${direction}, ${b.amount},
                   ${reverses}, ${b.reason}, ${auth.username}, ${auth.username}
              from (select nextval(pg_get_serial_sequence('deposit_adjustment_request', 'id')) as id) n,
                   merchant m where m.id = ${b.merchantId}
            returning id, ref_no`),
        )
        return {
          result: Number(row?.id),
          itemId: Number(row?.id),
          audit: {
            after: {
              refNo: row?.ref_no,
              merchantId: b.merchantId,
              kind: b.kind,
              direction,
              amount: b.amount,
              reversesEntryId: reverses,
            },
          },
        }
      },
    })
    const row = await requestInScope(db, auth, id)
    return answer(
      row as never,
      `Permintaan ${String(row.refNo)} (${b.kind === 'REFUND' ? 'refund' : 'koreksi'} ${formatRupiah(b.amount)}) diajukan dan menunggu persetujuan pengguna lain.`,
    )
  }

interface Locked {
  state: DepositRequestStatus
  refNo: string
  merchantId: number
  kind: 'REFUND' | 'CORRECTION'
  direction: 'CREDIT' | 'DEBIT'
  amount: number
  reason: string
  reverses: { id: number; ref: string } | null
}

async function lockRequest(tx: Db, auth: AuthContext, id: number): Promise<Locked> {
  await requestInScope(tx, auth, id)
  const [r] = rowsOf(
    await tx.execute(sql`select r.*, e.ref_no as reverses_ref from deposit_adjustment_request r
      left join ledger_entry e on e.id = r.reverses_entry_id where r.id = ${id} for update of r`),
  )
  if (!r) throw notFound(NOT_FOUND)
  return {
    state: r.status as DepositRequestStatus,
    refNo: String(r.ref_no),
    merchantId: Number(r.merchant_id),
    kind: r.kind as Locked['kind'],
    direction: r.direction as Locked['direction'],
    amount: Number(r.amount),
    reason: String(r.reason),
    reverses: r.reverses_entry_id ? { id: Number(r.reverses_entry_id), ref: String(r.reverses_ref) } : null,
  }
}

export const approveAdjustment =
  (db: Db, reauth: Reauth): EndpointHandler<typeof depositAdjustmentApprove> =>
  async (request) => {
    const auth = authOf(request)
    const b = request.body
    const posted = await takeTransition(db, request, depositAdjustmentWorkflow, 'approve', {
      itemId: b.id,
      lock: (tx) => lockRequest(tx, auth, b.id),
      apply: async (tx, r) => {
        await reauthenticate(tx, reauth, auth, b)
        if (r.reverses) {
          const d = await deductionOf(tx, r.merchantId, r.reverses.ref, b.id)
          if (!d || d.claimed + r.amount > d.amount)
            throw conflict(overRefund(r.reverses.ref, d ?? { amount: 0, claimed: 0 }))
        }
        const p = await postDepositMovement(tx, {
          merchantId: r.merchantId,
          kind: r.kind,
          direction: r.kind === 'CORRECTION' ? r.direction : undefined,
          amount: r.amount,
          key: `adjustment-${b.id}`,
          refNo: r.refNo,
          description: r.reason.slice(0, 200),
          postedBy: auth.username,
          ...(r.reverses ? { relatedEntryId: r.reverses.id } : {}),
        })
        await tx.execute(sql`update deposit_adjustment_request set status = 'APPROVED', entry_id = ${p.entryId},
            decided_by = ${auth.username}, decided_at = now(), updated_at = now(), updated_by = ${auth.username}
          where id = ${b.id}`)
        return { result: r, audit: { after: { entryId: p.entryId, amount: r.amount, kind: r.kind } } }
      },
    })
    const row = await requestInScope(db, auth, b.id)
    return answer(
      row as never,
      `${posted.kind === 'REFUND' ? 'Refund' : 'Koreksi'} ${posted.refNo} sebesar ${formatRupiah(posted.amount)} disetujui dan diposting.`,
    )
  }

export const rejectAdjustment =
  (db: Db): EndpointHandler<typeof depositAdjustmentReject> =>
  async (request) => {
    const auth = authOf(request)
    const { id, reason } = request.body
    const r = await takeTransition(db, request, depositAdjustmentWorkflow, 'reject', {
      itemId: id,
      lock: (tx) => lockRequest(tx, auth, id),
      apply: async (tx, locked) => {
        await tx.execute(sql`update deposit_adjustment_request set status = 'REJECTED', reject_reason = ${reason},
            decided_by = ${auth.username}, decided_at = now(), updated_at = now(), updated_by = ${auth.username}
          where id = ${id}`)
        return { result: locked, audit: { after: { reason } } }
      },
    })
    const row = await requestInScope(db, auth, id)
    return answer(row as never, `Permintaan ${r.refNo} ditolak.`)
  }
