import { eq } from 'drizzle-orm'
import type { AuthContext } from '../access/caller.ts'
import type { Db } from '../db/client.ts'
import { dashboardUser } from '../db/schema/index.ts'
import { badRequest } from '../http/errors.ts'
import { verifyLoginValue } from './password.ts'
import { twoFactorStore } from './two-factor/store.ts'

const fieldError = (field: string, message: string) => badRequest(message, { errors: [{ field, message }] })

/** What re-authentication needs of the two-factor store (its code check under a name that says what it does). */
export interface Reauth {
  authenticatorOf: ReturnType<typeof twoFactorStore>['authenticatorOf']
  checkCode: ReturnType<typeof twoFactorStore>['useCode']
}

/**
 * Asks the approver again who they are: the authenticator's code when they have one enabled, the password
 * otherwise (the value /login takes). A wrong answer is 400 naming the field; nothing is approved.
 */
export async function reauthenticate(
  tx: Db,
  reauth: Reauth,
  auth: AuthContext,
  body: { password?: string; code?: string },
) {
  const authenticator = await reauth.authenticatorOf(tx, auth.userId)
  if (authenticator?.enabledAt) {
    if (!body.code) throw fieldError('code', 'Masukkan kode autentikator untuk menyetujui.')
    const verdict = await reauth.checkCode(tx, auth.userId, authenticator.secret, body.code, false)
    if (!verdict.ok) throw fieldError('code', 'Kode autentikator salah atau sudah dipakai.')
    return
  }
  if (!body.password) throw fieldError('password', 'Masukkan password Anda untuk menyetujui.')
  const [u] = await tx
    .select({ hash: dashboardUser.passwordHash })
    .from(dashboardUser)
    .where(eq(dashboardUser.id, auth.userId))
  if (!(await verifyLoginValue(u?.hash ?? null, body.password)))
    throw fieldError('password', 'Password salah.')
}

/** The re-authentication of an area's checker, from the app's two-factor store. */
export const reauthOf = (...args: Parameters<typeof twoFactorStore>): Reauth => {
  const store = twoFactorStore(...args)
  return { authenticatorOf: store.authenticatorOf, checkCode: store.useCode }
}
