import { sql } from 'drizzle-orm'
import { can } from '#contract/access/can.ts'
import type { productImportReport, workerRequest } from '#contract/retail/import.ts'
import type { ImportIssue } from '#contract/retail/stock.ts'
import type { productStock, stockAdjust } from '#contract/retail/stock-calls.ts'
import { authOf } from '../../access/enforce.ts'
import { audit } from '../../audit/log.ts'
import type { Db } from '../../db/client.ts'
import { merchant, outlet, product, productImport } from '../../db/schema/index.ts'
import type { EndpointHandler } from '../../engine/endpoint.ts'
import { rowsOf } from '../../engine/query.ts'
import { badRequest, notFound } from '../../http/errors.ts'
import type { JobHandler } from '../../jobs/runner.ts'
import { readJob } from '../../jobs/runner.ts'
import { merchantScope } from './sql.ts'
import { recordMovements, stockOf, stockRefusal } from './stock.ts'

const NO_JOB = 'Pekerjaan tidak ditemukan.'

/**
 * POST /worker/request (SPEC.md §7): a job's state, progress and result, for its requester or for a holder
 * of the job kind's feature whose data scope holds the job's subject; to anyone else the job does not exist.
 */
export const jobStatusOf =
  (db: Db, handlers: () => ReadonlyMap<string, JobHandler>): EndpointHandler<typeof workerRequest> =>
  async (request) => {
    const auth = authOf(request)
    const job = await readJob(db, request.body.id)
    if (!job) throw notFound(NO_JOB)
    if (job.ownerUser !== auth.username) {
      const handler = handlers().get(job.kind)
      if (!handler || !can(auth.roles, handler.features) || !(await handler.inScope(db, auth, job.payload)))
        throw notFound(NO_JOB)
    }
    const { payload: _payload, ownerUser: _owner, ...status } = job
    return status
  }

/** Finds a row of `table` by id inside the caller's data scope (the merchant's), or 404. */
export async function inScopeRow(
  db: Db,
  auth: ReturnType<typeof authOf>,
  from: ReturnType<typeof sql>,
  id: ReturnType<typeof sql>,
) {
  const scope = merchantScope(auth)
  if (scope === false) return null
  const [row] = rowsOf(
    await db.execute(sql`select * from ${from} where ${id} ${scope ? sql`and ${scope}` : sql``}`),
  )
  return row ?? null
}

export const importReport =
  (db: Db): EndpointHandler<typeof productImportReport> =>
  async (request) => {
    const auth = authOf(request)
    const row = await inScopeRow(
      db,
      auth,
      sql`${productImport} join ${merchant} on ${merchant.id} = ${productImport.merchantId}`,
      sql`${productImport.id} = ${request.body.id}`,
    )
    if (!row) throw notFound('Impor tidak ditemukan atau di luar cakupan data Anda.')
    const issues = (typeof row.report === 'string' ? JSON.parse(row.report) : row.report) as ImportIssue[]
    const errorCount = Number(row.error_count)
    const warningCount = Number(row.warning_count)
    return {
      fileName: String(row.file_name),
      state: String(row.state),
      errorCount,
      warningCount,
      issues,
      truncated: issues.length < errorCount + warningCount,
    }
  }

export async function productInScope(db: Db, auth: ReturnType<typeof authOf>, productId: number) {
  const row = await inScopeRow(
    db,
    auth,
    sql`${product} join ${merchant} on ${merchant.id} = ${product.merchantId}`,
    sql`${product.id} = ${productId}`,
  )
  if (!row) throw notFound('Produk tidak ditemukan atau di luar cakupan data Anda.')
  return row
}

export const productStockOf =
  (db: Db): EndpointHandler<typeof productStock> =>
  async (request) => {
    await productInScope(db, authOf(request), request.body.productId)
    return { stock: await stockOf(db, request.body.productId) }
  }

/**
 * POST /product/stock-adjust: a counted correction, one ADJUSTMENT movement; below zero only where the
 * outlet allows it (the trigger decides, so a sale at the same moment cannot slip past the rule).
 */
export const adjustStock =
  (db: Db): EndpointHandler<typeof stockAdjust> =>
  async (request) => {
    const auth = authOf(request)
    const { productId, outletId, qty, note } = request.body
    const p = await productInScope(db, auth, productId)
    const [o] = rowsOf(await db.execute(sql`select merchant_id from ${outlet} where id = ${outletId}`))
    if (
      !o ||
      Number(o.merchant_id) !== Number(p.merchant_id) ||
      (p.outlet_id !== null && Number(p.outlet_id) !== outletId)
    )
      throw badRequest('Outlet tidak menjual produk ini.', {
        errors: [{ field: 'outletId', message: 'Outlet tidak menjual produk ini.' }],
      })
    try {
      await db.transaction(async (tx) => {
        await recordMovements(
          tx,
          [{ productId, outletId, qtyMilli: qty, reason: 'ADJUSTMENT', reference: note }],
          auth.username,
        )
        await audit(tx, request, {
          action: 'STOCK_ADJUST',
          entity: 'product',
          entityId: String(productId),
          after: { outletId, qtyMilli: qty, note },
        })
      })
    } catch (e) {
      const refusal = await stockRefusal(db, e)
      if (refusal) throw refusal
      throw e
    }
    return { stock: await stockOf(db, productId) }
  }
