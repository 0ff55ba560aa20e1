import { and, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm'
import QRCode from 'qrcode'
import { TWO_FACTOR_MESSAGES, type TwoFactorSetup, type TwoFactorStatus } from '#contract/auth/two-factor.ts'
import type { Config } from '../../config.ts'
import { newToken } from '../../crypto/tokens.ts'
import type { Db } from '../../db/client.ts'
import {
  dashboardUser,
  roleSegment,
  twoFactor,
  twoFactorChallenge,
  twoFactorRecoveryCode,
} from '../../db/schema/index.ts'
import { ApiError } from '../../http/errors.ts'
import { newRecoveryCodes, recoveryCodeHasher } from './recovery-codes.ts'
import { secretBox } from './secret-box.ts'
import { matchTotpStep, newTotpSecret, normaliseTotpCode, otpauthUri, TOTP_ISSUER } from './totp.ts'

/** Wrong codes one sign-in challenge survives. */
export const CHALLENGE_MAX_FAILURES = 5

export type ChallengePurpose = 'VERIFY' | 'SETUP'
export type SecondFactorMethod = 'TOTP' | 'RECOVERY_CODE'
export type CodeVerdict = { ok: true; method: SecondFactorMethod } | { ok: false; reused: boolean }

export type Authenticator = { secret: string; enabledAt: Date | null }

/**
 * Everything two-factor that touches the database: authenticators, recovery codes and sign-in
 * challenges. Codes are checked with conditional UPDATEs, so two requests carrying the same code
 * (or the same recovery code, or the same challenge) cannot both succeed, on any number of instances.
 */
export function twoFactorStore(db: Db, config: Config, hashToken: (token: string) => string) {
  const box = secretBox(config.twoFactorKey)
  const hashRecovery = recoveryCodeHasher(config.twoFactorKey)

  async function segmentRequires(tx: Db, segmentId: number): Promise<boolean> {
    const [row] = await tx
      .select({ required: roleSegment.require2fa })
      .from(roleSegment)
      .where(eq(roleSegment.id, segmentId))
    return row?.required === true
  }

  /** The user's authenticator (enabled or still being enrolled), decrypted; null if none. */
  async function authenticatorOf(tx: Db, userId: string): Promise<Authenticator | null> {
    const [row] = await tx
      .select({ sealed: twoFactor.secretSealed, enabledAt: twoFactor.enabledAt })
      .from(twoFactor)
      .where(eq(twoFactor.userId, userId))
    if (!row) return null
    try {
      return { secret: box.open(row.sealed, userId), enabledAt: row.enabledAt }
    } catch {
      // Sealed under another TWO_FACTOR_KEY, or altered: only an administrator's reset helps.
      throw new ApiError(409, TWO_FACTOR_MESSAGES.unreadable)
    }
  }

  async function replaceRecoveryCodes(tx: Db, userId: string): Promise<string[]> {
    const codes = newRecoveryCodes()
    await tx.delete(twoFactorRecoveryCode).where(eq(twoFactorRecoveryCode.userId, userId))
    await tx
      .insert(twoFactorRecoveryCode)
      .values(codes.map((code) => ({ userId, codeHash: hashRecovery(code) as string })))
    return codes
  }

  return {
    segmentRequires,
    authenticatorOf,
    replaceRecoveryCodes,

    /** What /login must ask after the right password: a code, an enrolment, or nothing. */
    async secondStepOf(userId: string, segmentId: number): Promise<ChallengePurpose | null> {
      const [row] = await db
        .select({ enabledAt: twoFactor.enabledAt })
        .from(twoFactor)
        .where(eq(twoFactor.userId, userId))
      if (row?.enabledAt) return 'VERIFY'
      return (await segmentRequires(db, segmentId)) ? 'SETUP' : null
    },

    async status(userId: string, segmentId: number): Promise<TwoFactorStatus> {
      const [row] = await db
        .select({ enabledAt: twoFactor.enabledAt })
        .from(twoFactor)
        .where(eq(twoFactor.userId, userId))
      const [left] = await db
        .select({ n: count() })
        .from(twoFactorRecoveryCode)
        .where(and(eq(twoFactorRecoveryCode.userId, userId), isNull(twoFactorRecoveryCode.usedAt)))
      const enabledAt = row?.enabledAt ?? null
      return {
        enabled: enabledAt !== null,
        enabledAt: enabledAt?.toISOString() ?? null,
        requiredBySegment: await segmentRequires(db, segmentId),
        recoveryCodesLeft: enabledAt ? Number(left?.n ?? 0) : 0,
      }
    },

    /**
     * Starts (or restarts) enrolment: a fresh secret replaces any unfinished one. Returns null when
     * the user already has an enabled authenticator.
     */
    async startEnrolment(userId: string, username: string): Promise<TwoFactorSetup | null> {
      const secret = newTotpSecret()
      const sealed = box.seal(secret, userId)
      const [row] = await db
        .insert(twoFactor)
        .values({ userId, secretSealed: sealed })
        .onConflictDoUpdate({
          target: twoFactor.userId,
          set: { secretSealed: sealed, lastStep: null, updatedAt: sql`now()` },
          setWhere: isNull(twoFactor.enabledAt),
        })
        .returning({ userId: twoFactor.userId })
      if (!row) return null
      const uri = otpauthUri(secret, username)
      const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
      return {
        secret,
        uri,
        qrCode: `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`,
        issuer: TOTP_ISSUER,
        account: username,
      }
    },

    /**
     * Checks a code against the user's authenticator and, when right, uses it up: a TOTP code by
     * moving last_step past its time-step (so the same code, or an older one, is refused again), a
     * recovery code by marking it used. Call inside the transaction that acts on the result.
     */
    async useCode(
      tx: Db,
      userId: string,
      secret: string,
      code: string,
      allowRecovery: boolean,
    ): Promise<CodeVerdict> {
      if (normaliseTotpCode(code)) {
        const step = matchTotpStep(secret, code)
        if (step === null) return { ok: false, reused: false }
        const [marked] = await tx
          .update(twoFactor)
          .set({ lastStep: step, updatedAt: sql`now()` })
          .where(
            and(eq(twoFactor.userId, userId), or(isNull(twoFactor.lastStep), lt(twoFactor.lastStep, step))),
          )
          .returning({ userId: twoFactor.userId })
        return marked ? { ok: true, method: 'TOTP' } : { ok: false, reused: true }
      }
      const hash = allowRecovery ? hashRecovery(code) : null
      if (!hash) return { ok: false, reused: false }
      const [used] = await tx
        .update(twoFactorRecoveryCode)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(twoFactorRecoveryCode.userId, userId),
            eq(twoFactorRecoveryCode.codeHash, hash),
            isNull(twoFactorRecoveryCode.usedAt),
          ),
        )
        .returning({ id: twoFactorRecoveryCode.id })
      return used ? { ok: true, method: 'RECOVERY_CODE' } : { ok: false, reused: false }
    },

    /** Marks an enrolled authenticator enabled (once) and issues its recovery codes. */
    async enable(tx: Db, userId: string): Promise<string[] | null> {
      const [row] = await tx
        .update(twoFactor)
        .set({ enabledAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(twoFactor.userId, userId), isNull(twoFactor.enabledAt)))
        .returning({ userId: twoFactor.userId })
      return row ? replaceRecoveryCodes(tx, userId) : null
    },

    /** Removes the authenticator, its recovery codes and any pending sign-in challenge. */
    async remove(tx: Db, userId: string): Promise<boolean> {
      await tx.delete(twoFactorRecoveryCode).where(eq(twoFactorRecoveryCode.userId, userId))
      await tx
        .update(twoFactorChallenge)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(twoFactorChallenge.userId, userId), isNull(twoFactorChallenge.consumedAt)))
      const gone = await tx
        .delete(twoFactor)
        .where(eq(twoFactor.userId, userId))
        .returning({ userId: twoFactor.userId })
      return gone.length > 0
    },

    async recoveryCodesLeft(tx: Db, userId: string): Promise<number> {
      const [left] = await tx
        .select({ n: count() })
        .from(twoFactorRecoveryCode)
        .where(and(eq(twoFactorRecoveryCode.userId, userId), isNull(twoFactorRecoveryCode.usedAt)))
      return Number(left?.n ?? 0)
    },

    async issueChallenge(userId: string, purpose: ChallengePurpose) {
      const challenge = newToken()
      const expiresAt = new Date(Date.now() + config.twoFactorChallengeTtlSeconds * 1000)
      await db
        .insert(twoFactorChallenge)
        .values({ userId, tokenHash: hashToken(challenge), purpose, expiresAt })
      return { challenge, expiresAt: expiresAt.toISOString() }
    },

    /** The live challenge behind a token, with its user; null when unknown, used, expired or dead. */
    async liveChallenge(token: string, purpose: ChallengePurpose) {
      const [row] = await db
        .select({
          id: twoFactorChallenge.id,
          userId: twoFactorChallenge.userId,
          username: dashboardUser.username,
          status: dashboardUser.status,
          lockedUntil: dashboardUser.lockedUntil,
        })
        .from(twoFactorChallenge)
        .innerJoin(dashboardUser, eq(dashboardUser.id, twoFactorChallenge.userId))
        .where(
          and(
            eq(twoFactorChallenge.tokenHash, hashToken(token)),
            eq(twoFactorChallenge.purpose, purpose),
            isNull(twoFactorChallenge.consumedAt),
            gt(twoFactorChallenge.expiresAt, sql`now()`),
            lt(twoFactorChallenge.failedAttempts, CHALLENGE_MAX_FAILURES),
          ),
        )
      return row ?? null
    },

    /** Uses a challenge up; false if another request did first (or it has since died). */
    async consumeChallenge(tx: Db, id: string): Promise<boolean> {
      const [row] = await tx
        .update(twoFactorChallenge)
        .set({ consumedAt: sql`now()` })
        .where(
          and(
            eq(twoFactorChallenge.id, id),
            isNull(twoFactorChallenge.consumedAt),
            gt(twoFactorChallenge.expiresAt, sql`now()`),
            lt(twoFactorChallenge.failedAttempts, CHALLENGE_MAX_FAILURES),
          ),
        )
        .returning({ id: twoFactorChallenge.id })
      return row !== undefined
    },

    /** Counts a wrong code against a challenge; returns how many it has had. */
    async failChallenge(id: string): Promise<number> {
      const [row] = await db
        .update(twoFactorChallenge)
        .set({ failedAttempts: sql`${twoFactorChallenge.failedAttempts} + 1` })
        .where(eq(twoFactorChallenge.id, id))
        .returning({ n: twoFactorChallenge.failedAttempts })
      return row?.n ?? CHALLENGE_MAX_FAILURES
    },
  }
}

export type TwoFactorStore = ReturnType<typeof twoFactorStore>
