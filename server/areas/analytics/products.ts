import { sql } from 'drizzle-orm'
import type {
  dashboardProductSales,
  dashboardTop5,
  ProductRow,
  Ranked,
} from '#contract/analytics/dashboard-panels.ts'
import type { TrxKind } from '#contract/transactions/catalogue.ts'
import { authOf } from '../../access/enforce.ts'
import type { Db } from '../../db/client.ts'
import type { EndpointHandler } from '../../engine/endpoint.ts'
import { rowsOf } from '../../engine/query.ts'
import { type ResolvedScope, resolveScope } from '../corporate/scope.ts'
import { subjectLabels } from './labels.ts'
import {
  asOf,
  checkNamedRows,
  type DashboardFilters,
  DETAIL,
  ITEMS,
  kindsOf,
  MERCHANT_COLUMNS,
  OUTLETS,
  periodRows,
  rowsWhere,
} from './source.ts'

interface Query {
  db: Db
  scope: ResolvedScope
  filters: DashboardFilters
  kind: TrxKind
  from: string
  to: string
}

/**
 * What sold, successful transactions only: a retail sale's items (quantity and line amounts, from the item
 * rollup), otherwise the kind's subject (a biller product, a Mycroatm type, a card issuer, a deposit method),
 * counted in transactions.
 */
async function productSales(q: Query, limit: number): Promise<ProductRow[]> {
  if (q.kind === 'RETAIL') {
    const rows = rowsOf(
      await q.db.execute(sql`select r.sku as code, max(r.name) as name, sum(r.qty)::int8 as qty, sum(r.amount)::int8 as amount
        from ${periodRows(ITEMS, q.from, q.to, ['sku', 'name', ...MERCHANT_COLUMNS, 'qty', 'amount'])}
       where ${rowsWhere(q.scope, q.filters, null)}
       group by 1 having sum(r.qty) > 0 order by 4 desc, 1 limit ${limit}`),
    )
    return rows.map((r) => ({
      code: String(r.code),
      name: String(r.name),
      qty: Number(r.qty),
      amount: Number(r.amount),
    }))
  }
  const rows = rowsOf(
    await q.db.execute(sql`select r.subject as code, sum(r.trx_count)::int8 as qty, sum(r.amount)::int8 as amount
      from ${periodRows(DETAIL, q.from, q.to, ['kind', 'status', 'subject', ...MERCHANT_COLUMNS, 'trx_count', 'amount'])}
     where ${rowsWhere(q.scope, q.filters, [q.kind])} and r.status = 'SUCCESS'
     group by 1 having sum(r.trx_count) > 0 order by 3 desc, 1 limit ${limit}`),
  )
  const labels = await subjectLabels(
    q.db,
    q.kind,
    rows.map((r) => String(r.code)),
  )
  return rows.map((r) => ({
    code: String(r.code),
    name: labels.get(String(r.code)) ?? String(r.code),
    qty: Number(r.qty),
    amount: Number(r.amount),
  }))
}

const ranked = (r: Record<string, unknown>): Ranked => ({
  id: Number(r.id),
  code: String(r.code),
  name: String(r.name),
  trxCount: Number(r.trxCount),
  amount: Number(r.amount),
})

async function topMerchants(q: Query): Promise<Ranked[]> {
  const rows = rowsOf(
    await q.db.execute(sql`select t.merchant_id as id, m.mid as code, m.name, t.n::int8 as "trxCount", t.a::int8 as amount
      from (select r.merchant_id, sum(r.trx_count) as n, sum(r.amount) as a
              from ${periodRows(DETAIL, q.from, q.to, ['kind', 'status', ...MERCHANT_COLUMNS, 'trx_count', 'amount'])}
             where ${rowsWhere(q.scope, q.filters, [q.kind])} and r.status = 'SUCCESS'
             group by 1 having sum(r.trx_count) > 0 order by 3 desc, 1 limit 5) t
      join merchant m on m.id = t.merchant_id order by t.a desc, t.merchant_id`),
  )
  return rows.map(ranked)
}

async function topOutlets(q: Query): Promise<Ranked[]> {
  const rows = rowsOf(
    await q.db.execute(sql`select t.outlet_id as id, o.code, o.name, t.n::int8 as "trxCount", t.a::int8 as amount
      from (select r.outlet_id, sum(r.success_count) as n, sum(r.success_amount) as a
              from ${periodRows(OUTLETS, q.from, q.to, ['kind', 'outlet_id', ...MERCHANT_COLUMNS, 'success_count', 'success_amount'])}
             where ${rowsWhere(q.scope, q.filters, [q.kind])} and r.outlet_id <> 0
             group by 1 having sum(r.success_count) > 0 order by 3 desc, 1 limit 5) t
      join outlet o on o.id = t.outlet_id order by t.a desc, t.outlet_id`),
  )
  return rows.map(ranked)
}

/** POST /dashboard/product-sales */
export const productSalesHandler =
  (db: Db): EndpointHandler<typeof dashboardProductSales> =>
  async (request) => {
    const auth = authOf(request)
    const { from, to, kind, limit, ...filters } = request.body
    kindsOf(auth, kind)
    await checkNamedRows(db, auth, filters)
    const scope = await resolveScope(db, auth)
    return { asOf: asOf(), rows: await productSales({ db, scope, filters, kind, from, to }, limit) }
  }

/** POST /dashboard/top5/summary */
export const top5Handler =
  (db: Db): EndpointHandler<typeof dashboardTop5> =>
  async (request) => {
    const auth = authOf(request)
    const { from, to, kind, ...filters } = request.body
    kindsOf(auth, kind)
    await checkNamedRows(db, auth, filters)
    const q = { db, scope: await resolveScope(db, auth), filters, kind, from, to }
    return {
      asOf: asOf(),
      products: await productSales(q, 5),
      merchants: await topMerchants(q),
      outlets: await topOutlets(q),
    }
  }
