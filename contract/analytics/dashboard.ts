import * as z from 'zod/mini'
import { access } from '../access/route-access.ts'
import { defineEndpoint } from '../engine/endpoint.ts'
import { TRX_KINDS, TRX_STATUSES } from '../transactions/catalogue.ts'
import { KIND_FEATURES } from './kinds.ts'
import { checkPeriod, dashboardPeriod } from './period.ts'

/**
 * The dashboard calls (issue 14; docs/PRODUCT.md §5 names /dashboard/summary, product-sales, top5/summary and
 * chart). Every figure comes from the rollups (server/areas/transactions/rollups/), for the caller's data
 * scope and the kinds their features show (contract/analytics/kinds.ts); `asOf` says how fresh it is.
 * Written with zod/mini (docs/ARCHITECTURE.md "Bundle size"): the summary pages parse every answer with these
 * schemas, and classic zod would add ~10 KB gzip to their first load.
 */

const id = (label: string) =>
  z
    .number({ error: `${label} tidak valid.` })
    .check(z.int(`${label} tidak valid.`), z.positive(`${label} tidak valid.`))

/** Narrowing within the caller's scope: a client, a region, a group or a merchant. */
export const dashboardFilters = {
  clientId: z.optional(id('Client')),
  regionId: z.optional(id('Region')),
  groupId: z.optional(id('Group')),
  merchantId: z.optional(id('Merchant')),
}

/** An integer, as classic zod's `z.number().int()` checks it. */
const int = () => z.number().check(z.int())

const kind = z.enum(TRX_KINDS, { error: 'Jenis transaksi tidak dikenal.' })

const base = { ...dashboardPeriod, ...dashboardFilters }

/** The figures of one period. Rates and averages are the reader's arithmetic on these counts. */
export const figuresSchema = z.object({
  trxCount: int(),
  amount: int(),
  fee: int(),
  successCount: int(),
  successAmount: int(),
  activeMerchants: int(),
  activeDevices: int(),
})
export type Figures = z.infer<typeof figuresSchema>

const freshness = { asOf: z.string() }
const range = z.object({ from: z.string(), to: z.string() })

/** The filters' searchable selects, for the holders of a kind's figures (contract/options-access.ts). */
const filterOptions = {
  optionsOf: ['client', 'region', 'group', 'merchant'],
  optionsAccess: [...new Set(Object.values(KIND_FEATURES).flat())],
} as const

export const dashboardSummary = defineEndpoint({
  path: '/dashboard/summary',
  access: access.session,
  ...filterOptions,
  summary: 'Ringkasan periode dan periode sebelumnya, per jenis transaksi yang boleh dilihat',
  body: z.strictObject({ ...base, kind: z.optional(kind) }).check(z.superRefine(checkPeriod)),
  result: z.object({
    ...freshness,
    period: range,
    previous: range,
    /** The kinds this user's features show (empty: no transaction figures for this user). */
    kinds: z.array(kind),
    current: figuresSchema,
    before: figuresSchema,
    byKind: z.array(z.object({ kind, current: figuresSchema, before: figuresSchema })),
  }),
})

export const CHART_DIMENSIONS = ['hour', 'day', 'week', 'month', 'kind', 'status', 'subject', 'bank'] as const
export type ChartDimension = (typeof CHART_DIMENSIONS)[number]
/** Hourly points come from the hourly rollup, for a short period only. */
export const MAX_HOURLY_DAYS = 7

export const chartPointSchema = z.object({
  /** The bucket (a day `2026-11-25`, an hour `2026-11-25T14:00:00.000Z`, a week's Monday, a month's 1st) or the key. */
  key: z.string(),
  label: z.string(),
  trxCount: int(),
  amount: int(),
  fee: int(),
  successCount: int(),
})
export type ChartPoint = z.infer<typeof chartPointSchema>

export const dashboardChart = defineEndpoint({
  path: '/dashboard/chart',
  access: access.session,
  summary: 'Satu grafik: tren per jam/hari/minggu/bulan, atau rincian per jenis, status, produk/metode, bank',
  body: z
    .strictObject({
      ...base,
      kind: z.optional(kind),
      by: z.enum(CHART_DIMENSIONS, { error: 'Pengelompokan tidak dikenal.' }),
      status: z.optional(z.enum(TRX_STATUSES, { error: 'Status tidak dikenal.' })),
    })
    .check(z.superRefine(checkPeriod)),
  result: z.object({ ...freshness, points: z.array(chartPointSchema) }),
})

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
    .strictObject({ ...base, kind, limit: z._default(int().check(z.gte(1), z.lte(100)), 20) })
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
  body: z.strictObject({ ...base, kind }).check(z.superRefine(checkPeriod)),
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
  body: z.strictObject({ ...dashboardFilters, kind: z.optional(kind) }),
  result: z.object({
    ...freshness,
    rows: z.array(
      z.object({
        kind,
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
  body: z.strictObject({ ...base, kind: z.optional(kind) }).check(z.superRefine(checkPeriod)),
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
