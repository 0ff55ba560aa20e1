import { sql } from 'drizzle-orm'
import { canChangeRows } from '#contract/engine/resource.ts'
import { formatDateTime } from '#contract/format.ts'
import { partnerArea } from '#contract/partner/index.ts'
import type { registrationApprove, registrationReject } from '#contract/partner/registration.ts'
import type { AuthContext } from '../../access/caller.ts'
import { authOf } from '../../access/enforce.ts'
import { audit } from '../../audit/log.ts'
import type { Db } from '../../db/client.ts'
import { bank, partner, partnerRegistration } from '../../db/schema/index.ts'
import { answer, type EndpointHandler } from '../../engine/endpoint.ts'
import { findRow, rowsOf } from '../../engine/query.ts'
import { serverResource } from '../../engine/resource.ts'
import { ApiError, conflict, notFound } from '../../http/errors.ts'
import type { SendMail } from '../../mail/send.ts'
import { scopeBy } from '../corporate/scope.ts'

const def = partnerArea.resources.partnerRegistration

/**
 * Pendaftaran partner (issue 16 §5): the list and detail are the engine's; a partner user reads the application
 * that made it; approving and rejecting are the calls below, for users scoped to all data.
 */
export const registrationResource = serverResource({
  def,
  table: partnerRegistration,
  from: sql`${partnerRegistration}
    left join ${bank} on ${bank.code} = ${partnerRegistration.bankCode}
    left join ${partner} on ${partner.id} = ${partnerRegistration.partnerId}`,
  select: {
    bankName: sql`coalesce(${bank.shortName}, ${partnerRegistration.bankCode})`,
    partnerCode: sql`coalesce(${partner.code}, '')`,
  },
  search: [partnerRegistration.registrationNo, partnerRegistration.companyName, partnerRegistration.picEmail],
  scope: scopeBy({ PARTNER: partnerRegistration.partnerId }),
})

function requireAllScope(auth: AuthContext) {
  if (!canChangeRows(def, auth.userTypeLevel))
    throw new ApiError(
      403,
      'Pendaftaran partner hanya dapat diputuskan oleh pengguna dengan cakupan semua data.',
    )
}

type Registration = Record<string, unknown>

/** The 409 of a second decision: what was decided, when and by whom (and why, for a rejection). */
function decidedMessage(r: Registration): string {
  const when = r.decided_at ? ` pada ${formatDateTime(String(r.decided_at))}` : ''
  const who = r.decided_by ? ` oleh ${String(r.decided_by)}` : ''
  return r.status === 'APPROVED'
    ? `Pendaftaran ini sudah disetujui${when}${who}.`
    : `Pendaftaran ini sudah ditolak${when}${who} dengan alasan: ${String(r.reject_reason)}`
}

/** The application, locked for the decision; 404 when there is none, 409 when it is decided already. */
async function pendingRegistration(tx: Db, id: number): Promise<Registration> {
  const [r] = rowsOf(await tx.execute(sql`select * from ${partnerRegistration} where id = ${id} for update`))
  if (!r) throw notFound('Pendaftaran partner tidak ditemukan.')
  if (r.status !== 'PENDING') throw conflict(decidedMessage(r))
  return r
}

/**
 * The partner an approved application becomes: a partner of the same name is activated (a company that was a
 * partner before), otherwise a new one gets the next code PTNnnn (one approval at a time takes it: an advisory
 * lock) and an agreement number of this year.
 */
async function partnerOf(tx: Db, r: Registration, username: string): Promise<{ id: number; code: string }> {
  const [existing] = rowsOf(
    await tx.execute(
      sql`select id, code from ${partner} where lower(name) = lower(${String(r.company_name)})`,
    ),
  )
  if (existing) {
    await tx.execute(
      sql`update ${partner} set status = 'ACTIVE', updated_at = now(), updated_by = ${username} where id = ${Number(existing.id)}`,
    )
    return { id: Number(existing.id), code: String(existing.code) }
  }
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('partner_code'))`)
  const [next] = rowsOf(
    await tx.execute(sql`select 'PTN' || lpad((coalesce(max(substring(code from 4)::int), 0) + 1)::text, 3, '0') as code
      from ${partner} where code ~ '^PTN[0-9]{1,9}$'`),
  )
  const code = String(next?.code ?? 'PTN001')
  const year = new Date().getUTCFullYear()
  const [row] = rowsOf(
    await tx.execute(sql`insert into ${partner} (code, name, type, agreement_no, bank_code, account_no, account_name,
        note, status, created_by, updated_by)
      values (${code}, ${String(r.company_name)}, ${String(r.type)}, ${`PKS/MINT/${year}/${code}`},
        ${String(r.bank_code)}, ${String(r.account_no)}, ${String(r.account_name)},
        ${`Dari pendaftaran ${String(r.registration_no)}`}, 'ACTIVE', ${username}, ${username})
      returning id`),
  )
  return { id: Number(row?.id), code }
}

/** POST /partner-registration/approve: the partner created or activated, the applicant told by mail. */
export const approveRegistration =
  (db: Db, sendMail: SendMail): EndpointHandler<typeof registrationApprove> =>
  async (request) => {
    const auth = authOf(request)
    requireAllScope(auth)
    const { id } = request.body
    const done = await db.transaction(async (tx) => {
      const r = await pendingRegistration(tx, id)
      const before = await findRow(tx, registrationResource, auth, id)
      const made = await partnerOf(tx, r, auth.username)
      await tx.execute(sql`update ${partnerRegistration} set status = 'APPROVED', decided_at = now(),
          decided_by = ${auth.username}, partner_id = ${made.id}, updated_at = now(), updated_by = ${auth.username}
        where id = ${id}`)
      const after = await findRow(tx, registrationResource, auth, id)
      await audit(tx, request, { action: 'APPROVE', entity: def.name, entityId: String(id), before, after })
      return { r, made }
    })
    // After the commit (the house rule for mail): the decision stands whether or not the mail goes out.
    await sendMail({
      to: String(done.r.pic_email),
      subject: `Pendaftaran partner MINT disetujui (${String(done.r.registration_no)})`,
      text: `Yth. ${String(done.r.pic_name)},\n\nPendaftaran ${String(done.r.company_name)} sebagai partner MINT dengan nomor ${String(done.r.registration_no)} telah disetujui. Kode partner Anda: ${done.made.code}.\n\nTim kami akan menghubungi Anda untuk penandatanganan perjanjian kerja sama (PKS) dan akses dashboard partner.\n\nSalam,\nTim Kemitraan MINT\n`,
    })
    return answer(
      { id, status: 'APPROVED', partnerCode: done.made.code },
      `Pendaftaran disetujui. Partner ${done.made.code} aktif.`,
    )
  }

/** POST /partner-registration/reject: refused with a reason, which the applicant is mailed. */
export const rejectRegistration =
  (db: Db, sendMail: SendMail): EndpointHandler<typeof registrationReject> =>
  async (request) => {
    const auth = authOf(request)
    requireAllScope(auth)
    const { id, reason } = request.body
    const r = await db.transaction(async (tx) => {
      const reg = await pendingRegistration(tx, id)
      const before = await findRow(tx, registrationResource, auth, id)
      await tx.execute(sql`update ${partnerRegistration} set status = 'REJECTED', decided_at = now(),
          decided_by = ${auth.username}, reject_reason = ${reason}, updated_at = now(), updated_by = ${auth.username}
        where id = ${id}`)
      const after = await findRow(tx, registrationResource, auth, id)
      await audit(tx, request, { action: 'REJECT', entity: def.name, entityId: String(id), before, after })
      return reg
    })
    await sendMail({
      to: String(r.pic_email),
      subject: `Pendaftaran partner MINT ditolak (${String(r.registration_no)})`,
      text: `Yth. ${String(r.pic_name)},\n\nMohon maaf, pendaftaran ${String(r.company_name)} sebagai partner MINT dengan nomor ${String(r.registration_no)} belum dapat kami setujui.\n\nAlasan: ${reason}\n\nAnda dapat mengajukan pendaftaran kembali setelah melengkapi hal tersebut.\n\nSalam,\nTim Kemitraan MINT\n`,
    })
    return answer(
      { id, status: 'REJECTED', partnerCode: '' },
      'Pendaftaran ditolak. Pendaftar telah diberi tahu lewat email.',
    )
  }
