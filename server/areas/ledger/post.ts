import { createHash } from 'node:crypto'
import { type SQL, sql } from 'drizzle-orm'
import { formatRupiah } from '#contract/format.ts'
import { type AccountKind, CONTRA_KINDS, type EntryKind } from '#contract/ledger/kinds.ts'
import type { Db } from '../../db/client.ts'
import { rowsOf } from '../../engine/query.ts'
import { ApiError, conflict } from '../../http/errors.ts'

/**
 * The one way money moves (issue 17 item 1, docs/ARCHITECTURE.md "Ledger and deposits"): a journal entry whose
 * lines sum to zero, posted in one transaction that
 *   1. locks every account it touches with SELECT … FOR UPDATE in ascending id order (a fixed order, so two
 *      entries touching the same accounts wait for each other and never deadlock),
 *   2. then, in ONE statement (the fewer round trips under the locks, the less every other posting waits):
 *      writes the entry under its idempotency key (unique; a retry with the same key and the same request
 *      answers the first posting, with another request 409; written after the locks, so a concurrent twin of
 *      the same key waits for the first and then finds it), every line with the account's balance before and
 *      after it (the database checks the entry sums to zero per statement, migration 0029; clock_timestamp() is
 *      taken under the locks, so an account's lines are in balance order by time as by id), and each account's
 *      balance and version (CHECK balance >= 0 for non-contra accounts).
 * A balance that would go below zero is refused before the write, naming the balance (409); the CHECK is the
 * backstop if any other code ever writes a balance.
 */

export interface PostingLine {
  accountId: number
  /** Signed whole rupiah: positive raises the account's balance. */
  amount: number
}

export interface Posting {
  /** Unique per intended posting: a retry sends the same key. */
  key: string
  kind: EntryKind
  refNo: string
  description?: string
  lines: readonly PostingLine[]
  postedBy: string
  relatedEntryId?: number | null
}

export interface PostedLine {
  accountId: number
  amount: number
  balanceBefore: number
  balanceAfter: number
}

export interface Posted {
  entryId: number
  postedAt: string
  /** True when the key had been posted before: this answers that first posting. */
  replayed: boolean
  lines: PostedLine[]
}

/** A posting that would take an account below zero: 409 with the balance it has (issue 17, bad input). */
export class InsufficientBalance extends ApiError {
  constructor(
    readonly accountId: number,
    readonly balance: number,
    readonly required: number,
    accountName: string,
  ) {
    super(
      409,
      `Saldo ${accountName} tidak cukup: saldo ${formatRupiah(balance)}, dibutuhkan ${formatRupiah(required)}.`,
      { accountId, balance, required },
    )
  }
}

export const IDEMPOTENCY_MISMATCH =
  'Kunci idempotensi ini sudah dipakai untuk posting lain (nominal atau akun berbeda): posting ditolak.'

const MAX_AMOUNT = 1_000_000_000_000 // Rp1 triliun per line: every sum stays far below 2^53.

/** sha256 over what the entry does (kind and lines, in a fixed order): the same key must mean the same posting. */
export function requestHash(p: Pick<Posting, 'kind' | 'lines'>): string {
  const lines = [...p.lines]
    .sort((a, b) => a.accountId - b.accountId || a.amount - b.amount)
    .map((l) => `${l.accountId}:${l.amount}`)
  return createHash('sha256')
    .update(`${p.kind}|${lines.join(',')}`)
    .digest('hex')
}

/** Refuses a posting that is not double entry before anything is written (a programming error: 500). */
export function checkPosting(p: Posting): void {
  if (p.lines.length < 2) throw new Error(`ledger: entry ${p.key} needs at least two lines`)
  let sum = 0
  for (const l of p.lines) {
    if (!Number.isSafeInteger(l.amount) || l.amount === 0 || Math.abs(l.amount) > MAX_AMOUNT)
      throw new Error(`ledger: entry ${p.key} has a line of ${l.amount}`)
    if (!Number.isSafeInteger(l.accountId) || l.accountId <= 0)
      throw new Error(`ledger: entry ${p.key} names account ${l.accountId}`)
    sum += l.amount
  }
  if (sum !== 0) throw new Error(`ledger: entry ${p.key} does not sum to zero (${sum})`)
  if (!p.key || p.key.length > 100)
    throw new Error('ledger: an idempotency key of 1–100 characters is required')
}

const values = (rows: SQL[]) => sql.join(rows, sql`, `)
/** A timestamptz as either driver hands it back (a Date, or text). */
export const isoOf = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString()

/** The entry posted under a key, as its first posting answered (null: none); another request's hash is 409. */
export async function replayOf(tx: Db, p: Pick<Posting, 'key'>, hash: string | null): Promise<Posted | null> {
  const [prev] = rowsOf(
    await tx.execute(
      sql`select id, request_hash, posted_at from ledger_entry where idempotency_key = ${p.key}`,
    ),
  )
  if (!prev) return null
  if (hash !== null && String(prev.request_hash) !== hash) throw conflict(IDEMPOTENCY_MISMATCH)
  const lines = rowsOf(
    await tx.execute(sql`select account_id, amount, balance_before, balance_after from ledger_line
                          where entry_id = ${prev.id} order by id`),
  )
  return {
    entryId: Number(prev.id),
    postedAt: isoOf(prev.posted_at),
    replayed: true,
    lines: lines.map((l) => ({
      accountId: Number(l.account_id),
      amount: Number(l.amount),
      balanceBefore: Number(l.balance_before),
      balanceAfter: Number(l.balance_after),
    })),
  }
}

/** Posts one entry (see above). On a transaction already open it runs in a savepoint of it. */
export async function postEntry(db: Db, p: Posting): Promise<Posted> {
  checkPosting(p)
  const hash = requestHash(p)
  return db.transaction(async (tx) => {
    // A retry of a committed posting answers at once, without taking any lock.
    const early = await replayOf(tx, p, hash)
    if (early) return early
    const ids = [...new Set(p.lines.map((l) => l.accountId))].sort((a, b) => a - b)
    const locked = rowsOf(
      await tx.execute(sql`select id, balance, kind, name from ledger_account
                            where id in (${sql.join(
                              ids.map((id) => sql`${id}`),
                              sql`, `,
                            )}) order by id for update`),
    )
    if (locked.length !== ids.length)
      throw new Error(`ledger: entry ${p.key} names an account that does not exist`)
    const balances = new Map(locked.map((a) => [Number(a.id), Number(a.balance)]))
    const accounts = new Map(locked.map((a) => [Number(a.id), a]))
    const counts = new Map<number, number>()
    const posted: PostedLine[] = p.lines.map((l) => {
      const before = balances.get(l.accountId) as number
      const after = before + l.amount
      const account = accounts.get(l.accountId)
      if (after < 0 && !CONTRA_KINDS.includes(String(account?.kind) as AccountKind))
        throw new InsufficientBalance(l.accountId, before, -l.amount, String(account?.name ?? ''))
      balances.set(l.accountId, after)
      counts.set(l.accountId, (counts.get(l.accountId) ?? 0) + 1)
      return { accountId: l.accountId, amount: l.amount, balanceBefore: before, balanceAfter: after }
    })
    // One statement under the locks (each round trip here is time every other posting on these accounts waits):
    // the entry, unless a twin of its key committed meanwhile (then nothing is written and the twin is answered);
    // its lines with the entry's own time, to the microsecond; the accounts' balances and versions.
    const [entry] = rowsOf(
      await tx.execute(sql`
        with e as (
          insert into ledger_entry
            (idempotency_key, request_hash, kind, ref_no, description, related_entry_id, posted_at, posted_by)
          values (${p.key}, ${hash}, ${p.kind}, ${p.refNo}, ${p.description ?? ''}, ${p.relatedEntryId ?? null},
                  clock_timestamp(), ${p.postedBy})
          on conflict (idempotency_key) do nothing
          returning id, posted_at, kind),
        l as (
          insert into ledger_line (entry_id, account_id, amount, balance_before, balance_after, posted_at, kind)
          select e.id, v.account_id, v.amount, v.balance_before, v.balance_after, e.posted_at, e.kind
            from e, (values ${values(
              posted.map(
                (l) =>
                  sql`(${l.accountId}::int, ${l.amount}::bigint, ${l.balanceBefore}::bigint, ${l.balanceAfter}::bigint)`,
              ),
            )}) as v(account_id, amount, balance_before, balance_after)),
        u as (
          update ledger_account a set balance = v.balance, version = a.version + v.n, last_posted_at = e.posted_at
            from e, (values ${values(
              ids.map((id) => sql`(${id}::int, ${balances.get(id)}::bigint, ${counts.get(id)}::int)`),
            )}) as v(id, balance, n)
           where a.id = v.id)
        select id, posted_at from e`),
    )
    if (!entry) {
      const replay = await replayOf(tx, p, hash)
      if (replay) return replay
      throw new Error(`ledger: entry ${p.key} neither written nor found`)
    }
    const entryId = Number(entry.id)
    return { entryId, postedAt: isoOf(entry.posted_at), replayed: false, lines: posted }
  })
}
