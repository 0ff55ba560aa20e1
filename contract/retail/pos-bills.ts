import { z } from 'zod'
import { access } from '../access/route-access.ts'
import { defineEndpoint } from '../engine/endpoint.ts'
import { positiveInt, refId } from '../engine/fields.ts'
import { MAX_LINE_QTY, MAX_PRICE } from './cart.ts'
import { saleLineSchema } from './pos.ts'

/**
 * Saved (open) bills of table service (issue 18 item 3): a table's cart kept on the server for every cashier
 * device of the outlet (server/db/schema/pos.ts posOpenBill). A bill is saved, opened into a cart (marked as
 * open by that cashier, still kept), saved back, deleted, or settled by the sale that names it.
 */
const POS = access.features('DEMO_POS_KASIR')

/** The most bills one outlet keeps open at once (a restaurant's tables, with room to spare). */
export const MAX_OPEN_BILLS = 200

const billId = z.uuid({ error: 'Bill tidak valid.' })

export const billLinesSchema = z
  .array(saleLineSchema)
  .min(1, 'Bill kosong tidak disimpan.')
  .max(200, 'Maksimal 200 baris per bill.')

export const openBillSchema = z.object({
  id: z.string(),
  outletId: z.number(),
  label: z.string(),
  lines: z.array(z.object({ productId: z.number(), qty: z.number(), discount: z.number() })),
  orderDiscount: z.number(),
  version: z.number(),
  savedBy: z.string(),
  savedAt: z.string(),
  /** The cashier who has it in a cart now, and since when; null when no one has. */
  openedBy: z.string().nullable(),
  openedAt: z.string().nullable(),
})
export type OpenBill = z.infer<typeof openBillSchema>

export const posBills = defineEndpoint({
  path: '/pos/bill/list',
  access: POS,
  summary: 'Bill tersimpan (meja) satu outlet, yang lama dulu',
  body: z.strictObject({ outletId: refId('Outlet') }),
  result: z.array(openBillSchema),
})

export const posBillSave = defineEndpoint({
  path: '/pos/bill/save',
  access: POS,
  summary: 'Simpan bill: baru (version 0) atau perubahan atas versi yang dibuka; melepas tanda dibuka',
  body: z.strictObject({
    id: billId,
    outletId: refId('Outlet'),
    label: z
      .string({ error: 'Nama bill wajib diisi.' })
      .trim()
      .min(1, 'Nama bill wajib diisi.')
      .max(40, 'Nama bill maksimal 40 karakter.'),
    lines: billLinesSchema,
    orderDiscount: positiveInt('Diskon transaksi', MAX_PRICE * MAX_LINE_QTY),
    /** The version this save is based on: 0 for a new bill. */
    version: z.number().int().min(0, 'Versi bill tidak valid.'),
  }),
  result: openBillSchema,
})

export const posBillOpen = defineEndpoint({
  path: '/pos/bill/open',
  access: POS,
  summary: 'Buka bill ke keranjang: ditandai dibuka oleh kasir ini, tetap tersimpan sampai dibayar',
  body: z.strictObject({ id: billId }),
  result: openBillSchema,
})

export const posBillDelete = defineEndpoint({
  path: '/pos/bill/delete',
  access: POS,
  summary: 'Hapus bill tersimpan',
  body: z.strictObject({ id: billId }),
  result: z.object({ id: z.string() }),
})

export const posBillEndpoints = { posBills, posBillSave, posBillOpen, posBillDelete }
