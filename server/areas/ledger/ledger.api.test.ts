import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import fc from 'fast-check'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../db/client.ts'
import { rowsOf } from '../../engine/query.ts'
import { ApiError } from '../../http/errors.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'
import { openAccount, openWallet, systemAccountId } from './accounts.ts'
import { extendHold, postHold, reserveHold, sweepExpiredHolds, voidHold } from './holds.ts'
import { InsufficientBalance, type Posting, postEntry } from './post.ts'
import { reconcile } from './reconcile.ts'

let t: TestApp
let db: Db
let clearing: number
let fee: number
let bank: number
let seq = 0
const uid = () => `${process.pid}-${Date.now()}-${++seq}`

beforeAll(async () => {
  t = await createTestApp()
  db = t.database.db
  clearing = await systemAccountId(db, 'clearing')
  fee = await systemAccountId(db, 'feeIncome')
  bank = await systemAccountId(db, 'bankSettlement')
})
afterAll(() => t.close())

const q = async (query: ReturnType<typeof sql>) => rowsOf(await db.execute(query))
const balanceOf = async (id: number) =>
  Number((await q(sql`select balance from ledger_account where id = ${id}`))[0]?.balance)
const deposit = (d: Db = db) =>
  openAccount(d, { code: `T-DEP-${uid()}`, name: 'Deposit Uji', kind: 'MERCHANT_DEPOSIT' })

/** The deposit's three movements as entries (the same lines the deposit area posts). */
const topup = (account: number, amount: number, charge: number, key = uid()) => ({
  key,
  kind: 'TOPUP' as const,
  refNo: key,
  postedBy: 'uji',
  lines: [
    { accountId: bank, amount: -amount },
    { accountId: account, amount: amount - charge },
    ...(charge > 0 ? [{ accountId: fee, amount: charge }] : []),
  ],
})
const deduction = (account: number, amount: number, key = uid()) => ({
  key,
  kind: 'DEDUCTION' as const,
  refNo: key,
  postedBy: 'uji',
  lines: [
    { accountId: account, amount: -amount },
    { accountId: clearing, amount },
  ],
})

describe('posting', () => {
  it('writes the lines with the balance before and after and keeps the account beside them', async () => {
    const a = await deposit()
    const first = await postEntry(db, topup(a, 1_000_000, 2_500))
    expect(first.replayed).toBe(false)
    expect(first.lines.find((l) => l.accountId === a)).toEqual({
      accountId: a,
      amount: 997_500,
      balanceBefore: 0,
      balanceAfter: 997_500,
    })
    const second = await postEntry(db, deduction(a, 150_000))
    expect(second.lines.find((l) => l.accountId === a)).toMatchObject({
      balanceBefore: 997_500,
      balanceAfter: 847_500,
    })
    expect(await balanceOf(a)).toBe(847_500)
    const lines = await q(
      sql`select balance_before, balance_after from ledger_line where account_id = ${a} order by id`,
    )
    expect(lines.map((l) => [Number(l.balance_before), Number(l.balance_after)])).toEqual([
      [0, 997_500],
      [997_500, 847_500],
    ])
  })

  it('refuses a deduction larger than the balance, naming the balance, and writes nothing', async () => {
    const a = await deposit()
    await postEntry(db, topup(a, 100_000, 0))
    const key = uid()
    const err = await postEntry(db, deduction(a, 100_001, key)).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(InsufficientBalance)
    expect((err as InsufficientBalance).statusCode).toBe(409)
    expect((err as InsufficientBalance).message).toContain('saldo Rp')
    expect((err as InsufficientBalance).message).toContain('100.000')
    expect((err as InsufficientBalance).result).toMatchObject({ balance: 100_000, required: 100_001 })
    expect(await q(sql`select 1 from ledger_entry where idempotency_key = ${key}`)).toHaveLength(0)
    expect(await balanceOf(a)).toBe(100_000)
  })

  it('answers a retry with the first posting and refuses the same key with another amount (409)', async () => {
    const a = await deposit()
    const key = uid()
    const first = await postEntry(db, topup(a, 500_000, 0, key))
    const again = await postEntry(db, topup(a, 500_000, 0, key))
    expect(again).toMatchObject({ entryId: first.entryId, replayed: true, lines: first.lines })
    const err = await postEntry(db, topup(a, 600_000, 0, key)).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(ApiError)
    expect((err as ApiError).statusCode).toBe(409)
    expect(await balanceOf(a)).toBe(500_000)
    expect(await q(sql`select 1 from ledger_entry where idempotency_key = ${key}`)).toHaveLength(1)
  })
})

describe('the database enforces the books', () => {
  it('refuses changing or deleting a posted line or entry', async () => {
    const a = await deposit()
    const p = await postEntry(db, topup(a, 10_000, 0))
    await expect(
      db.execute(sql`update ledger_line set amount = amount + 1 where entry_id = ${p.entryId}`),
    ).rejects.toThrow()
    await expect(db.execute(sql`delete from ledger_line where entry_id = ${p.entryId}`)).rejects.toThrow()
    await expect(
      db.execute(sql`update ledger_entry set ref_no = 'X' where id = ${p.entryId}`),
    ).rejects.toThrow()
    await expect(db.execute(sql`delete from ledger_entry where id = ${p.entryId}`)).rejects.toThrow()
  })

  it('refuses lines of an entry that do not sum to zero', async () => {
    const a = await deposit()
    await expect(
      db.transaction(async (tx) => {
        const [e] = rowsOf(
          await tx.execute(sql`insert into ledger_entry (idempotency_key, request_hash, kind, ref_no, posted_by)
            values (${uid()}, ${'0'.repeat(64)}, 'CORRECTION', 'X', 'uji') returning id`),
        )
        await tx.execute(sql`insert into ledger_line (entry_id, account_id, amount, balance_before, balance_after, posted_at, kind)
          values (${e?.id}, ${a}, 5, 0, 5, now(), 'CORRECTION'), (${e?.id}, ${clearing}, -4, 0, -4, now(), 'CORRECTION')`)
      }),
    ).rejects.toThrow()
  })

  it('refuses a negative balance on a merchant deposit, allows it on the contra accounts', async () => {
    const a = await deposit()
    await expect(db.execute(sql`update ledger_account set balance = -1 where id = ${a}`)).rejects.toThrow()
    expect(await balanceOf(bank)).toBeLessThanOrEqual(0)
  })
})

describe('two-phase holds', () => {
  let wallet: number
  let held: number
  beforeAll(async () => {
    const [c] = await q(sql`select id, code, name from client order by id limit 1`)
    ;({ wallet, held } = await openWallet(db, {
      clientId: Number(c?.id),
      clientCode: `T${uid()}`,
      name: 'Uji',
    }))
    await postEntry(db, {
      key: uid(),
      kind: 'TOPUP',
      refNo: 'WAL',
      postedBy: 'uji',
      lines: [
        { accountId: bank, amount: -1_000_000 },
        { accountId: wallet, amount: 1_000_000 },
      ],
    })
  })
  const reserve = (amount: number, expiresAt = new Date(Date.now() + 60_000), key = uid()) =>
    reserveHold(db, { key, accountId: wallet, amount, expiresAt, refNo: 'DSB/UJI', postedBy: 'maker' })

  it('reserve moves money to held, post sends the used part on and returns the rest', async () => {
    const { hold } = await reserve(300_000)
    expect(await balanceOf(wallet)).toBe(700_000)
    expect(await balanceOf(held)).toBe(300_000)
    const post = {
      holdId: hold.id,
      key: `post-${hold.id}`,
      destinationAccountId: bank,
      amount: 250_000,
      refNo: 'DSB/UJI',
      postedBy: 'checker',
    }
    const posted = await postHold(db, post)
    expect(posted.hold.status).toBe('POSTED')
    expect(await balanceOf(wallet)).toBe(750_000)
    expect(await balanceOf(held)).toBe(0)
    // A retry with the same key answers the settlement; a void afterwards is refused.
    const again = await postHold(db, post)
    expect(again.entry.entryId).toBe(posted.entry.entryId)
    await expect(voidHold(db, { holdId: hold.id, postedBy: 'x' })).rejects.toMatchObject({ statusCode: 409 })
    expect(await balanceOf(wallet)).toBe(750_000)
  })

  it('a reserve beyond the wallet is refused; void gives everything back; an expired reserve is voided by the sweep', async () => {
    await expect(reserve(10_000_000)).rejects.toBeInstanceOf(InsufficientBalance)
    const before = await balanceOf(wallet)
    const { hold } = await reserve(100_000)
    await voidHold(db, { holdId: hold.id, postedBy: 'checker' })
    expect(await balanceOf(wallet)).toBe(before)
    const { hold: late } = await reserve(40_000, new Date(Date.now() - 1_000))
    expect(await balanceOf(wallet)).toBe(before - 40_000)
    expect(await sweepExpiredHolds(db)).toBeGreaterThanOrEqual(1)
    const [h] = await q(sql`select status from ledger_hold where id = ${late.id}`)
    expect(h?.status).toBe('VOIDED')
    expect(await balanceOf(wallet)).toBe(before)
    expect(await balanceOf(held)).toBe(0)
    expect(await reconcile(db)).toEqual([])
  })

  it('an extended hold outlives its first expiry; an extension never shortens it, nor revives a settled hold', async () => {
    const { hold } = await reserve(50_000, new Date(Date.now() - 1_000))
    expect(await extendHold(db, hold.id, new Date(Date.now() + 3_600_000))).toBe(true)
    // Asked for an earlier time than it has, the hold keeps the later one.
    expect(await extendHold(db, hold.id, new Date(Date.now() - 60_000))).toBe(true)
    await sweepExpiredHolds(db)
    const [h] = await q(
      sql`select status, expires_at > now() as later from ledger_hold where id = ${hold.id}`,
    )
    expect(h).toMatchObject({ status: 'RESERVED', later: true })
    await voidHold(db, { holdId: hold.id, postedBy: 'checker' })
    expect(await extendHold(db, hold.id, new Date(Date.now() + 3_600_000))).toBe(false)
    expect(await reconcile(db)).toEqual([])
  })
})

type Op =
  | { op: 'topup'; account: number; amount: number; fee: number }
  | { op: 'deduct'; account: number; amount: number }
  | { op: 'refund'; account: number; amount: number }
  | { op: 'retry' }
  | { op: 'retryOther' }

describe('property: random sequences of postings', () => {
  it('every entry sums to zero, balances equal the journal and a model, none goes negative', async () => {
    const accounts = [await deposit(), await deposit(), await deposit()]
    const anAccount = fc.constantFrom(...accounts)
    const amount = fc.integer({ min: 1, max: 2_000_000 })
    const op: fc.Arbitrary<Op> = fc.oneof(
      fc.record({
        op: fc.constant('topup' as const),
        account: anAccount,
        amount,
        fee: fc.integer({ min: 0, max: 5_000 }),
      }),
      fc.record({ op: fc.constant('deduct' as const), account: anAccount, amount }),
      fc.record({
        op: fc.constant('refund' as const),
        account: anAccount,
        amount: fc.integer({ min: 1, max: 50_000 }),
      }),
      fc.constant({ op: 'retry' as const }),
      fc.constant({ op: 'retryOther' as const }),
    )
    const model = new Map<number, number>(accounts.map((a) => [a, 0]))
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
        for (const a of accounts) model.set(a, await balanceOf(a))
        let last: Posting | null = null
        for (const o of ops) {
          if (o.op === 'retry' || o.op === 'retryOther') {
            if (!last) continue
            if (o.op === 'retry') {
              expect((await postEntry(db, last)).replayed).toBe(true)
            } else {
              const changed = { ...last, lines: last.lines.map((l) => ({ ...l, amount: l.amount * 2 })) }
              await expect(postEntry(db, changed)).rejects.toMatchObject({ statusCode: 409 })
            }
            continue
          }
          const p =
            o.op === 'topup'
              ? topup(o.account, o.amount + o.fee, o.fee)
              : o.op === 'deduct'
                ? deduction(o.account, o.amount)
                : { ...deduction(o.account, -o.amount), kind: 'REFUND' as const }
          const delta = p.lines.find((l) => l.accountId === o.account)?.amount ?? 0
          const have = model.get(o.account) ?? 0
          if (have + delta < 0) {
            await expect(postEntry(db, p)).rejects.toBeInstanceOf(InsufficientBalance)
          } else {
            const posted = await postEntry(db, p)
            expect(posted.lines.reduce((s, l) => s + l.amount, 0)).toBe(0)
            model.set(o.account, have + delta)
            last = p
          }
        }
        for (const a of accounts) expect(await balanceOf(a)).toBe(model.get(a))
        expect(await reconcile(db)).toEqual([])
        const [neg] = await q(sql`select count(*) as n from ledger_account
                                   where balance < 0 and kind not in ('CLEARING', 'BANK_SETTLEMENT')`)
        expect(Number(neg?.n)).toBe(0)
      }),
      { numRuns: 25, seed: 17 },
    )
  })
})

describe.skipIf(!process.env.DATABASE_URL || process.env.TEST_DB !== 'pg')(
  'concurrency (PostgreSQL: PGlite has one connection, on which postings trivially serialise)',
  () => {
    it('1,000 top-ups and deductions on one account from 50 connections: exact, never negative, no duplicate', async () => {
      const pool = new pg.Pool({ connectionString: t.databaseUrl as string, max: 50 })
      // Clients still closing when the scratch database is dropped are terminated by it: not a failure.
      pool.on('error', () => {})
      const many = drizzle(pool) as unknown as Db
      try {
        const a = await deposit()
        await postEntry(db, topup(a, 200_000, 0))
        // Each operation is sent twice with the same key (a client retrying at once): one posting each.
        const ops = Array.from({ length: 1_000 }, (_, i) =>
          i % 2 === 0
            ? topup(a, 10_000 + (i % 7) * 1_000, i % 3 === 0 ? 500 : 0)
            : deduction(a, 9_000 + (i % 11) * 1_500),
        )
        const sent = [...ops, ...ops.filter((_, i) => i % 10 === 0)]
        const results = await Promise.all(
          sent.map((p) =>
            postEntry(many, p).then(
              (r) => ({
                key: p.key,
                ok: true as const,
                replayed: r.replayed,
                delta: r.lines.find((l) => l.accountId === a)?.amount ?? 0,
              }),
              (e: unknown) => {
                if (e instanceof InsufficientBalance)
                  return { key: p.key, ok: false as const, replayed: false, delta: 0 }
                throw e
              },
            ),
          ),
        )
        const firstPostings = results.filter((r) => r.ok && !r.replayed)
        const expected = 200_000 + firstPostings.reduce((s, r) => s + r.delta, 0)
        expect(await balanceOf(a)).toBe(expected)
        const [dup] = await q(sql`select count(*) as n from (select idempotency_key from ledger_entry
                                   group by idempotency_key having count(*) > 1) d`)
        expect(Number(dup?.n)).toBe(0)
        const keys = new Set(firstPostings.map((r) => r.key))
        expect(keys.size).toBe(firstPostings.length)
        const [neg] = await q(
          sql`select count(*) as n from ledger_line where account_id = ${a} and balance_after < 0`,
        )
        expect(Number(neg?.n)).toBe(0)
        expect(await reconcile(db)).toEqual([])
      } finally {
        await pool.end()
      }
    }, 120_000)
  },
)
