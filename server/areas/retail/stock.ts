import { sql } from 'drizzle-orm'
import { retail } from '#contract/retail/index.ts'
import { drawnMilli, formatQuantity } from '#contract/retail/quantity.ts'
import type { StockReason } from '#contract/retail/stock.ts'
import type { Db } from '../../db/client.ts'
import { pgErrorOf } from '../../db/errors.ts'
import {
  categoryComposition,
  compositionItem,
  merchant,
  outlet,
  product,
  productComposition,
  productStock,
  stockMovement,
} from '../../db/schema/index.ts'
import { rowsOf } from '../../engine/query.ts'
import { serverResource } from '../../engine/resource.ts'
import { ApiError } from '../../http/errors.ts'
import { merchantScope, qtyText } from './sql.ts'

/**
 * Stock (issue 18 item 1, docs/ARCHITECTURE.md "Retail products"): every change is a `stock_movement` row;
 * `product_stock` follows in the same statement (the trigger of migration 0033), which refuses a result
 * below zero where the outlet does not allow it.
 */
export interface Movement {
  productId: number
  outletId: number
  qtyMilli: number
  reason: StockReason
  reference: string
}

/** Writes movements as one statement (set-based, whatever their number), inside the caller's transaction. */
export async function recordMovements(db: Db, movements: readonly Movement[], by: string): Promise<void> {
  if (movements.length === 0) return
  await db.execute(sql`
    insert into ${stockMovement} (product_id, outlet_id, qty_milli, reason, reference, created_by)
    select m.product_id, m.outlet_id, m.qty_milli, m.reason, m.reference, ${by}
    from jsonb_to_recordset(${JSON.stringify(
      movements.map((m) => ({
        product_id: m.productId,
        outlet_id: m.outletId,
        qty_milli: m.qtyMilli,
        reason: m.reason,
        reference: m.reference,
      })),
    )}::jsonb) as m(product_id int, outlet_id int, qty_milli int8, reason text, reference text)
    order by m.product_id`)
}

/**
 * What a sale of these items takes from stock (for the cashier, issue 18 item 3, in its transaction): a
 * product without a recipe itself; a composite product the lines of its own recipe and of its category's,
 * each ingredient exploded again if it has a recipe of its own (recipes are acyclic: refused otherwise).
 * Negative quantities, a void, put back what a sale took.
 */
export async function saleMovements(
  db: Db,
  sale: { outletId: number; reference: string; reason: 'SALE' | 'VOID' },
  items: readonly { productId: number; qtyMilli: number }[],
): Promise<Movement[]> {
  const drawn = new Map<number, number>()
  let level = items.map((i) => ({ productId: i.productId, qtyMilli: i.qtyMilli }))
  for (let depth = 0; level.length > 0; depth++) {
    if (depth > 32) throw new Error('recipe depth beyond 32: a cycle slipped through')
    const ids = [...new Set(level.map((l) => l.productId))]
    const lines = rowsOf(
      await db.execute(sql`
        select p.id as product_id, ci.ingredient_id, ci.qty_milli
        from ${product} p
        join ${compositionItem} ci on ci.product_composition_id = (select id from ${productComposition} where product_id = p.id)
          or ci.category_composition_id = (select id from ${categoryComposition} where category_id = p.category_id)
        where p.id in ${ids}`),
    )
    const recipe = new Map<number, { ingredientId: number; qtyMilli: number }[]>()
    for (const l of lines) {
      const list = recipe.get(Number(l.product_id)) ?? []
      list.push({ ingredientId: Number(l.ingredient_id), qtyMilli: Number(l.qty_milli) })
      recipe.set(Number(l.product_id), list)
    }
    const next: typeof level = []
    for (const item of level) {
      const own = recipe.get(item.productId)
      if (!own) drawn.set(item.productId, (drawn.get(item.productId) ?? 0) + item.qtyMilli)
      else
        for (const line of own)
          next.push({ productId: line.ingredientId, qtyMilli: drawnMilli(line.qtyMilli, item.qtyMilli) })
    }
    level = next
  }
  const sign = sale.reason === 'SALE' ? -1 : 1
  return [...drawn]
    .filter(([, qty]) => qty !== 0)
    .map(([productId, qty]) => ({
      productId,
      outletId: sale.outletId,
      qtyMilli: sign * Math.abs(qty),
      reason: sale.reason,
      reference: sale.reference,
    }))
}

/** SQLSTATE of the trigger's refusal (migration 0033). */
const NEGATIVE_STOCK = 'MS001'

const detailOf = (err: unknown): string | null => {
  let e: unknown = err
  for (let depth = 0; e && depth < 4; depth++) {
    const c = e as { detail?: unknown; cause?: unknown }
    if (typeof c.detail === 'string') return c.detail
    e = c.cause
  }
  return null
}

/**
 * The 409 of a movement the outlet's rule refused, naming product, outlet and the stock it would leave;
 * read after the transaction rolled back. Null for any other error.
 */
export async function stockRefusal(db: Db, err: unknown): Promise<ApiError | null> {
  if (pgErrorOf(err)?.code !== NEGATIVE_STOCK) return null
  const [productId, outletId, qty] = (detailOf(err) ?? '').split(':').map(Number)
  const [r] = rowsOf(
    await db.execute(
      sql`select p.name as product, p.unit, o.name as outlet from ${product} p, ${outlet} o where p.id = ${productId ?? 0} and o.id = ${outletId ?? 0}`,
    ),
  )
  return new ApiError(
    409,
    `Stok ${String(r?.product ?? 'produk')} di ${String(r?.outlet ?? 'outlet')} tidak cukup: akan menjadi ${formatQuantity(qty ?? 0)} ${String(r?.unit ?? '')}. Outlet ini tidak mengizinkan stok minus (ubah di Data Outlet bila perlu).`,
  )
}

/** A product's stock at each outlet it may be sold at, with each outlet's rule. */
export async function stockOf(db: Db, productId: number) {
  return rowsOf(
    await db.execute(sql`
      select o.id as outlet_id, o.name as outlet_name, o.allow_negative_stock,
        coalesce(s.qty_milli, 0)::int8 as qty_milli
      from ${product} p
      join ${outlet} o on o.merchant_id = p.merchant_id and (p.outlet_id is null or o.id = p.outlet_id)
      left join ${productStock} s on s.product_id = p.id and s.outlet_id = o.id
      where p.id = ${productId}
      order by o.name, o.id`),
  ).map((r) => ({
    outletId: Number(r.outlet_id),
    outletName: String(r.outlet_name),
    allowNegativeStock: Boolean(r.allow_negative_stock),
    qtyMilli: Number(r.qty_milli),
    qty: formatQuantity(Number(r.qty_milli)),
  }))
}

export const stockMovementResource = serverResource({
  def: retail.resources.stockMovement,
  table: stockMovement,
  from: sql`${stockMovement} join ${product} on ${product.id} = ${stockMovement.productId} join ${merchant} on ${merchant.id} = ${product.merchantId} join ${outlet} on ${outlet.id} = ${stockMovement.outletId}`,
  select: {
    productSku: product.sku,
    productName: product.name,
    merchantId: product.merchantId,
    outletName: outlet.name,
    qty: qtyText(stockMovement.qtyMilli),
    unit: product.unit,
  },
  search: [product.sku, product.name],
  scope: merchantScope,
})
