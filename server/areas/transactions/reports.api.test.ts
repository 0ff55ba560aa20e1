import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { wibDay } from '#contract/engine/dates.ts'
import { maskRow } from '#contract/privacy/mask.ts'
import { REPORTS, type ReportDef, type ReportDetail } from '#contract/transactions/reports.ts'
import { normalise, rowsOf } from '../../engine/query.ts'
import { testDriver } from '../../test/driver.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'
import { makeAccount } from '../../test/kits/account.ts'
import {
  ALL_SCOPE,
  commonValue,
  expectedIds,
  expectedTotals,
  IN_WINDOW,
  q,
  seedWindow,
  tableOf,
  totalsOf,
  WINDOW,
  walk,
} from '../../test/kits/reports.ts'
import { planReport, reportTotals, TOTALS_TOO_HEAVY } from './report-query.ts'
import { REPORT_SPECS } from './report-specs.ts'

let t: TestApp
let admin: string
beforeAll(async () => {
  t = await createTestApp()
  await seedWindow(t.database.db)
  admin = await t.login('superadmin')
})
afterAll(() => t.close())

/** The table column behind each report filter, and whether trx_daily can total under it. */
const COLUMN: Record<string, { column: string; rollup: boolean }> = {
  status: { column: 'status', rollup: true },
  merchantId: { column: 'merchant_id', rollup: true },
  outletId: { column: 'outlet_id', rollup: false },
  deviceId: { column: 'device_id', rollup: false },
  paymentMethod: { column: 'payment_method', rollup: true },
  productCode: { column: 'product_code', rollup: true },
  productType: { column: 'product_type', rollup: false },
  trxType: { column: 'trx_type', rollup: true },
  issuerBankCode: { column: 'issuer_bank_code', rollup: true },
  issuerCode: { column: 'issuer_code', rollup: true },
  channel: { column: 'channel', rollup: false },
  method: { column: 'method', rollup: true },
  bankCode: { column: 'bank_code', rollup: true },
}
const literal = (v: string | number) => (typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`)
const db = () => t.database.db

describe.each(REPORTS.map((def) => [def.slug, def] as const))('report %s', (_slug, def: ReportDef) => {
  it('carries every list column with the value the database holds, times as ISO 8601 UTC', async () => {
    const spec = REPORT_SPECS[def.slug]
    if (!spec) throw new Error(`no spec for ${def.slug}`)
    const { pages } = await walk(t, admin, def, {}, 100)
    const items = pages.flatMap((p) => p.items).slice(0, 300)
    expect(items.length).toBeGreaterThan(50)
    const keys = [...new Set(['id', ...def.columns.map((c) => c.key)])]
    // The same columns read row by row through the driver, without the page's JSON rendering.
    const select = sql.join(
      keys.map((k) => sql`${spec.select[k]} as ${sql.identifier(k)}`),
      sql`, `,
    )
    // Personal data (customer numbers, accounts) is answered masked: the contract's mask of the value.
    const rows = rowsOf(
      await db().execute(
        sql`select ${select} from ${sql.identifier(spec.table)} t ${spec.joins} where t.id in ${items.map((i) => i.id)}`,
      ),
    ).map((row) => maskRow(def.personal, normalise(row)))
    const byId = new Map(rows.map((r) => [Number(r.id), r]))
    for (const item of items) expect(item, `${def.slug} ${item.id}`).toEqual(byId.get(item.id))
    expect(Object.keys(items[0] ?? {}).sort()).toEqual([...keys].sort())
  })

  it('lists every row of the window newest first, and totals them from the rollup', async () => {
    const want = await expectedIds(db(), def)
    expect(want.length).toBeGreaterThan(50)
    const { ids, pages } = await walk(t, admin, def, {})
    expect(ids).toEqual(want)
    expect(pages[0]?.prevCursor).toBeNull()
    expect(pages.at(-1)?.nextCursor).toBeNull()
    const totals = await totalsOf(t, admin, def, {})
    expect(totals).toMatchObject({ ...(await expectedTotals(db(), def)), source: 'rollup', ...WINDOW })
  })

  it('applies each filter to the rows and the totals', async () => {
    for (const f of def.filters) {
      const info = COLUMN[f.key]
      if (!info) throw new Error(`test does not know filter ${f.key}`)
      // A minority status, so the filter visibly removes rows; the most common value of anything else.
      const value = await commonValue(db(), def, `t.${info.column}`, f.key === 'status' ? 1 : 0)
      const condition = `t.${info.column} = ${literal(value)}`
      const body = { filters: { [f.key]: value } }
      const { ids } = await walk(t, admin, def, body)
      const want = await expectedIds(db(), def, condition)
      expect(want.length, `${f.key}=${value}`).toBeGreaterThan(0)
      expect(ids, `${f.key}=${value}`).toEqual(want)
      const totals = await totalsOf(t, admin, def, body)
      expect(totals, `${f.key}=${value}`).toMatchObject({
        ...(await expectedTotals(db(), def, condition)),
        source: info.rollup ? 'rollup' : 'raw',
      })
    }
  })

  it('filters by an amount range (from the rows) and by several filters at once', async () => {
    const [p] = await q(
      db(),
      `select percentile_disc(0.25) within group (order by amount) as lo, percentile_disc(0.75) within group (order by amount) as hi
         from ${tableOf(def)} t where ${IN_WINDOW}`,
    )
    const lo = Number(p?.lo)
    const hi = Number(p?.hi)
    const body = { filters: { amountMin: lo, amountMax: hi } }
    const condition = `t.amount between ${lo} and ${hi}`
    expect((await walk(t, admin, def, body)).ids).toEqual(await expectedIds(db(), def, condition))
    expect(await totalsOf(t, admin, def, body)).toMatchObject({
      ...(await expectedTotals(db(), def, condition)),
      source: 'raw',
    })

    const merchantId = await commonValue(db(), def, 't.merchant_id')
    const both = { filters: { merchantId, status: 'SUCCESS', amountMin: lo } }
    const bothCondition = `t.merchant_id = ${merchantId} and t.status = 'SUCCESS' and t.amount >= ${lo}`
    expect((await walk(t, admin, def, both, 10)).ids).toEqual(await expectedIds(db(), def, bothCondition))
  })

  it('gives the same totals from the rollup and from the rows for every rollup filter', async () => {
    const spec = REPORT_SPECS[def.slug]
    const rollupFilters = def.filters.filter((f) => spec.filters[f.key]?.rollup)
    const merchantId = await commonValue(db(), def, 't.merchant_id')
    const cases: Record<string, string | number>[] = [{}, { merchantId, status: 'SUCCESS' }]
    for (const f of rollupFilters) {
      const info = COLUMN[f.key]
      if (info) cases.push({ [f.key]: await commonValue(db(), def, `t.${info.column}`) })
    }
    // Every rollup filter at once, with the values of one existing row.
    const [row] = await q(db(), `select * from ${tableOf(def)} t where ${IN_WINDOW} order by id limit 1`)
    const all: Record<string, string | number> = {}
    for (const f of rollupFilters) {
      const info = COLUMN[f.key]
      const v = info ? row?.[info.column] : undefined
      if (typeof v === 'string' || typeof v === 'number') all[f.key] = typeof v === 'string' ? v.trim() : v
    }
    cases.push(all)
    for (const filters of cases) {
      for (const range of [WINDOW, { from: '2025-03-03', to: '2025-03-03' }]) {
        const plan = await planReport(db(), spec, ALL_SCOPE, { ...range, filters })
        expect(plan.rollupWhere, JSON.stringify(filters)).not.toBeNull()
        const raw = await reportTotals(db(), spec, plan, { force: 'raw' })
        const rollup = await reportTotals(db(), spec, plan, { force: 'rollup' })
        expect({ ...rollup, source: 'raw' }, JSON.stringify({ filters, range })).toEqual(raw)
      }
    }
    // A sync changing statuses moves rows between rollup buckets: the two still agree.
    await q(
      db(),
      `update ${tableOf(def)} set status = 'SUCCESS' where id in (select id from ${tableOf(def)} where status in ('PENDING','SUSPECT') limit 5)`,
    )
    const plan = await planReport(db(), spec, ALL_SCOPE, { ...WINDOW, filters: { status: 'SUCCESS' } })
    expect({ ...(await reportTotals(db(), spec, plan, { force: 'rollup' })), source: 'raw' }).toEqual(
      await reportTotals(db(), spec, plan, { force: 'raw' }),
    )
  })

  it('finds a transaction by its reference, within the date range', async () => {
    const [row] = await q(db(), `select * from ${tableOf(def)} t where ${IN_WINDOW} order by id desc limit 1`)
    if (!row) throw new Error('no row')
    const find = async (search: string) => (await walk(t, admin, def, { search })).ids
    expect(await find(String(row.trx_no))).toEqual([Number(row.id)])
    expect(await find(String(row.trx_no).toLowerCase())).toEqual([Number(row.id)])
    expect(await find('TIDAK-ADA-999')).toEqual([])
    // Outside the date range the same reference is not listed.
    expect(
      (
        await t.post(
          `/${def.apiPath}/list`,
          { from: '2025-01-01', to: '2025-01-02', search: row.trx_no },
          admin,
        )
      ).json().result.items,
    ).toEqual([])
    const also: [string, string][] = []
    if (def.search.includes('customerNo'))
      also.push([String(row.customer_no), `t.customer_no = '${row.customer_no}'`])
    if (def.search.includes('rrn')) also.push([String(row.rrn), `t.rrn = '${row.rrn}'`])
    if (def.search.includes('panLast4'))
      also.push([
        String(row.pan_masked).slice(-4),
        `right(t.pan_masked, 4) = '${String(row.pan_masked).slice(-4)}'`,
      ])
    if (def.search.includes('cardNo')) also.push([String(row.card_no), `t.card_no = '${row.card_no}'`])
    if (def.search.includes('cardLast4'))
      also.push([String(row.card_no).slice(-4), `right(t.card_no, 4) = '${String(row.card_no).slice(-4)}'`])
    for (const [term, condition] of also) {
      const ids = await find(term)
      expect(ids, term).toContain(Number(row.id))
      expect(ids, term).toEqual(await expectedIds(db(), def, condition))
      expect((await totalsOf(t, admin, def, { search: term })).count).toBe(ids.length)
    }
  })

  it('shows one transaction in full, named, and refuses one outside the scope', async () => {
    const [row] = await q(
      db(),
      `select t.id, c.code as client from ${tableOf(def)} t join client c on c.id = t.client_id where ${IN_WINDOW} and c.code <> 'CLT001' order by t.id limit 1`,
    )
    const res = await t.post(`/${def.apiPath}/detail`, { id: Number(row?.id) }, admin)
    expect(res.statusCode).toBe(200)
    const detail = res.json().result as ReportDetail
    for (const field of def.detail) expect(detail.row, field.key).toHaveProperty(field.key)
    expect(typeof detail.row.merchantName).toBe('string')
    expect(detail.row.createdAt).toMatch(/Z$/)
    expect(JSON.stringify(detail)).not.toMatch(/pan_?hash/i)
    const scoped = await makeAccount(t, {
      username: `clt001.${def.slug}`,
      features: ['VIEW_ALL_TRANSACTION'],
      level: 'CLIENT',
      value: 'CLT001',
    })
    const refused = await t.post(`/${def.apiPath}/detail`, { id: Number(row?.id) }, scoped.token)
    expect(refused.statusCode).toBe(404)
    expect(refused.json().message).toBe('Transaksi tidak ditemukan atau di luar cakupan data Anda.')
    expect((await t.post(`/${def.apiPath}/detail`, { id: 999_999_999 }, admin)).statusCode).toBe(404)
  })
})

describe('data scope', () => {
  it('limits rows, totals and detail to the user scope at every level', async () => {
    const [clientRow] = await q(db(), `select id from client where code = 'CLT001'`)
    const [regionRow] = await q(
      db(),
      `select r.id, r.code from region r join client c on c.id = r.client_id where c.code = 'CLT001' order by r.id limit 1`,
    )
    const [merchantRow] = await q(
      db(),
      `select m.id, m.mid from merchant m join trx_retail t on t.merchant_id = m.id where ${IN_WINDOW} group by 1, 2 order by count(*) desc limit 1`,
    )
    const [partnerRow] = await q(
      db(),
      `select p.id, p.code from partner p join trx_biller t on t.partner_id = p.id where ${IN_WINDOW} group by 1, 2 order by count(*) desc limit 1`,
    )
    const users = [
      { level: 'CLIENT', value: 'CLT001', column: 'client_id', id: clientRow?.id },
      { level: 'REGION', value: regionRow?.code, column: 'region_id', id: regionRow?.id },
      { level: 'MERCHANT', value: merchantRow?.mid, column: 'merchant_id', id: merchantRow?.id },
      { level: 'PARTNER', value: partnerRow?.code, column: 'partner_id', id: partnerRow?.id },
    ] as const
    for (const u of users) {
      const { token } = await makeAccount(t, {
        username: `scope.${u.level.toLowerCase()}`,
        features: ['VIEW_ALL_TRANSACTION'],
        level: u.level,
        value: String(u.value),
      })
      for (const def of REPORTS) {
        const condition = `t.${u.column} = ${Number(u.id)}`
        const want = await expectedIds(db(), def, condition)
        const { ids } = await walk(t, token, def, {})
        expect(ids, `${u.level} ${def.slug}`).toEqual(want)
        const totals = await totalsOf(t, token, def, {})
        expect(totals, `${u.level} ${def.slug}`).toMatchObject(await expectedTotals(db(), def, condition))
        // The raw path (a search-free amount filter) applies the same scope.
        const raw = await totalsOf(t, token, def, { filters: { amountMin: 0 } })
        expect(raw.source).toBe('raw')
        expect(raw.count).toBe(totals.count)
      }
    }
    // A partner sees some biller and top-up rows (its products and cards) but never another partner's.
    const partnerToken = await t.login('scope.partner')
    const biller = REPORTS.find((r) => r.slug === 'biller') as ReportDef
    const { ids } = await walk(t, partnerToken, biller, {})
    expect(ids.length).toBeGreaterThan(0)
  })

  it('gives each report only to its features: opsretail sees CLT001 retail, mitra none', async () => {
    const ops = await t.login('opsretail')
    const mitra = await t.login('mitra')
    for (const def of REPORTS) {
      for (const call of ['list', 'totals', 'export']) {
        const body = call === 'export' ? { ...WINDOW, format: 'csv' } : WINDOW
        const asMitra = await t.post(`/${def.apiPath}/${call}`, body, mitra)
        expect(asMitra.statusCode, `mitra ${def.slug}/${call}`).toBe(403)
        const asOps = await t.post(`/${def.apiPath}/${call}`, body, ops)
        expect(asOps.statusCode, `opsretail ${def.slug}/${call}`).toBe(def.slug === 'retail' ? 200 : 403)
      }
    }
    const retail = REPORTS[0] as ReportDef
    const { ids } = await walk(t, ops, retail, {})
    expect(ids).toEqual(
      await expectedIds(db(), retail, `t.client_id = (select id from client where code = 'CLT001')`),
    )
    expect((await t.post(`/${retail.apiPath}/list`, WINDOW)).statusCode).toBe(401)
  })
})

describe('bad input', () => {
  const retail = REPORTS[0] as ReportDef
  const list = (body: Record<string, unknown>) => t.post(`/${retail.apiPath}/list`, body, admin)

  it('answers 400 with a clear message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ from: '2025-03-10', to: '2025-03-01' }, 'Tanggal awal tidak boleh setelah tanggal akhir.'],
      [{ from: '2025-01-01', to: '2025-04-04' }, 'Rentang tanggal maksimal 93 hari.'],
      [{ from: '2025-02-30', to: '2025-03-01' }, 'Tanggal awal tidak valid.'],
      [{ from: '01-03-2025' }, 'Format tanggal awal tidak valid (TTTT-BB-HH).'],
      [{ filters: { status: 'DONE' } }, 'Status tidak dikenal: DONE.'],
      [{ sort: 'amount' }, 'Kolom urutan tidak dikenal: amount.'],
      [{ pageSize: 101 }, 'Ukuran halaman maksimal 100.'],
      [{ pageSize: 0 }, 'Ukuran halaman minimal 1.'],
      [{ cursor: 'bukan-kursor' }, 'Posisi halaman tidak valid. Muat ulang laporan.'],
      [
        { filters: { amountMin: 5000, amountMax: 10 } },
        'Nominal minimum tidak boleh lebih besar dari nominal maksimum.',
      ],
      [{ filters: { amountMin: -1 } }, 'Nominal minimum tidak boleh negatif.'],
      [{ filters: { productCode: 'PLN100' } }, 'Kolom tidak dikenal: productCode.'],
      [{ filters: { merchantId: 'abc' } }, 'Merchant tidak valid.'],
      [{ direction: 'sideways' }, 'direction'],
      [{ extra: 1 }, 'Kolom tidak dikenal: extra.'],
    ]
    for (const [body, message] of cases) {
      const res = await list(body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json().success).toBe(false)
      expect(res.json().message, JSON.stringify(body)).toContain(message)
    }
    // The same checks guard totals and export.
    const inverted = { from: '2025-03-10', to: '2025-03-01' }
    expect((await t.post(`/${retail.apiPath}/totals`, inverted, admin)).statusCode).toBe(400)
    expect(
      (await t.post(`/${retail.apiPath}/export`, { ...inverted, format: 'csv' }, admin)).statusCode,
    ).toBe(400)
    const biller = REPORTS.find((r) => r.slug === 'biller') as ReportDef
    const unknownProduct = await t.post(
      `/${biller.apiPath}/totals`,
      { filters: { productCode: 'TIDAKADA' } },
      admin,
    )
    expect(unknownProduct.statusCode).toBe(400)
    expect(unknownProduct.json().message).toBe('Produk tidak dikenal: TIDAKADA.')
    expect((await t.post(`/${biller.apiPath}/options`, { filter: 'nope' }, admin)).statusCode).toBe(400)
  })

  it('defaults to today in WIB and accepts 93 days exactly', async () => {
    const res = await list({})
    expect(res.statusCode).toBe(200)
    expect(res.json().result).toMatchObject({ from: wibDay(), to: wibDay() })
    const one = await list({ from: '2025-03-05' })
    expect(one.json().result).toMatchObject({ from: '2025-03-05', to: '2025-03-05' })
    expect((await list({ from: '2025-01-01', to: '2025-04-03' })).statusCode).toBe(200)
  })

  it('lists the values of lookup filters', async () => {
    const biller = REPORTS.find((r) => r.slug === 'biller') as ReportDef
    const products = (await t.post(`/${biller.apiPath}/options`, { filter: 'productCode' }, admin)).json()
      .result
    expect(products.length).toBeGreaterThan(5)
    expect(products[0]).toEqual({ value: expect.any(String), label: expect.any(String) })
    const topup = REPORTS.find((r) => r.slug === 'topup') as ReportDef
    const issuers = (await t.post(`/${topup.apiPath}/options`, { filter: 'issuerCode' }, admin)).json().result
    expect(issuers.map((i: { value: string }) => i.value)).toContain(
      String(await commonValue(db(), topup, 't.issuer_code')),
    )
  })
})

describe('receipt and card data', () => {
  it('prints a retail sale as its receipt', async () => {
    const retail = REPORTS[0] as ReportDef
    const [row] = await q(
      db(),
      `select * from trx_retail t where ${IN_WINDOW} and status = 'SUCCESS' and payment_method = 'CASH' and jsonb_array_length(items) > 1 order by id limit 1`,
    )
    const detail = (await t.post(`/${retail.apiPath}/detail`, { id: Number(row?.id) }, admin)).json()
      .result as ReportDetail
    const receipt = detail.receipt
    if (!receipt || !row) throw new Error('no receipt')
    expect(receipt.items.length).toBe((row.items as unknown[]).length)
    const lines = receipt.items.reduce((s, i) => s + i.lineTotal, 0)
    expect(lines).toBe(Number(row?.subtotal))
    expect(receipt.total).toBe(Number(row?.amount))
    expect(receipt.paid - receipt.change).toBe(receipt.total)
    expect(receipt.taxType).toBe(row?.tax_type)
    expect(detail.row.trxNo).toBe(row?.trx_no)
    expect(detail.row).not.toHaveProperty('items')
  })

  it('never shows more of a Mycroatm card than the masked PAN', async () => {
    const def = REPORTS.find((r) => r.slug === 'mycroatm') as ReportDef
    const [row] = await q(
      db(),
      `select id, pan_masked, pan_hash from trx_mycroatm t where ${IN_WINDOW} limit 1`,
    )
    const detail = (await t.post(`/${def.apiPath}/detail`, { id: Number(row?.id) }, admin)).json().result
    expect(detail.row.panMasked).toMatch(/^\d{6}\*{6}\d{4}$/)
    const page = await walk(t, admin, def, {}, 100)
    expect(JSON.stringify([detail, page.pages])).not.toContain(String(row?.pan_hash))
    for (const item of page.pages.flatMap((p) => p.items)) expect(item.panMasked).toMatch(/^\d{6}\*{6}\d{4}$/)
  })
})

describe("the merchant's share of Mycroatm and top-up fees (issue 15)", () => {
  it('is written on every priced row by the scheme (50% and 40% of the fee) and totals to the raw rows', async () => {
    for (const [slug, bps] of [
      ['mycroatm', 5_000],
      ['topup', 4_000],
    ] as const) {
      const def = REPORTS.find((r) => r.slug === slug) as ReportDef
      // Hand-computed: the seeded fees are whole multiples, so the share is exact (rounding: fee-schemes.unit.test.ts).
      const [wrong] = await q(
        db(),
        `select count(*)::int as n from ${tableOf(def)} t where ${IN_WINDOW} and merchant_fee * 10000 <> fee * ${bps}`,
      )
      expect(Number(wrong?.n), slug).toBe(0)
      const [sum] = await q(
        db(),
        `select coalesce(sum(merchant_fee), 0)::int8 as m from ${tableOf(def)} t where ${IN_WINDOW} and status = 'SUCCESS'`,
      )
      expect(Number(sum?.m), slug).toBeGreaterThan(0)
      const body = { filters: { status: 'SUCCESS' } }
      const totals = await totalsOf(t, admin, def, body)
      expect(totals.source).toBe('rollup')
      expect(totals.merchantFee, slug).toBe(Number(sum?.m))
      // The same from the rows (a filter the rollup lacks: an amount range from 0).
      const raw = await totalsOf(t, admin, def, { filters: { status: 'SUCCESS', amountMin: 0 } })
      expect(raw.source).toBe('raw')
      expect(raw.merchantFee, slug).toBe(Number(sum?.m))
    }
  })
})

describe('totals from raw rows', () => {
  // PGlite (the embedded single-user database) has no statement timeout: there the aggregate runs out.
  it.runIf(testDriver() === 'pg')(
    'are stopped after RAW_TOTALS_TIMEOUT_MS with a clear 422, and the database stays usable',
    async () => {
      const spec = REPORT_SPECS.retail
      if (!spec) throw new Error('no retail report')
      const plan = await planReport(db(), spec, ALL_SCOPE, { ...WINDOW, filters: { amountMin: 1 } })
      // A filter that takes a second whatever the data: the aggregate is cut off after 50 ms.
      const slow = { ...plan, where: sql`${plan.where} and (select pg_sleep(1)) is not null` }
      const started = performance.now()
      await expect(reportTotals(db(), spec, slow, { rawTimeoutMs: 50 })).rejects.toMatchObject({
        statusCode: 422,
        message: TOTALS_TOO_HEAVY,
      })
      expect(performance.now() - started).toBeLessThan(900)
      // Within its time the same call answers, and the timeout did not outlive its transaction.
      const totals = await reportTotals(db(), spec, plan, { rawTimeoutMs: 20_000 })
      expect(totals.source).toBe('raw')
      expect(totals.count).toBeGreaterThan(0)
      const [row] = await q(db(), 'show statement_timeout')
      expect(row?.statement_timeout).toBe('0')
    },
  )
})
