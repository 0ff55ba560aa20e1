import { sql } from 'drizzle-orm'
import { utcBounds } from '#contract/engine/dates.ts'
import { retail } from '#contract/retail/index.ts'
import { formatQuantity } from '#contract/retail/quantity.ts'
import {
  EMPTY_COUNT,
  type stockCountRecord,
  type stockCountSheet,
  type stockVariance,
  type VarianceRow,
} from '#contract/retail/stock-count.ts'
import { authOf } from '../../access/enforce.ts'
import { audit } from '../../audit/log.ts'
import type { Db } from '../../db/client.ts'
import {
  compositionItem,
  merchant,
  outlet,
  product,
  productStock,
  stockCount,
  stockMovement,
} from '../../db/schema/index.ts'
import type { EndpointHandler } from '../../engine/endpoint.ts'
import { rowsOf } from '../../engine/query.ts'
import { serverResource } from '../../engine/resource.ts'
import { badRequest, notFound } from '../../http/errors.ts'
import { inScopeRow } from './calls.ts'
import { merchantScope, qtyText } from './sql.ts'
import { stockRefusal } from './stock.ts'

/**
 * Stock counts and the variance of ingredients (issue 18 item 5, docs/ARCHITECTURE.md "Stock counts and
 * variance"). A count writes its row and a COUNT movement of (counted − book) in one statement; the variance
 * reads, per ingredient, the first and the last count of the period and the movements between them.
 */

export const stockCountResource = serverResource({
  def: retail.resources.stockCount,
  table: stockCount,
  from: sql`${stockCount} join ${product} on ${product.id} = ${stockCount.productId} join ${merchant} on ${merchant.id} = ${product.merchantId} join ${outlet} on ${outlet.id} = ${stockCount.outletId}`,
  select: {
    productSku: product.sku,
    productName: product.name,
    unit: product.unit,
    merchantId: product.merchantId,
    outletName: outlet.name,
    counted: qtyText(stockCount.countedMilli),
    book: qtyText(stockCount.bookMilli),
    difference: qtyText(sql`${stockCount.countedMilli} - ${stockCount.bookMilli}`),
  },
  search: [product.sku, product.name],
  scope: merchantScope,
})

/** The outlet, inside the caller's data scope, or 404 (as every call naming a row outside it). */
async function outletInScope(db: Db, auth: ReturnType<typeof authOf>, outletId: number) {
  const row = await inScopeRow(
    db,
    auth,
    sql`${outlet} join ${merchant} on ${merchant.id} = ${outlet.merchantId}`,
    sql`${outlet.id} = ${outletId}`,
  )
  if (!row) throw notFound('Outlet tidak ditemukan atau di luar cakupan data Anda.')
  return { outletId, merchantId: Number(row.merchant_id) }
}

/** Products of the merchant sold at the outlet that some recipe of the merchant uses: what a count covers. */
const ingredientsAt = (merchantId: number, outletId: number) => sql`
  ${product}.merchant_id = ${merchantId} and (${product}.outlet_id is null or ${product}.outlet_id = ${outletId})
  and exists (select 1 from ${compositionItem} ci where ci.ingredient_id = ${product}.id)`

export const countSheet =
  (db: Db): EndpointHandler<typeof stockCountSheet> =>
  async (request) => {
    const { outletId, merchantId } = await outletInScope(db, authOf(request), request.body.outletId)
    const rows = rowsOf(
      await db.execute(sql`
        select ${product}.id, ${product}.sku, ${product}.name, ${product}.unit,
          coalesce(s.qty_milli, 0)::int8 as book_milli,
          (select max(c.counted_at) from ${stockCount} c where c.product_id = ${product}.id and c.outlet_id = ${outletId}) as last_counted_at
        from ${product}
        left join ${productStock} s on s.product_id = ${product}.id and s.outlet_id = ${outletId}
        where ${ingredientsAt(merchantId, outletId)} and ${product}.status = 'ACTIVE'
        order by ${product}.name, ${product}.id`),
    )
    return {
      lines: rows.map((r) => ({
        productId: Number(r.id),
        sku: String(r.sku),
        name: String(r.name),
        unit: String(r.unit),
        bookMilli: Number(r.book_milli),
        book: formatQuantity(Number(r.book_milli)),
        lastCountedAt: r.last_counted_at ? new Date(String(r.last_counted_at)).toISOString() : null,
      })),
    }
  }

/**
 * POST /stock-count/record: every line's count row and, where it differs from the book, a COUNT movement of
 * the difference, in one transaction at one moment (`now()`, the transaction's start: the rows and the
 * movements carry the same time, which the variance report relies on to leave the count's own correction out).
 */
export const recordCount =
  (db: Db): EndpointHandler<typeof stockCountRecord> =>
  async (request) => {
    const auth = authOf(request)
    const { outletId, note, lines } = request.body
    const { merchantId } = await outletInScope(db, auth, outletId)
    if (lines.length === 0)
      throw badRequest(EMPTY_COUNT, { errors: [{ field: 'lines', message: EMPTY_COUNT }] })
    const ids = lines.map((l) => l.productId)
    const sellable = new Set(
      rowsOf(
        await db.execute(
          sql`select id from ${product} where id in ${ids} and merchant_id = ${merchantId} and (outlet_id is null or outlet_id = ${outletId})`,
        ),
      ).map((r) => Number(r.id)),
    )
    const errors = lines.flatMap((l, i) =>
      sellable.has(l.productId)
        ? []
        : [
            {
              field: `lines.${i}.productId`,
              message: 'Produk bukan milik merchant outlet ini atau tidak dijual di outlet ini.',
            },
          ],
    )
    if (errors.length > 0) throw badRequest(errors[0]?.message ?? 'Produk tidak valid.', { errors })
    const payload = JSON.stringify(lines.map((l) => ({ product_id: l.productId, qty_milli: l.qty })))
    try {
      const countedAt = await db.transaction(async (tx) => {
        const [row] = rowsOf(
          await tx.execute(sql`
            with l as (
              select * from jsonb_to_recordset(${payload}::jsonb) as l(product_id int, qty_milli int8)
            ), c as (
              insert into ${stockCount} (product_id, outlet_id, counted_milli, book_milli, counted_at, counted_by, note)
              select l.product_id, ${outletId}, l.qty_milli, coalesce(s.qty_milli, 0), now(), ${auth.username}, ${note}
              from l left join ${productStock} s on s.product_id = l.product_id and s.outlet_id = ${outletId}
              returning id, product_id, counted_milli - book_milli as diff
            ), m as (
              insert into ${stockMovement} (product_id, outlet_id, qty_milli, reason, reference, created_by, created_at)
              select c.product_id, ${outletId}, c.diff, 'COUNT', 'OPNAME #' || c.id, ${auth.username}, now()
              from c where c.diff <> 0 order by c.product_id
              returning 1
            )
            select now() as at, (select count(*) from c)::int as counted, (select count(*) from m)::int as moved`),
        )
        await audit(tx, request, {
          action: 'STOCK_COUNT',
          entity: 'outlet',
          entityId: String(outletId),
          after: { note, lines: lines.map((l) => ({ productId: l.productId, qtyMilli: l.qty })) },
        })
        return new Date(String(row?.at)).toISOString()
      })
      return { recorded: lines.length, countedAt }
    } catch (e) {
      const refusal = await stockRefusal(db, e)
      if (refusal) throw refusal
      throw e
    }
  }

/**
 * variance ÷ theoretical × 100 to one decimal, rounded half away from zero, in integers (no float drift):
 * tenths = ⌊(2·|v|·1000 + t) ÷ (2·t)⌋.
 */
export function variancePercent(varianceMilli: number, theoreticalMilli: number): number | null {
  if (theoreticalMilli <= 0) return null
  const abs = Math.abs(varianceMilli)
  const tenths = Math.floor((2 * abs * 1000 + theoreticalMilli) / (2 * theoreticalMilli))
  return (Math.sign(varianceMilli) * tenths) / 10 || 0
}

/**
 * POST /stock-count/variance: per ingredient of the merchant's recipes, between its first and its last count in
 * the period (WIB days): theoretical use (what sales drew through the recipes: SALE less VOID movements), actual
 * use (opening + received − closing; received = ADJUSTMENT and IMPORT movements), the variance and its percent.
 * The count's own COUNT corrections are not use. An ingredient with fewer than two counts in the period has no
 * interval: its figures are null, and the screen says a second count is needed.
 */
export const varianceOf =
  (db: Db): EndpointHandler<typeof stockVariance> =>
  async (request) => {
    const { outletId, merchantId } = await outletInScope(db, authOf(request), request.body.outletId)
    const bounds = utcBounds(request.body.from, request.body.to)
    const start = sql`${bounds.start.toISOString()}::timestamptz`
    const end = sql`${bounds.end.toISOString()}::timestamptz`
    const rows = rowsOf(
      await db.execute(sql`
        select ${product}.id, ${product}.sku, ${product}.name, ${product}.unit,
          o.counted_at as opening_at, o.counted_milli as opening, c.counted_at as closing_at, c.counted_milli as closing,
          mv.received, mv.theoretical
        from ${product}
        left join lateral (
          select k.id, k.counted_at, k.counted_milli from ${stockCount} k
          where k.product_id = ${product}.id and k.outlet_id = ${outletId} and k.counted_at >= ${start} and k.counted_at < ${end}
          order by k.counted_at, k.id limit 1) o on true
        left join lateral (
          select k.id, k.counted_at, k.counted_milli from ${stockCount} k
          where k.product_id = ${product}.id and k.outlet_id = ${outletId} and k.counted_at >= ${start} and k.counted_at < ${end}
          order by k.counted_at desc, k.id desc limit 1) c on c.id <> o.id
        left join lateral (
          select coalesce(sum(m.qty_milli) filter (where m.reason in ('ADJUSTMENT', 'IMPORT')), 0)::int8 as received,
                 (-coalesce(sum(m.qty_milli) filter (where m.reason in ('SALE', 'VOID')), 0))::int8 as theoretical
          from ${stockMovement} m
          where c.id is not null and m.product_id = ${product}.id and m.outlet_id = ${outletId}
            and m.created_at > o.counted_at and m.created_at <= c.counted_at and m.reason <> 'COUNT') mv on c.id is not null
        where ${ingredientsAt(merchantId, outletId)}
        order by ${product}.name, ${product}.id`),
    )
    return {
      rows: rows.map((r): VarianceRow => {
        const measured = r.closing_at !== null && r.closing_at !== undefined
        const opening = measured ? Number(r.opening) : null
        const closing = measured ? Number(r.closing) : null
        const received = measured ? Number(r.received) : null
        const theoretical = measured ? Number(r.theoretical) : null
        const actual = measured ? (opening ?? 0) + (received ?? 0) - (closing ?? 0) : null
        const variance = actual === null || theoretical === null ? null : actual - theoretical
        return {
          productId: Number(r.id),
          sku: String(r.sku),
          name: String(r.name),
          unit: String(r.unit),
          openingAt: measured ? new Date(String(r.opening_at)).toISOString() : null,
          closingAt: measured ? new Date(String(r.closing_at)).toISOString() : null,
          openingMilli: opening,
          closingMilli: closing,
          receivedMilli: received,
          theoreticalMilli: theoretical,
          actualMilli: actual,
          varianceMilli: variance,
          variancePercent:
            variance === null || theoretical === null ? null : variancePercent(variance, theoretical),
        }
      }),
    }
  }
