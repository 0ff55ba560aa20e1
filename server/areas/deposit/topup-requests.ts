import { sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type {
  depositTopupApprove,
  depositTopupProof,
  depositTopupReject,
  depositTopupRequest,
} from '#contract/deposit/calls.ts'
import { type DepositRequestStatus, MAX_PROOF_BYTES } from '#contract/deposit/vocabulary.ts'
import { depositTopupWorkflow } from '#contract/deposit/workflows.ts'
import { formatRupiah } from '#contract/format.ts'
import type { AuthContext } from '../../access/caller.ts'
import { authOf } from '../../access/enforce.ts'
import type { Db } from '../../db/client.ts'
import type { EndpointHandler } from '../../engine/endpoint.ts'
import { answer } from '../../engine/endpoint.ts'
import { findRow, rowsOf } from '../../engine/query.ts'
import type { Row } from '../../engine/resource.ts'
import { takeTransition } from '../../engine/workflow.ts'
import { readStoredFile, storeUpload } from '../../files/store.ts'
import { badRequest, notFound } from '../../http/errors.ts'
import type { Mail, SendMail } from '../../mail/send.ts'
import { merchantResource } from '../corporate/merchant.ts'
import { merchantDepositAccount, systemAccountId } from '../ledger/accounts.ts'
import { postEntry } from '../ledger/post.ts'
import { depositTopupResource } from './resources.ts'

/**
 * Top-up requests (issue 17 item 2): the maker enters a request with its proof; another holder of
 * TOPUP_DEPOSIT_MERCHANT approves it (the ledger posts the top-up in the same transaction: bank settlement →
 * the merchant's deposit less the method's fee → MINT's fee income) or rejects it with a reason. The merchant is
 * mailed either way, after the commit. The rules are the workflow's (contract/deposit/workflows.ts): the maker
 * never verifies their own request (403, by user id); a request is verified once (409), which the row lock and
 * the state check decide, so two verifiers at once cannot both succeed.
 */

const NOT_FOUND = 'Permintaan top up tidak ditemukan atau di luar cakupan data Anda.'
const fieldError = (field: string, message: string) => badRequest(message, { errors: [{ field, message }] })

async function requestInScope(db: Db, auth: AuthContext, id: number): Promise<Row> {
  const row = await findRow(db, depositTopupResource, auth, id)
  if (!row) throw notFound(NOT_FOUND)
  return row
}

export const requestTopup =
  (db: Db, sendMail: SendMail): EndpointHandler<typeof depositTopupRequest> =>
  async (request) => {
    const auth = authOf(request)
    const b = request.body
    const m = await findRow(db, merchantResource, auth, b.merchantId)
    if (!m) throw fieldError('merchantId', 'Merchant tidak ditemukan atau di luar cakupan data Anda.')
    const [method] = rowsOf(
      await db.execute(
        sql`select id, name, fee, active from deposit_payment_method where id = ${b.paymentMethodId}`,
      ),
    )
    if (!method) throw fieldError('paymentMethodId', 'Metode pembayaran tidak ditemukan.')
    if (method.active !== true) throw fieldError('paymentMethodId', 'Metode pembayaran tidak aktif.')
    const fee = Number(method.fee)
    if (fee >= b.amount)
      throw fieldError('amount', `Nominal top up harus lebih besar dari biayanya (${formatRupiah(fee)}).`)
    const id = await takeTransition(db, request, depositTopupWorkflow, 'request', {
      sendMail,
      lock: async () => ({ state: null }),
      apply: async (tx) => {
        const proofId = await storeUpload(tx, b.proof, {
          field: 'proof',
          label: 'bukti pembayaran',
          maxBytes: MAX_PROOF_BYTES,
          by: auth.username,
        })
        // The reference takes the row's own id, drawn first: unique without a per-day counter to race on.
        const [row] = rowsOf(
          await tx.execute(sql`insert into deposit_topup_request
              (id, ref_no, merchant_id, client_id, region_id, group_id, payment_method_id, amount, fee, proof_file_id,
               note, created_by, updated_by)
            overriding system value
            select n.id, 'DTU' || to_char(now() at time zone 'Asia/Jakarta', 'YYYYMMDD') || lpad((n.id % 1000000)::text, 6, '0'),
                   m.id, m.client_id, m.region_id, m.group_id, ${b.paymentMethodId}, ${b.amount}, ${fee}, ${proofId}::uuid,
                   ${b.note}, ${auth.username}, ${auth.username}
              from (select nextval(pg_get_serial_sequence('deposit_topup_request', 'id')) as id) n,
                   merchant m where m.id = ${b.merchantId}
            returning id, ref_no`),
        )
        return {
          result: Number(row?.id),
          itemId: Number(row?.id),
          audit: { after: { refNo: row?.ref_no, merchantId: b.merchantId, amount: b.amount, fee, proofId } },
        }
      },
    })
    const row = await requestInScope(db, auth, id)
    return answer(
      row as never,
      `Permintaan top up ${String(row.refNo)} sebesar ${formatRupiah(b.amount)} diajukan dan menunggu verifikasi.`,
    )
  }

interface Locked {
  id: number
  refNo: string
  state: DepositRequestStatus
  merchantId: number
  amount: number
  fee: number
  methodName: string
  merchantName: string
  merchantEmail: string
}

/** Locks the request (after its scope check); the workflow engine then checks its state and its actors. */
async function lockRequest(tx: Db, auth: AuthContext, id: number): Promise<Locked> {
  await requestInScope(tx, auth, id)
  const [r] = rowsOf(
    await tx.execute(sql`select r.id, r.ref_no, r.status, r.merchant_id, r.amount, r.fee,
        pm.name as method_name, m.name as merchant_name, m.email as merchant_email
      from deposit_topup_request r join deposit_payment_method pm on pm.id = r.payment_method_id
      join merchant m on m.id = r.merchant_id
      where r.id = ${id} for update of r`),
  )
  if (!r) throw notFound(NOT_FOUND)
  return {
    id,
    refNo: String(r.ref_no),
    state: r.status as DepositRequestStatus,
    merchantId: Number(r.merchant_id),
    amount: Number(r.amount),
    fee: Number(r.fee),
    methodName: String(r.method_name),
    merchantName: String(r.merchant_name),
    merchantEmail: String(r.merchant_email),
  }
}

/** The lines of an approved top-up: what the bank received, what reaches the deposit, MINT's fee. */
export async function topupLines(db: Db, merchantId: number, amount: number, fee: number) {
  const account = await merchantDepositAccount(db, merchantId)
  const bank = await systemAccountId(db, 'bankSettlement')
  const income = await systemAccountId(db, 'feeIncome')
  return [
    { accountId: bank, amount: -amount },
    { accountId: account, amount: amount - fee },
    ...(fee > 0 ? [{ accountId: income, amount: fee }] : []),
  ]
}

const mailOf = (r: Locked, approved: boolean, reason?: string): Mail => ({
  to: r.merchantEmail,
  subject: approved ? `Top up deposit ${r.refNo} disetujui` : `Top up deposit ${r.refNo} ditolak`,
  text: approved
    ? `Yth. ${r.merchantName},\n\nTop up deposit ${r.refNo} melalui ${r.methodName} sebesar ${formatRupiah(r.amount)} telah disetujui. ` +
      `Saldo deposit Anda bertambah ${formatRupiah(r.amount - r.fee)} (biaya ${formatRupiah(r.fee)}).\n\nSalam,\nMINT`
    : `Yth. ${r.merchantName},\n\nTop up deposit ${r.refNo} sebesar ${formatRupiah(r.amount)} ditolak.\nAlasan: ${reason}\n\n` +
      'Silakan ajukan kembali dengan bukti pembayaran yang benar.\n\nSalam,\nMINT',
})

/**
 * One verification through the workflow engine (lock, not the maker, only while pending, scope everything,
 * audit): the decision's own writes, the status with who and when, and the merchant's mail after the commit.
 */
async function verify(
  db: Db,
  sendMail: SendMail,
  request: FastifyRequest,
  id: number,
  decision: {
    key: 'approve' | 'reject'
    reason?: string
    /** The decision's writes before the status (the ledger posting of an approval); what the audit adds. */
    apply: (tx: Db, locked: Locked) => Promise<{ entryId: number | null }>
  },
): Promise<Locked> {
  const auth = authOf(request)
  const status = depositTopupWorkflow.transitions[decision.key].to
  return takeTransition(db, request, depositTopupWorkflow, decision.key, {
    itemId: id,
    sendMail,
    lock: (tx) => lockRequest(tx, auth, id),
    apply: async (tx, locked, { queueMail }) => {
      const { entryId } = await decision.apply(tx, locked)
      await tx.execute(sql`update deposit_topup_request set status = ${status}, entry_id = ${entryId},
          reject_reason = ${decision.reason ?? null}, verified_by = ${auth.username}, verified_at = now(),
          updated_at = now(), updated_by = ${auth.username}
        where id = ${id}`)
      queueMail(mailOf(locked, status === 'APPROVED', decision.reason))
      return { result: locked, audit: { after: { entryId, reason: decision.reason } } }
    },
  })
}

export const approveTopup =
  (db: Db, sendMail: SendMail): EndpointHandler<typeof depositTopupApprove> =>
  async (request) => {
    const auth = authOf(request)
    const { id } = request.body
    const r = await verify(db, sendMail, request, id, {
      key: 'approve',
      apply: async (tx, locked) => {
        const posted = await postEntry(tx, {
          key: `deposit-topup-${id}`,
          kind: 'TOPUP',
          refNo: locked.refNo,
          description: `Top up deposit melalui ${locked.methodName}`,
          lines: await topupLines(tx, locked.merchantId, locked.amount, locked.fee),
          postedBy: auth.username,
        })
        return { entryId: posted.entryId }
      },
    })
    const row = await requestInScope(db, auth, id)
    return answer(
      row as never,
      `Top up ${r.refNo} disetujui: deposit ${r.merchantName} bertambah ${formatRupiah(r.amount - r.fee)}.`,
    )
  }

export const rejectTopup =
  (db: Db, sendMail: SendMail): EndpointHandler<typeof depositTopupReject> =>
  async (request) => {
    const { id, reason } = request.body
    const r = await verify(db, sendMail, request, id, {
      key: 'reject',
      reason,
      apply: async () => ({ entryId: null }),
    })
    const row = await requestInScope(db, authOf(request), id)
    return answer(row as never, `Top up ${r.refNo} ditolak.`)
  }

export const topupProof =
  (db: Db): EndpointHandler<typeof depositTopupProof> =>
  async (request) => {
    const auth = authOf(request)
    await requestInScope(db, auth, request.body.id)
    const [r] = rowsOf(
      await db.execute(sql`select proof_file_id from deposit_topup_request where id = ${request.body.id}`),
    )
    const file = r ? await readStoredFile(db, String(r.proof_file_id)) : null
    if (!file) throw notFound('Bukti pembayaran tidak ditemukan.')
    return file
  }
