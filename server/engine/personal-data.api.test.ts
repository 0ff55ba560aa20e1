import { parse } from 'csv-parse/sync'
import { sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { merchant as merchantDef } from '#contract/corporate/merchant.ts'
import { maskPersonal, PERSONAL_KINDS } from '#contract/privacy/mask.ts'
import { billerReport, depositReport, mycroatmReport } from '#contract/transactions/reports.ts'
import { createTestApp, type TestApp } from '../test/harness.ts'
import { auditSince, lastAuditId, makeAccount } from '../test/kits/account.ts'
import { q, seedWindow, tableOf, WINDOW } from '../test/kits/reports.ts'
import { maskSql } from './privacy.ts'
import { rowsOf } from './query.ts'
import type { Row } from './resource.ts'

/**
 * Personal data (issue 13, defect 8; docs/ARCHITECTURE.md "Personal data"): every answer masks it, even
 * to superadmin; the whole value is a reveal of one field by a holder of VIEW_PERSONAL_DATA and the
 * screen's feature, within their scope, each one audited without the value.
 */
let t: TestApp
let admin: string
let ops: string
/** MERCHANT_DATA and VIEW_PERSONAL_DATA, scoped to client CLT001. */
let revealer: string
/** VIEW_PERSONAL_DATA without any screen's feature. */
let privacyOnly: string

const NIK = '3174012501900001'
const NPWP = '3174012501900001'
const PHONE = '+6281234567890'
const ACCOUNT = '0001234567890'
let merchant: { id: number; mid: string }
let outside: { id: number }

beforeAll(async () => {
  t = await createTestApp()
  await seedWindow(t.database.db, 300)
  admin = await t.login('superadmin')
  ops = await t.login('opsretail')
  revealer = (
    await makeAccount(t, {
      username: 'pembuka.data',
      features: ['MERCHANT_DATA', 'VIEW_PERSONAL_DATA'],
      level: 'CLIENT',
      value: 'CLT001',
    })
  ).token
  privacyOnly = (await makeAccount(t, { username: 'hanya.pribadi', features: ['VIEW_PERSONAL_DATA'] })).token
  const [mine] = await q(
    t.database.db,
    `select m.id, m.mid from merchant m join client c on c.id = m.client_id where c.code = 'CLT001' order by m.id limit 1`,
  )
  const [other] = await q(
    t.database.db,
    `select m.id from merchant m join client c on c.id = m.client_id where c.code = 'CLT002' order by m.id limit 1`,
  )
  merchant = { id: Number(mine?.id), mid: String(mine?.mid) }
  outside = { id: Number(other?.id) }
  await q(
    t.database.db,
    `update merchant set owner_nik = '${NIK}', npwp = '${NPWP}', phone = '${PHONE}', settlement_account_no = '${ACCOUNT}' where id = ${merchant.id}`,
  )
})
afterAll(() => t.close())

const stored = async (id: number) =>
  (
    await q(
      t.database.db,
      `select owner_nik, npwp, phone, settlement_account_no, name from merchant where id = ${id}`,
    )
  )[0]

const MASKED = {
  ownerNik: '3174********0001',
  npwp: '3174********0001',
  phone: '+62812****7890',
  settlementAccountNo: '*********7890',
}

describe('answers carry personal data masked, to every reader', () => {
  it('merchant list and detail, for superadmin too', async () => {
    const list = await t.post('/merchant/list', { search: merchant.mid }, admin)
    expect(list.statusCode).toBe(200)
    expect(list.json().result.items[0]).toMatchObject(MASKED)
    const detail = await t.post('/merchant/detail', { id: merchant.id }, admin)
    expect(detail.json().result).toMatchObject(MASKED)
    expect(JSON.stringify(detail.json())).not.toContain(NIK)
    expect(JSON.stringify(list.json())).not.toContain(PHONE)
  })

  it('the answer of an update is masked too', async () => {
    const res = await t.post('/merchant/update', { id: merchant.id, ...(await editable('left out')) }, admin)
    expect(res.statusCode).toBe(200)
    expect(res.json().result).toMatchObject(MASKED)
  })

  it('CSV and XLSX exports', async () => {
    const columns = ['mid', 'ownerNik', 'phone']
    const csv = await t.post('/merchant/export', { format: 'csv', search: merchant.mid, columns }, admin)
    expect(csv.statusCode).toBe(200)
    const records = parse(csv.rawPayload, { bom: true }) as string[][]
    // The masked phone starts with "+": a formula to a spreadsheet, so it gets the quote like any other.
    expect(records.slice(1)).toEqual([[merchant.mid, MASKED.ownerNik, `'${MASKED.phone}`]])
    const xlsx = await t.post('/merchant/export', { format: 'xlsx', search: merchant.mid, columns }, admin)
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer)
    const row = wb.worksheets[0]?.getRow(2)
    expect([row?.getCell(2).value, row?.getCell(3).value]).toEqual([MASKED.ownerNik, MASKED.phone])
  })

  it('client PIC phones and NPWPs, and outlet users’ phones', async () => {
    const [c] = await q(t.database.db, `select id, npwp, pic_phone from client order by id limit 1`)
    const client = (await t.post('/client/detail', { id: Number(c?.id) }, admin)).json().result
    expect(client.npwp).toBe(maskPersonal('npwp', String(c?.npwp)))
    expect(client.picPhone).toBe(maskPersonal('phone', String(c?.pic_phone)))
    const users = (await t.post('/useroutlet/list', { pageSize: 5 }, admin)).json().result.items
    const phones = new Map(
      (await q(t.database.db, `select id, phone from outlet_user`)).map((r) => [
        Number(r.id),
        String(r.phone),
      ]),
    )
    expect(users.length).toBeGreaterThan(0)
    for (const u of users) expect(u.phone).toBe(maskPersonal('phone', phones.get(u.id) ?? ''))
  })

  it('transaction reports: customer numbers and accounts in pages, details and exports', async () => {
    for (const [def, key, column] of [
      [billerReport, 'customerNo', 'customer_no'],
      [depositReport, 'accountNo', 'account_no'],
    ] as const) {
      const page = (await t.post(`/${def.apiPath}/list`, { ...WINDOW, pageSize: 20 }, admin)).json().result
      const ids = page.items.map((i: { id: number }) => i.id)
      const raw = new Map(
        (
          await q(
            t.database.db,
            `select id, ${column} as v from ${tableOf(def)} where id in (${ids.join(',')})`,
          )
        ).map((r) => [Number(r.id), String(r.v)]),
      )
      expect(ids.length).toBeGreaterThan(0)
      for (const item of page.items)
        expect(item[key], def.slug).toBe(maskPersonal('account', raw.get(item.id) ?? ''))
      const first = page.items[0]
      const detail = (await t.post(`/${def.apiPath}/detail`, { id: first.id }, admin)).json().result
      expect(detail.row[key]).toBe(first[key])
      const csv = await t.post(
        `/${def.apiPath}/export`,
        { ...WINDOW, format: 'csv', columns: ['trxNo', key] },
        admin,
      )
      const records = parse(csv.rawPayload, { bom: true }) as string[][]
      const byTrxNo = new Map(
        (await q(t.database.db, `select trx_no, ${column} as v from ${tableOf(def)}`)).map((r) => [
          String(r.trx_no),
          String(r.v),
        ]),
      )
      expect(records.length).toBeGreaterThan(1)
      for (const [trxNo, value] of records.slice(1))
        expect(value, trxNo).toBe(maskPersonal('account', byTrxNo.get(trxNo ?? '') ?? ''))
    }
    // A Mycroatm transfer's destination account (detail only).
    const [trx] = await q(t.database.db, `select id from ${tableOf(mycroatmReport)} order by id limit 1`)
    await q(
      t.database.db,
      `update ${tableOf(mycroatmReport)} set dest_account = '0098765432' where id = ${trx?.id}`,
    )
    const detail = (await t.post(`/${mycroatmReport.apiPath}/detail`, { id: Number(trx?.id) }, admin)).json()
    expect(detail.result.row.destAccount).toBe('******5432')
  })

  it('PostgreSQL masks exactly as the contract does (reports render their rows in SQL)', async () => {
    const samples = [
      '',
      '1',
      '1234',
      '12345',
      '123456',
      '+6281234567',
      '+6281234567890',
      NIK,
      '012345678901000',
    ]
    for (const kind of PERSONAL_KINDS)
      for (const value of samples) {
        const [row] = rowsOf(
          await t.database.db.execute(sql`select ${maskSql(kind, sql`${value}::text`)} as m`),
        )
        expect(row?.m, `${kind} ${value}`).toBe(maskPersonal(kind, value))
      }
    const [none] = rowsOf(await t.database.db.execute(sql`select ${maskSql('nik', sql`null::text`)} as m`))
    expect(none?.m).toBeNull()
  })
})

describe('a personal field is searched by its whole value only', () => {
  it('an outlet user is found by the whole phone number, typed any way, never by a part of it', async () => {
    const [u] = await q(t.database.db, `select username, phone from outlet_user order by id limit 1`)
    const phone = String(u?.phone)
    const find = async (search: string) =>
      (await t.post('/useroutlet/list', { search, pageSize: 100 }, admin))
        .json()
        .result.items.map((x: { username: string }) => x.username)
    expect(await find(phone)).toContain(u?.username)
    expect(await find(`0${phone.slice(3)}`)).toContain(u?.username)
    expect(await find(phone.slice(0, -1))).toEqual([])
    expect(await find(phone.slice(3, 9))).toEqual([])
  })
})

describe('reveal', () => {
  it('gives a holder the whole value, and writes exactly one audit entry without it', async () => {
    const since = await lastAuditId(t)
    const res = await t.post('/merchant/reveal', { id: merchant.id, field: 'ownerNik' }, revealer)
    expect(res.statusCode).toBe(200)
    expect(res.json().result).toEqual({ value: NIK })
    expect(res.headers['cache-control']).toBe('no-store')
    const entries = await auditSince(t, since, 'REVEAL')
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      actorUsername: 'pembuka.data',
      entity: 'merchant',
      entityId: String(merchant.id),
      after: { field: 'ownerNik' },
    })
    expect(JSON.stringify(entries[0])).not.toContain(NIK)
    expect(
      (await t.post('/merchant/reveal', { id: merchant.id, field: 'phone' }, admin)).json().result,
    ).toEqual({
      value: PHONE,
    })
  })

  it('is refused without VIEW_PERSONAL_DATA (403), without the screen’s feature (403), outside the scope (404)', async () => {
    const since = await lastAuditId(t)
    expect((await t.post('/merchant/reveal', { id: merchant.id, field: 'ownerNik' }, ops)).statusCode).toBe(
      403,
    )
    expect(
      (await t.post('/merchant/reveal', { id: merchant.id, field: 'ownerNik' }, privacyOnly)).statusCode,
    ).toBe(403)
    const far = await t.post('/merchant/reveal', { id: outside.id, field: 'ownerNik' }, revealer)
    expect(far.statusCode).toBe(404)
    expect(far.json().result).toBeNull()
    expect(await auditSince(t, since, 'REVEAL')).toHaveLength(0)
  })

  it('reveals only declared personal fields', async () => {
    const res = await t.post('/merchant/reveal', { id: merchant.id, field: 'name' }, admin)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain('Data ini tidak dapat ditampilkan')
  })

  it('declares both features in its route rule, so the generated access tests see them', () => {
    const route = t.app.apiRoutes.find((r) => r.url === '/merchant/reveal')
    expect(route?.access).toEqual({
      kind: 'features',
      anyOf: ['MERCHANT_DATA'],
      allOf: ['VIEW_PERSONAL_DATA'],
    })
    expect(t.app.apiRoutes.some((r) => r.url === '/region/reveal')).toBe(false)
  })

  it('a report’s personal field, audited under the report', async () => {
    const [trx] = await q(t.database.db, `select id, customer_no from ${tableOf(billerReport)} limit 1`)
    const since = await lastAuditId(t)
    const res = await t.post(
      `/${billerReport.apiPath}/reveal`,
      { id: Number(trx?.id), field: 'customerNo' },
      admin,
    )
    expect(res.json().result).toEqual({ value: String(trx?.customer_no) })
    const entries = await auditSince(t, since, 'REVEAL')
    expect(entries.map((e) => [e.entity, e.entityId, e.after])).toEqual([
      ['transaction-biller', String(trx?.id), { field: 'customerNo' }],
    ])
    expect(
      (await t.post(`/${billerReport.apiPath}/reveal`, { id: Number(trx?.id), field: 'customerNo' }, ops))
        .statusCode,
    ).toBe(403)
  })
})

/**
 * The merchant's input as a client that read its detail sends it back: with the masked personal values
 * as they came, or without them (the web form's way: an empty personal field is not sent).
 */
async function editable(personal: 'as read' | 'left out' = 'as read'): Promise<Record<string, unknown>> {
  const detail = (await t.post('/merchant/detail', { id: merchant.id }, admin)).json().result
  const keys = Object.keys(merchantDef.input.shape).filter(
    (k) => personal === 'as read' || !(k in (merchantDef.personal ?? {})),
  )
  return Object.fromEntries(keys.map((k) => [k, detail[k]]))
}

describe('an update never stores a masked value', () => {
  it('sending back the masked values is refused and changes nothing', async () => {
    const before = await stored(merchant.id)
    const res = await t.post(
      '/merchant/update',
      { id: merchant.id, ...(await editable()), name: 'Nama Lain' },
      admin,
    )
    expect(res.statusCode).toBe(400)
    expect(res.json().result.errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['ownerNik', 'npwp', 'phone', 'settlementAccountNo']),
    )
    expect(await stored(merchant.id)).toEqual(before)
  })

  it('leaving personal fields out keeps them; a whole new value replaces one', async () => {
    const rest = await editable('left out')
    const kept = await t.post('/merchant/update', { id: merchant.id, ...rest, name: 'Warung Tetap' }, admin)
    expect(kept.statusCode).toBe(200)
    expect(await stored(merchant.id)).toEqual({
      owner_nik: NIK,
      npwp: NPWP,
      phone: PHONE,
      settlement_account_no: ACCOUNT,
      name: 'Warung Tetap',
    })
    const changed = await t.post(
      '/merchant/update',
      { id: merchant.id, ...rest, ownerNik: '3174012501900002' },
      admin,
    )
    expect(changed.statusCode).toBe(200)
    expect(changed.json().result.ownerNik).toBe('3174********0002')
    expect((await stored(merchant.id))?.owner_nik).toBe('3174012501900002')
  })

  it('the activity log answers before and after masked too, and a change the mask hides still shows', async () => {
    const rest = await editable('left out')
    await t.post('/merchant/update', { id: merchant.id, ...rest, ownerNik: '3174019999900002' }, admin)
    const log = await t.post(
      '/audit-log/list',
      { filters: { entity: 'merchant', action: 'UPDATE' }, search: String(merchant.id), pageSize: 100 },
      admin,
    )
    const entries = log.json().result.items as { entityId: string; before: Row; after: Row }[]
    const mine = entries.filter((e) => e.entityId === String(merchant.id))
    expect(mine.length).toBeGreaterThan(2)
    const text = JSON.stringify(log.json())
    for (const whole of [NIK, PHONE, ACCOUNT, '3174012501900002', '3174019999900002'])
      expect(text).not.toContain(whole)
    expect(mine[0]?.before.ownerNik).toBe('3174********0002')
    expect(mine[0]?.after.ownerNik).toBe('3174********0002 (diubah)')
    const detail = await t.post('/audit-log/detail', { id: (mine[0] as unknown as { id: number }).id }, admin)
    expect(JSON.stringify(detail.json())).not.toContain('3174019999900002')
  })
})
