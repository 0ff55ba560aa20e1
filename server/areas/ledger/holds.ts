import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { rowsOf } from '../../engine/query.ts'
import { conflict, notFound } from '../../http/errors.ts'
import { type Posted, type Posting, postEntry, replayOf } from './post.ts'

/**
 * Two-phase holds (issue 17 item 1): a reserve moves money from an account (a client's wallet) to its held
 * account and records a hold with an expiry; later the hold is posted (to a destination, the unused part going
 * back) or voided (all of it back). A hold that is not settled by its expiry is voided by the sweep, scheduled
 * work run once across the instances (`ledger-hold-sweep`, server/app.ts and server/jobs/schedule.ts). Each phase is one ledger entry
 * with its own idempotency key, and the hold row is locked (FOR UPDATE) before it settles, so a post racing a
 * void or the sweep settles it once: the loser answers 409.
 */

export interface Hold {
  id: number
  accountId: number
  heldAccountId: number
  amount: number
  /** Taken by partial posts (captureHold); `amount - captured` is what the hold still keeps. */
  captured: number
  status: 'RESERVED' | 'POSTED' | 'VOIDED'
  expiresAt: string
  reserveEntryId: number
  settleEntryId: number | null
}

const holdOf = (r: Record<string, unknown>): Hold => ({
  id: Number(r.id),
  accountId: Number(r.account_id),
  heldAccountId: Number(r.held_account_id),
  amount: Number(r.amount),
  captured: Number(r.captured ?? 0),
  status: r.status as Hold['status'],
  expiresAt: (r.expires_at instanceof Date ? r.expires_at : new Date(String(r.expires_at))).toISOString(),
  reserveEntryId: Number(r.reserve_entry_id),
  settleEntryId: r.settle_entry_id === null ? null : Number(r.settle_entry_id),
})

export const HOLD_SETTLED = 'Dana yang ditahan ini sudah diproses (diposting atau dibatalkan).'

export interface Reserve {
  key: string
  accountId: number
  amount: number
  expiresAt: Date
  refNo: string
  description?: string
  postedBy: string
  meta?: Record<string, unknown>
}

/** Reserve: account → its held account, and the hold row; a retry with the same key answers the same hold. */
export async function reserveHold(db: Db, r: Reserve): Promise<{ hold: Hold; entry: Posted }> {
  return db.transaction(async (tx) => {
    const [acc] = rowsOf(
      await tx.execute(sql`select held_account_id from ledger_account where id = ${r.accountId}`),
    )
    if (!acc || acc.held_account_id === null)
      throw new Error(`ledger: account ${r.accountId} has no held account`)
    const held = Number(acc.held_account_id)
    const entry = await postEntry(tx, {
      key: r.key,
      kind: 'HOLD_RESERVE',
      refNo: r.refNo,
      description: r.description ?? 'Penahanan dana',
      postedBy: r.postedBy,
      lines: [
        { accountId: r.accountId, amount: -r.amount },
        { accountId: held, amount: r.amount },
      ],
    })
    const [row] = rowsOf(
      await tx.execute(sql`insert into ledger_hold (account_id, held_account_id, amount, expires_at, reserve_entry_id, meta)
        values (${r.accountId}, ${held}, ${r.amount}, ${r.expiresAt.toISOString()}, ${entry.entryId}, ${JSON.stringify(r.meta ?? {})}::jsonb)
        on conflict (reserve_entry_id) do update set reserve_entry_id = excluded.reserve_entry_id
        returning *`),
    )
    return { hold: holdOf(row as Record<string, unknown>), entry }
  })
}

async function lockHold(tx: Db, holdId: number): Promise<Hold> {
  const [row] = rowsOf(await tx.execute(sql`select * from ledger_hold where id = ${holdId} for update`))
  if (!row) throw notFound('Penahanan dana tidak ditemukan.')
  return holdOf(row)
}

/** A settled hold asked again with the key that settled it answers that settlement; otherwise 409. */
async function settledReplay(tx: Db, hold: Hold, key: string): Promise<Posted | null> {
  if (hold.status === 'RESERVED') return null
  const settled = await replayOf(tx, { key }, null)
  if (settled && settled.entryId === hold.settleEntryId) return settled
  throw conflict(HOLD_SETTLED)
}

export interface PostHold {
  holdId: number
  key: string
  /** Where the money goes (bank settlement for a disbursement, fee income for its fee). */
  destinationAccountId: number
  /** What is used, at most the hold; the rest goes back to the account in the same entry. Default: all. */
  amount?: number
  refNo: string
  description?: string
  postedBy: string
}

/**
 * Settles a reserved hold with one entry (`entryOf` is given the hold and what it still keeps) and marks it
 * `status`: the hold is locked first, and a settled hold asked again with the key that settled it answers that
 * settlement.
 */
async function settleHold(
  db: Db,
  holdId: number,
  key: string,
  status: 'POSTED' | 'VOIDED',
  entryOf: (hold: Hold, rest: number) => Omit<Posting, 'key' | 'relatedEntryId'>,
): Promise<{ hold: Hold; entry: Posted }> {
  return db.transaction(async (tx) => {
    const hold = await lockHold(tx, holdId)
    const replay = await settledReplay(tx, hold, key)
    if (replay) return { hold, entry: replay }
    const entry = await postEntry(tx, {
      key,
      relatedEntryId: hold.reserveEntryId,
      ...entryOf(hold, hold.amount - hold.captured),
    })
    const [row] = rowsOf(
      await tx.execute(sql`update ledger_hold set status = ${status}, settle_entry_id = ${entry.entryId}, settled_at = now()
        where id = ${hold.id} returning *`),
    )
    return { hold: holdOf(row as Record<string, unknown>), entry }
  })
}

export function postHold(db: Db, p: PostHold): Promise<{ hold: Hold; entry: Posted }> {
  return settleHold(db, p.holdId, p.key, 'POSTED', (hold, rest) => {
    const used = p.amount ?? rest
    if (!Number.isSafeInteger(used) || used <= 0 || used > rest)
      throw conflict('Nominal yang diposting melebihi dana yang ditahan.')
    const back = rest - used
    return {
      kind: 'HOLD_POST',
      refNo: p.refNo,
      description: p.description ?? 'Posting dana yang ditahan',
      postedBy: p.postedBy,
      lines: [
        { accountId: hold.heldAccountId, amount: -rest },
        { accountId: p.destinationAccountId, amount: used },
        ...(back > 0 ? [{ accountId: hold.accountId, amount: back }] : []),
      ],
    }
  })
}

export function voidHold(
  db: Db,
  v: { holdId: number; key?: string; refNo?: string; description?: string; postedBy: string },
): Promise<{ hold: Hold; entry: Posted }> {
  // A hold wholly captured is POSTED by its last capture, so a reserved one always has a rest to give back.
  return settleHold(db, v.holdId, v.key ?? `hold-void-${v.holdId}`, 'VOIDED', (hold, rest) => ({
    kind: 'HOLD_VOID',
    refNo: v.refNo ?? `HOLD-${hold.id}`,
    description: v.description ?? 'Pembatalan penahanan dana',
    postedBy: v.postedBy,
    lines: [
      { accountId: hold.heldAccountId, amount: -rest },
      { accountId: hold.accountId, amount: rest },
    ],
  }))
}

export interface CaptureHold {
  holdId: number
  key: string
  /** Where this part goes (bank settlement for a paid item, fee income for its fee): positive amounts. */
  destinations: readonly { accountId: number; amount: number }[]
  refNo: string
  description?: string
  postedBy: string
}

/**
 * Posts part of a reserved hold (one disbursement item as the bank pays it) and keeps the rest held: the held
 * account gives exactly this part to its destinations, and the hold's `captured` grows by it in the same
 * transaction. The part that takes the last of the hold settles it (POSTED). A retry with the same key answers the
 * first capture and captures nothing more; more than the hold still keeps is 409.
 */
export async function captureHold(db: Db, c: CaptureHold): Promise<{ hold: Hold; entry: Posted }> {
  return db.transaction(async (tx) => {
    const hold = await lockHold(tx, c.holdId)
    const total = c.destinations.reduce((s, d) => s + d.amount, 0)
    const earlier = await replayOf(tx, { key: c.key }, null)
    if (earlier) {
      // The same capture asked again (a crash between the bank's answer and the item's status): nothing more.
      const [check] = rowsOf(
        await tx.execute(sql`select related_entry_id from ledger_entry where id = ${earlier.entryId}`),
      )
      if (Number(check?.related_entry_id) !== hold.reserveEntryId) throw conflict(HOLD_SETTLED)
      return { hold, entry: earlier }
    }
    if (hold.status !== 'RESERVED') throw conflict(HOLD_SETTLED)
    if (!Number.isSafeInteger(total) || total <= 0 || total > hold.amount - hold.captured)
      throw conflict('Nominal yang diposting melebihi dana yang ditahan.')
    const entry = await postEntry(tx, {
      key: c.key,
      kind: 'HOLD_POST',
      refNo: c.refNo,
      description: c.description ?? 'Posting sebagian dana yang ditahan',
      postedBy: c.postedBy,
      relatedEntryId: hold.reserveEntryId,
      lines: [{ accountId: hold.heldAccountId, amount: -total }, ...c.destinations],
    })
    const [row] = rowsOf(
      await tx.execute(sql`update ledger_hold set captured = captured + ${total},
          status = case when captured + ${total} = amount then 'POSTED' else status end,
          settle_entry_id = case when captured + ${total} = amount then ${entry.entryId}::bigint else settle_entry_id end,
          settled_at = case when captured + ${total} = amount then now() else settled_at end
        where id = ${hold.id} returning *`),
    )
    return { hold: holdOf(row as Record<string, unknown>), entry }
  })
}

/**
 * Moves a reserved hold's expiry to `until` if that is later (never earlier): the owner of money still being paid
 * out (a disbursement whose bank answers are not all in) keeps it held, so the sweep cannot give back what the bank
 * may yet pay. A settled hold is left as it is. Answers whether the hold is still reserved.
 */
export async function extendHold(db: Db, holdId: number, until: Date): Promise<boolean> {
  const [row] = rowsOf(
    await db.execute(sql`update ledger_hold set expires_at = greatest(expires_at, ${until.toISOString()}::timestamptz)
      where id = ${holdId} and status = 'RESERVED' returning id`),
  )
  return row !== undefined
}

/**
 * Voids every hold past its expiry (at most `limit` per call). Holds another process is settling right now are
 * skipped (SKIP LOCKED) and seen at the next sweep, if still reserved. Answers how many it voided.
 */
export async function sweepExpiredHolds(db: Db, now = new Date(), limit = 100): Promise<number> {
  const due = rowsOf(
    await db.execute(sql`select id from ledger_hold where status = 'RESERVED' and expires_at <= ${now.toISOString()}
                          order by expires_at limit ${limit}`),
  )
  let voided = 0
  for (const d of due) {
    try {
      await voidHold(db, {
        holdId: Number(d.id),
        key: `hold-expire-${d.id}`,
        description: 'Penahanan dana kedaluwarsa',
        postedBy: 'system',
      })
      voided += 1
    } catch (err) {
      // Settled by someone else between the read and the lock: nothing to void.
      if (!(err instanceof Error && err.message === HOLD_SETTLED)) throw err
    }
  }
  return voided
}
