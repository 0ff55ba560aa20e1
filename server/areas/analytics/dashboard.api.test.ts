import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ChartDimension } from '#contract/analytics/dashboard.ts'
import { addDays, wibDay } from '#contract/engine/dates.ts'
import type { TrxKind } from '#contract/transactions/catalogue.ts'
import type { AuthContext } from '../../access/caller.ts'
import { rowsOf } from '../../engine/query.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'
import { makeAccount } from '../../test/kits/account.ts'
import { rawBy, rawFigures, rawRows, rawWhere } from '../../test/kits/dashboard-raw.ts'
import { seedWindow } from '../../test/kits/reports.ts'
import { resolveScope } from '../corporate/scope.ts'
import type { DashboardFilters } from './source.ts'

/**
 * Every rollup-backed figure equals the same figure computed from the raw rows (issue 14 tests), for random
 * periods (across WIB midnight and month ends), kinds, filters and users of three data scopes, after the
 * triggers have seen inserts, status changes and deletes.
 */

let t: TestApp
const tokens: Record<string, string> = {}
const db = () => t.database.db
const FIRST = '2025-01-06'
const LAST = '2025-03-20'
const USERS = { superadmin: null, opsretail: ['RETAIL'], mitra: ['TOPUP'] } as const
type User = keyof typeof USERS
let ids: { clients: number[]; merchants: number[]; regions: number[]; groups: number[] }

const one = async (text: string) => rowsOf(await db().execute(sql.raw(text)))

beforeAll(async () => {
  t = await createTestApp()
  // The last 74 WIB days to 20 March 2025 (a window across month ends), generated with a fixed seed.
  await seedWindow(db(), 6_000, { days: 74, seed: 11 })
  // The triggers' other paths: status changes (a sync's answer, a refund) and deletes.
  await one(
    `update trx_biller set status = 'SUCCESS', rc = '00' where id in (select id from trx_biller where status = 'PENDING' order by id limit 40)`,
  )
  await one(
    `update trx_retail set status = 'REFUNDED' where id in (select id from trx_retail where status = 'SUCCESS' order by id limit 40)`,
  )
  await one(`delete from trx_deposit where id in (select id from trx_deposit order by id desc limit 25)`)
  // Two sales a second apart across WIB midnight (16:59:59 and 17:00:00 UTC).
  await one(`insert into trx_retail (trx_no, created_at, updated_at, client_id, region_id, group_id, merchant_id, partner_id,
      status, amount, fee, total, outlet_id, device_id, cashier_name, items, subtotal, payment_method, paid)
    select 'MIDNIGHT-' || n, ts, ts, client_id, region_id, group_id, merchant_id, partner_id, 'SUCCESS', 1000, 0, 1000,
      outlet_id, device_id, '', '[{"sku":"MID-1","name":"Uji Tengah Malam","qty":1,"price":1000,"discount":0}]', 1000, 'CASH', 1000
    from (select * from trx_retail order by id limit 1) x,
      (values (1, '2025-02-28T16:59:59Z'::timestamptz), (2, '2025-02-28T17:00:00Z'::timestamptz),
            (3, now()), (4, now() - interval '40 days')) v(n, ts)`)
  for (const u of Object.keys(USERS)) tokens[u] = await t.login(u)
  const col = async (c: string) =>
    (await one(`select distinct ${c} as v from trx_retail order by 1`)).map((r) => Number(r.v))
  ids = {
    clients: await col('client_id'),
    merchants: (await col('merchant_id')).slice(0, 30),
    regions: await col('region_id'),
    groups: await col('group_id'),
  }
})
afterAll(() => t.close())

const post = async (user: User, path: string, body: unknown) => {
  const res = await t.post(path, body, tokens[user])
  return { status: res.statusCode, body: res.json() }
}

async function scopeOf(user: User) {
  const [row] = await one(
    `select u.user_type_level as "userTypeLevel", u.user_type_value as "userTypeValue" from dashboard_user u where u.username = '${user}'`,
  )
  return resolveScope(db(), row as unknown as AuthContext)
}

const day = fc.integer({ min: -3, max: 78 }).map((n) => addDays(FIRST, n))
const period = fc.oneof(
  fc.tuple(day, day).map(([a, b]) => (a <= b ? { from: a, to: b } : { from: b, to: a })),
  // Periods the month/day split must get right: whole months with days on either side, a month exactly,
  // the days around a month end.
  fc.constantFrom(
    { from: '2025-01-15', to: '2025-03-10' },
    { from: '2025-02-01', to: '2025-02-28' },
    { from: '2025-01-31', to: '2025-03-01' },
    { from: '2025-02-28', to: '2025-03-01' },
    { from: '2025-01-01', to: '2025-03-31' },
    // Periods reaching today, whose month the slices take whole (sales were written now and 40 days ago).
    { from: `${wibDay().slice(0, 8)}01`, to: wibDay() },
    { from: addDays(wibDay(), -45), to: wibDay() },
  ),
)
const filter = fc.oneof(
  fc.constant({}),
  fc.constantFrom(...[0, 1, 2]).map((i) => ({ clientId: ids.clients[i % ids.clients.length] })),
  fc.nat(29).map((i) => ({ merchantId: ids.merchants[i % ids.merchants.length] })),
  fc.nat(20).map((i) => ({ regionId: ids.regions[i % ids.regions.length] })),
  fc.nat(20).map((i) => ({ groupId: ids.groups[i % ids.groups.length] })),
)
const userAndKind = fc.constantFrom<User>('superadmin', 'opsretail', 'mitra').chain((user) => {
  const kinds: readonly TrxKind[] = USERS[user] ?? ['RETAIL', 'BILLER', 'MYCROATM', 'TOPUP', 'DEPOSIT']
  return fc.record({
    user: fc.constant(user),
    kind: fc.option(fc.constantFrom(...kinds), { nil: undefined }),
  })
})
/** Whether every row a filter names is one the user may see (else the call answers 404). */
async function allowed(user: User, f: DashboardFilters): Promise<boolean> {
  if (user === 'superadmin') return true
  const named = Object.values(f).filter((v) => v !== undefined)
  if (named.length === 0) return true
  if (user === 'mitra') return false
  const clt = `(select id from client where code = 'CLT001')`
  const [row] = await one(`select
      ${f.clientId ?? 'null'}::int is null or ${f.clientId ?? 'null'}::int = ${clt} as c,
      ${f.regionId ?? 'null'}::int is null or exists (select 1 from region where id = ${f.regionId ?? 'null'}::int and client_id = ${clt}) as r,
      ${f.groupId ?? 'null'}::int is null or exists (select 1 from corporate_group g join region r on r.id = g.region_id
        where g.id = ${f.groupId ?? 'null'}::int and r.client_id = ${clt}) as g,
      ${f.merchantId ?? 'null'}::int is null or exists (select 1 from merchant where id = ${f.merchantId ?? 'null'}::int and client_id = ${clt}) as m`)
  return Boolean(row?.c && row?.r && row?.g && row?.m)
}

const visible = (user: User, kind?: TrxKind): readonly TrxKind[] =>
  kind ? [kind] : (USERS[user] ?? ['RETAIL', 'BILLER', 'MYCROATM', 'TOPUP', 'DEPOSIT'])

describe('dashboard figures equal the raw rows', () => {
  it('summary: every figure, overall and per kind, for random users, periods, kinds and filters', async () => {
    await fc.assert(
      fc.asyncProperty(userAndKind, period, filter, async ({ user, kind }, p, f: DashboardFilters) => {
        const res = await post(user, '/dashboard/summary', { ...p, ...f, ...(kind ? { kind } : {}) })
        if (!(await allowed(user, f))) {
          expect(res.status).toBe(404)
          return
        }
        expect(res.status, res.body.message).toBe(200)
        const kinds = visible(user, kind)
        const want = await rawFigures(db(), kinds, rawWhere(await scopeOf(user), f, p.from, p.to))
        expect(res.body.result.kinds).toEqual(kinds)
        expect(res.body.result.current).toEqual(want.all)
        for (const k of res.body.result.byKind) expect(k.current).toEqual(want.byKind.get(k.kind))
        const prev = res.body.result.previous
        const before = await rawFigures(db(), kinds, rawWhere(await scopeOf(user), f, prev.from, prev.to))
        expect(res.body.result.before).toEqual(before.all)
      }),
      { numRuns: 30, seed: 14 },
    )
  })

  it('chart: every dimension, only the keys with rows, equal counts and money', async () => {
    const dims = [
      'day',
      'week',
      'month',
      'kind',
      'status',
      'subject',
      'bank',
    ] as const satisfies readonly ChartDimension[]
    await fc.assert(
      fc.asyncProperty(
        userAndKind,
        period,
        filter,
        fc.constantFrom(...dims),
        async ({ user, kind }, p, f, by) => {
          const k = by === 'subject' || by === 'bank' ? (kind ?? visible(user)[0]) : kind
          const res = await post(user, '/dashboard/chart', { ...p, ...f, by, ...(k ? { kind: k } : {}) })
          if (!(await allowed(user, f))) {
            expect(res.status).toBe(404)
            return
          }
          expect(res.status, res.body.message).toBe(200)
          const key = {
            day: sql`to_char((r.created_at at time zone 'Asia/Jakarta')::date, 'YYYY-MM-DD')`,
            week: sql`to_char(date_trunc('week', (r.created_at at time zone 'Asia/Jakarta')::date), 'YYYY-MM-DD')`,
            month: sql`to_char(date_trunc('month', r.created_at at time zone 'Asia/Jakarta'), 'YYYY-MM-DD')`,
            kind: sql`r.kind`,
            status: sql`r.status`,
            subject: sql`r.subject`,
            bank: sql`r.bank_code`,
          }[by]
          const want = await rawBy(
            db(),
            visible(user, k),
            rawWhere(await scopeOf(user), f, p.from, p.to),
            key,
          )
          const got = new Map(
            (
              res.body.result.points as {
                key: string
                trxCount: number
                amount: number
                fee: number
                successCount: number
              }[]
            )
              .filter((x) => x.trxCount !== 0)
              .map((x) => [
                x.key,
                { trxCount: x.trxCount, amount: x.amount, fee: x.fee, successCount: x.successCount },
              ]),
          )
          expect(got).toEqual(want)
        },
      ),
      { numRuns: 30, seed: 15 },
    )
  })

  it('chart by hour: the hourly rollup equals the raw rows hour by hour, WIB midnight included', async () => {
    const res = await post('superadmin', '/dashboard/chart', {
      from: '2025-02-28',
      to: '2025-03-01',
      by: 'hour',
      kind: 'RETAIL',
    })
    expect(res.status).toBe(200)
    const want = await rawBy(
      db(),
      ['RETAIL'],
      rawWhere({ kind: 'all' }, {}, '2025-02-28', '2025-03-01'),
      sql`to_char(date_trunc('hour', r.created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:00:00.000"Z"')`,
    )
    const points = res.body.result.points as {
      key: string
      label: string
      trxCount: number
      amount: number
    }[]
    expect(points).toHaveLength(48)
    for (const p of points) expect(p.trxCount).toBe(want.get(p.key)?.trxCount ?? 0)
    // 23:59:59 WIB on the 28th and 00:00:00 WIB on the 1st fall in different hours and days.
    expect(points.find((p) => p.key === '2025-02-28T16:00:00.000Z')?.label).toBe('28/02/2025 23:00')
    const days = await post('superadmin', '/dashboard/chart', {
      from: '2025-02-28',
      to: '2025-03-01',
      by: 'day',
      kind: 'RETAIL',
    })
    const rawDays = await rawBy(
      db(),
      ['RETAIL'],
      rawWhere({ kind: 'all' }, {}, '2025-02-28', '2025-03-01'),
      sql`(r.created_at at time zone 'Asia/Jakarta')::date::text`,
    )
    for (const d of days.body.result.points) expect(d.trxCount).toBe(rawDays.get(d.key)?.trxCount ?? 0)
  })

  it('product sales, top 5 and the fee waterfall equal the raw rows', async () => {
    await fc.assert(
      fc.asyncProperty(userAndKind, period, filter, async ({ user, kind }, p, f) => {
        const k = kind ?? (visible(user)[0] as TrxKind)
        const where = rawWhere(await scopeOf(user), f, p.from, p.to)
        const top = await post(user, '/dashboard/top5/summary', { ...p, ...f, kind: k })
        if (!(await allowed(user, f))) {
          expect(top.status).toBe(404)
          return
        }
        expect(top.status, top.body.message).toBe(200)
        const merchants = await rawBy(db(), [k], where, sql`r.merchant_id::text`, sql`r.status = 'SUCCESS'`)
        for (const m of top.body.result.merchants) expect(m.amount).toBe(merchants.get(String(m.id))?.amount)
        const best = [...merchants.values()].map((m) => m.amount).sort((a, b) => b - a)
        expect(top.body.result.merchants.map((m: { amount: number }) => m.amount)).toEqual(best.slice(0, 5))
        const outlets = await rawBy(
          db(),
          [k],
          where,
          sql`r.outlet_id::text`,
          sql`r.status = 'SUCCESS' and r.outlet_id <> 0`,
        )
        for (const o of top.body.result.outlets) expect(o.amount).toBe(outlets.get(String(o.id))?.amount)
        if (k !== 'RETAIL') {
          const products = await rawBy(db(), [k], where, sql`r.subject`, sql`r.status = 'SUCCESS'`)
          for (const x of top.body.result.products)
            expect([x.qty, x.amount]).toEqual([products.get(x.code)?.trxCount, products.get(x.code)?.amount])
        }
        const fall = await post(user, '/dashboard/fee-waterfall', { ...p, ...f, ...(kind ? { kind } : {}) })
        const [raw] = rowsOf(
          await db().execute(sql`select coalesce(sum(r.amount), 0)::int8 as amount, coalesce(sum(r.fee), 0)::int8 as fee,
            coalesce(sum(r.merchant_fee), 0)::int8 as mf, coalesce(sum(r.partner_fee), 0)::int8 as pf
            from ${rawRows(visible(user, kind), where)} where r.status = 'SUCCESS'`),
        )
        const { amount, fee, merchantFee, partnerFee, net } = fall.body.result
        expect([amount, fee, merchantFee, partnerFee]).toEqual([
          Number(raw?.amount),
          Number(raw?.fee),
          Number(raw?.mf),
          Number(raw?.pf),
        ])
        expect(net).toBe(fee - merchantFee - partnerFee)
      }),
      { numRuns: 20, seed: 16 },
    )
  })

  it('retail product sales sum the receipts’ items of successful sales', async () => {
    const res = await post('superadmin', '/dashboard/product-sales', {
      from: FIRST,
      to: LAST,
      kind: 'RETAIL',
      limit: 100,
    })
    const raw = await one(`select i->>'sku' as sku, sum((i->>'qty')::int)::int8 as qty,
        sum((i->>'qty')::int8 * (i->>'price')::int8 - (i->>'discount')::int8)::int8 as amount
      from trx_retail r, jsonb_array_elements(r.items) i
      where r.status = 'SUCCESS' and r.created_at >= '2025-01-05T17:00:00Z' and r.created_at < '2025-03-20T17:00:00Z' group by 1`)
    const want = new Map(raw.map((r) => [String(r.sku), [Number(r.qty), Number(r.amount)]]))
    expect(res.body.result.rows.length).toBe(want.size)
    for (const row of res.body.result.rows) expect([row.qty, row.amount]).toEqual(want.get(row.code))
  })
})

describe('scope, features and bad input', () => {
  it('each user reads only the kinds their features show; another kind is refused', async () => {
    const ops = await post('opsretail', '/dashboard/summary', { from: FIRST, to: LAST })
    expect(ops.body.result.kinds).toEqual(['RETAIL'])
    expect(
      (await post('opsretail', '/dashboard/chart', { from: FIRST, to: LAST, by: 'day', kind: 'TOPUP' }))
        .status,
    ).toBe(403)
    expect(
      (await post('mitra', '/dashboard/top5/summary', { from: FIRST, to: LAST, kind: 'RETAIL' })).status,
    ).toBe(403)
  })

  it('a filter naming a client, region, group or merchant outside the scope is refused (404), never answered', async () => {
    const [other] = await one(
      `select id from client where code <> 'CLT001' and id in (select client_id from trx_retail) limit 1`,
    )
    const clientId = Number(other?.id)
    const period = { from: FIRST, to: LAST, clientId }
    for (const [path, body] of [
      ['/dashboard/summary', period],
      ['/dashboard/top5/summary', { ...period, kind: 'RETAIL' }],
      ['/dashboard/chart', { ...period, kind: 'RETAIL', by: 'day' }],
    ] as const) {
      const answer = await post('opsretail', path, body)
      expect(answer.status, path).toBe(404)
      expect(answer.body.message).toBe('Client tidak ditemukan atau di luar cakupan data Anda.')
    }
  })

  it('a partner without merchants gets zeros and empty charts', async () => {
    const [p] = await one(
      `select code from partner where id not in (select distinct coalesce(partner_id, 0) from trx_topup) limit 1`,
    )
    const { token } = await makeAccount(t, {
      username: 'mitra_kosong',
      features: ['SUMMARY_TOPUP'],
      level: 'PARTNER',
      value: String(p?.code),
    })
    const res = await t.post('/dashboard/summary', { from: FIRST, to: LAST }, token)
    expect(res.json().result.current).toMatchObject({ trxCount: 0, amount: 0, activeMerchants: 0 })
    const chart = await t.post('/dashboard/chart', { from: FIRST, to: LAST, by: 'status' }, token)
    expect(chart.json().result.points).toEqual([])
  })

  it('a user without any transaction feature gets no kinds and zeros, not an error', async () => {
    const { token } = await makeAccount(t, { username: 'tanpa_fitur', features: ['MERCHANT_DATA'] })
    const res = await t.post('/dashboard/summary', { from: FIRST, to: LAST }, token)
    expect(res.statusCode).toBe(200)
    expect(res.json().result.kinds).toEqual([])
  })

  it.each([
    [{ from: '2025-03-10', to: '2025-03-01', by: 'day' }, 'Tanggal awal tidak boleh setelah tanggal akhir.'],
    [{ from: '2024-01-01', to: '2025-03-01', by: 'day' }, 'Rentang tanggal maksimal 366 hari.'],
    [{ from: '2025-02-30', to: '2025-03-01', by: 'day' }, 'Tanggal awal tidak valid.'],
    [{ from: '2025-03-01', to: '2025-03-01', by: 'minute' }, 'Pengelompokan tidak dikenal.'],
    [{ from: '2025-03-01', to: '2025-03-20', by: 'hour' }, 'Grafik per jam paling panjang 7 hari.'],
    [
      { from: '2025-03-01', to: '2025-03-20', by: 'subject' },
      'Pilih jenis transaksi untuk rincian per produk/metode atau bank.',
    ],
    [{ from: '2025-03-01', to: '2025-03-20', by: 'day', kind: 'SAHAM' }, 'Jenis transaksi tidak dikenal.'],
  ])('refuses %j with 400 and a message', async (body, message) => {
    const res = await post('superadmin', '/dashboard/chart', body)
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body)).toContain(message)
  })
})

describe('pending age', () => {
  it('buckets what still waits by clock hour, with its response codes, equal to the raw rows', async () => {
    const res = await post('superadmin', '/dashboard/pending-age', {})
    expect(res.status).toBe(200)
    const rows = res.body.result.rows as {
      kind: string
      status: string
      rc: string
      bucket: string
      trxCount: number
    }[]
    const total = rows.reduce((s, r) => s + r.trxCount, 0)
    const [raw] = await one(`select (select count(*) from trx_biller where status in ('PENDING','SUSPECT'))
      + (select count(*) from trx_retail where status in ('PENDING','SUSPECT')) + (select count(*) from trx_mycroatm where status in ('PENDING','SUSPECT'))
      + (select count(*) from trx_topup where status in ('PENDING','SUSPECT')) + (select count(*) from trx_deposit where status in ('PENDING','SUSPECT')) as n`)
    expect(total).toBe(Number(raw?.n))
    expect(total).toBeGreaterThan(0)
    // The seeded window ended in March 2025: everything is older than a day.
    expect(new Set(rows.map((r) => r.bucket))).toEqual(new Set(['gt24h']))
    // Each row names its product or biller: a Mybills subject is the product's name from the catalogue.
    const biller = rows.find((r) => r.kind === 'BILLER') as unknown as {
      subject: string
      subjectName: string
    }
    const [product] = await one(`select name from biller_product where code = '${biller.subject}'`)
    expect(biller.subjectName).toBe(product?.name)
    const ops = await post('opsretail', '/dashboard/pending-age', {})
    expect(new Set(ops.body.result.rows.map((r: { kind: string }) => r.kind))).toEqual(new Set(['RETAIL']))
  })

  it('splits the last day off by clock hour as the raw rows do, from the open totals or, a merchant named, by hour', async () => {
    // Three sales still waiting: this hour, three hours ago and thirty hours ago (one per bucket).
    const [m] = await one(`select merchant_id as id from trx_retail order by id limit 1`)
    await one(`insert into trx_retail (trx_no, created_at, updated_at, client_id, region_id, group_id, merchant_id, partner_id,
        status, amount, fee, total, outlet_id, device_id, cashier_name, items, subtotal, payment_method, paid, rc)
      select 'OPEN-' || n, ts, ts, client_id, region_id, group_id, merchant_id, partner_id, 'PENDING', 5000, 0, 5000,
        outlet_id, device_id, '', '[]', 5000, 'QRIS', 5000, '68'
      from (select * from trx_retail where merchant_id = ${m?.id} order by id limit 1) x,
        (values (1, now()), (2, now() - interval '3 hours'), (3, now() - interval '30 hours')) v(n, ts)`)
    const raw = async (where: string) =>
      Object.fromEntries(
        (
          await one(`select case when date_trunc('hour', created_at) >= date_trunc('hour', now()) then 'lt1h'
                  when date_trunc('hour', created_at) >= date_trunc('hour', now()) - interval '23 hours' then 'h1to24'
                  else 'gt24h' end as bucket, count(*)::int as n
             from trx_retail where status in ('PENDING', 'SUSPECT') and ${where} group by 1`)
        ).map((r) => [r.bucket, Number(r.n)]),
      )
    const answered = async (body: object) => {
      const res = await post('superadmin', '/dashboard/pending-age', { kind: 'RETAIL', ...body })
      expect(res.status).toBe(200)
      const out: Record<string, number> = {}
      for (const r of res.body.result.rows as { bucket: string; trxCount: number }[])
        out[r.bucket] = (out[r.bucket] ?? 0) + r.trxCount
      return out
    }
    const all = await raw('true')
    expect(all.lt1h).toBeGreaterThanOrEqual(1)
    expect(all.h1to24).toBeGreaterThanOrEqual(1)
    expect(await answered({})).toEqual(all)
    expect(await answered({ merchantId: Number(m?.id) })).toEqual(await raw(`merchant_id = ${m?.id}`))
  })
})
