import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../engine/query.ts'
import { BANK_CODES } from '../../seed/bank-codes.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'

/** "Kode Bank" (issue 15 §2): the seeded list, search, writes with audit, bad input, in-use refusal, get-list. */
let t: TestApp
let admin: string
beforeAll(async () => {
  t = await createTestApp()
  admin = await t.login('superadmin')
})
afterAll(() => t.close())

const q = async (text: string) => rowsOf(await t.database.db.execute(sql.raw(text)))
const post = (path: string, body: object, token = admin) => t.call(path, body, token)
const list = async (body: object = {}) => {
  const res = await post('/bank/list', { page: 1, pageSize: 100, ...body })
  expect(res.status).toBe(200)
  return res.body.result as { items: Record<string, unknown>[]; total: number }
}
const offered = async () => {
  const res = await post('/bank-code/get-list', {})
  expect(res.status).toBe(200)
  return res.body.result as { code: string; name: string; shortName: string; swift: string }[]
}
const newBank = { name: 'PT Bank Uji Coba', shortName: 'Bank Uji', swift: '', bifast: false, active: true }

describe('the seeded list', () => {
  it('holds every bank of BANK_CODES, found by SWIFT/BIC, code, name or short name', async () => {
    expect((await list()).total).toBe(BANK_CODES.length)
    const bySwift = await list({ search: 'CENAIDJA' })
    expect(bySwift.items).toEqual([
      expect.objectContaining({
        code: '014',
        shortName: 'BCA',
        swift: 'CENAIDJA',
        bifast: true,
        active: true,
      }),
    ])
    expect((await list({ search: '542' })).items.map((b) => b.shortName)).toEqual(['Bank Jago'])
    expect((await list({ search: 'seabank' })).items.map((b) => b.code)).toEqual(['535'])
    expect((await list({ search: 'Bank Rakyat' })).items.map((b) => b.code)).toEqual(['002'])
  })

  it('filters on BI-FAST', async () => {
    const members = await list({ filters: { bifast: true } })
    const others = await list({ filters: { bifast: false } })
    expect(members.total).toBe(BANK_CODES.filter((b) => b[4]).length)
    expect(members.total + others.total).toBe(BANK_CODES.length)
    expect(members.items.every((b) => b.bifast === true)).toBe(true)
  })

  it('a second seeding adds nothing, keeps what an operator changed and spends no ids', async () => {
    const { seedReferenceData } = await import('../../seed/reference-data.ts')
    await q(`update bank set short_name = 'BCA (diubah)' where code = '014'`)
    const [before] = await q('select max(id) as id, count(*)::int as n from bank')
    await seedReferenceData(t.database.db)
    const [after] = await q('select max(id) as id, count(*)::int as n from bank')
    expect(after).toEqual(before)
    expect((await q(`select short_name from bank where code = '014'`))[0]?.short_name).toBe('BCA (diubah)')
    await q(`delete from bank where code = '555'`)
    await seedReferenceData(t.database.db)
    expect((await q(`select short_name from bank where code = '555'`))[0]?.short_name).toBe('Bank Index')
    await q(`update bank set short_name = 'BCA' where code = '014'`)
  })
})

describe('writes', () => {
  it('adds, changes and deletes a bank, each with an audit entry; SWIFT is stored upper-case', async () => {
    const add = await post('/bank/add', { ...newBank, code: '990', swift: 'ujcbidja' })
    expect(add.status).toBe(200)
    expect(add.body.result).toMatchObject({
      code: '990',
      swift: 'UJCBIDJA',
      bifast: false,
      createdBy: 'superadmin',
    })
    const id = Number(add.body.result.id)
    expect((await list({ search: 'UJCBIDJA' })).items.map((b) => b.id)).toEqual([id])
    const update = await post('/bank/update', {
      ...newBank,
      id,
      code: '990',
      swift: 'UJCBIDJAXXX',
      bifast: true,
    })
    expect(update.status).toBe(200)
    expect(update.body.result).toMatchObject({ swift: 'UJCBIDJAXXX', bifast: true })
    expect((await post('/bank/delete', { ids: [id] })).status).toBe(200)
    const audit = await q(
      `select action from audit_log where entity = 'bank' and entity_id = '${id}' order by id`,
    )
    expect(audit.map((a) => a.action)).toEqual(['ADD', 'UPDATE', 'DELETE'])
  })

  it('an inactive bank is no longer offered nor newly chosen, yet stays valid where it is used', async () => {
    const add = await post('/bank/add', { ...newBank, code: '991' })
    const id = Number(add.body.result.id)
    expect((await offered()).map((b) => b.code)).toContain('991')
    const [cat] = (await post('/payment-category/list', { page: 1, pageSize: 10, search: 'KARTU' })).body
      .result.items
    const method = { categoryId: cat.id, code: 'DEBIT_UJI', name: 'Debit Uji', bankCode: '991', mdrBps: 15 }
    const added = await post('/payment-method/add', { ...method, active: true })
    expect(added.status).toBe(200)

    expect((await post('/bank/update', { ...newBank, id, code: '991', active: false })).status).toBe(200)
    expect((await offered()).map((b) => b.code)).not.toContain('991')
    // The method that uses it keeps it through an edit; a new one cannot choose it.
    const kept = await post('/payment-method/update', { ...method, id: added.body.result.id, active: false })
    expect(kept.status).toBe(200)
    const another = await post('/payment-method/add', { ...method, code: 'DEBIT_UJI2', active: true })
    expect(another.status).toBe(400)
    expect(another.body.result.errors).toEqual([
      { field: 'bankCode', message: 'Bank 991 tidak aktif dan tidak dapat dipilih.' },
    ])
  })
})

describe('bad input', () => {
  it.each([
    [{ code: '99' }, 'code', 'Kode bank harus 3 digit angka.'],
    [{ code: 'A14' }, 'code', 'Kode bank harus 3 digit angka.'],
    [{ code: '' }, 'code', 'Kode bank wajib diisi.'],
    [{ swift: 'CENAIDJ' }, 'swift', 'SWIFT/BIC harus 8 atau 11 karakter'],
    [{ swift: 'CENAIDJAX' }, 'swift', 'SWIFT/BIC harus 8 atau 11 karakter'],
    [{ swift: 'DBSSSGSG' }, 'swift', 'SWIFT/BIC harus 8 atau 11 karakter'],
    [{ swift: 'C3NAIDJA' }, 'swift', 'SWIFT/BIC harus 8 atau 11 karakter'],
    [{ name: ' ' }, 'name', 'Nama bank wajib diisi.'],
    [{ shortName: 'x'.repeat(33) }, 'shortName', 'Singkatan maksimal 32 karakter.'],
  ])('a bank with %j is refused on %s', async (change, field, message) => {
    const res = await post('/bank/add', { ...newBank, code: '992', ...change })
    expect(res.status).toBe(400)
    expect(res.body.result.errors).toEqual([{ field, message: expect.stringContaining(message) }])
  })

  it('refuses a duplicate code (409 naming the field) and a changed code', async () => {
    const dup = await post('/bank/add', { ...newBank, code: '014' })
    expect(dup.status).toBe(409)
    expect(dup.body.result.errors[0]).toMatchObject({ field: 'code' })
    expect(dup.body.message).toContain('Kode bank')
    const [bri] = (await list({ search: 'BRINIDJA' })).items
    const moved = await post('/bank/update', { ...newBank, id: bri?.id, code: '993' })
    expect(moved.status).toBe(400)
    expect(moved.body.message).toBe('Kode Bank tidak dapat diubah.')
  })

  it('refuses an unknown bank code wherever a form asks for a bank', async () => {
    const [cat] = (await post('/payment-category/list', { page: 1, pageSize: 10 })).body.result.items
    const method = await post('/payment-method/add', {
      categoryId: cat.id,
      code: 'X_BANK',
      name: 'Uji',
      bankCode: '998',
      mdrBps: 10,
      active: true,
    })
    expect(method.status).toBe(400)
    expect(method.body.result.errors).toEqual([
      { field: 'bankCode', message: 'Kode bank tidak dikenal: 998.' },
    ])
    const [group] = await q('select id from corporate_group order by id limit 1')
    const merchant = await post('/merchant/add', {
      groupId: group?.id,
      mid: '000000000009981',
      name: 'Toko Uji Bank',
      ownerName: 'Siti Rahmawati',
      ownerNik: '3273014501900001',
      npwp: '3273014501900001',
      mcc: '5411',
      businessCategory: 'UMI',
      nmid: '',
      address: 'Jl. Braga No. 10',
      provinceCode: '32',
      cityCode: '32.73',
      districtCode: '32.73.01',
      villageCode: '32.73.01.1001',
      postalCode: '40111',
      phone: '+6281234567890',
      email: 'uji.bank@contoh.id',
      settlementBankCode: '998',
      settlementAccountNo: '1234567890',
      settlementAccountName: 'Siti Rahmawati',
      joinedAt: '2026-11-01',
      status: 'ACTIVE',
    })
    expect(merchant.status).toBe(400)
    expect(merchant.body.result.errors).toEqual([
      { field: 'settlementBankCode', message: 'Kode bank tidak dikenal: 998.' },
    ])
  })

  it('refuses deleting a bank in use, naming what uses it and how many', async () => {
    const [used] = await q(
      `select settlement_bank_code as code, count(*)::int as n from merchant group by 1 order by 2 desc limit 1`,
    )
    const inUse = (await list({ search: String(used?.code) })).items.find((b) => b.code === used?.code)
    const refused = await post('/bank/delete', { ids: [inUse?.id] })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toContain(`masih dipakai oleh ${used?.n} merchant`)

    const add = await post('/bank/add', { ...newBank, code: '994' })
    const id = Number(add.body.result.id)
    const [cat] = (await post('/payment-category/list', { page: 1, pageSize: 10 })).body.result.items
    await post('/payment-method/add', {
      categoryId: cat.id,
      code: 'VA_UJI',
      name: 'VA Uji',
      bankCode: '994',
      mdrBps: 0,
      active: true,
    })
    const check = await post('/bank/delete-check', { ids: [id] })
    expect(JSON.stringify(check.body)).toContain('masih dipakai oleh 1 metode pembayaran')
    const blocked = await post('/bank/delete', { ids: [id] })
    expect(blocked.status).toBe(409)
    expect(blocked.body.message).toBe(
      'Bank "PT Bank Uji Coba" tidak dapat dihapus: masih dipakai oleh 1 metode pembayaran.',
    )
    const audit = await q(
      `select action from audit_log where entity = 'bank' and entity_id = '${id}' order by id`,
    )
    expect(audit.map((a) => a.action)).toEqual(['ADD'])
  })

  it('is the developer menu’s: a user without ALL_DEVELOPER_MENU is refused (403), get-list is open', async () => {
    const ops = await t.login('opsretail')
    expect((await post('/bank/list', { page: 1, pageSize: 10 }, ops)).status).toBe(403)
    expect((await post('/bank-code/get-list', {}, ops)).status).toBe(200)
  })
})
