import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { IncomeRow } from '#contract/partner/income.ts'
import { rowsOf } from '../../engine/query.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'
import { seedWindow } from '../../test/kits/reports.ts'
import { rawShares } from '../../test/kits/sharing-raw.ts'

/**
 * Riwayat pendapatan (issue 16 §5): a partner's share per day and product equals the fee engine over the raw
 * rows, each day marked paid when a settlement of its partner covers it; a partner user reads its own only.
 */

let t: TestApp
const tokens: Record<string, string> = {}
const db = () => t.database.db
const one = async (text: string) => rowsOf(await db().execute(sql.raw(text)))
let ptn001 = 0
let ptn003 = 0
const PERIOD = { from: '2025-02-15', to: '2025-03-10' }

beforeAll(async () => {
  t = await createTestApp()
  await seedWindow(db(), 4_000, { days: 60, seed: 21 })
  await one('delete from partner_settlement')
  ptn001 = Number((await one(`select id from partner where code = 'PTN001'`))[0]?.id)
  ptn003 = Number((await one(`select id from partner where code = 'PTN003'`))[0]?.id)
  // February paid to both partners; March not yet.
  await one(`insert into partner_settlement (partner_id, period_from, period_to, amount, reference_no, settled_at)
    values (${ptn001}, '2025-02-01', '2025-02-28', 1, 'STL/2025/02/PTN001', '2025-03-10T03:00:00Z'),
           (${ptn003}, '2025-02-01', '2025-02-28', 1, 'STL/2025/02/PTN003', '2025-03-10T03:00:00Z')`)
  for (const u of ['superadmin', 'mitra']) tokens[u] = await t.login(u)
})
afterAll(() => t.close())

const post = async (user: string, body: unknown) => {
  const res = await t.post('/partner/riwayat-pendapatan', body, tokens[user])
  return { status: res.statusCode, body: res.json() }
}

describe('riwayat pendapatan', () => {
  it('per day and product equals the fee engine over the raw rows; February paid, March not', async () => {
    const res = await post('superadmin', { ...PERIOD, pageSize: 1_000 })
    expect(res.status, res.body.message).toBe(200)
    const items = res.body.result.items as IncomeRow[]
    const raw = await rawShares(db(), PERIOD)
    const key = (r: { partnerId: number; productCode: string; day: string }) =>
      `${r.partnerId}|${r.productCode}|${r.day}`
    expect(new Map(items.map((r) => [key(r), [r.trxCount, r.fee, r.share]]))).toEqual(
      new Map(raw.map((r) => [key(r), [r.trxCount, r.fee, r.share]])),
    )
    for (const r of items) {
      const paid = r.day <= '2025-02-28' && (r.partnerId === ptn001 || r.partnerId === ptn003)
      expect(r.settlement?.referenceNo ?? null, `${r.partnerCode} ${r.day}`).toBe(
        paid ? `STL/2025/02/${r.partnerCode}` : null,
      )
    }
    const days = items.map((r) => r.day)
    expect(days).toEqual([...days].sort().reverse())
    const { share, settled, unsettled } = res.body.result.totals
    expect(share).toBe(raw.reduce((s, r) => s + r.share, 0))
    expect(settled).toBe(items.filter((r) => r.settlement).reduce((s, r) => s + r.share, 0))
    expect(settled + unsettled).toBe(share)
    expect(settled).toBeGreaterThan(0)
    expect(unsettled).toBeGreaterThan(0)
  })

  it('filters paid and unpaid days', async () => {
    const paid = await post('superadmin', { ...PERIOD, settled: 'SETTLED', pageSize: 1_000 })
    const unpaid = await post('superadmin', { ...PERIOD, settled: 'UNSETTLED', pageSize: 1_000 })
    expect((paid.body.result.items as IncomeRow[]).every((r) => r.settlement !== null)).toBe(true)
    expect((unpaid.body.result.items as IncomeRow[]).every((r) => r.settlement === null)).toBe(true)
    expect(paid.body.result.totals.share).toBe(paid.body.result.totals.settled)
    expect(unpaid.body.result.totals.settled).toBe(0)
  })

  it('a partner user reads its own income whatever it sends; another partner named is 403', async () => {
    const own = await post('mitra', { ...PERIOD, pageSize: 1_000 })
    expect(own.status).toBe(200)
    const items = own.body.result.items as IncomeRow[]
    expect(items.length).toBeGreaterThan(0)
    expect(new Set(items.map((r) => r.partnerCode))).toEqual(new Set(['PTN001']))
    expect(own.body.result.totals.share).toBe(
      (await rawShares(db(), PERIOD, { partnerId: ptn001 })).reduce((s, r) => s + r.share, 0),
    )
    const other = await post('mitra', { ...PERIOD, partnerId: ptn003 })
    expect(other.status).toBe(403)
    expect(other.body.message).toBe('Anda hanya dapat melihat sharing fee partner Anda sendiri.')
    const self = await post('mitra', { ...PERIOD, partnerId: ptn001, pageSize: 1_000 })
    expect(self.body.result.items).toEqual(items)
  })
})
