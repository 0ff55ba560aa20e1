import { sql } from 'drizzle-orm'
import { decryptPassword, hashLoginPassword } from '#contract/auth/password-encoding.ts'
import type {
  forgotPasswordConfirm,
  forgotPasswordRequest,
  forgotPasswordVerify,
  forgotPinConfirm,
  forgotPinRequest,
  forgotPinVerify,
} from '#contract/public/account-recovery.ts'
import { OTP_TTL_MINUTES } from '#contract/public/one-time-code.ts'
import { audit } from '../../audit/log.ts'
import type { OneTimeCodes } from '../../auth/otp/one-time-code.ts'
import { hashLoginValue, passwordProblem } from '../../auth/password.ts'
import { hashPin } from '../../auth/pin.ts'
import type { Db } from '../../db/client.ts'
import { answer, type EndpointHandler } from '../../engine/endpoint.ts'
import { rowsOf } from '../../engine/query.ts'
import { badRequest } from '../../http/errors.ts'
import type { SendMail } from '../../mail/send.ts'
import { codeMail, secretChangedMail } from './mails.ts'

/**
 * Forgot password (merchant app: `merchant_account`, by e-mail) and forgot PIN (outlet users, by username):
 * request → code → confirm (issue 19 item 5). The request answers the same whether or not the account exists;
 * the code goes to the account's own e-mail; the confirm spends the proof the right code gave, in the same
 * transaction as the new secret, and tells the owner by mail.
 */
export interface RecoveryDeps {
  db: Db
  codes: OneTimeCodes
  sendMail: SendMail
}

const SENT = `Jika akun terdaftar, kode verifikasi telah dikirim ke emailnya. Kode berlaku ${OTP_TTL_MINUTES} menit.`

async function merchantAccountOf(db: Db, email: string) {
  const [row] = rowsOf(
    await db.execute(sql`select a.id, a.email, m.owner_name from merchant_account a join merchant m on m.id = a.merchant_id
      where lower(a.email) = ${email} and a.status = 'ACTIVE' and m.status = 'ACTIVE'`),
  )
  return row ? { id: Number(row.id), email: String(row.email), name: String(row.owner_name) } : null
}

async function outletUserOf(db: Db, username: string) {
  const [row] = rowsOf(
    await db.execute(
      sql`select id, email, full_name from outlet_user where username = ${username} and status = 'ACTIVE'`,
    ),
  )
  return row ? { id: Number(row.id), email: String(row.email), name: String(row.full_name) } : null
}

export const requestPasswordCode =
  ({ db, codes, sendMail }: RecoveryDeps): EndpointHandler<typeof forgotPasswordRequest> =>
  async (request) => {
    const { email } = request.body
    const account = await merchantAccountOf(db, email)
    const code = await codes.issue({
      purpose: 'merchant-password',
      target: email,
      ip: request.ip,
      deliver: !!account,
    })
    if (account && code) await sendMail(codeMail(account.email, 'merchant-password', code, account.name))
    return answer({ expiresInMinutes: OTP_TTL_MINUTES }, SENT)
  }

export const verifyPasswordCode =
  ({ codes }: RecoveryDeps): EndpointHandler<typeof forgotPasswordVerify> =>
  async (request) => {
    const { email, code } = request.body
    const proof = await codes.verify({ purpose: 'merchant-password', target: email, code })
    return answer(proof, 'Kode benar. Silakan buat password baru.')
  }

export const confirmPassword =
  ({ db, codes, sendMail }: RecoveryDeps): EndpointHandler<typeof forgotPasswordConfirm> =>
  async (request) => {
    const { email, token } = request.body
    let plain: string
    try {
      plain = await decryptPassword(request.body.password)
    } catch {
      throw badRequest('Password tidak dapat dibaca. Muat ulang halaman lalu coba lagi.')
    }
    const problem = passwordProblem(plain, email.split('@')[0] ?? '')
    if (problem) throw badRequest(problem, { errors: [{ field: 'password', message: problem }] })
    const hash = await hashLoginValue(await hashLoginPassword(plain))
    const account = await db.transaction(async (tx) => {
      await codes.spendProof(tx, { purpose: 'merchant-password', target: email, token })
      const found = await merchantAccountOf(tx, email)
      // A proof exists only for a code that was sent, i.e. to an account that existed then.
      if (!found) throw badRequest('Akun tidak ditemukan atau tidak aktif.')
      await tx.execute(sql`update merchant_account set password_hash = ${hash}, password_changed_at = now(),
        updated_at = now(), updated_by = 'forgot-password' where id = ${found.id}`)
      await audit(tx, request, {
        action: 'MERCHANT_PASSWORD_RESET',
        entity: 'merchant-account',
        entityId: String(found.id),
        actor: { id: null, username: found.email },
      })
      return found
    })
    await sendMail(secretChangedMail(account.email, 'password', account.name))
    return answer(null, 'Password berhasil diganti. Silakan masuk dengan password baru.')
  }

export const requestPinCode =
  ({ db, codes, sendMail }: RecoveryDeps): EndpointHandler<typeof forgotPinRequest> =>
  async (request) => {
    const { username } = request.body
    const user = await outletUserOf(db, username)
    const code = await codes.issue({
      purpose: 'outlet-pin',
      target: username,
      ip: request.ip,
      deliver: !!user,
    })
    if (user && code) await sendMail(codeMail(user.email, 'outlet-pin', code, user.name))
    return answer({ expiresInMinutes: OTP_TTL_MINUTES }, SENT)
  }

export const verifyPinCode =
  ({ codes }: RecoveryDeps): EndpointHandler<typeof forgotPinVerify> =>
  async (request) => {
    const { username, code } = request.body
    const proof = await codes.verify({ purpose: 'outlet-pin', target: username, code })
    return answer(proof, 'Kode benar. Silakan buat PIN baru.')
  }

export const confirmPin =
  ({ db, codes, sendMail }: RecoveryDeps): EndpointHandler<typeof forgotPinConfirm> =>
  async (request) => {
    const { username, token, pin } = request.body
    const hash = await hashPin(pin)
    const user = await db.transaction(async (tx) => {
      await codes.spendProof(tx, { purpose: 'outlet-pin', target: username, token })
      const found = await outletUserOf(tx, username)
      if (!found) throw badRequest('User tidak ditemukan atau tidak aktif.')
      await tx.execute(sql`update outlet_user set pin_hash = ${hash}, pin_changed_at = now(), updated_at = now(),
        updated_by = 'forgot-pin' where id = ${found.id}`)
      await audit(tx, request, {
        action: 'OUTLET_PIN_RESET',
        entity: 'outlet-user',
        entityId: String(found.id),
        actor: { id: null, username },
      })
      return found
    })
    await sendMail(secretChangedMail(user.email, 'PIN', user.name))
    return answer(null, 'PIN berhasil diganti. Silakan masuk ke aplikasi dengan PIN baru.')
  }
