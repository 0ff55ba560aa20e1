import { sql } from 'drizzle-orm'
import { rowsOf } from '../../engine/query.ts'
import type { TestApp } from '../harness.ts'

/**
 * The demo café the retail tests work in: the first merchant selling Kopi Susu Gula Aren (FNB-001, whose
 * recipe draws 0,025 kg kopi and 0,150 l susu a cup), its first outlet, and its products' ids by SKU.
 */
export async function demoCafe(t: TestApp): Promise<{
  merchantId: number
  outletId: number
  /** Its products' ids by SKU (a test adds the products it creates). */
  ids: Map<string, number>
}> {
  const [m] = rowsOf(
    await t.database.db.execute(sql`
      select p.merchant_id, (select o.id from outlet o where o.merchant_id = p.merchant_id order by o.id limit 1) as outlet_id
      from product p where p.sku = 'FNB-001' order by p.merchant_id limit 1`),
  )
  const merchantId = Number(m?.merchant_id)
  const ids = new Map(
    rowsOf(
      await t.database.db.execute(sql`select id, sku from product where merchant_id = ${merchantId}`),
    ).map((r) => [String(r.sku), Number(r.id)]),
  )
  return { merchantId, outletId: Number(m?.outlet_id), ids }
}
