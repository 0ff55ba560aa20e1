import { sql } from 'drizzle-orm'
import { formatRupiah } from '#contract/format.ts'
import { LEVEL_LABEL, type SegmentKind } from '#contract/segmentation/kinds.ts'
import {
  DEPOSIT_METHOD_LABEL,
  type DepositMethod,
  PAYMENT_METHOD_LABEL,
  type PaymentMethod,
  type TrxKind,
} from '#contract/transactions/catalogue.ts'
import type { Db } from '../../db/client.ts'
import { rowsOf } from '../../engine/query.ts'
import { badRequest } from '../../http/errors.ts'
import { loadCandidates } from './candidates.ts'
import { namesByLevel } from './describe.ts'
import { type ResolvedConfig, type ResolvedKind, resolveAt } from './resolve.ts'

/**
 * Enforcement of a segment's limits and enabled products on a transaction's write (issue 16 item 1: "limits
 * per transaction and per day, enabled products"). The same resolved configuration that prices the
 * transaction (resolve.ts) decides: the segment of the transaction's kind in force for the outlet (or the
 * merchant) at the transaction's moment. A refusal names the limit and where it comes from ("… melebihi limit
 * per transaksi Rp 500.000 dari segmen Topup Warung v2 (merchant Toko Sinar)"), never a bare "ditolak".
 *
 * The core (`segmentRefusal`) is pure and unit-tested; `enforceSegment` adds what needs the database, the
 * day's total, read inside the write's transaction under a lock per subject and kind so two writes at once
 * cannot both pass a daily limit that only one of them fits.
 */

/** What a writer says of the transaction it is about to record. */
export interface TrxCheck {
  kind: TrxKind
  merchantId: number
  outletId: number | null
  amount: number
  at: Date
  /** Mybills: the product (biller_product.id) and whether it is prepaid. */
  billerProductId?: number
  billerProductName?: string
  billerType?: 'PREPAID' | 'POSTPAID'
  /** Retail: how the customer paid. */
  paymentMethod?: PaymentMethod
  /** Deposit top-up: how the merchant paid it in. */
  depositMethod?: DepositMethod
}

/** The segment kind whose limits apply to a transaction (kinds.ts `limits`). */
export function limitKindOf(check: Pick<TrxCheck, 'kind' | 'billerType'>): SegmentKind {
  switch (check.kind) {
    case 'RETAIL':
      return 'RETAIL'
    case 'BILLER':
      return check.billerType === 'POSTPAID' ? 'BILLER_POSTPAID' : 'BILLER_PREPAID'
    case 'MYCROATM':
      return 'MYCROATM'
    case 'TOPUP':
      return 'TOPUP'
    case 'DEPOSIT':
      return 'DEPOSIT_PAYMENT'
  }
}

const WHAT: Record<TrxKind, string> = {
  RETAIL: 'Transaksi retail',
  BILLER: 'Transaksi biller',
  MYCROATM: 'Transaksi Mycroatm',
  TOPUP: 'Top up kartu',
  DEPOSIT: 'Top up deposit',
}

/** "dari segmen Topup Warung v2 (merchant Toko Sinar)": where a rule comes from. */
export function sourceText(r: ResolvedKind, targetName: string): string {
  const where =
    r.level === 'DEFAULT'
      ? LEVEL_LABEL.DEFAULT.toLowerCase()
      : `${LEVEL_LABEL[r.level].toLowerCase()} ${targetName || `#${r.targetId}`}`
  return `dari segmen ${r.candidate.name} v${r.candidate.version} (${where})`
}

/** A refusal: the field it belongs to and the message. */
export interface Refusal {
  field: 'amount' | 'productId' | 'paymentMethod' | 'depositMethod'
  message: string
}

/**
 * Why a transaction may not be written under a configuration, or null. `usedToday` is what the subject of the
 * limit's segment (its outlet when the segment names the outlet, else its merchant) already did that WIB day
 * (successful and pending); `names` the target names for the messages.
 */
export function segmentRefusal(
  config: ResolvedConfig,
  check: TrxCheck,
  usedToday: number,
  names: (r: ResolvedKind) => string,
): Refusal | null {
  const what = WHAT[check.kind]
  const limits = config[limitKindOf(check)]
  if (limits) {
    const s = limits.candidate.settings
    const from = sourceText(limits, names(limits))
    if (s.limitPerTrx != null && check.amount > s.limitPerTrx)
      return {
        field: 'amount',
        message: `${what} ${formatRupiah(check.amount)} melebihi limit per transaksi ${formatRupiah(s.limitPerTrx)} ${from}.`,
      }
    if (s.limitPerDay != null && usedToday + check.amount > s.limitPerDay)
      return {
        field: 'amount',
        message: `${what} ${formatRupiah(check.amount)} melebihi limit per hari ${formatRupiah(s.limitPerDay)} ${from}: hari ini (WIB) sudah ${formatRupiah(usedToday)}, sisa ${formatRupiah(Math.max(0, s.limitPerDay - usedToday))}.`,
      }
    if (check.kind === 'DEPOSIT') {
      if (s.minTopup != null && check.amount < s.minTopup)
        return {
          field: 'amount',
          message: `${what} ${formatRupiah(check.amount)} di bawah top up minimum ${formatRupiah(s.minTopup)} ${from}.`,
        }
      if (check.depositMethod && !(s.depositMethods ?? []).includes(check.depositMethod))
        return {
          field: 'depositMethod',
          message: `Metode ${DEPOSIT_METHOD_LABEL[check.depositMethod]} tidak diaktifkan ${from}.`,
        }
    }
  }
  if (check.kind === 'BILLER' && check.billerProductId !== undefined) {
    const p = config.BILLER_PRODUCT
    if (p && !(p.candidate.settings.productIds ?? []).includes(check.billerProductId))
      return {
        field: 'productId',
        message: `Produk ${check.billerProductName ?? `#${check.billerProductId}`} tidak diaktifkan ${sourceText(p, names(p))}.`,
      }
  }
  if (check.kind === 'RETAIL' && check.paymentMethod) {
    const p = config.RETAIL_PAYMENT
    if (p) {
      const s = p.candidate.settings
      const from = sourceText(p, names(p))
      if (!(s.paymentMethods ?? []).includes(check.paymentMethod))
        return {
          field: 'paymentMethod',
          message: `Pembayaran ${PAYMENT_METHOD_LABEL[check.paymentMethod]} tidak diaktifkan ${from}.`,
        }
      if (s.limitPerTrx != null && check.amount > s.limitPerTrx)
        return {
          field: 'amount',
          message: `${what} ${formatRupiah(check.amount)} melebihi limit per transaksi ${formatRupiah(s.limitPerTrx)} ${from}.`,
        }
    }
  }
  return null
}

/** The resolved configuration of an outlet of a merchant (or the merchant alone) at a moment. */
export async function configFor(
  db: Db,
  place: { merchantId: number; outletId: number | null },
  at: Date,
): Promise<ResolvedConfig> {
  const key = place.outletId ?? place.merchantId
  const candidates = await loadCandidates(db, [{ key, ...place }], at)
  return resolveAt(candidates.get(key) ?? [], at.getTime())
}

/** The table of each kind's transactions (their `merchant_id`, `outlet_id`, `created_at` are indexed). */
const TABLE: Record<TrxKind, string> = {
  RETAIL: 'trx_retail',
  BILLER: 'trx_biller',
  MYCROATM: 'trx_mycroatm',
  TOPUP: 'trx_topup',
  DEPOSIT: 'trx_deposit',
}

/**
 * Refuses (400, naming the limit and its segment on the field) a transaction its configuration does not
 * allow. Call it inside the write's transaction, before the insert: the advisory lock (per kind and subject,
 * held to the commit) makes a second write of the same subject wait until the first is counted.
 */
export async function enforceSegment(
  tx: Db,
  config: ResolvedConfig,
  check: TrxCheck,
  /** The caller's field a refusal belongs to, where its form names it otherwise (the cashier's `payments`). */
  fields: Partial<Record<Refusal['field'], string>> = {},
): Promise<void> {
  const limits = config[limitKindOf(check)]
  let usedToday = 0
  if (limits?.candidate.settings.limitPerDay != null) {
    // The limit is the subject's its segment names: an outlet's own segment limits that outlet's day.
    const byOutlet = limits.level === 'OUTLET' && check.outletId !== null && check.kind !== 'DEPOSIT'
    const column = sql.raw(byOutlet ? 'outlet_id' : 'merchant_id')
    const subject = byOutlet ? check.outletId : check.merchantId
    const table = sql.raw(TABLE[check.kind])
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`trx-limit:${check.kind}:${byOutlet ? 'O' : 'M'}`}), ${subject})`,
    )
    const [row] = rowsOf(
      await tx.execute(sql`
        select coalesce(sum(amount), 0)::int8 as used from ${table}
         where ${column} = ${subject}
           and created_at >= (date_trunc('day', ${check.at.toISOString()}::timestamptz at time zone 'Asia/Jakarta')
                              at time zone 'Asia/Jakarta')
           and created_at < (date_trunc('day', ${check.at.toISOString()}::timestamptz at time zone 'Asia/Jakarta')
                             at time zone 'Asia/Jakarta') + interval '1 day'
           and status in ('SUCCESS', 'PENDING')`),
    )
    usedToday = Number(row?.used ?? 0)
  }
  if (!segmentRefusal(config, check, usedToday, () => '')) return
  // Refused: only now read the targets' names for the message (a write that passes reads none).
  const byLevel = await namesByLevel(tx, Object.values(config))
  const refusal = segmentRefusal(config, check, usedToday, (r) => byLevel.get(r.level)?.get(r.targetId) ?? '')
  if (refusal)
    throw badRequest(refusal.message, {
      errors: [{ field: fields[refusal.field] ?? refusal.field, message: refusal.message }],
    })
}
