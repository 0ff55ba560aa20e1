import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../engine/query.ts'
import { createTestApp, type TestApp } from '../test/harness.ts'
import { inlineSqlText } from './inline-sql.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('inlineSqlText against the database', () => {
  it('reads every value back exactly as it was given', async () => {
    const values = [
      `x' or 1=1; --`,
      "back\\slash \\' and quote",
      '$1 $$ dollar',
      'emoji 🙂 dan aksara Indonesia: Rp1.500.000,00',
      '',
    ]
    for (const v of values) {
      const [row] = rowsOf(
        await t.database.db.execute(sql.raw(inlineSqlText(sql`select ${v}::text as v, ${-42}::int as n`))),
      )
      expect(row).toEqual({ v, n: -42 })
    }
  })

  it('a report searched with hostile text answers normally', async () => {
    const admin = await t.login('superadmin')
    for (const search of [`' or 1=1 --`, '\\', '%_', `'); drop table trx_retail; --`]) {
      const res = await t.post('/transaction/retail/list', { search, pageSize: 10 }, admin)
      expect(res.statusCode, search).toBe(200)
      expect(res.json().result.items).toEqual([])
    }
  })
})
