import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { wibDay } from '#contract/engine/dates.ts'
import { rowsOf } from '../../engine/query.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'
import { demoCafe } from '../../test/kits/cafe.ts'
import { recordMovements, saleMovements } from './stock.ts'
import { variancePercent } from './stock-count.ts'

let t: TestApp
let admin: string
/** A demo café (its Kopi Susu Gula Aren, FNB-001, draws 0,025 kg kopi and 0,150 l susu a cup). */
let cafe: { merchantId: number; outletId: number }
let idOf = new Map<string, number>()
const id = (sku: string) => idOf.get(sku) as number

beforeAll(async () => {
  t = await createTestApp({ JOB_POLL_MS: '0' })
  admin = await t.login('superadmin')
  const found = await demoCafe(t)
  cafe = { merchantId: found.merchantId, outletId: found.outletId }
  idOf = found.ids
})
afterAll(() => t.close())

const stockAt = async (sku: string) =>
  Number(
    rowsOf(
      await t.database.db.execute(
        sql`select coalesce(sum(qty_milli), 0)::int8 as q from product_stock where product_id = ${id(sku)} and outlet_id = ${cafe.outletId}`,
      ),
    )[0]?.q,
  )
const sell = async (reason: 'SALE' | 'VOID', cups: number) => {
  const moves = await saleMovements(
    t.database.db,
    { outletId: cafe.outletId, reference: `INV/UJI/${reason}`, reason },
    [{ productId: id('FNB-001'), qtyMilli: cups * 1_000 }],
  )
  await t.database.db.transaction((tx) => recordMovements(tx, moves, 'kasir'))
}

describe('stock counts and the variance of ingredients (issue 18 item 5)', () => {
  it('lists the ingredients of the recipes to count, with their book stock', async () => {
    const res = await t.call('/stock-count/sheet', { outletId: cafe.outletId }, admin)
    expect(res.status).toBe(200)
    const kopi = res.body.result.lines.find((l: { sku: string }) => l.sku === 'BHN-KOPI')
    expect(kopi).toMatchObject({ unit: 'kg', bookMilli: await stockAt('BHN-KOPI') })
    // A dish is not an ingredient of anything: not on the sheet.
    expect(res.body.result.lines.some((l: { sku: string }) => l.sku === 'FNB-001')).toBe(false)
  })

  it('computes theoretical use (recipes × sales) beside actual use (counts and receipts) by hand', async () => {
    // Count 1: 2 kg kopi, 10 l susu. The book follows the count (a COUNT movement of the difference).
    const first = await t.call(
      '/stock-count/record',
      {
        outletId: cafe.outletId,
        note: 'Opname pagi',
        lines: [
          { productId: id('BHN-KOPI'), qty: '2' },
          { productId: id('BHN-SUSU'), qty: '10' },
        ],
      },
      admin,
    )
    expect(first.status).toBe(200)
    expect(first.body.result.recorded).toBe(2)
    expect(await stockAt('BHN-KOPI')).toBe(2_000)
    // Received: 1 kg kopi (an adjustment). Sold: 10 cups, one voided: 9 × 0,025 kg kopi, 9 × 0,150 l susu.
    const received = await t.call(
      '/product/stock-adjust',
      { productId: id('BHN-KOPI'), outletId: cafe.outletId, qty: '1', note: 'Terima dari pemasok' },
      admin,
    )
    expect(received.status).toBe(200)
    await sell('SALE', 10)
    await sell('VOID', 1)
    // Count 2: 2,6 kg kopi, 8,5 l susu.
    const second = await t.call(
      '/stock-count/record',
      {
        outletId: cafe.outletId,
        lines: [
          { productId: id('BHN-KOPI'), qty: '2,6' },
          { productId: id('BHN-SUSU'), qty: '8,5' },
        ],
      },
      admin,
    )
    expect(second.status).toBe(200)
    expect(await stockAt('BHN-KOPI')).toBe(2_600)
    expect(await stockAt('BHN-SUSU')).toBe(8_500)

    const today = wibDay(new Date())
    const res = await t.call(
      '/stock-count/variance',
      { outletId: cafe.outletId, from: today, to: today },
      admin,
    )
    expect(res.status).toBe(200)
    const rows = res.body.result.rows as Record<string, unknown>[]
    const bySku = (sku: string) => rows.find((r) => r.sku === sku)
    // Kopi: actual 2 + 1 − 2,6 = 0,4 kg; theoretical 10 × 0,025 − 1 × 0,025 = 0,225 kg;
    // variance 0,175 kg = 77,77…% → 77,8%.
    expect(bySku('BHN-KOPI')).toMatchObject({
      openingMilli: 2_000,
      closingMilli: 2_600,
      receivedMilli: 1_000,
      theoreticalMilli: 225,
      actualMilli: 400,
      varianceMilli: 175,
      variancePercent: 77.8,
    })
    // Susu: actual 10 − 8,5 = 1,5 l; theoretical 9 × 0,150 = 1,35 l; variance 0,15 l = 11,1%.
    expect(bySku('BHN-SUSU')).toMatchObject({
      openingMilli: 10_000,
      closingMilli: 8_500,
      receivedMilli: 0,
      theoreticalMilli: 1_350,
      actualMilli: 1_500,
      varianceMilli: 150,
      variancePercent: 11.1,
    })
    // Gula aren was drawn too but counted fewer than twice today: no interval, no figures.
    expect(bySku('BHN-AREN')).toMatchObject({
      openingAt: null,
      theoreticalMilli: null,
      variancePercent: null,
    })

    // The counts are rows, listed with who counted, the book before and the difference.
    const list = await t.call('/stock-count/list', { filters: { productId: id('BHN-KOPI') } }, admin)
    expect(list.body.result.items[0]).toMatchObject({
      counted: '2,6',
      book: '2,775',
      difference: '-0,175',
      countedBy: 'superadmin',
    })
    const moves = await t.call('/stock-movement/list', { filters: { productId: id('BHN-KOPI') } }, admin)
    expect(moves.body.result.items[0]).toMatchObject({ reason: 'COUNT', qty: '-0,175' })
  })

  it('rounds the variance percent half away from zero, in integers', () => {
    expect(variancePercent(175, 225)).toBe(77.8)
    expect(variancePercent(-175, 225)).toBe(-77.8)
    expect(variancePercent(1, 8)).toBe(12.5)
    expect(variancePercent(1, 16)).toBe(6.3) // 6,25 → 6,3
    expect(variancePercent(-1, 16)).toBe(-6.3)
    expect(variancePercent(0, 5)).toBe(0)
    expect(variancePercent(5, 0)).toBeNull()
  })

  it('refuses bad counts and periods with clear messages, and outlets outside the scope', async () => {
    const count = (lines: unknown, outletId = cafe.outletId) =>
      t.call('/stock-count/record', { outletId, lines }, admin)
    const negative = await count([{ productId: id('BHN-KOPI'), qty: '-1' }])
    expect(negative.status).toBe(400)
    expect(negative.body.result.errors[0]).toMatchObject({ field: 'lines.0.qty' })
    expect(negative.body.message).toMatch(/Jumlah dihitung harus angka 0 atau lebih/)
    const twice = await count([
      { productId: id('BHN-KOPI'), qty: '1' },
      { productId: id('BHN-KOPI'), qty: '2' },
    ])
    expect(twice.status).toBe(400)
    expect(twice.body.result.errors[0]).toMatchObject({ field: 'lines.1.productId' })
    const [other] = rowsOf(
      await t.database.db.execute(
        sql`select id from product where merchant_id <> ${cafe.merchantId} limit 1`,
      ),
    )
    const foreign = await count([{ productId: Number(other?.id), qty: '1' }])
    expect(foreign.status).toBe(400)
    expect(foreign.body.result.errors[0]).toMatchObject({ field: 'lines.0.productId' })
    const empty = await count([], cafe.outletId)
    expect(empty.status).toBe(400)
    expect(empty.body).toMatchObject({ message: 'Isi jumlah dihitung untuk minimal satu produk.' })
    expect((await count([{ productId: id('BHN-KOPI'), qty: '1' }], 99_999_999)).status).toBe(404)
    const inverted = await t.call(
      '/stock-count/variance',
      { outletId: cafe.outletId, from: '2026-11-20', to: '2026-11-01' },
      admin,
    )
    expect(inverted.status).toBe(400)
    expect(inverted.body.result.errors[0]).toMatchObject({ field: 'to' })
  })
})
