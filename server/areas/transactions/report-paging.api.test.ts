import { parse } from 'csv-parse/sync'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatDateTime } from '#contract/format.ts'
import { REPORTS, type ReportDef, type ReportPage } from '#contract/transactions/reports.ts'
import { cellOf } from '../../engine/export.ts'
import { testDriver } from '../../test/driver.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'
import {
  expectedIds,
  IN_WINDOW,
  q,
  seedWindow,
  tableOf,
  totalsOf,
  WINDOW,
  WINDOW_BOUNDS,
  walk,
} from '../../test/kits/reports.ts'

let t: TestApp
let admin: string
beforeAll(async () => {
  t = await createTestApp()
  await seedWindow(t.database.db, 1_500)
  admin = await t.login('superadmin')
})
afterAll(() => t.close())
const db = () => t.database.db

/** Copies an existing row of the report's table as a new transaction recorded at `at`. */
async function insertCopy(def: ReportDef, at: Date, tag: string): Promise<number> {
  const table = tableOf(def)
  const columns = (
    await q(
      db(),
      `select column_name from information_schema.columns where table_name = '${table}' and column_name not in ('id', 'trx_no', 'created_at') order by ordinal_position`,
    )
  ).map((r) => `"${String(r.column_name)}"`)
  const list = columns.join(', ')
  const [row] = await q(
    db(),
    `insert into ${table} (trx_no, created_at, ${list})
       select 'NEW/${tag}', '${at.toISOString()}', ${list} from ${table} t where ${IN_WINDOW} order by id limit 1
     returning id`,
  )
  return Number(row?.id)
}

const span = WINDOW_BOUNDS.end.getTime() - WINDOW_BOUNDS.start.getTime()

describe.each(REPORTS.map((def) => [def.slug, def] as const))(
  'keyset paging of %s',
  (_slug, def: ReportDef) => {
    it('reads every row exactly once while new rows arrive between pages', async () => {
      const before = await expectedIds(db(), def)
      const mustSee: number[] = []
      const mustNotSee: number[] = []
      let step = 0
      const result = await walk(t, admin, def, {}, 40, async (page, seen) => {
        // The oldest time already read: a row recorded before it still lies ahead of the walk.
        const [oldest] = await q(
          db(),
          `select min(created_at) as at from ${tableOf(def)} where id in (${seen.length ? seen.join(',') : 0})`,
        )
        const readUntil = new Date(String(oldest?.at)).getTime()
        step++
        // Newest of all (lands before page 1), in the part still to read, and in the part already read.
        const newest = await insertCopy(
          def,
          new Date(WINDOW_BOUNDS.end.getTime() - 1000),
          `${def.slug}-${step}-a`,
        )
        const ahead = await insertCopy(
          def,
          new Date(WINDOW_BOUNDS.start.getTime() + ((step * 7919) % 97) * (span / 400)),
          `${def.slug}-${step}-b`,
        )
        const behind = await insertCopy(def, new Date(readUntil + 1), `${def.slug}-${step}-c`)
        mustNotSee.push(newest, behind)
        const [aheadRow] = await q(db(), `select created_at from ${tableOf(def)} where id = ${ahead}`)
        if (new Date(String(aheadRow?.created_at)).getTime() < readUntil) mustSee.push(ahead)
        expect(page).toBeGreaterThan(0)
      })
      const seen = result.ids
      expect(new Set(seen).size).toBe(seen.length)
      for (const id of before) expect(seen).toContain(id)
      for (const id of mustSee) expect(seen).toContain(id)
      for (const id of mustNotSee) expect(seen).not.toContain(id)
      expect(mustSee.length).toBeGreaterThan(0)
      // In the report's order, judged on the final table.
      const order = await expectedIds(db(), def)
      const set = new Set(seen)
      expect(seen).toEqual(order.filter((id) => set.has(id)))
    })

    it('walks back with prev cursors to the first page, and ascending order is the reverse', async () => {
      const forward = await walk(t, admin, def, {}, 25)
      const pages: ReportPage[] = [forward.pages.at(-1) as ReportPage]
      let cursor = pages[0]?.prevCursor ?? null
      while (cursor) {
        const res = await t.post(
          `/${def.apiPath}/list`,
          { ...WINDOW, pageSize: 25, cursor, direction: 'prev' },
          admin,
        )
        const page = res.json().result as ReportPage
        pages.unshift(page)
        cursor = page.prevCursor
      }
      expect(pages.map((p) => p.items.map((r) => r.id))).toEqual(
        forward.pages.map((p) => p.items.map((r) => r.id)),
      )
      expect(pages[0]?.nextCursor).toBe(forward.pages[0]?.nextCursor)
      const ascending = await walk(t, admin, def, { dir: 'asc' }, 33)
      expect(ascending.ids).toEqual([...forward.ids].reverse())
    })
  },
)

describe('export', () => {
  it('writes every matching row as CSV with Indonesian headers, whole rupiah and WIB times', async () => {
    for (const def of REPORTS) {
      for (const filters of [{}, { status: 'SUCCESS' }]) {
        const totals = await totalsOf(t, admin, def, { filters })
        const res = await t.post(`/${def.apiPath}/export`, { ...WINDOW, filters, format: 'csv' }, admin)
        expect(res.statusCode).toBe(200)
        expect(res.headers['content-type']).toContain('text/csv')
        expect(res.headers['x-total-count']).toBe(String(totals.count))
        expect(res.headers['content-disposition']).toContain(
          `transaksi-${def.slug}-${WINDOW.from}-${WINDOW.to}`,
        )
        const records = parse(res.rawPayload, { bom: true }) as string[][]
        const visible = def.columns.filter((c) => !c.hidden)
        expect(records[0]).toEqual(visible.map((c) => c.label))
        expect(records.length - 1, `${def.slug} ${JSON.stringify(filters)}`).toBe(totals.count)
        const ids = await expectedIds(db(), def, 'status' in filters ? `t.status = 'SUCCESS'` : 'true')
        const [first] = await q(db(), `select * from ${tableOf(def)} where id = ${ids[0]}`)
        const row = Object.fromEntries(visible.map((c, i) => [c.key, records[1]?.[i]]))
        expect(row.createdAt).toBe(formatDateTime(new Date(String(first?.created_at))))
        expect(row.createdAt).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} WIB$/)
        expect(row.amount).toBe(String(first?.amount))
        expect(row.fee).toBe(String(first?.fee))
        expect(row.trxNo).toBe(first?.trx_no)
        if ('status' in filters)
          expect(
            new Set(records.slice(1).map((r) => r[visible.findIndex((c) => c.key === 'status')])),
          ).toEqual(new Set(['Sukses']))
      }
    }
  })

  it('renders every cell in SQL exactly as the engine formats it (labels, money, WIB time, quoting)', async () => {
    for (const def of REPORTS) {
      const columns = def.columns.map((c) => c.key)
      const res = await t.post(`/${def.apiPath}/export`, { ...WINDOW, format: 'csv', columns }, admin)
      const records = parse(res.rawPayload, { bom: true }) as string[][]
      expect(records[0]).toEqual(def.columns.map((c) => c.label))
      const page = (await t.post(`/${def.apiPath}/list`, { ...WINDOW, pageSize: 100 }, admin)).json()
        .result as ReportPage
      const expected = page.items.map((row) => def.columns.map((c) => String(cellOf(c, row[c.key]))))
      expect(records.slice(1, 1 + expected.length), def.slug).toEqual(expected)
    }
    // Quotes, commas and line breaks inside a value survive the round trip.
    const retail = REPORTS[0] as ReportDef
    const [row] = await q(
      db(),
      `select id from trx_retail t where ${IN_WINDOW} order by created_at desc, id desc limit 1`,
    )
    await q(
      db(),
      `update trx_retail set cashier_name = 'Budi "Kasir", Shift 1' || chr(10) || 'Malam' where id = ${row?.id}`,
    )
    const res = await t.post(
      `/${retail.apiPath}/export`,
      { ...WINDOW, format: 'csv', columns: ['trxNo', 'cashierName'] },
      admin,
    )
    const records = parse(res.rawPayload, { bom: true }) as string[][]
    expect(records[1]?.[1]).toBe('Budi "Kasir", Shift 1\nMalam')
  })

  it('says who bears the fee: a retail MDR comes out of what the merchant receives (issue 15 §4)', async () => {
    const retail = REPORTS[0] as ReportDef
    const page = await t.post(`/${retail.apiPath}/list`, { ...WINDOW, pageSize: 50 }, admin)
    const items = page.json().result.items as { total: number; fee: number; merchantNet: number }[]
    expect(items.length).toBeGreaterThan(10)
    for (const r of items) expect(r.merchantNet).toBe(r.total - r.fee)
    expect(items.some((r) => r.fee > 0)).toBe(true)
  })

  it('writes the chosen columns, XLSX too, and only the rows of the scope', async () => {
    const retail = REPORTS[0] as ReportDef
    const chosen = await t.post(
      `/${retail.apiPath}/export`,
      { ...WINDOW, format: 'csv', columns: ['trxNo', 'paymentMethod', 'total'] },
      admin,
    )
    const records = parse(chosen.rawPayload, { bom: true }) as string[][]
    expect(records[0]).toEqual(['No. Struk', 'Metode Bayar', 'Dibayar Pelanggan'])
    expect(['Tunai', 'QRIS', 'Debit', 'Kredit', 'E-Money']).toContain(records[1]?.[1])
    const xlsx = await t.post(`/${retail.apiPath}/export`, { ...WINDOW, format: 'xlsx' }, admin)
    expect(xlsx.statusCode).toBe(200)
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK')
    const ops = await t.login('opsretail')
    const mine = await t.post(`/${retail.apiPath}/export`, { ...WINDOW, format: 'csv' }, ops)
    const rows = parse(mine.rawPayload, { bom: true }) as string[][]
    const want = await expectedIds(
      db(),
      retail,
      `t.client_id = (select id from client where code = 'CLT001')`,
    )
    expect(rows.length - 1).toBe(want.length)
    expect(mine.headers['x-total-count']).toBe(String(want.length))
    const none = await t.post(
      `/${retail.apiPath}/export`,
      { ...WINDOW, format: 'csv', columns: ['nope'] },
      admin,
    )
    expect(none.statusCode).toBe(400)
    const [logged] = await q(
      db(),
      `select after from audit_log where action = 'EXPORT' and entity = 'transaction-retail' order by id desc limit 1`,
    )
    expect(logged?.after).toMatchObject({
      format: 'csv',
      total: want.length,
      from: WINDOW.from,
      to: WINDOW.to,
    })
  })
})

describe.runIf(testDriver() === 'pg')('export whose count is slow', () => {
  let slow: TestApp
  beforeAll(async () => {
    slow = await createTestApp({ EXPORT_COUNT_BUDGET_MS: '200' })
    await seedWindow(slow.database.db)
  })
  afterAll(() => slow.close())

  it('starts without the count once counting passes its budget, and still writes every row', async () => {
    const def = REPORTS[0] as ReportDef
    const token = await slow.login('superadmin')
    // An amount range: the count reads the rows, not the rollup.
    const want = await expectedIds(slow.database.db, def, 't.amount >= 1')
    // Another session holds the table, so the count waits on it until its statement timeout.
    const locker = new pg.Client({ connectionString: slow.databaseUrl ?? '' })
    await locker.connect()
    await locker.query('begin')
    await locker.query(`lock table ${tableOf(def)} in access exclusive mode`)
    const answer = slow.post(
      `/${def.apiPath}/export`,
      { ...WINDOW, filters: { amountMin: 1 }, format: 'csv' },
      token,
    )
    await new Promise((r) => setTimeout(r, 800))
    await locker.query('rollback')
    await locker.end()
    const res = await answer
    expect(res.statusCode).toBe(200)
    expect(res.headers['x-total-count']).toBeUndefined()
    const records = parse(res.rawPayload, { bom: true }) as string[][]
    expect(records.length - 1).toBe(want.length)
  })
})
