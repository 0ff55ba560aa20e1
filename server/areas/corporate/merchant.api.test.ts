import { parse } from 'csv-parse/sync'
import { sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../../db/schema/index.ts'
import { rowsOf } from '../../engine/query.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'

let t: TestApp
let admin: string
let ops: string
beforeAll(async () => {
  t = await createTestApp()
  admin = await t.login('superadmin')
  ops = await t.login('opsretail')
})
afterAll(() => t.close())

const list = (body: object, token = admin) => t.post('/merchant/list', body, token)
const one = async (where: string) =>
  rowsOf(
    await t.database.db.execute(
      sql.raw(
        `select m.id, m.group_id, m.mid from merchant m join client c on c.id = m.client_id where ${where} order by m.id limit 1`,
      ),
    ),
  )[0] as {
    id: number
    group_id: number
    mid: string
  }

const newMerchant = (groupId: number, mid: string) => ({
  groupId,
  mid,
  name: 'Kedai Kopi Senja <b>Uji</b>',
  ownerName: 'Siti Rahmawati',
  ownerNik: '3273014501900001',
  npwp: '3273014501900001',
  mcc: '5814',
  businessCategory: 'UMI',
  nmid: '',
  address: 'Jl. Braga No. 10',
  provinceCode: '32',
  cityCode: '32.73',
  districtCode: '32.73.01',
  villageCode: '32.73.01.1001',
  postalCode: '40111',
  phone: '+6281234567890',
  email: 'senja@contoh.id',
  settlementBankCode: '014',
  settlementAccountNo: '1234567890',
  settlementAccountName: 'Siti Rahmawati',
  joinedAt: '2026-11-01',
  status: 'ACTIVE',
})

describe('merchant list', () => {
  it('pages, counts and sorts on the server', async () => {
    const res = await list({ page: 2, pageSize: 25, sort: 'mid', dir: 'asc' })
    expect(res.statusCode).toBe(200)
    const { items, total, page, pageSize } = res.json().result
    expect(total).toBe(200)
    expect([page, pageSize, items.length]).toEqual([2, 25, 25])
    const mids = items.map((m: { mid: string }) => m.mid)
    expect(mids).toEqual([...mids].sort())
    const first = (await list({ page: 1, pageSize: 25, sort: 'mid', dir: 'asc' })).json().result.items
    expect(first.at(-1).mid < mids[0]).toBe(true)
  })

  it('filters and searches, and the total follows', async () => {
    const active = (await list({ filters: { status: 'ACTIVE' }, pageSize: 100 })).json().result
    expect(active.total).toBeGreaterThan(0)
    expect(active.total).toBeLessThan(200)
    expect(active.items.every((m: { status: string }) => m.status === 'ACTIVE')).toBe(true)
    const target = await one('true')
    const found = (await list({ search: target.mid.slice(-6) })).json().result
    expect(found.items.map((m: { mid: string }) => m.mid)).toContain(target.mid)
    const none = (await list({ search: 'tidak-ada-yang-seperti-ini' })).json().result
    expect(none).toMatchObject({ total: 0, items: [] })
  })

  it('refuses an unknown sort or filter field and caps the page size', async () => {
    expect((await list({ sort: 'password' })).json().message).toContain(
      'Kolom urutan tidak dikenal: password.',
    )
    expect((await list({ filters: { secret: 1 } })).statusCode).toBe(400)
    const big = await list({ pageSize: 1000 })
    expect(big.statusCode).toBe(400)
    expect(big.json().message).toContain('Ukuran halaman maksimal 100.')
  })

  it('opsretail sees only merchants of client CLT001, in lists, filters and search', async () => {
    const mine = (await list({ pageSize: 100 }, ops)).json().result
    const [clt1] = rowsOf(
      await t.database.db.execute(
        sql.raw(
          `select count(*)::int as n from merchant m join client c on c.id = m.client_id where c.code = 'CLT001'`,
        ),
      ),
    )
    expect(mine.total).toBe(clt1?.n)
    expect(mine.items.every((m: { clientName: string }) => m.clientName === 'PT Maju Bersama Retail')).toBe(
      true,
    )
    const other = await one(`c.code = 'CLT002'`)
    const viaSearch = (await list({ search: other.mid }, ops)).json().result
    expect(viaSearch.total).toBe(0)
  })
})

describe('merchant detail, add, update, delete', () => {
  it('detail of a row outside the scope is 404, never data', async () => {
    const other = await one(`c.code = 'CLT002'`)
    const res = await t.post('/merchant/detail', { id: other.id }, ops)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({
      success: false,
      message: 'Data tidak ditemukan atau di luar cakupan data Anda.',
      result: null,
      requestId: res.headers['x-request-id'],
    })
    expect((await t.post('/merchant/detail', { id: other.id }, admin)).json().result.mid).toBe(other.mid)
  })

  it('adds a merchant, derives region and client from the group, keeps HTML as text, and audits it', async () => {
    const mine = await one(`c.code = 'CLT001'`)
    const res = await t.post('/merchant/add', newMerchant(mine.group_id, '000009999900001'), ops)
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe('Merchant berhasil ditambahkan.')
    const row = res.json().result
    expect(row.districtName).not.toBe('')
    expect(row.villageName).not.toBe('')
    expect(row).toMatchObject({
      mid: '000009999900001',
      name: 'Kedai Kopi Senja <b>Uji</b>',
      clientName: 'PT Maju Bersama Retail',
      cityName: 'Kota Bandung',
      createdBy: 'opsretail',
    })
    const [entry] = rowsOf(
      await t.database.db.execute(
        sql`select * from ${auditLog} where entity = 'merchant' and action = 'ADD' and entity_id = ${String(row.id)}`,
      ),
    )
    expect(entry).toMatchObject({ actor_username: 'opsretail' })
    expect((entry?.after as { mid: string } | undefined)?.mid).toBe('000009999900001')
  })

  it('a duplicate MID is 409 naming the field', async () => {
    const mine = await one(`c.code = 'CLT001'`)
    const res = await t.post('/merchant/add', newMerchant(mine.group_id, mine.mid), admin)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe('MID sudah ada sebelumnya.')
    expect(res.json().result.errors).toEqual([{ field: 'mid', message: 'MID sudah ada sebelumnya.' }])
  })

  it('a group outside the scope, or a city outside the province, is refused', async () => {
    const other = await one(`c.code = 'CLT002'`)
    const res = await t.post('/merchant/add', newMerchant(other.group_id, '000009999900002'), ops)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('Group tidak ditemukan atau di luar cakupan data Anda.')
    const mine = await one(`c.code = 'CLT001'`)
    const wrongCity = await t.post(
      '/merchant/add',
      { ...newMerchant(mine.group_id, '000009999900003'), cityCode: '35.78' },
      admin,
    )
    expect(wrongCity.statusCode).toBe(400)
    expect(wrongCity.json().result.errors[0].field).toBe('cityCode')
    const wrongVillage = await t.post(
      '/merchant/add',
      { ...newMerchant(mine.group_id, '000009999900004'), villageCode: '32.73.02.1001' },
      admin,
    )
    expect(wrongVillage.json().result.errors).toEqual([
      { field: 'villageCode', message: 'Kelurahan/desa tidak berada di kecamatan yang dipilih.' },
    ])
  })

  it('bad field values get Indonesian messages per field', async () => {
    const mine = await one(`c.code = 'CLT001'`)
    const res = await t.post(
      '/merchant/add',
      { ...newMerchant(mine.group_id, '12'), email: 'bukan-email', name: 'x'.repeat(200) },
      admin,
    )
    expect(res.statusCode).toBe(400)
    const byField = Object.fromEntries(
      res.json().result.errors.map((e: { field: string; message: string }) => [e.field, e.message]),
    )
    expect(byField).toMatchObject({
      mid: 'MID harus 15 digit angka.',
      email: 'Email harus berupa alamat surel yang valid.',
      name: 'Nama usaha maksimal 128 karakter.',
    })
  })

  it('updates a merchant with before/after in the audit log, refuses to change the MID or touch another client', async () => {
    const mine = await one(`c.code = 'CLT001'`)
    const before = (await t.post('/merchant/detail', { id: mine.id }, ops)).json().result
    // The detail carries personal data masked (issue 13, defect 8), so an edit leaves those fields out
    // and the stored values stay (server/engine/personal-data.api.test.ts).
    const personal = ['ownerNik', 'npwp', 'phone', 'settlementAccountNo']
    const { id: _id, ...input } = Object.fromEntries(
      Object.keys(newMerchant(0, ''))
        .filter((k) => !personal.includes(k))
        .map((k) => [k, before[k]]),
    )
    const updated = await t.post(
      '/merchant/update',
      { id: mine.id, ...input, name: 'Nama Baru Merchant' },
      ops,
    )
    expect(updated.json().message).toBe('Merchant berhasil diperbarui.')
    expect(updated.json().result.name).toBe('Nama Baru Merchant')
    const [entry] = rowsOf(
      await t.database.db.execute(
        sql`select * from ${auditLog} where entity = 'merchant' and action = 'UPDATE' and entity_id = ${String(mine.id)}`,
      ),
    )
    expect((entry?.before as { name: string } | undefined)?.name).toBe(before.name)
    expect((entry?.after as { name: string } | undefined)?.name).toBe('Nama Baru Merchant')

    const locked = await t.post('/merchant/update', { id: mine.id, ...input, mid: '000000000000777' }, ops)
    expect(locked.json().message).toBe('MID (15 digit) tidak dapat diubah.')
    const other = await one(`c.code = 'CLT002'`)
    expect(
      (await t.post('/merchant/update', { id: other.id, ...input, mid: other.mid }, ops)).statusCode,
    ).toBe(404)
  })

  it('refuses to delete a merchant that still has outlets, deletes one without', async () => {
    const withOutlets = await one(
      `exists (select 1 from outlet o where o.merchant_id = m.id) and c.code = 'CLT001'`,
    )
    // Asked before the confirmation (issue 12, item 6): the same sentence the delete refuses with.
    const check = await t.post('/merchant/delete-check', { ids: [withOutlets.id] }, admin)
    expect(check.statusCode).toBe(200)
    expect(check.json().result).toMatchObject({ deletable: false })
    const refused = await t.post('/merchant/delete', { ids: [withOutlets.id] }, admin)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toMatch(
      /^Merchant ".*" tidak dapat dihapus: masih dipakai oleh \d+ outlet\.$/,
    )
    expect(check.json().result.reason).toBe(refused.json().message)
    const fresh = await one(`m.mid = '000009999900001'`)
    const other = await one(`c.code = 'CLT002'`)
    expect((await t.post('/merchant/delete-check', { ids: [fresh.id] }, ops)).json().result).toEqual({
      deletable: true,
      reason: '',
      usage: [],
    })
    // The check deletes nothing, and sees nothing outside the caller's scope.
    expect((await t.post('/merchant/detail', { id: fresh.id }, ops)).statusCode).toBe(200)
    expect((await t.post('/merchant/delete-check', { ids: [other.id] }, ops)).statusCode).toBe(404)
    expect((await t.post('/merchant/delete', { ids: [fresh.id, other.id] }, ops)).statusCode).toBe(404)
    const ok = await t.post('/merchant/delete', { ids: [fresh.id] }, ops)
    expect(ok.json()).toMatchObject({ success: true, message: 'Merchant berhasil dihapus.' })
    expect((await t.post('/merchant/detail', { id: fresh.id }, admin)).statusCode).toBe(404)
  })
})

describe('merchant export', () => {
  it('exports every matching row as CSV (not one page), inside the scope, with labels', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/merchant/export',
      payload: { format: 'csv', filters: { status: 'ACTIVE' } },
      headers: { authorization: `Bearer ${ops}` },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/csv')
    const total = Number(res.headers['x-total-count'])
    const records = parse(res.body, { bom: true }) as string[][]
    expect(records[0]).toContain('MID')
    expect(records.length - 1).toBe(total)
    const listed = (await list({ filters: { status: 'ACTIVE' } }, ops)).json().result.total
    expect(total).toBe(listed)
    const statusCol = records[0]?.indexOf('Status') ?? -1
    expect(new Set(records.slice(1).map((r) => r[statusCol]))).toEqual(new Set(['Aktif']))
  })

  it('exports in the order the list shows', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/merchant/export',
      payload: { format: 'csv', sort: 'mid', dir: 'desc', columns: ['mid', 'name'] },
      headers: { authorization: `Bearer ${admin}` },
    })
    const mids = (parse(res.body, { bom: true }) as string[][]).slice(1).map((r) => r[0] ?? '')
    expect(mids.length).toBe(Number(res.headers['x-total-count']))
    expect(mids).toEqual([...mids].sort().reverse())
  })

  it('exports XLSX with the chosen columns', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/merchant/export',
      payload: { format: 'xlsx', columns: ['mid', 'name', 'ownerNik'] },
      headers: { authorization: `Bearer ${admin}` },
    })
    expect(res.statusCode).toBe(200)
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    const ws = wb.worksheets[0]
    expect(ws?.getRow(1).values).toEqual([undefined, 'MID', 'Nama Usaha', 'NIK Pemilik'])
    expect(ws?.actualRowCount).toBe(1 + Number(res.headers['x-total-count']))
    // The NIK is personal data, exported masked (issue 13, defect 8).
    expect(String(ws?.getRow(2).getCell(3).value)).toMatch(/^\d{4}\*{8}\d{4}$/)
  })

  it('needs the feature: mitra gets 403 on list and export', async () => {
    const mitra = await t.login('mitra')
    expect((await list({}, mitra)).statusCode).toBe(403)
    expect((await t.post('/merchant/export', { format: 'csv' }, mitra)).statusCode).toBe(403)
  })
})

describe('deleting what others depend on', () => {
  it('says what still depends on an outlet, a group and a client', async () => {
    const [o] = rowsOf(
      await t.database.db.execute(
        sql.raw(
          `select o.id from outlet o where exists (select 1 from device d where d.outlet_id = o.id) limit 1`,
        ),
      ),
    )
    const outletRes = await t.post('/outlet/delete', { ids: [o?.id] }, admin)
    expect(outletRes.statusCode).toBe(409)
    expect(outletRes.json().message).toMatch(
      /^Outlet ".*" tidak dapat dihapus: masih dipakai oleh \d+ device\.$/,
    )
    const [g] = rowsOf(await t.database.db.execute(sql.raw(`select id from corporate_group limit 1`)))
    expect((await t.post('/group/delete', { ids: [g?.id] }, admin)).json().message).toMatch(
      /masih dipakai oleh \d+ merchant\.$/,
    )
    const [c] = rowsOf(await t.database.db.execute(sql.raw(`select id from client where code = 'CLT003'`)))
    expect((await t.post('/client/delete', { ids: [c?.id] }, admin)).json().message).toMatch(
      /masih dipakai oleh \d+ region\.$/,
    )
  })
})

describe('options for searchable selects', () => {
  it('can be narrowed by the resource’s own filters, and refuse undeclared ones', async () => {
    const [c] = rowsOf(await t.database.db.execute(sql.raw(`select id from client where code = 'CLT002'`)))
    const res = await t.post('/merchant/options', { filters: { clientId: c?.id }, limit: 50 }, admin)
    expect(res.statusCode).toBe(200)
    const ids = (res.json().result as { id: number }[]).map((o) => o.id)
    expect(ids.length).toBeGreaterThan(0)
    const [outside] = rowsOf(
      await t.database.db.execute(
        sql.raw(
          `select count(*)::int as n from merchant where id in (${ids.join(',')}) and client_id <> ${c?.id}`,
        ),
      ),
    )
    expect(outside?.n).toBe(0)
    expect((await t.post('/merchant/options', { filters: { ownerNik: '1' } }, admin)).statusCode).toBe(400)
  })
})
