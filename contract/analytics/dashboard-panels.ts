import * as z from 'zod/mini'
import { access } from '../access/route-access.ts'
import { defineEndpoint } from '../engine/endpoint.ts'
import { TRX_STATUSES } from '../transactions/trx-kinds.ts'
import { dashboardBase, dashboardFilters, freshness, int, kindSchema } from './dashboard.ts'
import { checkPeriod } from './period.ts'

/**
 * The dashboard calls of the panels below a page's first screen (issue 14): product sales, the top five,
 * what waits for the host and the fee waterfall; the summary and the charts are contract/analytics/
 * dashboard.ts. Apart so that a summary's first load parses only what its first screen asks for.
 */

export const productRowSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** Items sold (retail) or transactions. */
  qty: int(),
  amount: int(),
})
export type ProductRow = z.infer<typeof productRowSchema>

export const dashboardProductSales = defineEndpoint({
  path: '/dashboard/product-sales',
  access: access.session,
  summary:
    'Penjualan per produk (retail: barang; Mybills: produk; Mycroatm: jenis; Topup: penerbit; Deposit: metode), transaksi sukses',
  body: z
    .strictObject({
      ...dashboardBase,
      kind: kindSchema,
      limit: z._default(int().check(z.gte(1), z.lte(100)), 20),
    })
    .check(z.superRefine(checkPeriod)),
  result: z.object({ ...freshness, rows: z.array(productRowSchema) }),
})

const rankedSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  trxCount: int(),
  amount: int(),
})
export type Ranked = z.infer<typeof rankedSchema>

export const dashboardTop5 = defineEndpoint({
  path: '/dashboard/top5/summary',
  access: access.session,
  summary: 'Lima produk, merchant dan outlet teratas menurut nominal transaksi sukses',
  body: z.strictObject({ ...dashboardBase, kind: kindSchema }).check(z.superRefine(checkPeriod)),
  result: z.object({
    ...freshness,
    products: z.array(productRowSchema),
    merchants: z.array(rankedSchema),
    outlets: z.array(rankedSchema),
  }),
})

export const AGE_BUCKETS = ['lt1h', 'h1to24', 'gt24h'] as const
export type AgeBucket = (typeof AGE_BUCKETS)[number]
export const AGE_BUCKET_LABEL: Record<AgeBucket, string> = {
  lt1h: '< 1 jam',
  h1to24: '1–24 jam',
  gt24h: '> 24 jam',
}

export const dashboardPendingAge = defineEndpoint({
  path: '/dashboard/pending-age',
  access: access.session,
  summary: 'Umur transaksi Menunggu dan Timeout/Suspect per jenis, produk dan kode respons (jam penuh)',
  body: z.strictObject({ ...dashboardFilters, kind: z.optional(kindSchema) }),
  result: z.object({
    ...freshness,
    rows: z.array(
      z.object({
        kind: kindSchema,
        subject: z.string(),
        /** The product, biller, type or method the subject code names. */
        subjectName: z.string(),
        status: z.enum(TRX_STATUSES),
        rc: z.string(),
        bucket: z.enum(AGE_BUCKETS),
        trxCount: int(),
        amount: int(),
      }),
    ),
  }),
})

export const dashboardFeeWaterfall = defineEndpoint({
  path: '/dashboard/fee-waterfall',
  access: access.session,
  summary:
    'Dari nominal ke pendapatan bersih: biaya, bagian merchant, bagian mitra, pendapatan bersih (transaksi sukses)',
  body: z.strictObject({ ...dashboardBase, kind: z.optional(kindSchema) }).check(z.superRefine(checkPeriod)),
  result: z.object({
    ...freshness,
    amount: int(),
    fee: int(),
    merchantFee: int(),
    /** The partners' shares of the fees (the fee engine's sharing, contract/fees/). */
    partnerFee: int(),
    net: int(),
  }),
})
