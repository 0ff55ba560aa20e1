import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { q, seedWindow } from '../../../test/kits/reports.ts'
import { DELTA_SOURCE, DELTA_TABLE, live, ROLLUPS } from './definitions.ts'
import { foldRollups } from './fold.ts'
import { rebuildRollups } from './rebuild.ts'

/**
 * The rollup delta (issue 14 §8): a write's trigger appends to the delta only; the `_live` views count it at
 * once, and the fold moves it into the rollups without changing what the views show.
 */
let t: TestApp
const db = () => t.database.db
/** Every live view's sums, by table: what a reader sees. */
async function liveSums() {
  const out: Record<string, unknown> = {}
  for (const def of ROLLUPS) {
    const columns = Object.keys(def.sums(DELTA_SOURCE))
    const [row] = await q(
      db(),
      `select ${columns.map((c) => `coalesce(sum(${c}), 0)::int8 as ${c}`).join(', ')} from ${live(def.table)}`,
    )
    out[def.table] = row
  }
  return out
}
const count = async (table: string) =>
  Number((await q(db(), `select count(*)::int as n from ${table}`))[0]?.n)
const sale = (
  tag: string,
) => `insert into trx_retail (trx_no, created_at, updated_at, client_id, region_id, group_id, merchant_id,
    partner_id, status, amount, fee, total, outlet_id, device_id, cashier_name, items, subtotal, payment_method, paid)
  select 'FOLD-${tag}-' || id, created_at, updated_at, client_id, region_id, group_id, merchant_id, partner_id, 'SUCCESS',
    amount, fee, total, outlet_id, device_id, cashier_name, items, subtotal, payment_method, paid
    from trx_retail where status = 'SUCCESS' order by id limit 3`

beforeAll(async () => {
  t = await createTestApp({ ROLLUP_FOLD_MS: '0' })
  await seedWindow(db(), 600)
})
afterAll(() => t.close())

describe('the rollup delta', () => {
  it('a write reaches the live views at once, through the delta; the fold moves it and changes no figure', async () => {
    expect(await count(DELTA_TABLE)).toBe(0)
    const before = await liveSums()
    const [daily] = await q(db(), `select sum(trx_count)::int8 as n from trx_daily`)

    await q(db(), sale('a'))
    expect(await count(DELTA_TABLE)).toBe(3)
    const after = await liveSums()
    const counted = (sums: Record<string, unknown>) =>
      Number((sums.trx_daily as { trx_count: unknown }).trx_count)
    expect(counted(after)).toBe(counted(before) + 3)
    // The rollup itself has not changed yet: the writer wrote one narrow row per sale, nothing else.
    expect((await q(db(), `select sum(trx_count)::int8 as n from trx_daily`))[0]).toEqual(daily)

    expect(await foldRollups(db())).toBe(3)
    expect(await count(DELTA_TABLE)).toBe(0)
    expect(await liveSums()).toEqual(after)
    expect(await foldRollups(db())).toBe(0)
  })

  it('an update appends the row leaving and the row arriving; a delete subtracts', async () => {
    const before = await liveSums()
    await q(db(), `update trx_retail set status = 'REFUNDED' where trx_no like 'FOLD-%'`)
    expect(await count(DELTA_TABLE)).toBe(6)
    const refunded = await liveSums()
    // Refunded sales leave the items sold; the counts of the daily rollup stay (a status moved).
    expect(refunded.trx_daily).toEqual(before.trx_daily)
    expect(refunded.retail_item_daily).not.toEqual(before.retail_item_daily)

    await q(db(), `delete from trx_retail where trx_no like 'FOLD-%'`)
    await foldRollups(db())
    expect(await count(DELTA_TABLE)).toBe(0)
    const [{ n: stale } = { n: 0 }] = await q(
      db(),
      `select count(*)::int as n from trx_daily where trx_count < 0 or amount < 0`,
    )
    expect(stale).toBe(0)
  })

  it('the rollups after folding are exactly what a rebuild computes', async () => {
    await q(db(), sale('b'))
    await q(db(), `update trx_retail set status = 'FAILED' where trx_no like 'FOLD-%' and id % 2 = 0`)
    await foldRollups(db())
    const read = async () => {
      const all: Record<string, unknown[]> = {}
      for (const def of ROLLUPS)
        all[def.table] = await q(
          db(),
          `select * from ${def.table} where ${Object.keys(def.sums(DELTA_SOURCE))[0]} <> 0 order by ${def.conflict.join(', ')}`,
        )
      return all
    }
    const folded = await read()
    await rebuildRollups(db())
    expect(await read()).toEqual(folded)
  })
})
