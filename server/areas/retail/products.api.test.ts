import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatQuantity } from '#contract/retail/quantity.ts'
import { rowsOf } from '../../engine/query.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'
import { demoCafe } from '../../test/kits/cafe.ts'
import { recordMovements, saleMovements } from './stock.ts'

let t: TestApp
let admin: string
/** A demo café: its dishes have recipes, its drinks a category recipe (cup, straw). */
let cafe: { merchantId: number; outletId: number }
let idOf = new Map<string, number>()

beforeAll(async () => {
  t = await createTestApp({ JOB_POLL_MS: '0' })
  admin = await t.login('superadmin')
  const found = await demoCafe(t)
  cafe = { merchantId: found.merchantId, outletId: found.outletId }
  idOf = found.ids
})
afterAll(() => t.close())

const id = (sku: string) => idOf.get(sku) as number
const categoryId = async (code: string) =>
  Number(
    rowsOf(
      await t.database.db.execute(
        sql`select id from product_category where merchant_id = ${cafe.merchantId} and code = ${code}`,
      ),
    )[0]?.id,
  )
const stockAt = async (sku: string) =>
  Number(
    rowsOf(
      await t.database.db.execute(
        sql`select coalesce(sum(qty_milli), 0)::int8 as q from product_stock where product_id = ${id(sku)} and outlet_id = ${cafe.outletId}`,
      ),
    )[0]?.q,
  )

const newProduct = async (over: Record<string, unknown>) => ({
  merchantId: cafe.merchantId,
  categoryId: await categoryId('MINUMAN'),
  sku: 'UJI-ES-KOPI',
  barcode: '',
  name: 'Es Kopi Uji',
  unit: 'gelas',
  costPrice: 6000,
  sellPrice: 15000,
  taxType: 'PB1',
  status: 'ACTIVE',
  ...over,
})

describe('retail products', () => {
  it('checks the EAN-13 check digit and refuses a negative price; a cost above the price is saved with a warning', async () => {
    const bad = await t.call('/product/add', await newProduct({ barcode: '8991234567890' }), admin)
    expect(bad.status).toBe(400)
    expect(bad.body.result.errors).toContainEqual({
      field: 'barcode',
      message: 'Barcode 8991234567890 tidak valid: digit pemeriksa seharusnya 1, bukan 0.',
    })
    const negative = await t.call('/product/add', await newProduct({ sellPrice: -1 }), admin)
    expect(negative.status).toBe(400)
    expect(negative.body.result.errors[0]).toMatchObject({
      field: 'sellPrice',
      message: 'Harga jual tidak boleh negatif.',
    })
    const warned = await t.call(
      '/product/add',
      await newProduct({ barcode: '8991234567891', costPrice: 20000 }),
      admin,
    )
    expect(warned.status).toBe(200)
    expect(warned.body.message).toBe(
      'Produk berhasil ditambahkan. Perhatian: harga modal (Rp 20.000) di atas harga jual (Rp 15.000).',
    )
    idOf.set('UJI-ES-KOPI', warned.body.result.id)
    const dup = await t.call(
      '/product/add',
      await newProduct({ sku: 'UJI-LAIN', barcode: '8991234567891' }),
      admin,
    )
    expect(dup.status).toBe(409)
    expect(dup.body.result.errors[0].field).toBe('barcode')
  })

  it('refuses a recipe that contains itself, directly or through other recipes, naming the cycle', async () => {
    const self = await t.call(
      '/product-composition/add',
      {
        merchantId: cafe.merchantId,
        productId: id('UJI-ES-KOPI'),
        items: [{ ingredientId: id('UJI-ES-KOPI'), qty: '1', unit: 'gelas' }],
      },
      admin,
    )
    expect(self.status).toBe(400)
    expect(self.body.message).toBe('Resep tidak boleh memuat produk itu sendiri: Es Kopi Uji → Es Kopi Uji.')
    // Es Kopi Uji uses Kopi Susu Gula Aren (a dish with its own recipe); then Gula Aren Cair is given a recipe
    // that uses Es Kopi Uji: a cycle through three recipes.
    const ok = await t.call(
      '/product-composition/add',
      {
        merchantId: cafe.merchantId,
        productId: id('UJI-ES-KOPI'),
        items: [
          { ingredientId: id('FNB-001'), qty: '1', unit: 'gelas' },
          { ingredientId: id('BHN-ES'), qty: '0,1', unit: 'kg' },
        ],
      },
      admin,
    )
    expect(ok.status).toBe(200)
    expect(ok.body.result.itemsText).toBe('Kopi Susu Gula Aren 1 gelas, Es Batu Kristal 0,1 kg')
    const cycle = await t.call(
      '/product-composition/add',
      {
        merchantId: cafe.merchantId,
        productId: id('BHN-AREN'),
        items: [{ ingredientId: id('UJI-ES-KOPI'), qty: '0,5', unit: 'gelas' }],
      },
      admin,
    )
    expect(cycle.status).toBe(400)
    expect(cycle.body.message).toBe(
      'Resep berputar (memuat dirinya sendiri lewat produk lain): Gula Aren Cair → Es Kopi Uji → Kopi Susu Gula Aren → Gula Aren Cair.',
    )
    // A category recipe is drawn for each product of the category: a drink's cup cannot be a drink.
    const drinks = await t.call(
      '/category-composition/list',
      { filters: { merchantId: cafe.merchantId } },
      admin,
    )
    const minuman = drinks.body.result.items.find(
      (r: { categoryCode: string }) => r.categoryCode === 'MINUMAN',
    )
    const viaCategory = await t.call(
      '/category-composition/update',
      {
        id: minuman.id,
        merchantId: cafe.merchantId,
        categoryId: minuman.categoryId,
        items: [{ ingredientId: id('FNB-002'), qty: '1', unit: 'gelas' }],
      },
      admin,
    )
    expect(viaCategory.status).toBe(400)
    expect(viaCategory.body.message).toContain('Es Teh Manis → Es Teh Manis')
    const unit = await t.call(
      '/product-composition/update',
      {
        id: ok.body.result.id,
        merchantId: cafe.merchantId,
        productId: id('UJI-ES-KOPI'),
        items: [{ ingredientId: id('BHN-KOPI'), qty: '25', unit: 'g' }],
      },
      admin,
    )
    expect(unit.status).toBe(400)
    expect(unit.body.result.errors[0]).toMatchObject({ field: 'items.0.unit' })
  })

  it('draws a composite sale from its ingredients exactly: its own recipe, its category’s, and recipes inside recipes', async () => {
    const moves = await saleMovements(
      t.database.db,
      { outletId: cafe.outletId, reference: 'INV/UJI/1', reason: 'SALE' },
      [
        { productId: id('FNB-001'), qtyMilli: 2_000 },
        { productId: id('UJI-ES-KOPI'), qtyMilli: 1_000 },
      ],
    )
    const bySku = new Map([...idOf].map(([sku, pid]) => [pid, sku]))
    const drawn = Object.fromEntries(moves.map((m) => [bySku.get(m.productId), m.qtyMilli]))
    // Three Kopi Susu Gula Aren in all (two sold, one inside Es Kopi Uji): 3 × 0,025 kg kopi, 3 × 0,150 l susu …;
    // ice: 3 × 0,1 kg + 0,1 kg; cups and straws: one per drink, Es Kopi Uji and the three Kopi Susu.
    expect(drawn).toEqual({
      'BHN-KOPI': -75,
      'BHN-SUSU': -450,
      'BHN-AREN': -90,
      'BHN-ES': -400,
      'KMS-GELAS': -4_000,
      'KMS-SEDOTAN': -4_000,
    })
    const before = await stockAt('BHN-KOPI')
    await t.database.db.transaction((tx) => recordMovements(tx, moves, 'kasir'))
    expect(await stockAt('BHN-KOPI')).toBe(before - 75)
  })

  it('refuses stock below zero where the outlet does not allow it, says so, and allows it once the outlet does', async () => {
    const body = { productId: id('BHN-PISANG'), outletId: cafe.outletId, qty: '-100000', note: 'Stok opname' }
    await t.database.db.execute(
      sql`update outlet set allow_negative_stock = false where id = ${cafe.outletId}`,
    )
    // The demo's stock counts (seedDemoStockCounts) may have corrected the initial 8 kg: read it first.
    const before = await stockAt('BHN-PISANG')
    const refused = await t.call('/product/stock-adjust', body, admin)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toMatch(
      new RegExp(
        `^Stok Pisang Kepok di .+ tidak cukup: akan menjadi ${formatQuantity(before - 100_000_000).replace(/\./g, '\\.')} kg\\. Outlet ini tidak mengizinkan stok minus`,
      ),
    )
    expect(await stockAt('BHN-PISANG')).toBe(before)
    await t.database.db.execute(
      sql`update outlet set allow_negative_stock = true where id = ${cafe.outletId}`,
    )
    const allowed = await t.call('/product/stock-adjust', body, admin)
    expect(allowed.status).toBe(200)
    const here = allowed.body.result.stock.find((s: { outletId: number }) => s.outletId === cafe.outletId)
    expect(here).toMatchObject({ qty: formatQuantity(before - 100_000_000), allowNegativeStock: true })
    const moves = await t.call('/stock-movement/list', { filters: { productId: id('BHN-PISANG') } }, admin)
    expect(moves.body.result.items[0]).toMatchObject({
      reason: 'ADJUSTMENT',
      qty: '-100.000',
      reference: 'Stok opname',
    })
    const listed = await t.call('/product/detail', { id: id('BHN-PISANG') }, admin)
    expect(listed.body.result.isComposite).toBe(false)
    const dish = await t.call('/product/detail', { id: id('FNB-008') }, admin)
    expect(dish.body.result.isComposite).toBe(true)
  })
})
