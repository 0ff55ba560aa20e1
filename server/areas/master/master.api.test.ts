import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../engine/query.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'

/** The developer menu's master data (issue 15 §1): seeded rows, writes, validation, in-use refusal, audit. */
let t: TestApp
let admin: string
beforeAll(async () => {
  t = await createTestApp()
  admin = await t.login('superadmin')
})
afterAll(() => t.close())

const q = async (text: string) => rowsOf(await t.database.db.execute(sql.raw(text)))
const post = (path: string, body: object, token = admin) => t.call(path, body, token)
const list = async (name: string, body: object = {}) => {
  const res = await post(`/${name}/list`, { page: 1, pageSize: 100, ...body })
  expect(res.status).toBe(200)
  return res.body.result.items as Record<string, unknown>[]
}

describe('seeded master data', () => {
  it('every list opens with realistic rows, features and categories in their order', async () => {
    const features = await list('apps-feature')
    expect(features.map((f) => f.code).slice(0, 3)).toEqual(['POS_KASIR', 'MYBILLS', 'MYCROATM'])
    expect(features.find((f) => f.code === 'MYBILLS')?.subfeatureCount).toBe(8)
    const methods = await list('payment-method', { search: 'qris' })
    expect(methods).toEqual([expect.objectContaining({ code: 'QRIS', mdrBps: 70, categoryName: 'QRIS' })])
    const debit = (await list('payment-method', { search: 'DEBIT_BCA' }))[0]
    expect(debit).toMatchObject({ bankCode: '014', bankName: 'BCA', mdrBps: 15 })
    expect((await list('device-mycroatm-type', { filters: { vendor: 'PAX' } })).length).toBe(2)
    expect((await list('apps-subfeature', { filters: { featureId: features[1]?.id } })).length).toBe(8)
  })
})

describe('writes', () => {
  it('adds, changes and deletes a payment method, with its MDR as basis points and an audit entry each', async () => {
    const [kartu] = await list('payment-category', { search: 'KARTU' })
    const add = await post('/payment-method/add', {
      categoryId: kartu?.id,
      code: 'DEBIT_CIMB',
      name: 'Debit CIMB Niaga',
      bankCode: '022',
      mdrBps: 15,
      active: true,
    })
    expect(add.status).toBe(200)
    const [row] = await list('payment-method', { search: 'DEBIT_CIMB' })
    expect(row).toMatchObject({ bankName: 'CIMB Niaga', mdrBps: 15, active: true })
    const id = Number(row?.id)
    const update = await post('/payment-method/update', {
      id,
      categoryId: kartu?.id,
      code: 'DEBIT_CIMB',
      name: 'Debit CIMB Niaga',
      bankCode: '022',
      mdrBps: 20,
      active: false,
    })
    expect(update.status).toBe(200)
    expect((await list('payment-method', { search: 'DEBIT_CIMB' }))[0]).toMatchObject({
      mdrBps: 20,
      active: false,
    })
    expect((await post('/payment-method/delete', { ids: [id] })).status).toBe(200)
    const audit = await q(
      `select action from audit_log where entity = 'payment-method' and entity_id = '${id}' order by id`,
    )
    expect(audit.map((a) => a.action)).toEqual(['ADD', 'UPDATE', 'DELETE'])
  })

  it('adds a sub-feature under a feature and a device type with the transaction types it supports', async () => {
    const [mybills] = await list('apps-feature', { search: 'MYBILLS' })
    const sub = await post('/apps-subfeature/add', {
      featureId: mybills?.id,
      code: 'BILL_PGN',
      name: 'Gas PGN',
      sortOrder: 9,
      status: 'ACTIVE',
    })
    expect(sub.status).toBe(200)
    expect((await list('apps-subfeature', { search: 'BILL_PGN' }))[0]).toMatchObject({
      featureName: 'Bayar Tagihan',
    })
    const device = await post('/device-mycroatm-type/add', {
      code: 'PAX-A35',
      vendor: 'PAX',
      model: 'A35',
      supportedTypes: ['WITHDRAWAL', 'BALANCE_INQUIRY'],
      status: 'ACTIVE',
    })
    expect(device.status).toBe(200)
    expect((await list('device-mycroatm-type', { search: 'PAX-A35' }))[0]?.supportedTypes).toEqual([
      'WITHDRAWAL',
      'BALANCE_INQUIRY',
    ])
  })
})

describe('bad input', () => {
  const method = { code: 'X_TEST', name: 'Uji', bankCode: '', mdrBps: 10, active: true }
  it.each([
    [{ mdrBps: 10_001 }, 'mdrBps', 'Persentase harus antara 0 dan 100.'],
    [{ mdrBps: -1 }, 'mdrBps', 'Persentase harus antara 0 dan 100.'],
    [{ mdrBps: 7.5 }, 'mdrBps', 'Persentase maksimal dua angka desimal.'],
    [{ bankCode: '99' }, 'bankCode', 'Kode bank terdiri dari 3 angka.'],
    [{ bankCode: '998' }, 'bankCode', 'Kode bank tidak dikenal: 998.'],
  ])('a payment method with %j is refused on %s', async (change, field, message) => {
    const [cat] = await list('payment-category')
    const res = await post('/payment-method/add', { ...method, categoryId: cat?.id, ...change })
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body)).toContain(message)
    expect(JSON.stringify(res.body.result)).toContain(field)
  })

  it('refuses a duplicate code (409 naming the field), no transaction type, and an order below 1', async () => {
    const dup = await post('/payment-category/add', {
      code: 'QRIS',
      name: 'QRIS lagi',
      sortOrder: 9,
      status: 'ACTIVE',
    })
    expect(dup.status).toBe(409)
    expect(dup.body.message).toContain('Kode kategori')
    const none = await post('/device-mycroatm-type/add', {
      code: 'EMPTY',
      vendor: 'PAX',
      model: 'X',
      supportedTypes: [],
      status: 'ACTIVE',
    })
    expect(none.status).toBe(400)
    expect(JSON.stringify(none.body)).toContain('Pilih minimal satu jenis transaksi.')
    const zero = await post('/apps-feature/add', {
      code: 'ZERO',
      name: 'Nol',
      sortOrder: 0,
      status: 'ACTIVE',
    })
    expect(zero.status).toBe(400)
    expect(JSON.stringify(zero.body)).toContain('Urutan dimulai dari 1.')
  })

  it('refuses deleting what is in use, naming what uses it and how many', async () => {
    const [mycroatm] = await list('apps-feature', { search: 'MYCROATM' })
    const feature = await post('/apps-feature/delete', { ids: [mycroatm?.id] })
    expect(feature.status).toBe(409)
    expect(feature.body.message).toContain('masih dipakai oleh 4 subfitur')
    const [emoney] = await list('payment-category', { search: 'EMONEY' })
    const category = await post('/payment-category/delete', { ids: [emoney?.id] })
    expect(category.status).toBe(409)
    expect(category.body.message).toContain('masih dipakai oleh 4 metode pembayaran')
    // What a deactivation warns about: every kind of row still using it, with how many (issue 15 §5).
    const check = await post('/payment-category/delete-check', { ids: [emoney?.id] })
    expect(check.body.result).toEqual({
      deletable: false,
      reason: expect.stringContaining('tidak dapat dihapus'),
      usage: [{ label: 'metode pembayaran', count: 4 }],
    })
    const [tunai] = await list('payment-method', { search: 'CASH' })
    expect((await post('/payment-method/delete-check', { ids: [tunai?.id] })).body.result.usage).toEqual([])
  })

  it('is the developer menu’s: a user without ALL_DEVELOPER_MENU is refused (403)', async () => {
    const res = await post('/payment-category/list', { page: 1, pageSize: 10 }, await t.login('opsretail'))
    expect(res.status).toBe(403)
  })
})
