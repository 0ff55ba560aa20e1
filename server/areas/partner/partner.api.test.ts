import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSegment, createUser, DEMO_PASSWORD } from '../../seed/access.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'

/** Partners (issue 16 §4) and the Mybills products they serve (issue 15 §1 product-biller). */
let t: TestApp
let admin: string
beforeAll(async () => {
  t = await createTestApp()
  admin = await t.login('superadmin')
})
afterAll(() => t.close())

const post = (path: string, body: object, token = admin) => t.call(path, body, token)
const list = async (name: string, body: object = {}, token = admin) => {
  const res = await post(`/${name}/list`, { page: 1, pageSize: 100, ...body }, token)
  expect(res.status).toBe(200)
  return res.body.result.items as Record<string, unknown>[]
}
const newPartner = {
  code: 'PTN099',
  name: 'PT Uji Mitra Nusantara',
  type: 'AGGREGATOR',
  agreementNo: 'PKS/MINT/2026/099',
  bankCode: '014',
  accountNo: '1234567890',
  accountName: 'PT Uji Mitra Nusantara',
  note: '',
  status: 'ACTIVE',
}

describe('partners', () => {
  it('lists the partners with their bank and how many products each serves; a partner user sees only its own', async () => {
    const all = await list('partner')
    expect(all.length).toBeGreaterThanOrEqual(5)
    const aggregator = all.find((p) => p.code === 'PTN003')
    expect(Number(aggregator?.productCount)).toBeGreaterThan(0)
    // A partner's own user holding the partner feature (the demo's mitra has only its top-up summary).
    const segment = await createSegment(t.database.db, {
      code: 'PARTNER_DATA_PTN001',
      name: 'Data partner',
      features: ['PARTNER_DATA'],
    })
    await createUser(t.database.db, {
      username: 'partner.ptn001',
      email: 'partner.ptn001@mint.local',
      fullName: 'Partner PTN001',
      password: DEMO_PASSWORD,
      roleSegmentId: segment,
      userTypeLevel: 'PARTNER',
      userTypeValue: 'PTN001',
    })
    const own = await list('partner', {}, await t.login('partner.ptn001'))
    expect(own.map((p) => p.code)).toEqual(['PTN001'])
    expect((await post('/partner/list', { page: 1, pageSize: 10 }, await t.login('mitra'))).status).toBe(403)
  })

  it('adds a partner whose bank is on the list; refuses an unknown bank and a duplicate code', async () => {
    expect((await post('/partner/add', newPartner)).status).toBe(200)
    const dup = await post('/partner/add', newPartner)
    expect(dup.status).toBe(409)
    expect(dup.body.message).toContain('Kode partner')
    const unknown = await post('/partner/add', { ...newPartner, code: 'PTN098', bankCode: '998' })
    expect(unknown.status).toBe(400)
    expect(JSON.stringify(unknown.body)).toContain('Kode bank tidak dikenal: 998.')
  })

  it('refuses deleting a partner whose biller products remain, naming them', async () => {
    const [ptn003] = await list('partner', { search: 'PTN003' })
    const res = await post('/partner/delete', { ids: [ptn003?.id] })
    expect(res.status).toBe(409)
    expect(res.body.message).toMatch(/masih dipakai oleh \d+ produk biller/)
  })
})

describe('biller products', () => {
  const product = async () => {
    const [ptn] = await list('partner', { search: 'PTN099' })
    return {
      code: 'PDAMSBY',
      name: 'PDAM Surya Sembada Surabaya',
      biller: 'PDAM Surya Sembada',
      category: 'TAGIHAN',
      type: 'POSTPAID',
      partnerId: Number(ptn?.id),
      denomination: 0,
      buyPrice: 0,
      sellPrice: 0,
      adminFee: 2_500,
      merchantFee: 1_000,
      cutOffStart: '23:30',
      cutOffEnd: '00:30',
      status: 'ACTIVE',
    }
  }

  it('adds a postpaid product with a cut-off window across midnight and reads it back', async () => {
    expect((await post('/product-biller/add', await product())).status).toBe(200)
    const [row] = await list('product-biller', { search: 'PDAMSBY' })
    expect(row).toMatchObject({
      cutOffStart: '23:30',
      cutOffEnd: '00:30',
      partnerName: 'PT Uji Mitra Nusantara',
    })
  })

  it.each([
    [{ cutOffEnd: '' }, 'Isi jam mulai dan selesai cut-off, atau kosongkan keduanya.'],
    [{ cutOffEnd: '23:30' }, 'Jam selesai cut-off tidak boleh sama dengan jam mulai.'],
    [{ cutOffStart: '24:10' }, 'Format cut-off mulai tidak valid (JJ:MM).'],
    [{ merchantFee: 3_000 }, 'Bagian merchant tidak boleh melebihi biaya admin.'],
    [{ denomination: 50_000 }, 'Produk pascabayar tidak punya denominasi'],
    [{ type: 'PREPAID', denomination: 0 }, 'Produk prabayar wajib punya denominasi.'],
  ])('refuses %j with its message', async (change, message) => {
    const res = await post('/product-biller/add', { ...(await product()), code: 'PDAMX', ...change })
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body)).toContain(message)
  })

  it('refuses deleting a product that transactions or a fee scheme use', async () => {
    const [pln] = await list('product-biller', { search: 'PLNPASCA' })
    const res = await post('/product-biller/delete', { ids: [pln?.id] })
    expect(res.status).toBe(409)
    expect(res.body.message).toContain('masih dipakai oleh')
  })
})

describe('segmen produk partner (issue 16 §4)', () => {
  it('lists each partner’s products with the share its scheme gives it; a partner user sees only its own', async () => {
    const all = await list('partner-product')
    expect(all.length).toBeGreaterThan(0)
    // The demo's PLN postpaid scheme shares 10% with the collecting bank BRI (PTN001) and 30% with the aggregator.
    const bri = all.filter((r) => r.partnerCode === 'PTN001')
    expect(bri.length).toBeGreaterThan(0)
    for (const r of bri) expect(r.share).toMatch(/^\d+(,\d+)?% dari biaya admin$|^Rp[\d.]+ per transaksi$/)
    expect(new Set(all.map((r) => r.partnerCode)).size).toBeGreaterThan(1)
    const own = await list('partner-product', {}, await t.login('partner.ptn001'))
    expect(own.length).toBe(bri.length)
    expect(new Set(own.map((r) => r.partnerCode))).toEqual(new Set(['PTN001']))
    const foreign = all.find((r) => r.partnerCode !== 'PTN001')
    expect(
      (await post('/partner-product/detail', { id: foreign?.id }, await t.login('partner.ptn001'))).status,
    ).toBe(404)
  })

  it('adds a product with a scheme that shares with the partner; refuses a scheme that does not, and a duplicate', async () => {
    const [row] = await list('partner-product', { search: 'PTN001' })
    if (!row) throw new Error('no PTN001 product')
    const input = {
      partnerId: row.partnerId,
      productId: row.productId,
      schemeCode: row.schemeCode,
      note: 'Bank pengumpul',
      status: 'ACTIVE',
    }
    expect((await post('/partner-product/delete', { ids: [row.id] })).status).toBe(200)
    const added = await post('/partner-product/add', input)
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    expect(added.body.result).toMatchObject({ partnerCode: 'PTN001', share: row.share })
    const dup = await post('/partner-product/add', input)
    expect(dup.status).toBe(409)
    expect(dup.body.message).toBe('Produk ini sudah terdaftar untuk partner tersebut.')
    // PTN005 is named by no scheme of this product.
    const [other] = await list('partner', { search: 'PTN005' })
    const refused = await post('/partner-product/add', { ...input, partnerId: other?.id })
    expect(refused.status).toBe(400)
    expect(refused.body.result.errors[0]).toMatchObject({ field: 'schemeCode' })
    expect(refused.body.message).toContain('tidak membagi biaya admin dengan partner PTN005')
    const unknown = await post('/partner-product/add', { ...input, schemeCode: 'TIDAK-ADA' })
    expect(unknown.status).toBe(400)
    expect(unknown.body.message).toBe('Skema TIDAK-ADA tidak ditemukan atau tidak aktif hari ini.')
    // Only users scoped to all data change it.
    expect((await post('/partner-product/add', input, await t.login('partner.ptn001'))).status).toBe(403)
  })

  it('a biller product a partner serves is not deleted while the row names it', async () => {
    const [row] = await list('partner-product')
    const res = await post('/product-biller/delete', { ids: [row?.productId] })
    expect(res.status).toBe(409)
  })
})
