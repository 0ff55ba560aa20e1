import { z } from 'zod'
import { access } from '../access/route-access.ts'
import { defineEndpoint } from '../engine/endpoint.ts'
import { positiveInt, refId } from '../engine/fields.ts'
import { PAYMENT_METHODS } from '../transactions/catalogue.ts'
import { MAX_LINE_QTY, MAX_PRICE, RECEIPT_PATTERN } from './cart.ts'

/**
 * The POS cashier's calls (issue 18 item 3, `/pos/kasir`, feature DEMO_POS_KASIR; docs/ARCHITECTURE.md
 * "POS cashier"). The browser prices the cart with contract/retail/cart.ts from what `/pos/setup` gives it;
 * `/pos/sale` prices it again with the stored prices and tax versions and writes it.
 */
const POS = access.features('DEMO_POS_KASIR')

const amount = (label: string) => positiveInt(label, MAX_PRICE * MAX_LINE_QTY)

const cartTaxSchema = z.object({
  code: z.string(),
  label: z.string(),
  bps: z.number(),
  base: z.enum(['FULL', 'DPP_11_12']),
  inclusive: z.boolean(),
})

export const posProductSchema = z.object({
  id: z.number(),
  sku: z.string(),
  barcode: z.string(),
  name: z.string(),
  unit: z.string(),
  price: z.number(),
  categoryId: z.number().nullable(),
  /** The tax code the cart applies (PB1 only where the outlet charges it), or null. */
  tax: z.string().nullable(),
  /** Whether the service charge applies (its product, category or the outlet is the scheme's subject). */
  service: z.boolean(),
  stockMilli: z.number(),
  composite: z.boolean(),
})
export type PosProduct = z.infer<typeof posProductSchema>

export const shiftSchema = z.object({
  id: z.number(),
  outletId: z.number(),
  openedBy: z.string(),
  openedAt: z.string(),
  openingCash: z.number(),
  closedAt: z.string().nullable(),
  countedCash: z.number().nullable(),
  expectedCash: z.number().nullable(),
  difference: z.number().nullable(),
})
export type Shift = z.infer<typeof shiftSchema>

export const posOutletSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  merchantName: z.string(),
  address: z.string(),
  city: z.string(),
  allowNegativeStock: z.boolean(),
  pb1Active: z.boolean(),
  /** The merchant's QRIS national merchant id and category code (for the dynamic QRIS payload). */
  nmid: z.string(),
  mcc: z.string(),
})

export const posOutlets = defineEndpoint({
  path: '/pos/outlets',
  access: POS,
  summary: 'Outlet dalam cakupan data untuk kasir POS (cari nama atau kode)',
  body: z.strictObject({ search: z.string().trim().max(64).optional() }),
  result: z.array(z.object({ id: z.number(), code: z.string(), name: z.string(), merchantName: z.string() })),
})

export const posSetup = defineEndpoint({
  path: '/pos/setup',
  access: POS,
  summary:
    'Data kasir satu outlet: produk, kategori, stok, pajak dan service charge yang berlaku, shift terbuka',
  body: z.strictObject({ outletId: refId('Outlet') }),
  result: z.object({
    outlet: posOutletSchema,
    categories: z.array(z.object({ id: z.number(), name: z.string() })),
    products: z.array(posProductSchema),
    taxes: z.record(z.string(), cartTaxSchema),
    service: z.object({ code: z.string(), label: z.string(), bps: z.number() }).nullable(),
    shift: shiftSchema.nullable(),
    cashierName: z.string(),
  }),
})

export const posReceiptNumbers = defineEndpoint({
  path: '/pos/receipt-numbers',
  access: POS,
  summary: 'Cadangan nomor struk outlet (dipakai juga saat offline)',
  body: z.strictObject({
    outletId: refId('Outlet'),
    count: z.number().int().min(1, 'Minimal 1 nomor.').max(50, 'Maksimal 50 nomor sekali minta.'),
  }),
  result: z.object({ numbers: z.array(z.string()) }),
})

export const salePaymentSchema = z.object({
  method: z.enum(PAYMENT_METHODS, { error: 'Metode pembayaran tidak dikenal.' }),
  amount: amount('Nominal pembayaran'),
})

/** What a sale stores of each tax (trx_retail.taxes), as the cart priced it. */
export const saleTaxSchema = cartTaxSchema.extend({
  taxable: z.number(),
  dpp: z.number(),
  amount: z.number(),
})
export type SaleTax = z.infer<typeof saleTaxSchema>
export type SalePayment = z.infer<typeof salePaymentSchema>

/** A cart line as the cashier sends it: the product, how many, the line's discount (a sale's, a saved bill's). */
export const saleLineSchema = z.strictObject({
  productId: refId('Produk'),
  qty: z
    .number()
    .int('Jumlah harus bilangan bulat.')
    .min(1, 'Jumlah minimal 1.')
    .max(MAX_LINE_QTY, 'Jumlah terlalu besar.'),
  discount: amount('Diskon barang'),
})

export const saleInputSchema = z.strictObject({
  /** Chosen by the browser once per sale: the same key twice is one sale (a retry, the offline queue). */
  idempotencyKey: z.uuid({ error: 'Kunci idempotensi harus UUID.' }),
  outletId: refId('Outlet'),
  shiftId: refId('Shift'),
  receiptNo: z.string().regex(RECEIPT_PATTERN, 'Nomor struk tidak valid.'),
  /** When the cashier finished it (a sale queued offline is sent later). */
  soldAt: z.iso.datetime({ offset: true, error: 'Waktu penjualan tidak valid.' }),
  lines: z
    .array(saleLineSchema)
    .min(1, 'Keranjang masih kosong.')
    .max(200, 'Maksimal 200 baris per transaksi.'),
  orderDiscount: amount('Diskon transaksi'),
  payments: z.array(salePaymentSchema).min(1, 'Pilih metode pembayaran.').max(4, 'Maksimal 4 pembayaran.'),
  note: z.string().trim().max(64, 'Catatan maksimal 64 karakter.').optional(),
  /** The saved bill this sale settles (contract/retail/pos-bills.ts): deleted with the sale, in its transaction. */
  billId: z.uuid({ error: 'Bill tidak valid.' }).optional(),
})
export type SaleInput = z.infer<typeof saleInputSchema>

/** A fee line of the receipt with who bears it (issue 15: the receipt says so). */
export const receiptFeeSchema = z.object({
  label: z.string(),
  amount: z.number(),
  bearer: z.enum(['CUSTOMER', 'MERCHANT']),
})

export const saleRecordSchema = z.object({
  id: z.number(),
  receiptNo: z.string(),
  createdAt: z.string(),
  status: z.string(),
  subtotal: z.number(),
  discount: z.number(),
  serviceCharge: z.number(),
  taxAmount: z.number(),
  total: z.number(),
  paid: z.number(),
  change: z.number(),
  /** The MDR of the non-cash parts, borne by the merchant (never on the customer's total). */
  fees: z.array(receiptFeeSchema),
  /** True when this key had already been posted: the answer is the sale written then. */
  duplicate: z.boolean(),
})
export type SaleRecord = z.infer<typeof saleRecordSchema>

export const posSale = defineEndpoint({
  path: '/pos/sale',
  access: POS,
  summary:
    'Catat penjualan kasir (transaksi, item, stok dan rollup dalam satu transaksi database; idempoten)',
  body: saleInputSchema,
  result: saleRecordSchema,
})

export const posVoid = defineEndpoint({
  path: '/pos/void',
  access: POS,
  summary: 'Batalkan (void) penjualan dengan alasan dan PIN supervisor; stok dikembalikan',
  body: z.strictObject({
    id: refId('Transaksi'),
    reason: z
      .string({ error: 'Alasan pembatalan wajib diisi.' })
      .trim()
      .min(5, 'Alasan pembatalan wajib diisi (minimal 5 karakter).')
      .max(200, 'Alasan maksimal 200 karakter.'),
    supervisorPin: z
      .string({ error: 'PIN supervisor wajib diisi.' })
      .regex(/^\d{6}$/, 'PIN supervisor 6 digit.'),
  }),
  result: z.object({ id: z.number(), receiptNo: z.string(), status: z.string() }),
})

export const posSales = defineEndpoint({
  path: '/pos/sales',
  access: POS,
  summary: 'Penjualan shift ini (untuk void dan cetak ulang)',
  body: z.strictObject({ shiftId: refId('Shift') }),
  result: z.array(
    z.object({
      id: z.number(),
      receiptNo: z.string(),
      createdAt: z.string(),
      total: z.number(),
      status: z.string(),
      methods: z.string(),
    }),
  ),
})

export const posShiftOpen = defineEndpoint({
  path: '/pos/shift/open',
  access: POS,
  summary: 'Buka shift kasir dengan kas awal',
  body: z.strictObject({ outletId: refId('Outlet'), openingCash: amount('Kas awal') }),
  result: shiftSchema,
})

export const posShiftClose = defineEndpoint({
  path: '/pos/shift/close',
  access: POS,
  summary: 'Tutup shift: hitung kas, selisih terhadap kas seharusnya',
  body: z.strictObject({ shiftId: refId('Shift'), countedCash: amount('Kas dihitung') }),
  result: shiftSchema,
})

export const posEndpoints = {
  posOutlets,
  posSetup,
  posReceiptNumbers,
  posSale,
  posVoid,
  posSales,
  posShiftOpen,
  posShiftClose,
}
