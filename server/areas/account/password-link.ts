import { and, eq, isNull, sql } from 'drizzle-orm'
import { newToken } from '../../crypto/tokens.ts'
import type { Db } from '../../db/client.ts'
import { passwordToken } from '../../db/schema/index.ts'
import type { AreaDeps } from '../../engine/area.ts'
import type { Mail } from '../../mail/send.ts'

/** A link an administrator sends stays valid this long (the user may read the mail days later). */
export const ADMIN_PASSWORD_LINK_HOURS = 72

/**
 * Creates a single-use password token (only its hash is stored; earlier unused tokens of the user are
 * spent) and queues the mail with the link to /login/reset-password, which POST /auth/set-password
 * redeems. Nobody but the recipient ever sees the token.
 */
export async function queuePasswordLink(
  tx: Db,
  deps: Pick<AreaDeps, 'config' | 'sessions'>,
  queueMail: (mail: Mail) => void,
  user: { id: string; username: string; email: string },
  purpose: 'SET' | 'RESET',
): Promise<void> {
  await tx
    .update(passwordToken)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordToken.userId, user.id), isNull(passwordToken.usedAt)))
  const token = newToken()
  await tx.insert(passwordToken).values({
    userId: user.id,
    tokenHash: deps.sessions.hash(token),
    purpose,
    expiresAt: new Date(Date.now() + ADMIN_PASSWORD_LINK_HOURS * 3_600_000),
  })
  const link = `${deps.config.publicUrl}/login/reset-password?email=${encodeURIComponent(user.email)}&token=${encodeURIComponent(token)}`
  queueMail(
    purpose === 'SET'
      ? {
          to: user.email,
          subject: 'Akun MINT Dashboard Anda telah dibuat',
          text: `Halo ${user.username},\n\nAkun MINT Dashboard telah dibuat untuk Anda dengan username ${user.username}. Buka tautan berikut dalam ${ADMIN_PASSWORD_LINK_HOURS} jam untuk menyetel password Anda:\n\n${link}\n\nTautan hanya dapat dipakai sekali.\n`,
        }
      : {
          to: user.email,
          subject: 'Password MINT Dashboard Anda diatur ulang',
          text: `Halo ${user.username},\n\nAdministrator mengatur ulang password akun MINT Dashboard Anda; password lama tidak berlaku lagi dan semua sesi Anda telah diakhiri. Buka tautan berikut dalam ${ADMIN_PASSWORD_LINK_HOURS} jam untuk menyetel password baru:\n\n${link}\n\nTautan hanya dapat dipakai sekali.\n`,
        },
  )
}
