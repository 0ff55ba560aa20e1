import { z } from 'zod'
import { access } from '../access/route-access.ts'
import { defineEndpoint } from '../engine/endpoint.ts'
import { checkPeriod, dashboardPeriod } from './period.ts'

/**
 * "Daftar Sharing Fee" (/dashboard/analytics/sharing-fee, issue 16 §6; docs/PRODUCT.md §7 names
 * /dashboard/summary/sharing-fee): each partner's share of the successful Mybills fees, per partner and product
 * over a period (or per day of it), from the partner-share rollups. A partner user reads its own partner only,
 * whatever it sends (another partner named → 403).
 */

const id = (label: string) =>
  z
    .number({ error: `${label} tidak valid.` })
    .int(`${label} tidak valid.`)
    .positive(`${label} tidak valid.`)

/** The rows: one per partner and product over the whole period, or one per day as well. */
export const SHARING_FEE_GRAINS = ['PERIOD', 'DAY'] as const
export const SHARING_FEE_SORTS = ['share', 'fee', 'trxCount', 'amount', 'partner', 'product', 'day'] as const

/** A page of grouped share rows (up to 1.000 a page: an export reads every row in pages of that size). */
export const sharePageFields = {
  page: z.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.number().int().min(1).max(1_000, 'Ukuran halaman maksimal 1000.').default(25),
}

/** The narrowing a sharing-fee call takes besides its period: a partner, a product, a search of their names. */
export const sharingFeeFilters = {
  partnerId: id('Partner').optional(),
  productId: id('Produk').optional(),
  search: z.string().trim().max(100, 'Kata kunci pencarian maksimal 100 karakter.').optional(),
}

export const sharingFeeFiguresSchema = z.object({
  /** Successful transactions in which the partner had a share. */
  trxCount: z.number().int(),
  /** Their amounts (the bills). */
  amount: z.number().int(),
  /** The fee the shares were taken from (the admin fees): the base of the share. */
  fee: z.number().int(),
  /** The partner's share of it. */
  share: z.number().int(),
})

export const sharingFeeRowSchema = sharingFeeFiguresSchema.extend({
  partnerId: z.number(),
  partnerCode: z.string(),
  partnerName: z.string(),
  productId: z.number().nullable(),
  productCode: z.string(),
  productName: z.string(),
  /** The WIB day (YYYY-MM-DD) of a per-day row; null for a row of the whole period. */
  day: z.string().nullable(),
})
export type SharingFeeRow = z.infer<typeof sharingFeeRowSchema>

export const summarySharingFee = defineEndpoint({
  path: '/dashboard/summary/sharing-fee',
  access: access.features('ANALYTICS_SHARING_PARTNER_FEE'),
  summary:
    'Sharing fee partner per partner dan produk (atau per hari) dalam satu periode, dari transaksi Mybills sukses',
  body: z
    .strictObject({
      ...dashboardPeriod,
      ...sharingFeeFilters,
      by: z.enum(SHARING_FEE_GRAINS, { error: 'Rincian tidak dikenal.' }).default('PERIOD'),
      sort: z.enum(SHARING_FEE_SORTS, { error: 'Kolom urutan tidak dikenal.' }).default('share'),
      dir: z.enum(['asc', 'desc']).default('desc'),
      ...sharePageFields,
    })
    .superRefine(checkPeriod),
  result: z.object({
    asOf: z.string(),
    items: z.array(sharingFeeRowSchema),
    total: z.number().int(),
    /** The whole period's figures over every row (not only the page). */
    totals: sharingFeeFiguresSchema,
  }),
  optionsOf: ['partner', 'product-biller'],
})
