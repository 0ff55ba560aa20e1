import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../engine/query.ts'
import { insertSegment } from '../../seed/segments.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'

/**
 * Enforcement of a segment's limits on a transaction's write (issue 16, limits.ts): the card top-up of the
 * POS cashier (/topup/transaction/add) is refused above the per-transaction or the daily limit of the top-up
 * segment in force for its outlet, with a message naming the limit and the segment; the outlet's own segment
 * wins over its merchant's, and a merchant's daily limit counts every outlet of the merchant.
 */

let t: TestApp
let admin: string

const q = async (query: ReturnType<typeof sql>) => rowsOf(await t.database.db.execute(query))
/** A merchant of CLT002 with two outlets and no segment of its own. */
let merchant: { id: number; name: string }
let outletA: { id: number; name: string }
let outletB: { id: number; name: string }
let schemes: string[]

beforeAll(async () => {
  t = await createTestApp()
  admin = await t.login('superadmin')
  const [m] = await q(sql`
    select m.id, m.name, array_agg(o.id order by o.id) as outlets, array_agg(o.name order by o.id) as names
      from merchant m join outlet o on o.merchant_id = m.id join client c on c.id = m.client_id
     where c.code = 'CLT002'
       and not exists (select 1 from segment_assignment a where a.level = 'MERCHANT' and a.target_id = m.id)
     group by m.id, m.name having count(*) >= 2 order by m.id limit 1`)
  if (!m) throw new Error('no CLT002 merchant with two outlets')
  merchant = { id: Number(m.id), name: String(m.name) }
  const ids = m.outlets as number[]
  const names = m.names as string[]
  outletA = { id: Number(ids[0]), name: String(names[0]) }
  outletB = { id: Number(ids[1]), name: String(names[1]) }
  const [d] = await q(sql`select v.settings -> 'schemes' as s from segment s join segment_version v
    on v.segment_id = s.id where s.code = 'DEFAULT-TOPUP' order by v.version desc limit 1`)
  schemes = (typeof d?.s === 'string' ? JSON.parse(d.s) : d?.s) as string[]
})
afterAll(() => t.close())

let serial = 0
const freshCard = () => `60329${String(Date.now()).slice(-6)}${String(++serial).padStart(5, '0')}`
const topup = (outletId: number, amount: number) =>
  t.post(
    '/topup/transaction/add',
    { outletId, channel: 'POS', cardBalance: 0, cardNo: freshCard(), amount },
    admin,
  )

/** What the subject already topped up today (WIB), successful or pending: the daily limit's base. */
const usedToday = async (column: 'merchant_id' | 'outlet_id', id: number) =>
  Number(
    (
      await q(sql`select coalesce(sum(amount), 0)::int8 as n from trx_topup where ${sql.raw(column)} = ${id}
        and (created_at at time zone 'Asia/Jakarta')::date = (now() at time zone 'Asia/Jakarta')::date
        and status in ('SUCCESS', 'PENDING')`)
    )[0]?.n,
  )

describe('a top-up segment’s limits on the card top-up', () => {
  it('the merchant’s segment: above the per-transaction limit is refused naming the limit and the segment', async () => {
    const base = await usedToday('merchant_id', merchant.id)
    await insertSegment(t.database.db, {
      code: 'TUP-LIMIT-M',
      name: 'Topup Limit Merchant Uji',
      kind: 'TOPUP',
      versions: [
        {
          effectiveFrom: new Date(Date.now() - 60_000).toISOString(),
          level: 'MERCHANT',
          targetIds: [merchant.id],
          settings: { schemes, limitPerTrx: 500_000, limitPerDay: base + 800_000 },
        },
      ],
    })
    const refused = await topup(outletA.id, 501_000)
    expect(refused.statusCode).toBe(400)
    const message = refused.json().message as string
    expect(message).toMatch(/^Top up kartu Rp\s?501\.000 melebihi limit per transaksi Rp\s?500\.000 /)
    expect(message).toContain(`dari segmen Topup Limit Merchant Uji v1 (merchant ${merchant.name} (`)
    expect(refused.json().result.errors).toEqual([{ field: 'amount', message }])
    expect(
      await q(sql`select 1 from trx_topup where merchant_id = ${merchant.id} and amount = 501000`),
    ).toEqual([])
  })

  it('the daily limit counts every outlet of the merchant, today (WIB), and says what is left', async () => {
    expect((await topup(outletA.id, 500_000)).statusCode).toBe(200)
    expect((await topup(outletB.id, 200_000)).statusCode).toBe(200)
    const refused = await topup(outletB.id, 101_000)
    expect(refused.statusCode).toBe(400)
    expect(refused.json().message).toMatch(
      /melebihi limit per hari Rp\s?[\d.]+ dari segmen Topup Limit Merchant Uji v1 \(merchant .+\): hari ini \(WIB\) sudah Rp\s?[\d.]+, sisa Rp\s?100\.000\.$/,
    )
    expect((await topup(outletB.id, 100_000)).statusCode).toBe(200)
    expect((await topup(outletA.id, 1_000)).statusCode).toBe(400)
  })

  it('an outlet’s own segment wins over its merchant’s, and its daily limit counts that outlet only', async () => {
    const base = await usedToday('outlet_id', outletB.id)
    await insertSegment(t.database.db, {
      code: 'TUP-LIMIT-O',
      name: 'Topup Limit Outlet Uji',
      kind: 'TOPUP',
      versions: [
        {
          effectiveFrom: new Date(Date.now() - 60_000).toISOString(),
          level: 'OUTLET',
          targetIds: [outletB.id],
          settings: { schemes, limitPerTrx: 2_000_000, limitPerDay: base + 2_500_000 },
        },
      ],
    })
    // The merchant's day is spent, but outlet B answers to its own segment now.
    expect((await topup(outletB.id, 1_500_000)).statusCode).toBe(200)
    const over = await topup(outletB.id, 2_001_000)
    expect(over.statusCode).toBe(400)
    expect(over.json().message).toMatch(
      /limit per transaksi Rp\s?2\.000\.000 dari segmen Topup Limit Outlet Uji v1 /,
    )
    expect(over.json().message).toContain(`(outlet ${outletB.name} (`)
    // Two top-ups at once where only one fits the day: one is written, the other refused.
    const [a, b] = await Promise.all([topup(outletB.id, 900_000), topup(outletB.id, 900_000)])
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400])
    expect(await usedToday('outlet_id', outletB.id)).toBe(base + 1_500_000 + 900_000)
    // Outlet A still answers to the merchant's spent day.
    expect((await topup(outletA.id, 1_000)).statusCode).toBe(400)
  })
})
