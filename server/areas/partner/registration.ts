import { sql } from 'drizzle-orm'
import { formatDateTime } from '#contract/format.ts'
import { partnerArea } from '#contract/partner/index.ts'
import {
  partnerRegistrationWorkflow,
  type REGISTRATION_STATUS,
  type registrationApprove,
  type registrationReject,
} from '#contract/partner/registration.ts'
import { authOf } from '../../access/enforce.ts'
import type { Db } from '../../db/client.ts'
import { bank, partner, partnerRegistration } from '../../db/schema/index.ts'
import { answer, type EndpointHandler } from '../../engine/endpoint.ts'
import { findRow, rowsOf } from '../../engine/query.ts'
import { serverResource } from '../../engine/resource.ts'
import { takeTransition } from '../../engine/workflow.ts'
import { notFound } from '../../http/errors.ts'
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

type Registration = Record<string, unknown>

/**
 * The application, locked for the decision (404 when there is none); the workflow engine checks it is still
 * waiting and that the decider is scoped to everything. A second decision's refusal adds who decided it, and why.
 */
async function lockRegistration(tx: Db, id: number) {
  const [r] = rowsOf(await tx.execute(sql`select * from ${partnerRegistration} where id = ${id} for update`))
  if (!r) throw notFound('Pendaftaran partner tidak ditemukan.')
  const when = r.decided_at ? ` pada ${formatDateTime(String(r.decided_at))}` : ''
  const note = r.decided_by
    ? `Diputuskan oleh ${String(r.decided_by)}${when}${r.reject_reason ? ` dengan alasan: ${String(r.reject_reason)}` : ''}.`
    : ''
  return {
    state: r.status as (typeof REGISTRATION_STATUS)[number]['value'],
    r: r as Registration,
    ...(note ? { stateNote: note } : {}),
  }
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
    const { id } = request.body
    const done = await takeTransition(db, request, partnerRegistrationWorkflow, 'approve', {
      itemId: id,
      lock: (tx) => lockRegistration(tx, id),
      apply: async (tx, { r }) => {
        const before = await findRow(tx, registrationResource, auth, id)
        const made = await partnerOf(tx, r, auth.username)
        await tx.execute(sql`update ${partnerRegistration} set status = 'APPROVED', decided_at = now(),
            decided_by = ${auth.username}, partner_id = ${made.id}, updated_at = now(), updated_by = ${auth.username}
          where id = ${id}`)
        const after = await findRow(tx, registrationResource, auth, id)
        return { result: { r, made }, audit: { before: before ?? {}, after: after ?? {} } }
      },
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
    const { id, reason } = request.body
    const r = await takeTransition(db, request, partnerRegistrationWorkflow, 'reject', {
      itemId: id,
      lock: (tx) => lockRegistration(tx, id),
      apply: async (tx, { r: reg }) => {
        const before = await findRow(tx, registrationResource, auth, id)
        await tx.execute(sql`update ${partnerRegistration} set status = 'REJECTED', decided_at = now(),
            decided_by = ${auth.username}, reject_reason = ${reason}, updated_at = now(), updated_by = ${auth.username}
          where id = ${id}`)
        const after = await findRow(tx, registrationResource, auth, id)
        return { result: reg, audit: { before: before ?? {}, after: after ?? {} } }
      },
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
