import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/client.ts'
import { loginFailure } from '../../db/schema/index.ts'
import { rowsOf } from '../../engine/query.ts'

/**
 * The sign-in throttle (issue 13, defect 6). Failed sign-ins are counted per pair of address and
 * username as typed (lowercased), never per address alone: a per-address counter let 30 failures by
 * anyone refuse every account behind the same address, an office behind one NAT included, even with
 * the right password. A pair may fail LOGIN_THROTTLE_FREE_FAILURES times (5) without waiting; from then
 * on its next attempt waits, after its last failure, LOGIN_THROTTLE_BASE_SECONDS doubled with every
 * further failure (1, 2, 4 … s) up to LOGIN_THROTTLE_MAX_SECONDS (15 minutes). Guessing from one address
 * slows to a few tries an hour (too few to keep re-locking an account), while the same username from
 * another address, and every other username, is untouched. Failures older than
 * LOGIN_THROTTLE_WINDOW_MINUTES are forgotten, and a sign-in that succeeds clears its pairs.
 *
 * The pair is what was typed, whether or not such an account exists, so a wait says nothing about the
 * account. A waiting attempt is refused before the password is looked at and is not counted. The
 * account lock (server/areas/auth/login.ts) guards each account against guesses from many addresses;
 * the per-address rate limit (RATE_LIMIT_PER_MINUTE, server/app.ts) bounds one address spraying many
 * usernames.
 */
export function loginThrottle(db: Db, config: Config) {
  const windowStart = sql`now() - make_interval(mins => ${config.loginThrottleWindowMinutes})`

  /** Seconds the pair must still wait before its next attempt: 0 when it may try now. */
  async function waitSeconds(ip: string, username: string): Promise<number> {
    const [row] = rowsOf(
      await db.execute(
        sql`select count(*)::int as failures,
                   coalesce(extract(epoch from now() - max(${loginFailure.at})), 0)::float8 as since_last
              from ${loginFailure}
             where ${loginFailure.ip} = ${ip} and ${loginFailure.username} = ${key(username)}
               and ${loginFailure.at} > ${windowStart}`,
      ),
    )
    const delay = throttleDelaySeconds(Number(row?.failures ?? 0), config)
    return Math.max(0, Math.ceil(delay - Number(row?.since_last ?? 0)))
  }

  /** One failed attempt of the pair (a wrong password or code, an unknown or a locked account alike). */
  async function recordFailure(ip: string, username: string): Promise<void> {
    await db.insert(loginFailure).values({ ip, username: key(username) })
  }

  /** A sign-in succeeded: its address starts afresh for each name the account goes by. */
  async function clear(ip: string, usernames: readonly string[]): Promise<void> {
    await db
      .delete(loginFailure)
      .where(and(eq(loginFailure.ip, ip), inArray(loginFailure.username, usernames.map(key))))
  }

  return { waitSeconds, recordFailure, clear }
}

const key = (username: string) => username.trim().toLowerCase().slice(0, 254)

/** The wait after this many failures of a pair: none for the free ones, then doubling up to the maximum. */
export function throttleDelaySeconds(
  failures: number,
  c: Pick<Config, 'loginThrottleFreeFailures' | 'loginThrottleBaseSeconds' | 'loginThrottleMaxSeconds'>,
): number {
  if (failures < c.loginThrottleFreeFailures) return 0
  const doublings = failures - c.loginThrottleFreeFailures
  // 2 ** 40 s is beyond any sensible maximum already; capping the exponent keeps the number finite.
  return Math.min(c.loginThrottleBaseSeconds * 2 ** Math.min(doublings, 40), c.loginThrottleMaxSeconds)
}
