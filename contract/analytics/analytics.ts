import { z } from 'zod'
import { access } from '../access/route-access.ts'
import { defineEndpoint } from '../engine/endpoint.ts'
import { provinceCode } from '../engine/fields.ts'
import { TRX_KINDS } from '../transactions/catalogue.ts'
import { dashboardFilters } from './dashboard.ts'
import { checkPeriod, dashboardPeriod } from './period.ts'

/**
 * The analytics of docs/PRODUCT.md §2 (issue 14 §3): targets against what was sold (per merchant, group and
 * region, /dashboard/merchant|group|region), transactions by location (/dashboard/summary-location/list) and
 * per merchant. Each is gated by its own feature and reads every kind but deposits (top-ups of a merchant's
 * balance are not sales), successful transactions, within the caller's data scope.
 */

const kind = z.enum(TRX_KINDS, { error: 'Jenis transaksi tidak dikenal.' })
const pageFields = {
  page: z.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.number().int().min(1).max(100, 'Ukuran halaman maksimal 100.').default(25),
  search: z.string().trim().max(100, 'Kata kunci pencarian maksimal 100 karakter.').optional(),
  dir: z.enum(['asc', 'desc']).default('desc'),
}

export const TARGET_SORTS = ['achievement', 'amount', 'target', 'name'] as const
export const TARGET_LEVELS = ['MERCHANT', 'GROUP', 'REGION'] as const
export type TargetLevel = (typeof TARGET_LEVELS)[number]

export const targetRowSchema = z.object({
  id: z.number(),
  subjectId: z.number(),
  code: z.string(),
  name: z.string(),
  clientName: z.string(),
  trxCountTarget: z.number().int(),
  trxAmountTarget: z.number().int(),
  trxCount: z.number().int(),
  amount: z.number().int(),
  /** Amount achieved against the amount target, in basis points (10000 = 100%). */
  achievementBps: z.number().int(),
  /** What must be sold per remaining day to reach the amount target (0 when reached or the month is over). */
  neededPerDay: z.number().int(),
  /** The amount at month end at the pace so far (the actual amount once the month is over). */
  projectedAmount: z.number().int(),
})
export type TargetRow = z.infer<typeof targetRowSchema>

const targetEndpoint = (
  level: TargetLevel,
  path: string,
  feature: 'SUMMARY_MERCHANT_TARGET' | 'SUMMARY_GROUP_TARGET' | 'SUMMARY_REGION_TARGET',
) =>
  defineEndpoint({
    path,
    access: access.features(feature),
    summary: `Target ${level === 'MERCHANT' ? 'merchant' : level === 'GROUP' ? 'group' : 'region'} dibanding realisasi bulan itu (transaksi sukses, tanpa deposit)`,
    body: z.strictObject({
      period: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Format periode tidak valid (TTTT-BB).'),
      sort: z.enum(TARGET_SORTS, { error: 'Kolom urutan tidak dikenal.' }).default('achievement'),
      clientId: dashboardFilters.clientId,
      regionId: dashboardFilters.regionId,
      ...pageFields,
    }),
    result: z.object({
      asOf: z.string(),
      period: z.string(),
      daysInMonth: z.number().int(),
      /** WIB days of the month already over (today counts as begun: the month's pace uses whole days). */
      daysElapsed: z.number().int(),
      items: z.array(targetRowSchema),
      total: z.number().int(),
    }),
    optionsOf: ['client', 'region'],
  })

export const merchantTargets = targetEndpoint('MERCHANT', '/dashboard/merchant', 'SUMMARY_MERCHANT_TARGET')
export const groupTargets = targetEndpoint('GROUP', '/dashboard/group', 'SUMMARY_GROUP_TARGET')
export const regionTargets = targetEndpoint('REGION', '/dashboard/region', 'SUMMARY_REGION_TARGET')

export const locationRowSchema = z.object({
  code: z.string(),
  name: z.string(),
  trxCount: z.number().int(),
  amount: z.number().int(),
  merchants: z.number().int(),
})
export type LocationRow = z.infer<typeof locationRowSchema>

export const summaryLocation = defineEndpoint({
  path: '/dashboard/summary-location/list',
  access: access.features('SUMMARY_LOCATION'),
  summary:
    'Transaksi sukses per provinsi, atau per kabupaten/kota dalam satu provinsi, menurut lokasi merchant',
  body: z
    .strictObject({
      ...dashboardPeriod,
      ...dashboardFilters,
      kind: kind.optional(),
      provinceCode: provinceCode().optional(),
    })
    .superRefine(checkPeriod),
  result: z.object({ asOf: z.string(), rows: z.array(locationRowSchema) }),
  optionsOf: ['client', 'region', 'group', 'merchant'],
})

export const MERCHANT_SUMMARY_SORTS = ['amount', 'trxCount', 'fee', 'name'] as const

export const merchantSummaryRowSchema = z.object({
  id: z.number(),
  mid: z.string(),
  name: z.string(),
  trxCount: z.number().int(),
  successCount: z.number().int(),
  amount: z.number().int(),
  fee: z.number().int(),
})

export const summaryMerchant = defineEndpoint({
  path: '/dashboard/summary-merchant/list',
  access: access.features('SUMMARY_MERCHANT'),
  summary: 'Transaksi per merchant dalam satu periode: jumlah, sukses, nominal dan biaya (tanpa deposit)',
  body: z
    .strictObject({
      ...dashboardPeriod,
      ...dashboardFilters,
      kind: kind.optional(),
      sort: z.enum(MERCHANT_SUMMARY_SORTS, { error: 'Kolom urutan tidak dikenal.' }).default('amount'),
      ...pageFields,
    })
    .superRefine(checkPeriod),
  result: z.object({ asOf: z.string(), items: z.array(merchantSummaryRowSchema), total: z.number().int() }),
  optionsOf: ['client', 'region', 'group'],
})
