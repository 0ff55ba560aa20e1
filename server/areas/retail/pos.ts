import { verify } from '@node-rs/argon2'
import { sql } from 'drizzle-orm'
import type { MERCHANT_CATEGORIES } from '#contract/fees/schemes.ts'
import { formatRupiah } from '#contract/format.ts'
import {
  type CartLineInput,
  type CartRules,
  type CartTax,
  cartProblem,
  priceCart,
  settle,
} from '#contract/retail/cart.ts'
import type {
  posOutlets,
  posReceiptNumbers,
  posSale,
  posSales,
  posSetup,
  posShiftClose,
  posShiftOpen,
  posVoid,
  SaleInput,
  SaleRecord,
  Shift,
} from '#contract/retail/pos.ts'
import { PAYMENT_METHOD_LABEL } from '#contract/transactions/catalogue.ts'
import type { AuthContext } from '../../access/caller.ts'
import { authOf } from '../../access/enforce.ts'
import { audit } from '../../audit/log.ts'
import type { Db } from '../../db/client.ts'
import { pgErrorOf, UNIQUE_VIOLATION } from '../../db/errors.ts'
import { posSaleKey, trxRetail } from '../../db/schema/index.ts'
import type { EndpointHandler } from '../../engine/endpoint.ts'
import { answer } from '../../engine/endpoint.ts'
import { rowsOf } from '../../engine/query.ts'
import { ApiError, badRequest, notFound } from '../../http/errors.ts'
import { outletScope } from '../corporate/outlet-scope.ts'
import { configFor, enforceSegment } from '../segmentation/limits.ts'
import { schemesOf } from '../segmentation/resolve.ts'
import { feesOf, loadFeeBook } from '../transactions/fee-book.ts'
import { type Movement, recordMovements, saleMovements, stockRefusal } from './stock.ts'

/**
 * The POS cashier (issue 18 item 3, docs/ARCHITECTURE.md "POS cashier"). A sale is priced by the same pure
 * module the browser uses (contract/retail/cart.ts) from the stored prices and the tax and service versions
 * valid on its WIB day, then written in ONE transaction: the trx_retail row (whose statement trigger appends
 * its rollup delta, so reports and dashboards show it at once), and its stock movements (whose trigger keeps
 * product_stock and refuses going below zero where the outlet does not allow it).
 */

const fieldError = (field: string, message: string) => badRequest(message, { errors: [{ field, message }] })
const OUTLET_NOT_FOUND = 'Outlet tidak ditemukan atau di luar cakupan data Anda.'
type MerchantCategory = (typeof MERCHANT_CATEGORIES)[number]

const WIB_MS = 7 * 3_600_000
/** The WIB calendar day of a moment: `2026-11-27` and `20261127`. */
export function wibDay(at: Date): { iso: string; ymd: string } {
  const iso = new Date(at.getTime() + WIB_MS).toISOString().slice(0, 10)
  return { iso, ymd: iso.replaceAll('-', '') }
}

interface OutletRow {
  id: number
  code: string
  name: string
  merchantId: number
  merchantName: string
  clientId: number
  regionId: number
  groupId: number
  category: MerchantCategory
  /** RETAIL, FNB or AGENT. */
  type: string
  pb1Active: boolean
  allowNegativeStock: boolean
  address: string
  city: string
  nmid: string
  mcc: string
}

/**
 * The outlet with its merchant, if the caller's data scope holds it; 404 otherwise. The tables keep their own
 * names (no alias): the scope's expression names them (server/areas/corporate/outlet-scope.ts).
 */
export async function outletOf(db: Db, auth: AuthContext, outletId: number): Promise<OutletRow> {
  const scope = outletScope(auth)
  if (scope === false) throw notFound(OUTLET_NOT_FOUND)
  const [r] = rowsOf(
    await db.execute(sql`
      select outlet.id, outlet.code, outlet.name, outlet.merchant_id, merchant.name as merchant_name,
        merchant.client_id, merchant.region_id, merchant.group_id, merchant.business_category, outlet.type,
        outlet.pb1_active, outlet.allow_negative_stock, outlet.address, coalesce(c.name, '') as city,
        merchant.nmid, merchant.mcc
      from outlet join merchant on merchant.id = outlet.merchant_id
      left join location_city c on c.code = outlet.city_code
      where outlet.id = ${outletId} ${scope ? sql`and ${scope}` : sql``}`),
  )
  if (!r) throw notFound(OUTLET_NOT_FOUND)
  return {
    id: Number(r.id),
    code: String(r.code),
    name: String(r.name),
    merchantId: Number(r.merchant_id),
    merchantName: String(r.merchant_name),
    clientId: Number(r.client_id),
    regionId: Number(r.region_id),
    groupId: Number(r.group_id),
    category: String(r.business_category) as MerchantCategory,
    type: String(r.type),
    pb1Active: Boolean(r.pb1_active),
    allowNegativeStock: Boolean(r.allow_negative_stock),
    address: String(r.address),
    city: String(r.city),
    nmid: String(r.nmid ?? ''),
    mcc: String(r.mcc ?? ''),
  }
}

interface ProductRow {
  id: number
  sku: string
  barcode: string
  name: string
  unit: string
  price: number
  categoryId: number | null
  categoryCode: string
  taxType: string
  stockMilli: number
  composite: boolean
}

/** The active products an outlet sells (its merchant's, not another outlet's own), with their stock there. */
async function productsOf(db: Db, o: OutletRow, ids?: readonly number[]): Promise<ProductRow[]> {
  return rowsOf(
    await db.execute(sql`
      select p.id, p.sku, coalesce(p.barcode, '') as barcode, p.name, p.unit, p.sell_price, p.category_id,
        coalesce(pc.code, '') as category_code, p.tax_type, coalesce(s.qty_milli, 0)::int8 as stock_milli,
        (exists (select 1 from product_composition c where c.product_id = p.id)
          or exists (select 1 from category_composition c where c.category_id = p.category_id)) as composite
      from product p
      left join product_category pc on pc.id = p.category_id
      left join product_stock s on s.product_id = p.id and s.outlet_id = ${o.id}
      where p.merchant_id = ${o.merchantId} and (p.outlet_id is null or p.outlet_id = ${o.id})
        and p.status = 'ACTIVE' ${ids ? sql`and p.id in ${ids}` : sql``}
      order by p.name, p.id
      limit 5000`),
  ).map((r) => ({
    id: Number(r.id),
    sku: String(r.sku),
    barcode: String(r.barcode),
    name: String(r.name),
    unit: String(r.unit),
    price: Number(r.sell_price),
    categoryId: r.category_id === null ? null : Number(r.category_id),
    categoryCode: String(r.category_code),
    taxType: String(r.tax_type),
    stockMilli: Number(r.stock_milli),
    composite: Boolean(r.composite),
  }))
}

interface Rules extends CartRules {
  /** Which products the service charge applies to (by the scheme's subjects). */
  serviceApplies: (p: ProductRow) => boolean
}

/**
 * The tax versions and the service charge valid at an outlet on a WIB day, from the master data
 * (tax_type, fee_scheme with its subjects in fee_scheme_subject; docs/ARCHITECTURE.md "Fees (issue 15)").
 * PB1 (PBJT, the restaurant tax) applies only where the outlet charges it (`outlet.pb1_active`). The service
 * charge: the SERVICE scheme (percent) naming this outlet as a subject, else one naming a product or a
 * category of the merchant's; its lines are those whose product, category or outlet it names. A product or
 * category subject counts only at a restaurant (outlet type FNB): a service charge pays for table service,
 * and a shop's "Minuman" shelf shares the category code of a café's drinks.
 */
async function rulesAt(db: Db, o: OutletRow, at: Date): Promise<Rules> {
  const day = wibDay(at).iso
  const taxes: Record<string, CartTax> = {}
  for (const t of rowsOf(
    await db.execute(sql`
      select code, label, bps, base, inclusive from tax_type
      where status = 'ACTIVE' and valid_from <= ${day}::date and (valid_to is null or valid_to >= ${day}::date)
      order by valid_from`),
  )) {
    const code = String(t.code)
    if (code === 'PB1' && !o.pb1Active) continue
    taxes[code] = {
      code,
      label: String(t.label),
      bps: Number(t.bps),
      base: String(t.base) === 'DPP_11_12' ? 'DPP_11_12' : 'FULL',
      inclusive: Boolean(t.inclusive),
    }
  }
  const subjects = rowsOf(
    await db.execute(sql`
      select s.id, s.code, s.label, s.bps, j.subject_type, j.subject_code, j.outlet_id
      from fee_scheme s join fee_scheme_subject j on j.scheme_id = s.id
      where s.component = 'SERVICE' and s.type = 'PERCENT' and s.status = 'ACTIVE' and s.kind = 'RETAIL'
        and s.valid_from <= ${day}::date and (s.valid_to is null or s.valid_to >= ${day}::date)
        and (case when j.subject_type = 'OUTLET' then j.outlet_id = ${o.id} else ${o.type === 'FNB'} end)
      order by (j.subject_type = 'OUTLET') desc, s.id`),
  )
  const chosen = subjects[0]
  if (!chosen) return { taxes, service: null, serviceApplies: () => false }
  const mine = subjects.filter((s) => Number(s.id) === Number(chosen.id))
  const wholeOutlet = mine.some((s) => s.subject_type === 'OUTLET')
  const codes = new Set(mine.map((s) => `${String(s.subject_type)}:${String(s.subject_code)}`))
  return {
    taxes,
    service: { code: String(chosen.code), label: String(chosen.label), bps: Number(chosen.bps) },
    serviceApplies: (p) =>
      wholeOutlet || codes.has(`PRODUCT:${p.sku}`) || codes.has(`CATEGORY:${p.categoryCode}`),
  }
}

/** The tax a product's line is charged (null: none, or PB1 where the outlet does not charge it). */
const taxOf = (p: ProductRow, rules: CartRules): string | null =>
  p.taxType !== 'NONE' && rules.taxes[p.taxType] ? p.taxType : null

const shiftOf = (r: Record<string, unknown>): Shift => ({
  id: Number(r.id),
  outletId: Number(r.outlet_id),
  openedBy: String(r.opened_by),
  openedAt: new Date(String(r.opened_at)).toISOString(),
  openingCash: Number(r.opening_cash),
  closedAt: r.closed_at === null ? null : new Date(String(r.closed_at)).toISOString(),
  countedCash: r.counted_cash === null ? null : Number(r.counted_cash),
  expectedCash: r.expected_cash === null ? null : Number(r.expected_cash),
  difference: r.difference === null ? null : Number(r.difference),
})

export const posOutletList =
  (db: Db): EndpointHandler<typeof posOutlets> =>
  async (request) => {
    const scope = outletScope(authOf(request))
    if (scope === false) return []
    const term = request.body.search ? `%${request.body.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null
    return rowsOf(
      await db.execute(sql`
        select outlet.id, outlet.code, outlet.name, merchant.name as merchant_name
        from outlet join merchant on merchant.id = outlet.merchant_id
        where outlet.status = 'ACTIVE' ${scope ? sql`and ${scope}` : sql``}
          ${term ? sql`and (outlet.name ilike ${term} or outlet.code ilike ${term} or merchant.name ilike ${term})` : sql``}
        order by outlet.name, outlet.id limit 30`),
    ).map((r) => ({
      id: Number(r.id),
      code: String(r.code),
      name: String(r.name),
      merchantName: String(r.merchant_name),
    }))
  }

export const posSetupOf =
  (db: Db): EndpointHandler<typeof posSetup> =>
  async (request) => {
    const auth = authOf(request)
    const o = await outletOf(db, auth, request.body.outletId)
    const rules = await rulesAt(db, o, new Date())
    const products = await productsOf(db, o)
    const categories = rowsOf(
      await db.execute(
        sql`select id, name from product_category where merchant_id = ${o.merchantId} order by name, id`,
      ),
    ).map((r) => ({ id: Number(r.id), name: String(r.name) }))
    const [shift] = rowsOf(
      await db.execute(
        sql`select * from pos_shift where outlet_id = ${o.id} and opened_by = ${auth.username} and closed_at is null`,
      ),
    )
    const [me] = rowsOf(
      await db.execute(sql`select full_name from dashboard_user where username = ${auth.username}`),
    )
    const { clientId: _c, regionId: _r, groupId: _g, merchantId: _m, category: _k, type: _t, ...outlet } = o
    return {
      outlet,
      categories,
      products: products.map((p) => ({
        id: p.id,
        sku: p.sku,
        barcode: p.barcode,
        name: p.name,
        unit: p.unit,
        price: p.price,
        categoryId: p.categoryId,
        tax: taxOf(p, rules),
        service: rules.service !== null && rules.serviceApplies(p),
        stockMilli: p.stockMilli,
        composite: p.composite,
      })),
      taxes: rules.taxes,
      service: rules.service,
      shift: shift ? shiftOf(shift) : null,
      cashierName: String(me?.full_name || auth.username),
    }
  }

/**
 * Hands out the next `count` receipt numbers of the outlet's WIB day in one statement (an upsert that
 * locks the counter's row: two cashiers never get the same number).
 */
export const reserveReceiptNumbers =
  (db: Db): EndpointHandler<typeof posReceiptNumbers> =>
  async (request) => {
    const o = await outletOf(db, authOf(request), request.body.outletId)
    const { ymd } = wibDay(new Date())
    const count = request.body.count
    const [r] = rowsOf(
      await db.execute(sql`
        insert into pos_receipt_counter (outlet_id, day, last) values (${o.id}, ${ymd}, ${count})
        on conflict (outlet_id, day) do update set last = pos_receipt_counter.last + ${count}
        returning last`),
    )
    const last = Number(r?.last)
    return {
      numbers: Array.from({ length: count }, (_, i) => receiptOf(o.code, ymd, last - count + 1 + i)),
    }
  }

const receiptOf = (code: string, ymd: string, seq: number) =>
  `INV/${code.replace('-', '')}/${ymd}/${String(seq).padStart(4, '0')}`

const RECORD_COLUMNS = sql`id, trx_no, created_at, status, subtotal, discount, service_charge, tax_amount, total, paid, change, fee, payments, outlet_id, merchant_id`

function recordOf(r: Record<string, unknown>, fees: SaleRecord['fees'], duplicate: boolean): SaleRecord {
  return {
    id: Number(r.id),
    receiptNo: String(r.trx_no),
    createdAt: new Date(String(r.created_at)).toISOString(),
    status: String(r.status),
    subtotal: Number(r.subtotal),
    discount: Number(r.discount),
    serviceCharge: Number(r.service_charge),
    taxAmount: Number(r.tax_amount),
    total: Number(r.total),
    paid: Number(r.paid),
    change: Number(r.change),
    fees,
    duplicate,
  }
}

/** The sale already written under this key (a retry, the offline queue sending again), or null. */
async function saleByKey(db: Db, key: string, outletId: number): Promise<SaleRecord | null> {
  const [r] = rowsOf(
    await db.execute(
      sql`select ${RECORD_COLUMNS} from trx_retail where (id, created_at) =
            (select trx_id, created_at from pos_sale_key where idempotency_key = ${key})`,
    ),
  )
  if (!r) return null
  if (Number(r.outlet_id) !== outletId)
    throw new ApiError(409, 'Kunci idempotensi sudah dipakai untuk penjualan outlet lain.')
  const fee = Number(r.fee)
  return recordOf(
    r,
    fee > 0 ? [{ label: 'Biaya MDR pembayaran non-tunai', amount: fee, bearer: 'MERCHANT' }] : [],
    true,
  )
}

const MAX_AGE_MS = 7 * 86_400_000
const CLOCK_SKEW_MS = 5 * 60_000

/** Checks and prices a sale, then writes it with its stock movements in one transaction. */
export async function recordSale(db: Db, auth: AuthContext, input: SaleInput, now = new Date()) {
  const o = await outletOf(db, auth, input.outletId)
  const earlier = await saleByKey(db, input.idempotencyKey, o.id)
  if (earlier) return earlier

  const soldAt = new Date(input.soldAt)
  if (soldAt.getTime() > now.getTime() + CLOCK_SKEW_MS || soldAt.getTime() < now.getTime() - MAX_AGE_MS)
    throw fieldError(
      'soldAt',
      'Waktu penjualan di luar rentang (paling lama 7 hari lalu, tidak di masa depan).',
    )
  const [shift] = rowsOf(
    await db.execute(sql`select id from pos_shift where id = ${input.shiftId} and outlet_id = ${o.id}`),
  )
  if (!shift) throw fieldError('shiftId', 'Shift tidak ditemukan di outlet ini.')
  const prefix = `INV/${o.code.replace('-', '')}/`
  const [, day, seq] = input.receiptNo.slice(prefix.length - 1).split('/')
  const [reserved] = input.receiptNo.startsWith(prefix)
    ? rowsOf(
        await db.execute(
          sql`select last from pos_receipt_counter where outlet_id = ${o.id} and day = ${day ?? ''}`,
        ),
      )
    : []
  if (!reserved || Number(seq) > Number(reserved.last) || Number(seq) < 1)
    throw fieldError('receiptNo', 'Nomor struk bukan milik outlet ini atau belum dicadangkan.')

  const ids = [...new Set(input.lines.map((l) => l.productId))]
  const products = new Map((await productsOf(db, o, ids)).map((p) => [p.id, p]))
  const missing = ids.find((id) => !products.has(id))
  if (missing !== undefined)
    throw fieldError('lines', `Produk #${missing} tidak dijual di outlet ini atau tidak aktif.`)
  const rules = await rulesAt(db, o, soldAt)
  const cart: CartLineInput[] = input.lines.map((l) => {
    const p = products.get(l.productId) as ProductRow
    return {
      price: p.price,
      qty: l.qty,
      discount: l.discount,
      tax: taxOf(p, rules),
      service: rules.service !== null && rules.serviceApplies(p),
    }
  })
  const problem = cartProblem(cart, input.orderDiscount)
  if (problem) throw fieldError('lines', problem)
  const totals = priceCart(cart, input.orderDiscount, rules)
  const settlement = settle(totals.total, input.payments)
  if (settlement.problem) throw fieldError('payments', settlement.problem)

  // The MDR of each part, priced by the fee engine with the outlet's schemes (issue 15 §4, issue 16): the
  // merchant's cost, never added to what the customer pays.
  const book = await loadFeeBook(db)
  const config = await configFor(db, { merchantId: o.merchantId, outletId: o.id }, soldAt)
  const schemes = schemesOf(config)
  const fees: SaleRecord['fees'] = []
  let fee = 0
  for (const p of input.payments) {
    const part =
      p.method === 'CASH'
        ? 0
        : feesOf(book, {
            kind: 'RETAIL',
            paymentMethod: p.method,
            category: o.category,
            amount: p.amount,
            at: soldAt,
            schemes,
          }).fee
    if (part > 0)
      fees.push({ label: `Biaya MDR ${PAYMENT_METHOD_LABEL[p.method]}`, amount: part, bearer: 'MERCHANT' })
    fee += part
  }
  const main = [...input.payments].sort((a, b) => b.amount - a.amount)[0]
  const taxAmount = totals.taxes.reduce((s, t) => s + t.amount, 0)
  const mainTax = [...totals.taxes].sort((a, b) => b.amount - a.amount)[0]
  const items = input.lines.map((l, i) => {
    const p = products.get(l.productId) as ProductRow
    const priced = totals.lines[i]
    return {
      sku: p.sku,
      name: p.name,
      qty: l.qty,
      price: p.price,
      discount: (priced?.discount ?? 0) + (priced?.orderDiscount ?? 0),
    }
  })

  try {
    const row = await db.transaction(async (tx) => {
      // The outlet's segments (issue 16): the retail limits on the sale's total, then each payment's method
      // enabled and within its limit; refused before anything is written, on the payments the cashier chose.
      const check = { kind: 'RETAIL' as const, merchantId: o.merchantId, outletId: o.id, at: soldAt }
      const onPayments = { amount: 'payments', paymentMethod: 'payments' } as const
      await enforceSegment(tx, config, { ...check, amount: totals.total }, onPayments)
      for (const p of input.payments)
        await enforceSegment(
          tx,
          config,
          // What the method pays of the sale: cash handed over beyond the total comes back as change.
          { ...check, amount: Math.min(p.amount, totals.total), paymentMethod: p.method },
          onPayments,
        )
      const [r] = await tx
        .insert(trxRetail)
        .values({
          trxNo: input.receiptNo,
          createdAt: soldAt,
          updatedAt: now,
          clientId: o.clientId,
          regionId: o.regionId,
          groupId: o.groupId,
          merchantId: o.merchantId,
          partnerId: null,
          status: 'SUCCESS',
          amount: totals.total,
          fee,
          total: totals.total,
          outletId: o.id,
          deviceId: null,
          cashierName: auth.username,
          items,
          subtotal: totals.subtotal,
          discount: totals.orderDiscount,
          serviceCharge: totals.service,
          taxType: mainTax?.code === 'PB1' || mainTax?.code === 'PPN' ? mainTax.code : null,
          taxAmount,
          paymentMethod: main?.method ?? 'CASH',
          paid: settlement.paid,
          change: settlement.change,
          rc: '00',
          idempotencyKey: input.idempotencyKey,
          shiftId: input.shiftId,
          payments: input.payments,
          taxes: totals.taxes,
        })
        .returning({ id: trxRetail.id })
      if (!r) throw new Error('sale insert returned nothing')
      // Unique across months, as trx_retail's month-partitioned indexes cannot be: the same key or number again
      // waits here for this transaction and then fails with the constraint's name (handled below).
      await tx.insert(posSaleKey).values({
        idempotencyKey: input.idempotencyKey,
        trxNo: input.receiptNo,
        outletId: o.id,
        trxId: r.id,
        createdAt: soldAt,
      })
      const movements = await saleMovements(
        tx,
        { outletId: o.id, reference: input.receiptNo, reason: 'SALE' },
        input.lines.map((l) => ({ productId: l.productId, qtyMilli: l.qty * 1000 })),
      )
      await recordMovements(tx, movements, auth.username)
      // The saved bill this sale settles leaves with it: a bill is paid once, whichever device pays it.
      if (input.billId) {
        const settled = rowsOf(
          await tx.execute(
            sql`delete from pos_open_bill where id = ${input.billId} and outlet_id = ${o.id} returning id`,
          ),
        )
        if (settled.length === 0)
          throw new ApiError(
            409,
            'Bill ini sudah dibayar atau dihapus di kasir lain: penjualan tidak dicatat.',
          )
      }
      return r
    })
    const [written] = rowsOf(
      await db.execute(sql`select ${RECORD_COLUMNS} from trx_retail where id = ${row.id}`),
    )
    return recordOf(written ?? {}, fees, false)
  } catch (err) {
    const pg = pgErrorOf(err)
    if (pg?.code === UNIQUE_VIOLATION && pg.constraint === 'pos_sale_key_pkey') {
      const again = await saleByKey(db, input.idempotencyKey, o.id)
      if (again) return again
    }
    if (
      pg?.code === UNIQUE_VIOLATION &&
      (pg.constraint === 'pos_sale_key_no_uq' || pg.constraint === 'trx_retail_no_uq')
    )
      throw new ApiError(409, `Nomor struk ${input.receiptNo} sudah dipakai penjualan lain.`)
    const refusal = await stockRefusal(db, err)
    if (refusal) throw refusal
    throw err
  }
}

export const postSale =
  (db: Db): EndpointHandler<typeof posSale> =>
  async (request) => {
    const record = await recordSale(db, authOf(request), request.body)
    return answer(
      record,
      record.duplicate
        ? `Penjualan ${record.receiptNo} sudah tercatat sebelumnya (tidak dicatat dua kali).`
        : `Penjualan ${record.receiptNo} ${formatRupiah(record.total)} tercatat.`,
    )
  }

/** A supervisor's (or the owner's) PIN of the outlet: one of its active outlet users with that role. */
async function supervisorOf(db: Db, outletId: number, pin: string): Promise<string | null> {
  const rows = rowsOf(
    await db.execute(sql`
      select username, pin_hash from outlet_user
      where outlet_id = ${outletId} and role in ('SUPERVISOR', 'OWNER') and status = 'ACTIVE'`),
  )
  for (const r of rows) if (await verify(String(r.pin_hash), pin)) return String(r.username)
  return null
}

/**
 * Void: refused without a reason (the contract) or without a supervisor's PIN of the sale's outlet; the
 * status becomes REVERSED (the update trigger moves the rollups' figures) and every SALE movement of the
 * receipt is put back as a VOID movement, in one transaction.
 */
export const voidSale =
  (db: Db): EndpointHandler<typeof posVoid> =>
  async (request) => {
    const auth = authOf(request)
    const { id, reason, supervisorPin } = request.body
    const [sale] = rowsOf(
      await db.execute(
        sql`select id, trx_no, outlet_id, status, shift_id from trx_retail where id = ${id} and shift_id is not null`,
      ),
    )
    if (!sale) throw notFound('Penjualan kasir tidak ditemukan.')
    const o = await outletOf(db, auth, Number(sale.outlet_id))
    if (sale.status !== 'SUCCESS')
      throw new ApiError(409, `Penjualan ${String(sale.trx_no)} sudah dibatalkan.`)
    const supervisor = await supervisorOf(db, o.id, supervisorPin)
    if (!supervisor) throw fieldError('supervisorPin', 'PIN supervisor salah.')
    const receiptNo = String(sale.trx_no)
    const done = await db.transaction(async (tx) => {
      const updated = rowsOf(
        await tx.execute(sql`
          update trx_retail set status = 'REVERSED', void_reason = ${reason}, voided_by = ${`${auth.username} (spv ${supervisor})`},
            updated_at = now()
          where id = ${id} and status = 'SUCCESS' returning id`),
      )
      if (updated.length === 0) return false
      const back: Movement[] = rowsOf(
        await tx.execute(
          sql`select product_id, outlet_id, qty_milli from stock_movement where reference = ${receiptNo} and reason = 'SALE' and outlet_id = ${o.id}`,
        ),
      ).map((m) => ({
        productId: Number(m.product_id),
        outletId: Number(m.outlet_id),
        qtyMilli: -Number(m.qty_milli),
        reason: 'VOID',
        reference: receiptNo,
      }))
      await recordMovements(tx, back, auth.username)
      return true
    })
    if (!done) throw new ApiError(409, `Penjualan ${receiptNo} sudah dibatalkan.`)
    await audit(db, request, {
      action: 'VOID',
      entity: 'trx-retail',
      entityId: receiptNo,
      after: { reason, supervisor },
    })
    return answer(
      { id, receiptNo, status: 'REVERSED' },
      `Penjualan ${receiptNo} dibatalkan; stok dikembalikan.`,
    )
  }

export const shiftSales =
  (db: Db): EndpointHandler<typeof posSales> =>
  async (request) => {
    const auth = authOf(request)
    const [shift] = rowsOf(
      await db.execute(sql`select outlet_id from pos_shift where id = ${request.body.shiftId}`),
    )
    if (!shift) throw notFound('Shift tidak ditemukan.')
    await outletOf(db, auth, Number(shift.outlet_id))
    return rowsOf(
      await db.execute(sql`
        select id, trx_no, created_at, total, status,
          coalesce((select string_agg(p->>'method', '+') from jsonb_array_elements(payments) p), payment_method) as methods
        from trx_retail where shift_id = ${request.body.shiftId}
        order by created_at desc, id desc limit 100`),
    ).map((r) => ({
      id: Number(r.id),
      receiptNo: String(r.trx_no),
      createdAt: new Date(String(r.created_at)).toISOString(),
      total: Number(r.total),
      status: String(r.status),
      methods: String(r.methods),
    }))
  }

export const openShift =
  (db: Db): EndpointHandler<typeof posShiftOpen> =>
  async (request) => {
    const auth = authOf(request)
    const o = await outletOf(db, auth, request.body.outletId)
    try {
      const [r] = rowsOf(
        await db.execute(sql`
          insert into pos_shift (outlet_id, opened_by, opening_cash) values (${o.id}, ${auth.username}, ${request.body.openingCash})
          returning *`),
      )
      return answer(
        shiftOf(r ?? {}),
        `Shift dibuka dengan kas awal ${formatRupiah(request.body.openingCash)}.`,
      )
    } catch (err) {
      if (pgErrorOf(err)?.code === UNIQUE_VIOLATION)
        throw new ApiError(
          409,
          'Shift Anda di outlet ini masih terbuka; tutup dulu sebelum membuka yang baru.',
        )
      throw err
    }
  }

/**
 * Closes the caller's shift: the cash that should be in the drawer is the opening cash plus, for every
 * sale of the shift still standing, its cash part less the change given; the difference is counted − expected.
 */
export const closeShift =
  (db: Db): EndpointHandler<typeof posShiftClose> =>
  async (request) => {
    const auth = authOf(request)
    const { shiftId, countedCash } = request.body
    const [shift] = rowsOf(
      await db.execute(sql`select outlet_id, opened_by, closed_at from pos_shift where id = ${shiftId}`),
    )
    if (!shift || shift.opened_by !== auth.username) throw notFound('Shift Anda tidak ditemukan.')
    await outletOf(db, auth, Number(shift.outlet_id))
    if (shift.closed_at !== null) throw new ApiError(409, 'Shift ini sudah ditutup.')
    const [r] = rowsOf(
      await db.execute(sql`
        with cash as (
          select coalesce(sum(
            (select coalesce(sum((p->>'amount')::int8), 0) from jsonb_array_elements(t.payments) p where p->>'method' = 'CASH')
            - t.change), 0)::int8 as kept
          from trx_retail t where t.shift_id = ${shiftId} and t.status = 'SUCCESS'
        )
        update pos_shift set closed_at = now(), counted_cash = ${countedCash},
          expected_cash = opening_cash + (select kept from cash),
          difference = ${countedCash} - (opening_cash + (select kept from cash))
        where id = ${shiftId} and closed_at is null
        returning *`),
    )
    if (!r) throw new ApiError(409, 'Shift ini sudah ditutup.')
    const s = shiftOf(r)
    const diff = s.difference ?? 0
    return answer(
      s,
      `Shift ditutup. Kas seharusnya ${formatRupiah(s.expectedCash ?? 0)}, dihitung ${formatRupiah(countedCash)}, ${diff === 0 ? 'tanpa selisih' : `selisih ${diff > 0 ? '+' : '−'}${formatRupiah(Math.abs(diff))}`}.`,
    )
  }
