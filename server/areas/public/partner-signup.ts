import { sql } from 'drizzle-orm'
import { OTP_TTL_MINUTES } from '#contract/public/one-time-code.ts'
import type { partnerEmailVerification, partnerSignup } from '#contract/public/partner-signup.ts'
import { audit } from '../../audit/log.ts'
import type { OneTimeCodes } from '../../auth/otp/one-time-code.ts'
import type { Db } from '../../db/client.ts'
import { answer, type EndpointHandler } from '../../engine/endpoint.ts'
import { rowsOf } from '../../engine/query.ts'
import type { SendMail } from '../../mail/send.ts'
import { renderMail } from '../../mail/templates.ts'
import { requireKnownBank } from '../master/bank-check.ts'
import { codeMail } from './mails.ts'

/**
 * Partner registration (/mint-partner-registration): the PIC proves the e-mail with a code, and the application
 * joins "Pendaftaran Partner" as PENDING (numbered like the seeded ones, `REG/2026/11/0007`), where operations
 * approve or reject it (server/areas/partner/registration.ts mails the outcome).
 */
export interface PartnerSignupDeps {
  db: Db
  codes: OneTimeCodes
  sendMail: SendMail
}

export const sendPartnerCode =
  ({ codes, sendMail }: PartnerSignupDeps): EndpointHandler<typeof partnerEmailVerification> =>
  async (request) => {
    const { email } = request.body
    const code = await codes.issue({ purpose: 'partner-email', target: email, ip: request.ip, deliver: true })
    if (code) await sendMail(codeMail(email, 'partner-email', code))
    return answer(
      { expiresInMinutes: OTP_TTL_MINUTES },
      `Kode verifikasi telah dikirim ke ${email}. Kode berlaku ${OTP_TTL_MINUTES} menit.`,
    )
  }

export const fileApplication =
  ({ db, codes, sendMail }: PartnerSignupDeps): EndpointHandler<typeof partnerSignup> =>
  async (request) => {
    const { email, code, form } = request.body
    // The form is checked before the code is spent, so a typo in it does not cost the applicant a code.
    await requireKnownBank(db, 'form.bankCode', form.bankCode)
    await codes.verify({ purpose: 'partner-email', target: email, code })
    const registrationNo = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('partner_registration_no'))`)
      const now = new Date()
      const prefix = `REG/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/`
      const [row] = rowsOf(
        await tx.execute(sql`insert into partner_registration (registration_no, company_name, type, business_field,
            address, city, pic_name, pic_email, bank_code, account_no, account_name, submitted_at, created_by, updated_by)
          select ${prefix} || lpad((coalesce(max(substring(registration_no from ${prefix.length + 1}::int)::int), 0) + 1)::text, 4, '0'),
            ${form.companyName}, ${form.type}, ${form.businessField}, ${form.address}, ${form.city}, ${form.picName},
            ${email}, ${form.bankCode}, ${form.accountNo}, ${form.accountName}, now(), 'registration', 'registration'
          from partner_registration where registration_no like ${`${prefix}%`}
          returning id, registration_no`),
      )
      await audit(tx, request, {
        action: 'PARTNER_REGISTRATION_SUBMIT',
        entity: 'partner-registration',
        entityId: String(row?.id),
        actor: { id: null, username: email },
      })
      return String(row?.registration_no)
    })
    await sendMail(
      renderMail({
        to: email,
        subject: `Pendaftaran partner MINT diterima (${registrationNo})`,
        greeting: `Yth. ${form.picName},`,
        paragraphs: [
          `Pendaftaran ${form.companyName} sebagai partner MINT dengan nomor ${registrationNo} sudah kami terima.`,
          'Tim Kemitraan MINT akan meninjau pendaftaran ini dan mengabarkan hasilnya lewat email.',
        ],
        signature: 'Salam,\nTim Kemitraan MINT',
      }),
    )
    return answer(
      { registrationNo },
      `Pendaftaran ${registrationNo} terkirim. Hasilnya akan dikabarkan lewat email.`,
    )
  }
