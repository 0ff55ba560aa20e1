import { sql } from 'drizzle-orm'
import {
  MAX_OPEN_BILLS,
  type OpenBill,
  type posBillDelete,
  type posBillOpen,
  type posBillSave,
  type posBills,
} from '#contract/retail/pos-bills.ts'
import type { AuthContext } from '../../access/caller.ts'
import { authOf } from '../../access/enforce.ts'
import { audit } from '../../audit/log.ts'
import type { Db } from '../../db/client.ts'
import { pgErrorOf, UNIQUE_VIOLATION } from '../../db/errors.ts'
import type { EndpointHandler } from '../../engine/endpoint.ts'
import { answer } from '../../engine/endpoint.ts'
import { rowsOf } from '../../engine/query.ts'
import { badRequest, conflict, notFound } from '../../http/errors.ts'
import { outletOf } from './pos.ts'

/**
 * Saved (open) bills of table service (issue 18 item 3; contract/retail/pos-bills.ts), kept on the server so
 * that every cashier device of an outlet shares them. Each call checks the bill's outlet against the caller's
 * data scope (outletOf: 404 outside it). A save names the version it was based on: a bill changed by another
 * device since is refused (409) rather than overwritten.
 */

const BILL_COLUMNS = sql`id, outlet_id, label, lines, order_discount, version, saved_by, saved_at, opened_by, opened_at`
const NOT_FOUND = 'Bill tidak ditemukan: sudah dibayar atau dihapus di kasir lain.'

function billOf(r: Record<string, unknown>): OpenBill {
  const at = (v: unknown) => (v === null || v === undefined ? null : new Date(String(v)).toISOString())
  return {
    id: String(r.id),
    outletId: Number(r.outlet_id),
    label: String(r.label),
    lines: (typeof r.lines === 'string' ? JSON.parse(r.lines) : r.lines) as OpenBill['lines'],
    orderDiscount: Number(r.order_discount),
    version: Number(r.version),
    savedBy: String(r.saved_by),
    savedAt: at(r.saved_at) ?? '',
    openedBy: r.opened_by === null ? null : String(r.opened_by),
    openedAt: at(r.opened_at),
  }
}

/** The bill, if its outlet is in the caller's scope; 404 otherwise (another scope's bill is not found). */
async function billIn(db: Db, auth: AuthContext, id: string): Promise<OpenBill> {
  const [r] = rowsOf(await db.execute(sql`select ${BILL_COLUMNS} from pos_open_bill where id = ${id}`))
  if (!r) throw notFound(NOT_FOUND)
  await outletOf(db, auth, Number(r.outlet_id))
  return billOf(r)
}

export const listBills =
  (db: Db): EndpointHandler<typeof posBills> =>
  async (request) => {
    const o = await outletOf(db, authOf(request), request.body.outletId)
    return rowsOf(
      await db.execute(
        sql`select ${BILL_COLUMNS} from pos_open_bill where outlet_id = ${o.id} order by saved_at, id limit ${MAX_OPEN_BILLS}`,
      ),
    ).map(billOf)
  }

/**
 * A new bill (version 0: inserted) or a bill saved back (its version must still be the stored one; the
 * update raises it and clears the open mark: the cart has left the device). The products are checked to be
 * the outlet's, as a sale checks them, so a bill never holds a line it cannot sell.
 */
export const saveBill =
  (db: Db): EndpointHandler<typeof posBillSave> =>
  async (request) => {
    const auth = authOf(request)
    const { id, outletId, label, lines, orderDiscount, version } = request.body
    const o = await outletOf(db, auth, outletId)
    const ids = [...new Set(lines.map((l) => l.productId))]
    const [known] = rowsOf(
      await db.execute(sql`
        select count(*)::int as n from product
        where id in ${ids} and merchant_id = ${o.merchantId} and (outlet_id is null or outlet_id = ${o.id})
          and status = 'ACTIVE'`),
    )
    if (Number(known?.n) !== ids.length)
      throw badRequest('Ada produk yang tidak dijual di outlet ini.', {
        errors: [{ field: 'lines', message: 'Ada produk yang tidak dijual di outlet ini.' }],
      })
    const json = JSON.stringify(lines)
    try {
      if (version === 0) {
        const [{ n } = { n: 0 }] = rowsOf(
          await db.execute(sql`select count(*)::int as n from pos_open_bill where outlet_id = ${o.id}`),
        )
        if (Number(n) >= MAX_OPEN_BILLS)
          throw conflict(
            `Outlet ini sudah menyimpan ${MAX_OPEN_BILLS} bill: bayar atau hapus yang lama dulu.`,
          )
        const [r] = rowsOf(
          await db.execute(sql`
            insert into pos_open_bill (id, outlet_id, label, lines, order_discount, saved_by)
            values (${id}, ${o.id}, ${label}, ${json}::jsonb, ${orderDiscount}, ${auth.username})
            on conflict (id) do nothing
            returning ${BILL_COLUMNS}`),
        )
        // The same id again (a retry, a bill saved offline and sent twice) is the bill already saved.
        if (!r) return answer(await billIn(db, auth, id), `Bill "${label}" sudah tersimpan.`)
        return answer(billOf(r), `Bill "${label}" disimpan.`)
      }
      const [r] = rowsOf(
        await db.execute(sql`
          update pos_open_bill set label = ${label}, lines = ${json}::jsonb, order_discount = ${orderDiscount},
            version = version + 1, saved_by = ${auth.username}, saved_at = now(), opened_by = null, opened_at = null
          where id = ${id} and outlet_id = ${o.id} and version = ${version}
          returning ${BILL_COLUMNS}`),
      )
      if (r) return answer(billOf(r), `Bill "${label}" disimpan.`)
      const now = await billIn(db, auth, id)
      throw conflict(
        `Bill "${now.label}" sudah diubah oleh ${now.savedBy} di kasir lain. Buka lagi bill itu, lalu tambahkan pesanan ini.`,
      )
    } catch (err) {
      const pg = pgErrorOf(err)
      if (pg?.code === UNIQUE_VIOLATION && pg.constraint === 'pos_open_bill_label_uq')
        throw badRequest(`Bill "${label}" sudah ada di outlet ini: pakai nama lain atau buka bill itu.`, {
          errors: [{ field: 'label', message: `Bill "${label}" sudah ada.` }],
        })
      throw err
    }
  }

/** Opens a bill into a cart: marked as this cashier's (another device sees who has it), kept until paid. */
export const openBill =
  (db: Db): EndpointHandler<typeof posBillOpen> =>
  async (request) => {
    const auth = authOf(request)
    const bill = await billIn(db, auth, request.body.id)
    const [r] = rowsOf(
      await db.execute(sql`
        update pos_open_bill set opened_by = ${auth.username}, opened_at = now()
        where id = ${bill.id} returning ${BILL_COLUMNS}`),
    )
    if (!r) throw notFound(NOT_FOUND)
    return answer(
      billOf(r),
      bill.openedBy && bill.openedBy !== auth.username
        ? `Bill "${bill.label}" diambil alih dari ${bill.openedBy}.`
        : `Bill "${bill.label}" dibuka.`,
    )
  }

/** Deletes a bill: audited, since a table's bill deleted unpaid is money the outlet does not see again. */
export const deleteBill =
  (db: Db): EndpointHandler<typeof posBillDelete> =>
  async (request) => {
    const auth = authOf(request)
    const bill = await billIn(db, auth, request.body.id)
    const gone = rowsOf(await db.execute(sql`delete from pos_open_bill where id = ${bill.id} returning id`))
    if (gone.length === 0) throw notFound(NOT_FOUND)
    await audit(db, request, {
      action: 'DELETE',
      entity: 'pos-open-bill',
      entityId: bill.label,
      before: { outletId: bill.outletId, lines: bill.lines, orderDiscount: bill.orderDiscount },
    })
    return answer({ id: bill.id }, `Bill "${bill.label}" dihapus.`)
  }
