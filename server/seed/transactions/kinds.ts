import { createHash } from 'node:crypto'
import {
  MYCROATM_PROCESSING_CODE,
  type MycroatmType,
  type PaymentMethod,
  type TrxStatus,
} from '#contract/transactions/catalogue.ts'
import { BILLER_RC } from '#contract/transactions/response-codes.ts'
import type { RetailItem } from '#contract/transactions/rows.ts'
import { feesOf } from '../../areas/transactions/fee-book.ts'
import { SOLD } from '../retail-catalogue.ts'
import { oneOf, type Rng } from './random.ts'
import { wibDate } from './rhythm.ts'
import type { DeviceRow, OutletRow, ProductRow, World } from './world.ts'

/** Columns every kind shares, as jsonb_to_recordset reads them. */
export interface CommonRow {
  trx_no: string
  created_at: string
  updated_at: string
  client_id: number
  region_id: number
  group_id: number
  merchant_id: number
  partner_id: number | null
  status: TrxStatus
  amount: number
  fee: number
  total: number
  rc: string
}

const iso = (t: number) => new Date(t).toISOString()
/** Pending rows are touched when they were recorded; final ones a moment later (the host's answer). */
const common = (o: { merchant: OutletRow['merchant'] }, t: number, trxNo: string, status: TrxStatus) => ({
  trx_no: trxNo,
  created_at: iso(t),
  updated_at: iso(status === 'PENDING' || status === 'SUSPECT' ? t : t + 1500),
  client_id: o.merchant.clientId,
  region_id: o.merchant.regionId,
  group_id: o.merchant.groupId,
  merchant_id: o.merchant.id,
})

/** Sequence numbers: per outlet and WIB day for receipts, per day for deposits, global for the rest. */
export class Counters {
  private perKey = new Map<string, number>()
  private global = 0
  next(key: string): number {
    const n = (this.perKey.get(key) ?? 0) + 1
    this.perKey.set(key, n)
    return n
  }
  serial(): string {
    this.global += 1
    return this.global.toString(36).toUpperCase().padStart(6, '0')
  }
}

// ---- Retail ----
// The sold items of the retail catalogue (server/seed/retail-catalogue.ts), the products every merchant has.
const CATALOGUE = SOLD

export function retailSale(rng: Rng, world: World, c: Counters, o: OutletRow, pos: DeviceRow, t: number) {
  const type = o.type === 'FNB' ? 'FNB' : 'RETAIL'
  const items: RetailItem[] = []
  for (
    let n = oneOf(rng, [
      [1, 35],
      [2, 30],
      [3, 18],
      [4, 10],
      [6, 7],
    ] as const);
    n > 0;
    n--
  ) {
    const [sku, name, price] = rng.pick(CATALOGUE[type])
    const qty = oneOf(rng, [
      [1, 70],
      [2, 20],
      [3, 10],
    ] as const)
    const discount = rng.chance(0.08) ? Math.round((qty * price) / 10 / 100) * 100 : 0
    items.push({ sku, name, qty, price, discount })
  }
  const subtotal = items.reduce((s, i) => s + i.qty * i.price - i.discount, 0)
  // F&B with PB1: 5% service at some outlets, then 10% PB1 on top. Shops: 11% effective PPN already inside.
  const serviceCharge = type === 'FNB' && o.pb1 && o.id % 3 === 0 ? Math.round(subtotal * 0.05) : 0
  const pb1 = type === 'FNB' && o.pb1
  const taxAmount = pb1 ? Math.round((subtotal + serviceCharge) * 0.1) : Math.round((subtotal * 11) / 111)
  const total = pb1 ? subtotal + serviceCharge + taxAmount : subtotal + serviceCharge
  const method = oneOf<PaymentMethod>(rng, [
    ['CASH', 45],
    ['QRIS', 35],
    ['DEBIT', 10],
    ['EMONEY', 6],
    ['CREDIT', 4],
  ])
  const status: TrxStatus =
    method === 'CASH'
      ? oneOf(rng, [
          ['SUCCESS', 985],
          ['REVERSED', 10],
          ['REFUNDED', 5],
        ] as const)
      : oneOf(rng, [
          ['SUCCESS', 970],
          ['REVERSED', 8],
          ['REFUNDED', 4],
          ['FAILED', 10],
          ['PENDING', 6],
          ['SUSPECT', 2],
        ] as const)
  // Cash: the customer hands over the exact amount or rounds up to a note.
  const unit =
    method === 'CASH'
      ? oneOf(rng, [
          [1, 20],
          [5_000, 25],
          [10_000, 20],
          [50_000, 20],
          [100_000, 15],
        ] as const)
      : 1
  const paid = Math.ceil(total / unit) * unit
  const { ymd } = wibDate(t)
  const seq = c.next(`${o.id}:${ymd}`)
  const fee =
    status === 'FAILED' || status === 'PENDING' || status === 'SUSPECT'
      ? 0
      : feesOf(world.fees, {
          kind: 'RETAIL',
          paymentMethod: method,
          category: o.merchant.category,
          amount: total,
          at: t,
          schemes: world.outletSchemes(o.id, t),
        }).fee
  return {
    ...common(o, t, `INV/${o.code.replace('-', '')}/${ymd}/${String(seq).padStart(4, '0')}`, status),
    partner_id: null,
    status,
    amount: total,
    fee,
    total,
    outlet_id: o.id,
    device_id: pos.id,
    cashier_name: o.cashiers.length ? rng.pick(o.cashiers) : '',
    items,
    subtotal,
    discount: 0,
    service_charge: serviceCharge,
    tax_type: pb1 ? 'PB1' : 'PPN',
    tax_amount: taxAmount,
    payment_method: method,
    paid: status === 'FAILED' ? 0 : paid,
    change: status === 'FAILED' ? 0 : paid - total,
    rc:
      method === 'CASH'
        ? ''
        : status === 'SUCCESS' || status === 'REVERSED' || status === 'REFUNDED'
          ? '00'
          : status === 'FAILED'
            ? '05'
            : '68',
  }
}

// ---- Biller (Mybills) ----
const POSTPAID_BILL: Record<string, () => [min: number, max: number, step: number]> = {
  PLNPASCA: () => [120_000, 1_500_000, 1],
  BPJSKS: () => [35_000, 450_000, 35_000],
  PDAMBGR: () => [45_000, 400_000, 1],
  TELKOMPSTN: () => [250_000, 750_000, 1],
}
const customerNo = (rng: Rng, p: ProductRow) => {
  switch (p.biller) {
    case 'PLN':
      return `5${rng.digits(11)}`
    case 'BPJS Kesehatan':
      return `88888${rng.digits(11)}`
    case 'PDAM Tirta Pakuan':
      return rng.digits(8)
    case 'Telkom IndiHome':
      return `1${rng.digits(11)}`
    case 'DANA':
    case 'OVO':
    case 'GoPay':
    case 'ShopeePay':
      return `08${rng.pick(['12', '13', '21', '52', '57', '77', '81', '95'])}${rng.digits(8)}`
    default:
      return `08${rng.pick(['11', '12', '13', '15', '17', '18', '19', '95', '96', '81', '82'])}${rng.digits(8)}`
  }
}

export function billerPayment(
  rng: Rng,
  world: World,
  c: Counters,
  o: OutletRow,
  pos: DeviceRow,
  p: ProductRow,
  t: number,
) {
  const rc = oneOf(rng, [
    ['00', 930],
    ['14', 25],
    ['17', 12],
    ...(p.type === 'POSTPAID' ? ([['01', 13]] as const) : []),
    ['39', 15],
    ['05', 5],
  ] as const)
  const info = BILLER_RC[rc] ?? { status: 'FAILED' as const }
  // An undefined error (05) is a timeout on the biller's side: suspect until the host is asked.
  const status: TrxStatus = rc === '05' ? 'SUSPECT' : info.status
  const sheets =
    p.type === 'POSTPAID' && p.biller === 'PLN'
      ? oneOf(rng, [
          [1, 88],
          [2, 8],
          [3, 3],
          [4, 1],
        ] as const)
      : 1
  const [min, max, step] = POSTPAID_BILL[p.code]?.() ?? [0, 0, 1]
  const bill = p.type === 'PREPAID' ? p.denomination : rng.step(min, max, step) * sheets
  // The admin fee and its shares as the fee engine prices them (per sheet for postpaid: the product's scheme).
  const priced = feesOf(world.fees, {
    kind: 'BILLER',
    product: p.code,
    amount: bill,
    quantity: sheets,
    at: t,
    schemes: world.outletSchemes(o.id, t),
  })
  const admin = priced.fee
  const penalty = sheets > 1 ? 5_000 * (sheets - 1) : 0
  const { yymmdd, month } = wibDate(t)
  const prevMonth = (() => {
    const y = Number(month.slice(0, 4))
    const m = Number(month.slice(4, 6))
    return m === 1 ? `${y - 1}12` : `${y}${String(m - 1).padStart(2, '0')}`
  })()
  const ok = status === 'SUCCESS'
  const serial = c.serial()
  return {
    ...common(o, t, `TRX${yymmdd}${serial}`, status),
    partner_id: p.partnerId,
    status,
    amount: bill,
    fee: admin,
    total: bill + admin + penalty,
    outlet_id: o.id,
    device_id: pos.id,
    ref_id: `MB${yymmdd}${serial}`,
    product_id: p.id,
    product_code: p.code,
    product_type: p.type,
    customer_no: customerNo(rng, p),
    customer_name:
      p.type === 'POSTPAID' || p.category === 'TOKEN_LISTRIK' ? rng.pick(world.names).toUpperCase() : '',
    period: p.type === 'POSTPAID' ? prevMonth : null,
    sheets,
    bill_amount: bill,
    admin_fee: admin,
    penalty,
    buy_price: p.type === 'PREPAID' ? p.buyPrice : bill + admin - priced.merchantShare,
    merchant_fee: ok ? priced.merchantShare : 0,
    partner_fee: ok ? priced.partnerShare : 0,
    partner_shares: ok && priced.partnerShares.length ? priced.partnerShares : null,
    sn_token: ok
      ? p.category === 'TOKEN_LISTRIK'
        ? rng.digits(20).replace(/(\d{4})(?=\d)/g, '$1-')
        : rng.digits(16)
      : '',
    rc,
  }
}

// ---- Mycroatm ----
/** Fictitious 6-digit BINs of the issuing banks (the demo never needs a real one). */
const BINS: readonly (readonly [bank: string, bin: string, weight: number])[] = [
  ['002', '522184', 35],
  ['008', '461699', 20],
  ['009', '410505', 15],
  ['014', '601301', 18],
  ['200', '603298', 4],
  ['451', '621012', 4],
  ['022', '518446', 4],
]
const BIN_CHOICES = BINS.map((b) => [[b[0], b[1]] as const, b[2]] as const)
const FAIL_RC: readonly (readonly [string, number])[] = [
  ['51', 30],
  ['55', 20],
  ['05', 15],
  ['61', 8],
  ['91', 10],
  ['14', 5],
  ['96', 5],
  ['75', 4],
  ['54', 3],
]

export function mycroatm(rng: Rng, world: World, c: Counters, o: OutletRow, edc: DeviceRow, t: number) {
  const type = oneOf<MycroatmType>(rng, [
    ['WITHDRAWAL', 55],
    ['TRANSFER', 20],
    ['BALANCE_INQUIRY', 20],
    ['DEPOSIT', 5],
  ])
  const [issuerBank, bin] = oneOf(rng, BIN_CHOICES)
  const pan = `${bin}${rng.digits(10)}`
  const amount =
    type === 'WITHDRAWAL'
      ? oneOf(rng, [
          [rng.step(50_000, 500_000, 50_000), 70],
          [rng.step(500_000, 2_500_000, 100_000), 30],
        ] as const)
      : type === 'TRANSFER'
        ? rng.step(50_000, 5_000_000, 1_000)
        : type === 'DEPOSIT'
          ? rng.step(100_000, 3_000_000, 50_000)
          : 0
  let status: TrxStatus = oneOf(rng, [
    ['SUCCESS', 905],
    ['FAILED', 75],
    ['SUSPECT', 15],
    ['PENDING', 5],
  ] as const)
  let rc =
    status === 'SUCCESS' ? '00' : status === 'FAILED' ? oneOf(rng, FAIL_RC) : status === 'SUSPECT' ? '68' : ''
  if (type === 'BALANCE_INQUIRY' && rc === '51') rc = '55'
  if (type === 'TRANSFER' && status === 'FAILED' && rng.chance(0.15)) rc = '76'
  // A successful withdrawal reversed later (the cash did not come out of the EDC).
  if (status === 'SUCCESS' && type === 'WITHDRAWAL' && rng.chance(0.004)) status = 'REVERSED'
  const acquirer = edc.acquirer
  const onUs = acquirer?.bankCode === issuerBank
  const priced =
    status === 'SUCCESS' || status === 'REVERSED'
      ? feesOf(world.fees, {
          kind: 'MYCROATM',
          product: `${type}_${onUs ? 'ON_US' : 'OFF_US'}`,
          amount,
          at: t,
          schemes: world.outletSchemes(o.id, t),
        })
      : null
  const fee = priced?.fee ?? 0
  const { yymmdd } = wibDate(t)
  const serial = c.serial()
  const stan = String(c.next(`stan:${edc.id}`) % 1_000_000).padStart(6, '0')
  const doy = Math.floor((t - Date.UTC(new Date(t).getUTCFullYear(), 0, 0)) / 86_400_000)
  return {
    ...common(o, t, `MYC${yymmdd}${serial}`, status),
    partner_id: acquirer?.partnerId ?? null,
    status,
    amount,
    fee,
    total: type === 'DEPOSIT' || type === 'TRANSFER' ? amount + fee : amount,
    outlet_id: o.id,
    device_id: edc.id,
    trx_type: type,
    processing_code: MYCROATM_PROCESSING_CODE[type],
    tid: edc.tid,
    mid: o.merchant.mid,
    pan_masked: `${pan.slice(0, 6)}******${pan.slice(-4)}`,
    pan_hash: createHash('sha256').update(`mint-demo-pan:${pan}`).digest('hex'),
    issuer_bank_code: issuerBank,
    dest_bank_code: type === 'TRANSFER' ? rng.pick(['002', '008', '009', '014', '451', '022', '200']) : null,
    dest_account: type === 'TRANSFER' ? rng.digits(rng.pick([10, 12, 13, 15])) : null,
    stan,
    rrn: `${String(new Date(t).getUTCFullYear() % 10)}${String(doy).padStart(3, '0')}${String(Number.parseInt(serial, 36) % 100_000_000).padStart(8, '0')}`,
    approval_code: status === 'SUCCESS' || status === 'REVERSED' ? rng.digits(6) : '',
    rc,
    merchant_fee: priced?.merchantShare ?? 0,
  }
}
