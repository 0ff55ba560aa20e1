import { sql } from 'drizzle-orm'
import { OTP_TTL_MINUTES } from '#contract/public/one-time-code.ts'
import {
  type APPLICATION_STATUS,
  type Application,
  type applicationStatus,
  type emailValidation,
  type merchantRegistrationApprove,
  type merchantRegistrationReject,
  merchantRegistrationWorkflow,
  type RegistrationForm,
  type referralCodeValidation,
  type registerSave,
  type registerStart,
  type registerVerificationOtp,
  registrationForm,
  type registrationSubmit,
} from '#contract/public/registration.ts'
import type { AuthContext } from '../../access/caller.ts'
import { authOf } from '../../access/enforce.ts'
import { audit } from '../../audit/log.ts'
import type { OneTimeCodes } from '../../auth/otp/one-time-code.ts'
import type { Config } from '../../config.ts'
import { newToken, tokenHasher } from '../../crypto/tokens.ts'
import type { Db } from '../../db/client.ts'
import { answer, type EndpointHandler } from '../../engine/endpoint.ts'
import { findRow, rowsOf } from '../../engine/query.ts'
import { takeTransition } from '../../engine/workflow.ts'
import { badRequest, conflict, notFound } from '../../http/errors.ts'
import type { SendMail } from '../../mail/send.ts'
import { checkAddress } from '../corporate/address.ts'
import { merchantResource } from '../corporate/merchant.ts'
import { requireKnownBank } from '../master/bank-check.ts'
import { alreadyRegisteredMail, codeMail, decidedMail, resumeMail, submittedMail } from './mails.ts'

/**
 * Merchant self-registration (issue 19 item 3; the steps: contract/public/registration.ts). The application's
 * link token is stored as HMAC like every token; the link lives RESUME_DAYS.
 */
export interface RegistrationDeps {
  db: Db
  config: Config
  codes: OneTimeCodes
  sendMail: SendMail
}

const RESUME_DAYS = 30
type Row = Record<string, unknown>

const linkOf = (config: Config, token: string) => `${config.publicUrl}/registration?lanjut=${token}`
const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(String(v)).toISOString())

/** Whether an e-mail already belongs to a merchant, a merchant app account or an application in the queue. */
async function emailInUse(db: Db, email: string): Promise<boolean> {
  const [r] = rowsOf(
    await db.execute(sql`select
      exists (select 1 from merchant where lower(email) = ${email} and status <> 'REJECTED')
      or exists (select 1 from merchant_account where lower(email) = ${email})
      or exists (select 1 from merchant_registration where lower(email) = ${email} and status in ('SUBMITTED', 'APPROVED'))
      as used`),
  )
  return r?.used === true
}

async function applicationRow(db: Db, hash: string, lock = false): Promise<Row> {
  const [r] = rowsOf(
    await db.execute(sql`select r.*, g.name as group_name, coalesce(m.mid, '') as mid
      from merchant_registration r join corporate_group g on g.id = r.group_id
      left join merchant m on m.id = r.merchant_id
      where r.token_hash = ${hash} and r.token_expires_at > now() ${lock ? sql`for update of r` : sql``}`),
  )
  if (!r)
    throw notFound('Tautan pendaftaran tidak valid atau sudah kedaluwarsa. Daftar kembali dengan email Anda.')
  return r
}

function view(r: Row): Application {
  const parsed = r.form ? registrationForm.partial().safeParse(r.form) : null
  return {
    registrationNo: String(r.registration_no),
    email: String(r.email),
    status: r.status as Application['status'],
    referralCode: String(r.referral_code),
    groupName: String(r.group_name),
    form: parsed?.success ? parsed.data : null,
    submittedAt: iso(r.submitted_at),
    decidedAt: iso(r.decided_at),
    rejectReason: String(r.reject_reason),
    merchantMid: String(r.mid ?? ''),
  }
}

/** The group a referral code names (its code), or the default group of REGISTRATION_GROUP_CODE / the first one. */
async function groupFor(
  db: Db,
  config: Config,
  referral: string,
): Promise<{ id: number; name: string } | null> {
  const code = referral || config.registrationGroupCode
  const [g] = rowsOf(
    await db.execute(
      code
        ? sql`select id, name from corporate_group where upper(code) = ${code.toUpperCase()} and status = 'ACTIVE'`
        : sql`select id, name from corporate_group where status = 'ACTIVE' order by id limit 1`,
    ),
  )
  return g ? { id: Number(g.id), name: String(g.name) } : null
}

/**
 * NIK, NPWP and phone must not be another merchant's (one not rejected) nor another application's in the queue:
 * refused on the field, before the application enters operations' queue (and again when it does).
 */
async function checkDuplicates(db: Db, form: RegistrationForm, ownId: number, merchantId: number | null) {
  const checks = [
    { field: 'ownerNik', column: 'owner_nik', value: form.ownerNik, label: 'NIK' },
    { field: 'npwp', column: 'npwp', value: form.npwp, label: 'NPWP' },
    { field: 'phone', column: 'phone', value: form.phone, label: 'No. HP' },
  ]
  const errors: { field: string; message: string }[] = []
  for (const c of checks) {
    const [hit] = rowsOf(
      await db.execute(sql`select
        exists (select 1 from merchant where ${sql.identifier(c.column)} = ${c.value} and status <> 'REJECTED'
          and id is distinct from ${merchantId})
        or exists (select 1 from merchant_registration where id <> ${ownId} and status in ('SUBMITTED', 'APPROVED')
          and form ->> ${c.field} = ${c.value}) as dup`),
    )
    if (hit?.dup === true)
      errors.push({ field: c.field, message: `${c.label} ini sudah terdaftar pada merchant lain.` })
  }
  if (errors.length > 0) throw badRequest(errors.map((e) => e.message).join(' '), { errors })
}

async function checkForm(db: Db, form: RegistrationForm) {
  await checkAddress({ db }, form)
  await requireKnownBank(db, 'bankCode', form.bankCode)
}

export const validateEmail = (): EndpointHandler<typeof emailValidation> => async (request) =>
  // Says only that the address is well formed: whether it has an account is told to its owner by mail.
  answer({ email: request.body.email }, 'Format email valid. Lanjutkan dengan kode verifikasi.')

export const validateReferral =
  ({ db, config }: RegistrationDeps): EndpointHandler<typeof referralCodeValidation> =>
  async (request) => {
    const { referralCode } = request.body
    const group = await groupFor(db, config, referralCode)
    if (!group)
      throw badRequest('Kode referal tidak dikenal.', {
        errors: [{ field: 'referralCode', message: 'Kode referal tidak dikenal.' }],
      })
    return answer({ referralCode, groupName: group.name }, `Kode referal valid: ${group.name}.`)
  }

export const sendRegisterCode =
  ({ db, config, codes, sendMail }: RegistrationDeps): EndpointHandler<typeof registerVerificationOtp> =>
  async (request) => {
    const { email } = request.body
    const used = await emailInUse(db, email)
    const code = await codes.issue({
      purpose: 'merchant-register',
      target: email,
      ip: request.ip,
      deliver: !used,
    })
    if (used) await sendMail(alreadyRegisteredMail(email, `${config.publicUrl}/mint-app/lupa-password`))
    else if (code) await sendMail(codeMail(email, 'merchant-register', code))
    return answer(
      { expiresInMinutes: OTP_TTL_MINUTES },
      `Kode verifikasi telah dikirim ke ${email}. Kode berlaku ${OTP_TTL_MINUTES} menit.`,
    )
  }

export const startRegistration =
  ({ db, config, codes, sendMail }: RegistrationDeps): EndpointHandler<typeof registerStart> =>
  async (request) => {
    const { email, code, referralCode } = request.body
    const group = await groupFor(db, config, referralCode)
    if (!group)
      throw badRequest('Kode referal tidak dikenal.', {
        errors: [{ field: 'referralCode', message: 'Kode referal tidak dikenal.' }],
      })
    await codes.verify({ purpose: 'merchant-register', target: email, code })
    const token = newToken()
    const hash = tokenHasher(config.tokenSecret)(token)
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('merchant_registration_no'))`)
      const [existing] = rowsOf(
        await tx.execute(
          sql`select id, status from merchant_registration where lower(email) = ${email} for update`,
        ),
      )
      if (existing) {
        // The applicant came back (or was rejected and tries again): the same application, a new link.
        const reopen = existing.status === 'REJECTED'
        await tx.execute(sql`update merchant_registration set token_hash = ${hash},
            token_expires_at = now() + make_interval(days => ${RESUME_DAYS}),
            ${reopen ? sql`status = 'DRAFT', merchant_id = null, submitted_at = null, decided_at = null, decided_by = '', reject_reason = '',` : sql``}
            referral_code = case when status in ('DRAFT', 'REJECTED') then ${referralCode} else referral_code end,
            group_id = case when status in ('DRAFT', 'REJECTED') then ${group.id} else group_id end,
            updated_at = now(), updated_by = 'registration'
          where id = ${Number(existing.id)}`)
        return
      }
      const year = new Date().getUTCFullYear()
      await tx.execute(sql`insert into merchant_registration (registration_no, email, referral_code, group_id, token_hash,
          token_expires_at, created_by, updated_by)
        select 'MRG-' || ${year} || '-' || lpad((coalesce(max(substring(registration_no from 10)::int), 0) + 1)::text, 6, '0'),
          ${email}, ${referralCode}, ${group.id}, ${hash}, now() + make_interval(days => ${RESUME_DAYS}),
          'registration', 'registration'
        from merchant_registration where registration_no like ${`MRG-${year}-%`}`)
    })
    const app = view(await applicationRow(db, hash))
    await sendMail(resumeMail(email, app.registrationNo, linkOf(config, token)))
    return answer(
      { token, application: app },
      `Email terverifikasi. Pendaftaran ${app.registrationNo} dibuka; tautan untuk melanjutkan dikirim ke email Anda.`,
    )
  }

export const readApplication =
  ({ db, config }: RegistrationDeps): EndpointHandler<typeof applicationStatus> =>
  async (request) =>
    answer(view(await applicationRow(db, tokenHasher(config.tokenSecret)(request.body.token))), 'Berhasil')

const notDraft = (r: Row) =>
  conflict(
    r.status === 'REJECTED'
      ? 'Pendaftaran ini sudah ditolak. Daftar kembali dengan email Anda untuk mengajukan ulang.'
      : 'Pendaftaran ini sudah dikirim dan tidak dapat diubah lagi.',
  )

export const saveApplication =
  ({ db, config }: RegistrationDeps): EndpointHandler<typeof registerSave> =>
  async (request) => {
    const hash = tokenHasher(config.tokenSecret)(request.body.token)
    const { form } = request.body
    await db.transaction(async (tx) => {
      const r = await applicationRow(tx, hash, true)
      if (r.status !== 'DRAFT') throw notDraft(r)
      await checkForm(tx, form)
      await checkDuplicates(tx, form, Number(r.id), null)
      await tx.execute(sql`update merchant_registration set form = ${JSON.stringify(form)}::jsonb, updated_at = now(),
        updated_by = 'registration' where id = ${Number(r.id)}`)
    })
    return answer(view(await applicationRow(db, hash)), 'Data pendaftaran tersimpan.')
  }

export const submitApplication =
  ({ db, config, sendMail }: RegistrationDeps): EndpointHandler<typeof registrationSubmit> =>
  async (request) => {
    const hash = tokenHasher(config.tokenSecret)(request.body.token)
    const done = await db.transaction(async (tx) => {
      // One submission at a time: the duplicate check and the new MID must see every other one.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('merchant_registration_submit'))`)
      const r = await applicationRow(tx, hash, true)
      if (r.status !== 'DRAFT') throw notDraft(r)
      const parsed = registrationForm.safeParse(r.form)
      if (!parsed.success) throw badRequest('Lengkapi dan simpan data pendaftaran sebelum mengirim.')
      const form = parsed.data
      await checkForm(tx, form)
      await checkDuplicates(tx, form, Number(r.id), null)
      const [m] = rowsOf(
        await tx.execute(sql`insert into merchant (group_id, region_id, client_id, mid, name, owner_name, owner_nik, npwp,
            mcc, business_category, address, province_code, city_code, district_code, village_code, postal_code, phone,
            email, settlement_bank_code, settlement_account_no, settlement_account_name, joined_at, status,
            created_by, updated_by)
          select g.id, g.region_id, rg.client_id,
            (select lpad((coalesce(max(mid::bigint), 0) + 1)::text, 15, '0') from merchant),
            ${form.businessName}, ${form.ownerName}, ${form.ownerNik}, ${form.npwp}, ${form.mcc}, ${form.businessCategory},
            ${form.address}, ${form.provinceCode}, ${form.cityCode}, ${form.districtCode}, ${form.villageCode},
            ${form.postalCode}, ${form.phone}, ${String(r.email)}, ${form.bankCode}, ${form.accountNo}, ${form.accountName},
            (now() at time zone 'Asia/Jakarta')::date, 'PENDING_VERIFICATION', 'registration', 'registration'
          from corporate_group g join region rg on rg.id = g.region_id where g.id = ${Number(r.group_id)}
          returning id, mid`),
      )
      if (!m) throw conflict('Group tujuan pendaftaran tidak ditemukan. Hubungi tim MINT.')
      await tx.execute(sql`update merchant_registration set status = 'SUBMITTED', merchant_id = ${Number(m.id)},
          submitted_at = now(), updated_at = now(), updated_by = 'registration'
        where id = ${Number(r.id)}`)
      await audit(tx, request, {
        action: 'MERCHANT_REGISTRATION_SUBMIT',
        entity: 'merchant',
        entityId: String(m.id),
        actor: { id: null, username: String(r.email) },
        after: { registrationNo: r.registration_no, mid: m.mid },
      })
      return { r, form }
    })
    const app = view(await applicationRow(db, hash))
    await sendMail(
      submittedMail(app.email, done.form.ownerName, app.registrationNo, `${config.publicUrl}/registration`),
    )
    return answer(app, `Pendaftaran ${app.registrationNo} terkirim dan menunggu verifikasi.`)
  }

/**
 * The application of a merchant in scope, locked (404 otherwise, 409 when the merchant did not register itself);
 * the workflow engine checks it is still waiting. A second decision's refusal adds who decided it.
 */
async function lockApplication(tx: Db, auth: AuthContext, merchantId: number) {
  const before = await findRow(tx, merchantResource, auth, merchantId)
  if (!before) throw notFound('Merchant tidak ditemukan.')
  const [r] = rowsOf(
    await tx.execute(sql`select r.*, m.mid, m.owner_name from merchant_registration r join merchant m on m.id = r.merchant_id
      where r.merchant_id = ${merchantId} for update of r`),
  )
  if (!r) throw conflict('Merchant ini tidak berasal dari pendaftaran mandiri.')
  return {
    state: r.status as (typeof APPLICATION_STATUS)[number]['value'],
    reg: r,
    ...(r.decided_by ? { stateNote: `Diputuskan oleh ${String(r.decided_by)}.` } : {}),
  }
}

export const approveMerchantRegistration =
  ({ db, config, sendMail }: RegistrationDeps): EndpointHandler<typeof merchantRegistrationApprove> =>
  async (request) => {
    const auth = authOf(request)
    const { merchantId } = request.body
    const r = await takeTransition(db, request, merchantRegistrationWorkflow, 'approve', {
      itemId: merchantId,
      lock: (tx) => lockApplication(tx, auth, merchantId),
      apply: async (tx, { reg }) => {
        await tx.execute(sql`update merchant set status = 'ACTIVE', updated_at = now(), updated_by = ${auth.username}
        where id = ${merchantId}`)
        await tx.execute(sql`update merchant_registration set status = 'APPROVED', decided_at = now(),
          decided_by = ${auth.username}, updated_at = now(), updated_by = ${auth.username} where id = ${Number(reg.id)}`)
        // The merchant app's account; its owner sets the password through forgot-password (the mail links it).
        await tx.execute(sql`insert into merchant_account (merchant_id, email, created_by, updated_by)
        values (${merchantId}, ${String(reg.email)}, ${auth.username}, ${auth.username})
        on conflict do nothing`)
        return {
          result: reg,
          audit: { after: { merchantStatus: 'ACTIVE', registrationNo: reg.registration_no } },
        }
      },
    })
    await sendMail(
      decidedMail(String(r.email), String(r.owner_name), String(r.registration_no), {
        approved: true,
        mid: String(r.mid),
        passwordUrl: `${config.publicUrl}/mint-app/lupa-password`,
      }),
    )
    return answer(
      { merchantId, status: 'ACTIVE', registrationNo: String(r.registration_no) },
      `Pendaftaran ${String(r.registration_no)} disetujui. Merchant aktif dan pendaftar diberi tahu lewat email.`,
    )
  }

export const rejectMerchantRegistration =
  ({ db, sendMail }: RegistrationDeps): EndpointHandler<typeof merchantRegistrationReject> =>
  async (request) => {
    const auth = authOf(request)
    const { merchantId, reason } = request.body
    const r = await takeTransition(db, request, merchantRegistrationWorkflow, 'reject', {
      itemId: merchantId,
      lock: (tx) => lockApplication(tx, auth, merchantId),
      apply: async (tx, { reg }) => {
        await tx.execute(sql`update merchant set status = 'REJECTED', updated_at = now(), updated_by = ${auth.username}
        where id = ${merchantId}`)
        await tx.execute(sql`update merchant_registration set status = 'REJECTED', decided_at = now(),
          decided_by = ${auth.username}, reject_reason = ${reason}, updated_at = now(), updated_by = ${auth.username}
        where id = ${Number(reg.id)}`)
        return {
          result: reg,
          audit: { after: { merchantStatus: 'REJECTED', registrationNo: reg.registration_no, reason } },
        }
      },
    })
    await sendMail(
      decidedMail(String(r.email), String(r.owner_name), String(r.registration_no), {
        approved: false,
        reason,
      }),
    )
    return answer(
      { merchantId, status: 'REJECTED', registrationNo: String(r.registration_no) },
      `Pendaftaran ${String(r.registration_no)} ditolak. Pendaftar diberi tahu lewat email.`,
    )
  }
