import { formatDateTime } from '#contract/format.ts'
import type { Mail } from '../../mail/send.ts'

/**
 * The mail telling the owner that their account has been locked (issue 13, defect 6). The sign-in
 * answers a locked account exactly as a wrong password, so that nobody learns from it that the account
 * exists; the owner learns of the lock here instead, once per lock, with the way out: a password reset
 * (docs/ARCHITECTURE.md "Sign-in and sessions") also lifts the lock.
 */
export function lockNotice(
  user: { username: string; email: string },
  lock: { failures: number; ip: string; lockedUntil: Date; publicUrl: string },
): Mail {
  return {
    to: user.email,
    subject: 'Akun MINT Dashboard Anda dikunci sementara',
    text: `Halo ${user.username},

Akun MINT Dashboard Anda dikunci sementara setelah ${lock.failures} kali percobaan masuk yang gagal berturut-turut (password atau kode autentikator salah). Percobaan terakhir berasal dari alamat ${lock.ip}.

Kunci berakhir pada ${formatDateTime(lock.lockedUntil)}. Selama terkunci, login ditolak, juga dengan password yang benar.

Jika itu Anda, tunggu hingga kunci berakhir, atau atur ulang password Anda melalui tautan berikut; password baru juga membuka kunci:
${lock.publicUrl}/login/forgot-password

Jika bukan Anda, segera atur ulang password Anda dan beri tahu administrator.
`,
  }
}
