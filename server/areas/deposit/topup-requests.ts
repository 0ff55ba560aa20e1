import { sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type {
  depositTopupApprove,
  depositTopupProof,
  depositTopupReject,
  depositTopupRequest,
} from '#contract/deposit/calls.ts'
import { DEPOSIT_REQUEST_STATUS, MAX_PROOF_BYTES, VERIFY_OWN_REQUEST } from '#contract/deposit/vocabulary.ts'
import { labelOf } from '#contract/engine/fields.ts'
import { formatRupiah } from '#contract/format.ts'
import type { AuthContext } from '../../access/caller.ts'
import { authOf } from '../../access/enforce.ts'
import { audit } from '../../audit/log.ts'
import type { Db } from '../../db/client.ts'
import type { EndpointHandler } from '../../engine/endpoint.ts'
import { answer } from '../../engine/endpoint.ts'
import { findRow, rowsOf } from '../../engine/query.ts'
import type { Row } from '../../engine/resource.ts'
import { runWrite } from '../../engine/write.ts'
import { readStoredFile, storeUpload } from '../../files/store.ts'
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts'
import type { Mail, SendMail } from '../../mail/send.ts'
import { merchantResource } from '../corporate/merchant.ts'
import { merchantDepositAccount, systemAccountId } from '../ledger/accounts.ts'
import { postEntry } from '../ledger/post.ts'
import { depositTopupResource } from './resources.ts'

/**
 * Top-up requests (issue 17 item 2): the maker enters a request with its proof; another holder of
 * TOPUP_DEPOSIT_MERCHANT approves it (the ledger posts the top-up in the same transaction: bank settlement →
 * the merchant's deposit less the method's fee → MINT's fee income) or rejects it with a reason. The merchant is
 * mailed either way, after the commit. The maker never verifies their own request (403); a request is verified
 * once (409), which the row lock and the status check decide, so two verifiers at once cannot both succeed.
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
    const id = await runWrite(
      db,
      sendMail,
      async (tx) => {
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
        await audit(tx, request, {
          action: 'CREATE',
          entity: 'deposit_topup_request',
          entityId: String(row?.id),
          after: { refNo: row?.ref_no, merchantId: b.merchantId, amount: b.amount, fee, proofId },
        })
        return Number(row?.id)
      },
      { unique: [] },
    )
    const row = await requestInScope(db, auth, id)
    return answer(
      row as never,
      `Permintaan top up ${String(row.refNo)} sebesar ${formatRupiah(b.amount)} diajukan dan menunggu verifikasi.`,
    )
  }

interface Locked {
  id: number
  refNo: string
  status: string
  createdBy: string
  merchantId: number
  amount: number
  fee: number
  methodName: string
  merchantName: string
  merchantEmail: string
}

/** Locks the request and applies the two verification rules: not the maker (403), not twice (409). */
async function lockForVerification(tx: Db, auth: AuthContext, id: number): Promise<Locked> {
  await requestInScope(tx, auth, id)
  const [r] = rowsOf(
    await tx.execute(sql`select r.id, r.ref_no, r.status, r.created_by, r.merchant_id, r.amount, r.fee,
        pm.name as method_name, m.name as merchant_name, m.email as merchant_email
      from deposit_topup_request r join deposit_payment_method pm on pm.id = r.payment_method_id
      join merchant m on m.id = r.merchant_id
      where r.id = ${id} for update of r`),
  )
  if (!r) throw notFound(NOT_FOUND)
  if (String(r.created_by) === auth.username) throw forbidden(VERIFY_OWN_REQUEST)
  if (r.status !== 'PENDING')
    throw conflict(
      `Permintaan top up ${String(r.ref_no)} sudah diverifikasi (${labelOf(DEPOSIT_REQUEST_STATUS, String(r.status))}).`,
    )
  return {
    id,
    refNo: String(r.ref_no),
    status: String(r.status),
    createdBy: String(r.created_by),
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
 * One verification in one transaction: the request locked and checked (not the maker, not twice), the decision's
 * own writes, the status with who and when, the audit entry, and the merchant's mail after the commit.
 */
async function verify(
  db: Db,
  sendMail: SendMail,
  request: FastifyRequest,
  id: number,
  decision: {
    status: 'APPROVED' | 'REJECTED'
    action: 'APPROVE' | 'REJECT'
    reason?: string
    /** The decision's writes before the status (the ledger posting of an approval); what the audit adds. */
    apply: (tx: Db, locked: Locked) => Promise<{ entryId: number | null }>
  },
): Promise<Locked> {
  const auth = authOf(request)
  return runWrite(
    db,
    sendMail,
    async (tx, queueMail) => {
      const locked = await lockForVerification(tx, auth, id)
      const { entryId } = await decision.apply(tx, locked)
      await tx.execute(sql`update deposit_topup_request set status = ${decision.status}, entry_id = ${entryId},
          reject_reason = ${decision.reason ?? null}, verified_by = ${auth.username}, verified_at = now(),
          updated_at = now(), updated_by = ${auth.username}
        where id = ${id}`)
      await audit(tx, request, {
        action: decision.action,
        entity: 'deposit_topup_request',
        entityId: String(id),
        before: { status: 'PENDING' },
        after: { status: decision.status, entryId, reason: decision.reason },
      })
      queueMail(mailOf(locked, decision.status === 'APPROVED', decision.reason))
      return locked
    },
    { unique: [] },
  )
}

export const approveTopup =
  (db: Db, sendMail: SendMail): EndpointHandler<typeof depositTopupApprove> =>
  async (request) => {
    const auth = authOf(request)
    const { id } = request.body
    const r = await verify(db, sendMail, request, id, {
      status: 'APPROVED',
      action: 'APPROVE',
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
      status: 'REJECTED',
      action: 'REJECT',
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
