import { randomInt } from 'node:crypto'
import { sql } from 'drizzle-orm'
import {
  OTP_DIGITS,
  OTP_LOCK_MINUTES,
  OTP_MAX_FAILURES,
  OTP_PER_ADDRESS_HOUR,
  OTP_PER_TARGET,
  OTP_PROOF_MINUTES,
  OTP_TARGET_WINDOW_MINUTES,
  OTP_TTL_MINUTES,
} from '#contract/public/one-time-code.ts'
import { newToken, tokenHasher } from '../../crypto/tokens.ts'
import type { Db } from '../../db/client.ts'
import { rowsOf } from '../../engine/query.ts'
import { ApiError, badRequest } from '../../http/errors.ts'

/**
 * One-time codes for every public flow (issue 19 item 6; docs/ARCHITECTURE.md "One-time codes and mail").
 * - A code is 6 random digits (crypto.randomInt), stored only as HMAC-SHA256 under TOKEN_SECRET over
 *   purpose, target and code, valid OTP_TTL_MINUTES, consumed by one conditional UPDATE (single use).
 * - Wrong, expired and reused codes count as failures of (purpose, target); after OTP_MAX_FAILURES the next
 *   attempt, right or wrong, and any new code are refused for OTP_LOCK_MINUTES.
 * - Requests are limited per target (OTP_PER_TARGET per OTP_TARGET_WINDOW_MINUTES) and per address
 *   (OTP_PER_ADDRESS_HOUR), counted from the rows themselves, so every server process sees the same count.
 * - An unknown target gets a row too (no code sent): answers, limits and timing do not tell it apart.
 * - A right code gives a proof token the flow's last step spends once (`spendProof`) within OTP_PROOF_MINUTES.
 */
export type OtpPurpose = 'merchant-register' | 'merchant-password' | 'outlet-pin' | 'partner-email'

export interface OneTimeCodes {
  /** Records the request (limits first) and answers the code to send, or null when `deliver` is false. */
  issue(args: { purpose: OtpPurpose; target: string; ip: string; deliver: boolean }): Promise<string | null>
  /** Checks a code: the proof token, or a 400/429 ApiError after counting the failure. */
  verify(args: {
    purpose: OtpPurpose
    target: string
    code: string
  }): Promise<{ token: string; expiresAt: string }>
  /** Spends a proof inside the caller's transaction; refuses (400) one that is unknown, used or expired. */
  spendProof(tx: Db, args: { purpose: OtpPurpose; target: string; token: string }): Promise<void>
}

const minutesText = (seconds: number) => {
  const m = Math.max(1, Math.ceil(seconds / 60))
  return `${m} menit`
}

export const newCode = () => String(randomInt(0, 10 ** OTP_DIGITS)).padStart(OTP_DIGITS, '0')

export function oneTimeCodes(db: Db, tokenSecret: string): OneTimeCodes {
  const hmac = tokenHasher(tokenSecret)
  const codeHash = (purpose: string, target: string, code: string) => hmac(`otp:${purpose}:${target}:${code}`)
  const lockKey = (purpose: string, target: string) =>
    sql`select pg_advisory_xact_lock(hashtext(${`otp:${purpose}:${target}`}))`

  /** Seconds left of a lock on (purpose, target), 0 when none. */
  async function lockedFor(tx: Db, purpose: string, target: string): Promise<number> {
    const [g] = rowsOf(
      await tx.execute(sql`select ceil(extract(epoch from locked_until - now()))::int as s from one_time_code_guard
        where purpose = ${purpose} and target = ${target} and locked_until > now()`),
    )
    return g ? Number(g.s) : 0
  }

  const lockedError = (seconds: number) =>
    new ApiError(
      429,
      `Terlalu banyak kode salah. Verifikasi dikunci, coba lagi dalam ${minutesText(seconds)}.`,
    )

  return {
    async issue({ purpose, target, ip, deliver }) {
      return db.transaction(async (tx) => {
        await tx.execute(lockKey(purpose, target))
        const locked = await lockedFor(tx, purpose, target)
        if (locked > 0) throw lockedError(locked)
        const [perTarget] = rowsOf(
          await tx.execute(sql`select count(*)::int as n,
              ceil(extract(epoch from min(created_at) + make_interval(mins => ${OTP_TARGET_WINDOW_MINUTES}) - now()))::int as wait
            from one_time_code where purpose = ${purpose} and target = ${target}
              and created_at > now() - make_interval(mins => ${OTP_TARGET_WINDOW_MINUTES})`),
        )
        if (Number(perTarget?.n) >= OTP_PER_TARGET)
          throw new ApiError(
            429,
            `Kode sudah dikirim ${OTP_PER_TARGET} kali. Coba lagi dalam ${minutesText(Number(perTarget?.wait))}.`,
          )
        const [perIp] = rowsOf(
          await tx.execute(sql`select count(*)::int as n from one_time_code
            where ip = ${ip} and created_at > now() - interval '1 hour'`),
        )
        if (Number(perIp?.n) >= OTP_PER_ADDRESS_HOUR)
          throw new ApiError(429, 'Terlalu banyak permintaan kode dari alamat Anda. Coba lagi dalam 1 jam.')
        const code = newCode()
        await tx.execute(sql`insert into one_time_code (purpose, target, code_hash, ip, expires_at)
          values (${purpose}, ${target}, ${deliver ? codeHash(purpose, target, code) : null}, ${ip},
            now() + make_interval(mins => ${OTP_TTL_MINUTES}))`)
        return deliver ? code : null
      })
    },

    async verify({ purpose, target, code }) {
      const outcome = await db.transaction(async (tx) => {
        await tx.execute(lockKey(purpose, target))
        const locked = await lockedFor(tx, purpose, target)
        if (locked > 0) return { error: lockedError(locked) }
        const [row] = rowsOf(
          await tx.execute(sql`select id, code_hash, consumed_at is not null as used, expires_at <= now() as expired
            from one_time_code where purpose = ${purpose} and target = ${target} and code_hash is not null
            order by id desc limit 1`),
        )
        const matches = row && row.code_hash === codeHash(purpose, target, code)
        const problem = !matches
          ? 'Kode verifikasi salah.'
          : row.used
            ? 'Kode verifikasi sudah digunakan. Minta kode baru.'
            : row.expired
              ? 'Kode verifikasi sudah kedaluwarsa. Minta kode baru.'
              : null
        if (problem) {
          const [g] = rowsOf(
            await tx.execute(sql`insert into one_time_code_guard (purpose, target, failures, locked_until)
              values (${purpose}, ${target}, 1, null)
              on conflict (purpose, target) do update set
                failures = case when one_time_code_guard.locked_until is not null
                  and one_time_code_guard.locked_until <= now() then 1 else one_time_code_guard.failures + 1 end,
                locked_until = null, updated_at = now()
              returning failures`),
          )
          const failures = Number(g?.failures)
          if (failures >= OTP_MAX_FAILURES) {
            await tx.execute(sql`update one_time_code_guard
              set locked_until = now() + make_interval(mins => ${OTP_LOCK_MINUTES})
              where purpose = ${purpose} and target = ${target}`)
            return {
              error: badRequest(
                `${problem} Kode salah ${OTP_MAX_FAILURES} kali: verifikasi dikunci selama ${OTP_LOCK_MINUTES} menit.`,
                { errors: [{ field: 'code', message: problem }] },
              ),
            }
          }
          const left = OTP_MAX_FAILURES - failures
          return {
            error: badRequest(`${problem} Sisa percobaan: ${left}.`, {
              errors: [{ field: 'code', message: problem }],
            }),
          }
        }
        const token = newToken()
        const [done] = rowsOf(
          await tx.execute(sql`update one_time_code set consumed_at = now(), proof_hash = ${hmac(`proof:${token}`)},
              proof_expires_at = now() + make_interval(mins => ${OTP_PROOF_MINUTES})
            where id = ${Number(row?.id)} and consumed_at is null returning proof_expires_at`),
        )
        await tx.execute(
          sql`delete from one_time_code_guard where purpose = ${purpose} and target = ${target}`,
        )
        return { token, expiresAt: new Date(String(done?.proof_expires_at)).toISOString() }
      })
      // The failure is counted in the committed transaction above; only then is the refusal thrown.
      if ('error' in outcome) throw outcome.error
      return outcome
    },

    async spendProof(tx, { purpose, target, token }) {
      const [spent] = rowsOf(
        await tx.execute(sql`update one_time_code set proof_used_at = now()
          where proof_hash = ${hmac(`proof:${token}`)} and purpose = ${purpose} and target = ${target}
            and proof_used_at is null and proof_expires_at > now() returning id`),
      )
      if (!spent)
        throw badRequest('Verifikasi sudah tidak berlaku atau sudah dipakai. Ulangi dengan kode baru.', {
          errors: [{ field: 'token', message: 'Verifikasi tidak berlaku.' }],
        })
    },
  }
}
