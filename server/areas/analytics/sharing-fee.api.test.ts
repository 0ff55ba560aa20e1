import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SharingFeeRow } from '#contract/analytics/sharing-fee.ts'
import { rowsOf } from '../../engine/query.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'
import { makeAccount } from '../../test/kits/account.ts'
import { seedWindow } from '../../test/kits/reports.ts'
import { overPeriod, rawShares } from '../../test/kits/sharing-raw.ts'

/**
 * The sharing fees shown (issue 16 §6) equal the fee engine over the raw rows: every successful Mybills
 * transaction of the period priced again with the stored book, its partner shares summed per partner and
 * product (and day), for random periods, filters and users of three scopes, after reversals, deletes and
 * inserts (some folded into the rollups, some still in the delta). A partner user reads its own partner only.
 */

let t: TestApp
const tokens: Record<string, string> = {}
const db = () => t.database.db
const one = async (text: string) => rowsOf(await db().execute(sql.raw(text)))
const FIRST = '2025-01-06'
let ptn001 = 0
let ptn003 = 0
let clt001 = 0
let products: { id: number; code: string }[] = []

beforeAll(async () => {
  t = await createTestApp()
  await seedWindow(db(), 6_000, { days: 74, seed: 11 })
  // A reversal (a success turned failed: its shares leave) and deletes, folded into the rollups…
  await one(`update trx_biller set status = 'FAILED', rc = '14' where id in
    (select id from trx_biller where status = 'SUCCESS' order by id limit 30)`)
  await one(`delete from trx_biller where id in (select id from trx_biller order by id desc limit 20)`)
  await one('select trx_rollup_fold()')
  // …and, left in the delta, copies of successful PLN bills across WIB midnight of 28 February.
  await one(`insert into trx_biller (trx_no, created_at, updated_at, client_id, region_id, group_id, merchant_id, partner_id,
      status, amount, fee, total, outlet_id, device_id, ref_id, product_id, product_code, product_type, customer_no,
      customer_name, period, sheets, bill_amount, admin_fee, penalty, buy_price, merchant_fee, partner_fee, partner_shares,
      sn_token, rc)
    select 'MIDNIGHT-' || v.n, v.ts, v.ts, client_id, region_id, group_id, merchant_id, partner_id, status, amount, fee,
      total, outlet_id, device_id, ref_id || v.n, product_id, product_code, product_type, customer_no, customer_name,
      period, sheets, bill_amount, admin_fee, penalty, buy_price, merchant_fee, partner_fee, partner_shares, sn_token, rc
    from (select * from trx_biller where status = 'SUCCESS' and product_code = 'PLNPASCA' order by id limit 1) x,
      (values (1, '2025-02-28T16:59:59Z'::timestamptz), (2, '2025-02-28T17:00:00Z'::timestamptz)) v(n, ts)`)
  const id = async (q: string) => Number((await one(q))[0]?.id)
  ptn001 = await id(`select id from partner where code = 'PTN001'`)
  ptn003 = await id(`select id from partner where code = 'PTN003'`)
  clt001 = await id(`select id from client where code = 'CLT001'`)
  products = (await one('select id, code from biller_product order by id')).map((r) => ({
    id: Number(r.id),
    code: String(r.code),
  }))
  for (const u of ['superadmin', 'mitra']) tokens[u] = await t.login(u)
  tokens.client = (
    await makeAccount(t, {
      username: 'fee.client',
      features: ['ANALYTICS_SHARING_PARTNER_FEE'],
      level: 'CLIENT',
      value: 'CLT001',
    })
  ).token
})
afterAll(() => t.close())

type User = 'superadmin' | 'mitra' | 'client'
const post = async (user: User, body: unknown) => {
  const res = await t.post('/dashboard/summary/sharing-fee', body, tokens[user])
  return { status: res.statusCode, body: res.json() }
}

const day = fc.integer({ min: -3, max: 78 }).map((n) => {
  const d = new Date(`${FIRST}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + n)
  return d.toISOString().slice(0, 10)
})
const period = fc.oneof(
  fc.tuple(day, day).map(([a, b]) => (a <= b ? { from: a, to: b } : { from: b, to: a })),
  fc.constantFrom(
    { from: '2025-02-01', to: '2025-02-28' },
    { from: '2025-01-15', to: '2025-03-10' },
    { from: '2025-02-28', to: '2025-03-01' },
    { from: '2025-01-01', to: '2025-03-31' },
  ),
)

describe('sharing fees equal the fee engine over the raw rows', () => {
  it('per partner and product, and per day, for random users, periods and filters', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<User>('superadmin', 'mitra', 'client'),
        period,
        fc.boolean(),
        fc.option(fc.nat(60), { nil: undefined }),
        fc.boolean(),
        async (user, p, byDay, productIndex, filterPartner) => {
          const product = productIndex === undefined ? undefined : products[productIndex % products.length]
          const partnerId = filterPartner ? (user === 'mitra' ? ptn001 : ptn003) : undefined
          const res = await post(user, {
            ...p,
            by: byDay ? 'DAY' : 'PERIOD',
            pageSize: 1_000,
            ...(product ? { productId: product.id } : {}),
            ...(partnerId ? { partnerId } : {}),
          })
          if (user === 'client' && partnerId) {
            // Users of a client see no partner in the partner list, so naming one is refused like a row outside.
            expect(res.status).toBe(404)
            return
          }
          expect(res.status, res.body.message).toBe(200)
          const raw = await rawShares(db(), p, {
            clientId: user === 'client' ? clt001 : undefined,
            partnerId: user === 'mitra' ? ptn001 : partnerId,
            productCode: product?.code,
          })
          const items = res.body.result.items as SharingFeeRow[]
          const figures = (r: { trxCount: number; amount: number; fee: number; share: number }) => [
            r.trxCount,
            r.amount,
            r.fee,
            r.share,
          ]
          if (byDay) {
            const want = new Map(raw.map((r) => [`${r.partnerId}|${r.productCode}|${r.day}`, figures(r)]))
            const got = new Map(items.map((r) => [`${r.partnerId}|${r.productCode}|${r.day}`, figures(r)]))
            expect(got).toEqual(want)
          } else {
            const want = new Map([...overPeriod(raw)].map(([k, r]) => [k, figures(r)]))
            const got = new Map(items.map((r) => [`${r.partnerId}|${r.productCode}`, figures(r)]))
            expect(got).toEqual(want)
          }
          const sum = (k: 'trxCount' | 'amount' | 'fee' | 'share') => raw.reduce((s, r) => s + r[k], 0)
          expect(res.body.result.totals).toEqual({
            trxCount: sum('trxCount'),
            amount: sum('amount'),
            fee: sum('fee'),
            share: sum('share'),
          })
          expect(res.body.result.total).toBe(items.length)
          if (user === 'mitra') for (const r of items) expect(r.partnerCode).toBe('PTN001')
        },
      ),
      { numRuns: 25, seed: 16 },
    )
  })

  it('holds shares of two partners in one transaction (the aggregator and the collecting bank)', async () => {
    const res = await post('superadmin', {
      from: '2025-01-01',
      to: '2025-03-31',
      productId: products.find((p) => p.code === 'PLNPASCA')?.id,
    })
    const codes = (res.body.result.items as SharingFeeRow[]).map((r) => r.partnerCode).sort()
    expect(codes).toEqual(['PTN001', 'PTN003'])
    // The row's partner_fee is the two shares together.
    const [row] = await one(`select count(*)::int as n from trx_biller b where b.partner_fee <>
      coalesce((select sum((s->>'amount')::int8) from jsonb_array_elements(b.partner_shares) s), 0)`)
    expect(row?.n).toBe(0)
  })
})

describe('who reads which partner', () => {
  it('a partner user reads its own partner whatever it sends; another partner named is refused (403)', async () => {
    const own = await post('mitra', { from: '2025-01-01', to: '2025-03-31' })
    expect(own.status).toBe(200)
    const items = own.body.result.items as SharingFeeRow[]
    expect(items.length).toBeGreaterThan(0)
    expect(new Set(items.map((r) => r.partnerCode))).toEqual(new Set(['PTN001']))
    const other = await post('mitra', { from: '2025-01-01', to: '2025-03-31', partnerId: ptn003 })
    expect(other.status).toBe(403)
    expect(other.body.message).toBe('Anda hanya dapat melihat sharing fee partner Anda sendiri.')
  })

  it('sorts and pages: the pages together are the rows, the totals those of every row', async () => {
    const all = await post('superadmin', {
      from: '2025-02-01',
      to: '2025-02-28',
      by: 'DAY',
      sort: 'day',
      pageSize: 1_000,
    })
    const rows = all.body.result.items as SharingFeeRow[]
    expect(rows.length).toBeGreaterThan(20)
    const pages: SharingFeeRow[] = []
    for (let page = 1; page <= Math.ceil(rows.length / 7) + 1; page++) {
      const res = await post('superadmin', {
        from: '2025-02-01',
        to: '2025-02-28',
        by: 'DAY',
        sort: 'day',
        pageSize: 7,
        page,
      })
      expect(res.body.result.totals).toEqual(all.body.result.totals)
      expect(res.body.result.total).toBe(rows.length)
      pages.push(...res.body.result.items)
    }
    expect(pages).toEqual(rows)
    const days = rows.map((r) => r.day ?? '')
    expect(days).toEqual([...days].sort().reverse())
  })

  it('searches partners and products by code or name, the totals those of the rows found', async () => {
    const res = await post('superadmin', { from: '2025-01-01', to: '2025-03-31', search: 'rakyat' })
    const rows = res.body.result.items as SharingFeeRow[]
    expect(rows.length).toBeGreaterThan(0)
    expect(new Set(rows.map((r) => r.partnerCode))).toEqual(new Set(['PTN001']))
    expect(res.body.result.totals.share).toBe(rows.reduce((s, r) => s + r.share, 0))
    const none = await post('superadmin', { from: '2025-01-01', to: '2025-03-31', search: '100%_tidak-ada' })
    expect(none.body.result).toMatchObject({ items: [], total: 0, totals: { trxCount: 0, share: 0 } })
  })

  it('refuses what it cannot answer with a message: no such partner or product, a bad period', async () => {
    expect(
      (await post('superadmin', { from: '2025-02-01', to: '2025-02-28', partnerId: 999_999 })).status,
    ).toBe(404)
    expect(
      (await post('superadmin', { from: '2025-02-01', to: '2025-02-28', productId: 999_999 })).status,
    ).toBe(404)
    const bad = await post('superadmin', { from: '2025-03-01', to: '2025-02-01' })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBeTruthy()
  })
})
