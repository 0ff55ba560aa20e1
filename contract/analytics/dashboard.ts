import * as z from 'zod/mini'
import { access } from '../access/route-access.ts'
import { defineEndpoint } from '../engine/endpoint.ts'
import { TRX_KINDS, TRX_STATUSES } from '../transactions/trx-kinds.ts'
import { KIND_FEATURES } from './kinds.ts'
import { checkPeriod, dashboardPeriod } from './period.ts'

/**
 * The dashboard calls (issue 14; docs/PRODUCT.md §5 names /dashboard/summary, product-sales, top5/summary and
 * chart). Every figure comes from the rollups (server/areas/transactions/rollups/), for the caller's data
 * scope and the kinds their features show (contract/analytics/kinds.ts); `asOf` says how fresh it is.
 * Written with zod/mini (docs/ARCHITECTURE.md "Bundle size"): the summary pages parse every answer with these
 * schemas, and classic zod would add ~10 KB gzip to their first load. The calls of the panels below a page's
 * first screen are contract/analytics/dashboard-panels.ts, which the pages load after it.
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
export const int = () => z.number().check(z.int())

/** A kind of transaction, as the dashboard calls take and answer it. */
export const kindSchema = z.enum(TRX_KINDS, { error: 'Jenis transaksi tidak dikenal.' })

/** A dashboard call's period and filters. */
export const dashboardBase = { ...dashboardPeriod, ...dashboardFilters }

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

/** When the figures were last brought up to date. */
export const freshness = { asOf: z.string() }
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
  body: z.strictObject({ ...dashboardBase, kind: z.optional(kindSchema) }).check(z.superRefine(checkPeriod)),
  result: z.object({
    ...freshness,
    period: range,
    previous: range,
    /** The kinds this user's features show (empty: no transaction figures for this user). */
    kinds: z.array(kindSchema),
    current: figuresSchema,
    before: figuresSchema,
    byKind: z.array(z.object({ kind: kindSchema, current: figuresSchema, before: figuresSchema })),
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
      ...dashboardBase,
      kind: z.optional(kindSchema),
      by: z.enum(CHART_DIMENSIONS, { error: 'Pengelompokan tidak dikenal.' }),
      status: z.optional(z.enum(TRX_STATUSES, { error: 'Status tidak dikenal.' })),
    })
    .check(z.superRefine(checkPeriod)),
  result: z.object({ ...freshness, points: z.array(chartPointSchema) }),
})
