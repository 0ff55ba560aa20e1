import { randomUUID } from 'node:crypto'
import { hash } from '@node-rs/argon2'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../engine/query.ts'
import { insertSegment } from '../../seed/segments.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'

let t: TestApp
let admin: string
/** A shop (plain products with barcodes) and a café (composite products: recipes and the cup and straw). */
const shop = { outletId: 0, merchantId: 0, shiftId: 0 }
const cafe = { outletId: 0, merchantId: 0, shiftId: 0 }
const SUPERVISOR_PIN = '482915'

const q = async (query: ReturnType<typeof sql>) => rowsOf(await t.database.db.execute(query))
const productId = async (merchantId: number, sku: string) =>
  Number((await q(sql`select id from product where merchant_id = ${merchantId} and sku = ${sku}`))[0]?.id)
const stockOf = async (outletId: number, merchantId: number, sku: string) =>
  Number(
    (
      await q(
        sql`select coalesce((select qty_milli from product_stock where outlet_id = ${outletId} and product_id = p.id), 0)::int8 as q from product p where p.merchant_id = ${merchantId} and p.sku = ${sku}`,
      )
    )[0]?.q,
  )

async function firstOutlet(type: 'FNB' | 'RETAIL') {
  const [r] = await q(sql`
    select o.id, o.merchant_id from outlet o
    where o.type = ${type} and o.status = 'ACTIVE' and exists (select 1 from product p where p.merchant_id = o.merchant_id)
    order by o.id limit 1`)
  return { outletId: Number(r?.id), merchantId: Number(r?.merchant_id) }
}

const post = (path: string, body: unknown) => t.post(path, body, admin)
async function receipt(outletId: number): Promise<string> {
  const res = await post('/pos/receipt-numbers', { outletId, count: 1 })
  expect(res.statusCode).toBe(200)
  return res.json().result.numbers[0]
}
const sale = async (place: typeof shop, over: Record<string, unknown>) => ({
  idempotencyKey: randomUUID(),
  outletId: place.outletId,
  shiftId: place.shiftId,
  receiptNo: await receipt(place.outletId),
  soldAt: new Date().toISOString(),
  orderDiscount: 0,
  ...over,
})

beforeAll(async () => {
  t = await createTestApp({ JOB_POLL_MS: '0' })
  admin = await t.login('superadmin')
  Object.assign(shop, await firstOutlet('RETAIL'))
  Object.assign(cafe, await firstOutlet('FNB'))
  // A supervisor with a PIN we know (seeded PINs are random and never disclosed).
  const pinHash = await hash(SUPERVISOR_PIN, { memoryCost: 1024, timeCost: 1, parallelism: 1 })
  for (const o of [shop, cafe])
    await t.database.db.execute(sql`
      insert into outlet_user (outlet_id, client_id, username, full_name, phone, email, role, pin_hash)
      select ${o.outletId}, client_id, ${`spv.uji.${o.outletId}`}, 'Supervisor Uji', '+6281200000000', 'spv@uji.id', 'SUPERVISOR', ${pinHash}
      from outlet where id = ${o.outletId}`)
})
afterAll(() => t.close())

describe('POS cashier', () => {
  it('opens a shift; a second open shift at the same outlet is refused', async () => {
    for (const o of [shop, cafe]) {
      const res = await post('/pos/shift/open', { outletId: o.outletId, openingCash: 200_000 })
      expect(res.statusCode).toBe(200)
      o.shiftId = res.json().result.id
    }
    const again = await post('/pos/shift/open', { outletId: shop.outletId, openingCash: 0 })
    expect(again.statusCode).toBe(409)
    const setup = (await post('/pos/setup', { outletId: shop.outletId })).json().result
    expect(setup.shift.id).toBe(shop.shiftId)
    expect(setup.products.length).toBeGreaterThan(0)
    expect(setup.taxes.PPN).toMatchObject({ bps: 1_200, base: 'DPP_11_12' })
  })

  it('posts a sale: priced on the server, stock drawn, in the retail report and the rollups at once', async () => {
    const indomie = await productId(shop.merchantId, '8992388101016')
    const aqua = await productId(shop.merchantId, '8993675010011')
    expect(indomie).toBeGreaterThan(0)
    const before = await stockOf(shop.outletId, shop.merchantId, '8992388101016')
    const body = await sale(shop, {
      lines: [
        { productId: indomie, qty: 3, discount: 500 },
        { productId: aqua, qty: 2, discount: 0 },
      ],
      orderDiscount: 1_000,
      payments: [
        { method: 'QRIS', amount: 10_000 },
        { method: 'CASH', amount: 20_000 },
      ],
    })
    const res = await post('/pos/sale', body)
    expect(res.statusCode, res.body).toBe(200)
    const r = res.json().result
    // 3 × 3.500 − 500 + 2 × 4.000 = 18.000; − 1.000 = 17.000; PPN 12% on DPP 11/12: 15.583 → 1.870.
    expect(r).toMatchObject({
      subtotal: 18_000,
      discount: 1_000,
      taxAmount: 1_870,
      total: 18_870,
      paid: 30_000,
      change: 11_130,
      duplicate: false,
    })
    expect(await stockOf(shop.outletId, shop.merchantId, '8992388101016')).toBe(before - 3_000)

    const report = await post('/transaction/retail/list', { search: body.receiptNo })
    expect(report.statusCode, report.body).toBe(200)
    expect(JSON.stringify(report.json().result)).toContain(body.receiptNo)
    const [daily] = await q(sql`
      select coalesce(sum(trx_count), 0)::int as n, coalesce(sum(amount), 0)::int8 as amount from trx_daily_live
      where kind = 'RETAIL' and merchant_id = ${shop.merchantId} and day = (now() at time zone 'Asia/Jakarta')::date`)
    expect(Number(daily?.n)).toBeGreaterThanOrEqual(1)
    const [items] = await q(sql`
      select coalesce(sum(qty), 0)::int as qty from retail_item_daily_live
      where sku = '8992388101016' and merchant_id = ${shop.merchantId} and day = (now() at time zone 'Asia/Jakarta')::date`)
    expect(Number(items?.qty)).toBeGreaterThanOrEqual(3)
  })

  it('the same idempotency key twice is one sale', async () => {
    const indomie = await productId(shop.merchantId, '8992388101016')
    const body = await sale(shop, {
      lines: [{ productId: indomie, qty: 1, discount: 0 }],
      payments: [{ method: 'CASH', amount: 5_000 }],
    })
    const first = await post('/pos/sale', body)
    const second = await post('/pos/sale', body)
    expect(first.statusCode).toBe(200)
    expect(second.statusCode).toBe(200)
    expect(second.json().result).toMatchObject({ id: first.json().result.id, duplicate: true })
    const [n] = await q(
      sql`select count(*)::int as n from trx_retail where idempotency_key = ${body.idempotencyKey}`,
    )
    expect(n?.n).toBe(1)
    const [m] = await q(
      sql`select count(*)::int as n from stock_movement where reference = ${body.receiptNo}`,
    )
    expect(m?.n).toBe(1)
  })

  it('a key or a receipt number is one sale across months: another sale time does not make it new', async () => {
    // trx_retail is partitioned by month and its unique indexes hold the sale time; pos_sale_key does not.
    const indomie = await productId(shop.merchantId, '8992388101016')
    const lines = [{ productId: indomie, qty: 1, discount: 0 }]
    const payments = [{ method: 'CASH', amount: 5_000 }]
    const body = await sale(shop, { lines, payments })
    const earlier = new Date(Date.now() - 3_600_000).toISOString()
    // The same key sent twice at once, the second with another sale time (an offline queue that re-stamped it).
    const [a, b] = await Promise.all([
      post('/pos/sale', body),
      post('/pos/sale', { ...body, soldAt: earlier }),
    ])
    expect([a.statusCode, b.statusCode]).toEqual([200, 200])
    expect(b.json().result.id).toBe(a.json().result.id)
    const [n] = await q(
      sql`select count(*)::int as n from pos_sale_key where idempotency_key = ${body.idempotencyKey}`,
    )
    expect(n?.n).toBe(1)
    const [rows] = await q(sql`select count(*)::int as n from trx_retail where trx_no = ${body.receiptNo}`)
    expect(rows?.n).toBe(1)
    // Another key with the same receipt number and another time: refused, nothing written.
    const again = await post('/pos/sale', { ...body, idempotencyKey: randomUUID(), soldAt: earlier })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toContain(`Nomor struk ${body.receiptNo} sudah dipakai`)
    const [still] = await q(sql`select count(*)::int as n from trx_retail where trx_no = ${body.receiptNo}`)
    expect(still?.n).toBe(1)
  })

  it('refuses a payment below the total, a receipt number not reserved, and stock below zero where the outlet forbids it', async () => {
    const indomie = await productId(shop.merchantId, '8992388101016')
    const short = await post(
      '/pos/sale',
      await sale(shop, {
        lines: [{ productId: indomie, qty: 2, discount: 0 }],
        payments: [{ method: 'CASH', amount: 5_000 }],
      }),
    )
    expect(short.statusCode).toBe(400)
    expect(short.json().message).toMatch(/Pembayaran kurang/)
    const foreign = await post('/pos/sale', {
      ...(await sale(shop, {
        lines: [{ productId: indomie, qty: 1, discount: 0 }],
        payments: [{ method: 'CASH', amount: 5_000 }],
      })),
      // A well-formed number this outlet never reserved (another outlet's code, another day): refused.
      receiptNo: 'INV/XXX999/20260101/0001',
    })
    expect(foreign.statusCode).toBe(400)
    await t.database.db.execute(
      sql`update outlet set allow_negative_stock = false where id = ${shop.outletId}`,
    )
    const stock = await stockOf(shop.outletId, shop.merchantId, '8992388101016')
    const tooMany = Math.floor(stock / 1000) + 1
    expect(tooMany).toBeLessThanOrEqual(9_999)
    const res = await post(
      '/pos/sale',
      await sale(shop, {
        lines: [{ productId: indomie, qty: tooMany, discount: 0 }],
        payments: [{ method: 'CASH', amount: 100_000_000 }],
      }),
    )
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toMatch(/tidak mengizinkan stok minus/)
    expect(await stockOf(shop.outletId, shop.merchantId, '8992388101016')).toBe(stock)
  })

  it('a composite product draws its recipe and its category recipe', async () => {
    const kopi = await productId(cafe.merchantId, 'FNB-001')
    await t.database.db.execute(
      sql`update outlet set allow_negative_stock = true where id = ${cafe.outletId}`,
    )
    const cups = await stockOf(cafe.outletId, cafe.merchantId, 'KMS-GELAS')
    const res = await post(
      '/pos/sale',
      await sale(cafe, {
        lines: [{ productId: kopi, qty: 2, discount: 0 }],
        payments: [{ method: 'CASH', amount: 100_000 }],
      }),
    )
    expect(res.statusCode, res.body).toBe(200)
    expect(await stockOf(cafe.outletId, cafe.merchantId, 'KMS-GELAS')).toBe(cups - 2_000)
  })

  it('void: refused without a reason or with a wrong PIN; with both the sale is REVERSED and stock comes back', async () => {
    const indomie = await productId(shop.merchantId, '8992388101016')
    const body = await sale(shop, {
      lines: [{ productId: indomie, qty: 4, discount: 0 }],
      payments: [{ method: 'CASH', amount: 20_000 }],
    })
    const id = (await post('/pos/sale', body)).json().result.id
    const after = await stockOf(shop.outletId, shop.merchantId, '8992388101016')
    const noReason = await post('/pos/void', { id, reason: '', supervisorPin: SUPERVISOR_PIN })
    expect(noReason.statusCode).toBe(400)
    expect(noReason.json().message).toMatch(/Alasan pembatalan wajib diisi/)
    const wrongPin = await post('/pos/void', { id, reason: 'Pelanggan batal beli', supervisorPin: '000000' })
    expect(wrongPin.statusCode).toBe(400)
    expect(wrongPin.json().message).toBe('PIN supervisor salah.')
    const ok = await post('/pos/void', { id, reason: 'Pelanggan batal beli', supervisorPin: SUPERVISOR_PIN })
    expect(ok.statusCode, ok.body).toBe(200)
    expect(ok.json().result.status).toBe('REVERSED')
    expect(await stockOf(shop.outletId, shop.merchantId, '8992388101016')).toBe(after + 4_000)
    const [row] = await q(sql`select status, void_reason from trx_retail where id = ${id}`)
    expect(row).toMatchObject({ status: 'REVERSED', void_reason: 'Pelanggan batal beli' })
    expect((await post('/pos/void', { id, reason: 'Lagi', supervisorPin: SUPERVISOR_PIN })).statusCode).toBe(
      400,
    )
    expect(
      (await post('/pos/void', { id, reason: 'Dua kali', supervisorPin: SUPERVISOR_PIN })).statusCode,
    ).toBe(409)
  })

  it('closes the shift with the cash counted: expected = opening + cash kept by standing sales', async () => {
    const sales = (await post('/pos/sales', { shiftId: shop.shiftId })).json().result
    expect(sales.length).toBeGreaterThanOrEqual(3)
    // Standing sales: 30.000 paid (20.000 cash, change 11.130 → 8.870 kept), 5.000 cash for 3.930 (3.930 kept).
    const [kept] = await q(sql`
      select coalesce(sum((select coalesce(sum((p->>'amount')::int8), 0) from jsonb_array_elements(payments) p where p->>'method' = 'CASH') - change), 0)::int8 as k
      from trx_retail where shift_id = ${shop.shiftId} and status = 'SUCCESS'`)
    const expected = 200_000 + Number(kept?.k)
    const res = await post('/pos/shift/close', { shiftId: shop.shiftId, countedCash: expected - 500 })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().result).toMatchObject({
      expectedCash: expected,
      countedCash: expected - 500,
      difference: -500,
    })
    expect(res.json().message).toMatch(/selisih −Rp\s?500/)
    expect((await post('/pos/shift/close', { shiftId: shop.shiftId, countedCash: 0 })).statusCode).toBe(409)
  })

  it('the outlet’s payment segment: a method it does not enable, or a sale above its limit, is refused on the payments and writes nothing', async () => {
    const kopi = await productId(cafe.merchantId, 'FNB-001')
    const price = Number((await q(sql`select sell_price from product where id = ${kopi}`))[0]?.sell_price)
    const [outlet] = await q(sql`select name, code from outlet where id = ${cafe.outletId}`)
    await insertSegment(t.database.db, {
      code: 'RPY-KASIR-UJI',
      name: 'Pembayaran Kasir Uji',
      kind: 'RETAIL_PAYMENT',
      versions: [
        {
          effectiveFrom: new Date(Date.now() - 60_000).toISOString(),
          level: 'OUTLET',
          targetIds: [cafe.outletId],
          settings: { paymentMethods: ['CASH'], limitPerTrx: 3 * price + 1 },
        },
      ],
    })
    const sold = async () =>
      Number(
        (await q(sql`select count(*)::int as n from trx_retail where outlet_id = ${cafe.outletId}`))[0]?.n,
      )
    const before = await sold()
    const by = (method: string, qty: number) =>
      sale(cafe, {
        lines: [{ productId: kopi, qty, discount: 0 }],
        payments: [{ method, amount: 10_000_000 }],
      })

    const qris = await post('/pos/sale', {
      ...(await by('CASH', 1)),
      // A split payment: the cash covers the sale, the QRIS part is the method the segment does not enable.
      payments: [
        { method: 'QRIS', amount: 1_000 },
        { method: 'CASH', amount: 10_000_000 },
      ],
    })
    expect(qris.statusCode, qris.body).toBe(400)
    const message = `Pembayaran QRIS tidak diaktifkan dari segmen Pembayaran Kasir Uji v1 (outlet ${outlet?.name} (${outlet?.code})).`
    expect(qris.json().message).toBe(message)
    expect(qris.json().result.errors).toEqual([{ field: 'payments', message }])

    const big = await post('/pos/sale', await by('CASH', 4))
    expect(big.statusCode, big.body).toBe(400)
    expect(big.json().message).toMatch(
      /^Transaksi retail Rp\s?[\d.]+ melebihi limit per transaksi Rp\s?[\d.]+ dari segmen Pembayaran Kasir Uji v1/,
    )
    expect(await sold()).toBe(before)

    const small = await post('/pos/sale', await by('CASH', 1))
    expect(small.statusCode, small.body).toBe(200)
    expect(await sold()).toBe(before + 1)
  })
})
