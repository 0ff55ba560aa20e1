import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { shiftMonth, wibDay } from '#contract/engine/dates.ts'
import { rowsOf } from '../../engine/query.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'
import { seedWindow } from '../../test/kits/reports.ts'

/**
 * The analytics calls (issue 14 §3): targets beside what was sold, transactions by location and per merchant,
 * each equal to the raw rows (successful sales, every kind but deposits, WIB month or days), within scope.
 */

let t: TestApp
const tokens: Record<string, string> = {}
const db = () => t.database.db
const one = async (text: string) => rowsOf(await db().execute(sql.raw(text)))
const SALES = ['trx_retail', 'trx_biller', 'trx_mycroatm', 'trx_topup']
/** Successful sales of a WIB period as one relation (kind tables but deposits). */
const sales = (from: string, to: string) =>
  `(${SALES.map(
    (tb) => `select merchant_id, group_id, region_id, client_id, amount, fee, status from ${tb}
      where created_at >= '${from}T00:00:00+07:00' and created_at < ('${to}'::date + 1)::text::timestamp at time zone 'Asia/Jakarta'`,
  ).join(' union all ')}) s`

beforeAll(async () => {
  t = await createTestApp()
  // The last 45 WIB days to 20 March 2025 (a window across month ends), generated with a fixed seed.
  await seedWindow(db(), 4_000, { days: 45, seed: 21 })
  // A target for February 2025 for every merchant, group and region that sold, and one for a merchant that did not.
  await one(`insert into merchant_target (target_type, subject_id, client_id, region_id, group_id, merchant_id, period, trx_count_target, trx_amount_target)
    select 'MERCHANT', m.id, m.client_id, m.region_id, m.group_id, m.id, '2025-02', 100, 50000000 from merchant m
    union all select 'GROUP', g.id, r.client_id, g.region_id, g.id, null, '2025-02', 500, 200000000 from corporate_group g join region r on r.id = g.region_id
    union all select 'REGION', r.id, r.client_id, r.id, null, null, '2025-02', 1000, 900000000 from region r
    on conflict do nothing`)
  for (const u of ['superadmin', 'opsretail', 'mitra']) tokens[u] = await t.login(u)
})
afterAll(() => t.close())

const post = async (user: string, path: string, body: unknown) => {
  const res = await t.post(path, body, tokens[user])
  return { status: res.statusCode, body: res.json() }
}

describe('targets', () => {
  it.each([
    ['/dashboard/merchant', 'merchant_id', 'MERCHANT'],
    ['/dashboard/group', 'group_id', 'GROUP'],
    ['/dashboard/region', 'region_id', 'REGION'],
  ])('%s: each target beside what its subject sold that WIB month', async (path, key) => {
    const raw =
      await one(`select ${key} as id, count(*)::int8 as n, sum(amount)::int8 as a from ${sales('2025-02-01', '2025-02-28')}
      where status = 'SUCCESS' group by 1`)
    const want = new Map(raw.map((r) => [Number(r.id), [Number(r.n), Number(r.a)]]))
    const res = await post('superadmin', path, { period: '2025-02', pageSize: 100 })
    expect(res.status, res.body.message).toBe(200)
    expect(res.body.result).toMatchObject({ daysInMonth: 28, daysElapsed: 28 })
    expect(res.body.result.items.length).toBeGreaterThan(0)
    for (const item of res.body.result.items) {
      expect([item.trxCount, item.amount], item.name).toEqual(want.get(item.subjectId) ?? [0, 0])
      expect(item.projectedAmount).toBe(item.amount)
      expect(item.achievementBps).toBe(Math.floor((item.amount * 10000) / item.trxAmountTarget))
    }
    // Sorted by achievement, best first, by default.
    const bps = res.body.result.items.map((i: { achievementBps: number }) => i.achievementBps)
    expect(bps).toEqual([...bps].sort((a, b) => b - a))
  })

  it('pages, searches and keeps to the caller’s scope; a user without the feature is refused', async () => {
    const all = await post('superadmin', '/dashboard/merchant', {
      period: '2025-02',
      pageSize: 10,
      page: 2,
      sort: 'name',
      dir: 'asc',
    })
    expect(all.body.result.items).toHaveLength(10)
    expect(all.body.result.total).toBeGreaterThan(20)
    const [m] = await one(`select mid, name from merchant order by id limit 1`)
    const found = await post('superadmin', '/dashboard/merchant', {
      period: '2025-02',
      search: String(m?.mid),
    })
    expect(found.body.result.items.map((i: { code: string }) => i.code)).toEqual([m?.mid])
    const [clt] = await one(`select id from client where code = 'CLT001'`)
    const [{ n } = { n: 0 }] = await one(
      `select count(*)::int as n from merchant where client_id = ${clt?.id}`,
    )
    const { token } = await (await import('../../test/kits/account.ts')).makeAccount(t, {
      username: 'target_clt001',
      features: ['SUMMARY_MERCHANT_TARGET'],
      level: 'CLIENT',
      value: 'CLT001',
    })
    const scoped = (await t.post('/dashboard/merchant', { period: '2025-02', pageSize: 100 }, token)).json()
    expect(scoped.result.total).toBe(Number(n))
    expect(new Set(scoped.result.items.map((i: { clientName: string }) => i.clientName)).size).toBe(1)
    expect((await post('mitra', '/dashboard/merchant', { period: '2025-02' })).status).toBe(403)
  })

  it.each([
    [{ period: '2025-13' }, 'Format periode tidak valid (TTTT-BB).'],
    [{ period: '2025-02', sort: 'laba' }, 'Kolom urutan tidak dikenal.'],
    [{ period: '2025-02', pageSize: 1000 }, 'Ukuran halaman maksimal 100.'],
  ])('refuses %j with 400 and a message', async (body, message) => {
    const res = await post('superadmin', '/dashboard/merchant', body)
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body)).toContain(message)
  })

  it('the demo sets targets for this WIB month and the last, whatever the date it is seeded on', async () => {
    const thisMonth = wibDay().slice(0, 7)
    const lastMonth = shiftMonth(thisMonth, -1)
    for (const path of ['/dashboard/merchant', '/dashboard/group', '/dashboard/region']) {
      const current = await post('superadmin', path, { period: thisMonth })
      expect(current.body.result.items.length, `${path} ${thisMonth}`).toBeGreaterThan(0)
      const before = await post('superadmin', path, { period: lastMonth })
      expect(before.body.result.items.length, `${path} ${lastMonth}`).toBeGreaterThan(0)
    }
  })
})

describe('by location and by merchant', () => {
  const period = { from: '2025-02-10', to: '2025-03-20' }

  it('per province, and per regency or city inside one, equal to the raw rows by the merchant’s location', async () => {
    const raw = await one(`select m.province_code as code, count(*)::int8 as n, sum(s.amount)::int8 as a,
        count(distinct s.merchant_id)::int8 as merchants
      from ${sales(period.from, period.to)} join merchant m on m.id = s.merchant_id where s.status = 'SUCCESS' group by 1`)
    const res = await post('superadmin', '/dashboard/summary-location/list', period)
    expect(res.status, res.body.message).toBe(200)
    const got = new Map(
      res.body.result.rows.map((r: { code: string; trxCount: number; amount: number; merchants: number }) => [
        r.code,
        [r.trxCount, r.amount, r.merchants],
      ]),
    )
    expect(got).toEqual(
      new Map(raw.map((r) => [String(r.code), [Number(r.n), Number(r.a), Number(r.merchants)]])),
    )
    const top = res.body.result.rows[0]
    const cities = await post('superadmin', '/dashboard/summary-location/list', {
      ...period,
      provinceCode: top.code,
    })
    const sum = cities.body.result.rows.reduce((s: number, r: { amount: number }) => s + r.amount, 0)
    expect(sum).toBe(top.amount)
    expect(cities.body.result.rows.every((r: { code: string }) => r.code.startsWith(`${top.code}.`))).toBe(
      true,
    )
  })

  it('per merchant, sorted and paged, equal to the raw rows; scope narrows it', async () => {
    const raw =
      await one(`select merchant_id as id, count(*)::int8 as n, (count(*) filter (where status = 'SUCCESS'))::int8 as ok,
        coalesce(sum(amount) filter (where status = 'SUCCESS'), 0)::int8 as a from ${sales(period.from, period.to)} group by 1`)
    const want = new Map(raw.map((r) => [Number(r.id), [Number(r.n), Number(r.ok), Number(r.a)]]))
    const res = await post('superadmin', '/dashboard/summary-merchant/list', { ...period, pageSize: 100 })
    expect(res.status, res.body.message).toBe(200)
    expect(res.body.result.total).toBe(want.size)
    for (const i of res.body.result.items)
      expect([i.trxCount, i.successCount, i.amount]).toEqual(want.get(i.id))
    const amounts = res.body.result.items.map((i: { amount: number }) => i.amount)
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a))
    const { token } = await (await import('../../test/kits/account.ts')).makeAccount(t, {
      username: 'permerchant_clt001',
      features: ['SUMMARY_MERCHANT'],
      level: 'CLIENT',
      value: 'CLT001',
    })
    const scoped = (
      await t.post('/dashboard/summary-merchant/list', { ...period, pageSize: 100 }, token)
    ).json()
    const [clt] = await one(`select id from client where code = 'CLT001'`)
    const inClient = await one(`select id from merchant where client_id = ${clt?.id}`)
    const ids = new Set(inClient.map((r) => Number(r.id)))
    expect(scoped.result.items.length).toBeGreaterThan(0)
    expect(scoped.result.items.every((i: { id: number }) => ids.has(i.id))).toBe(true)
  })
})
