import { z } from 'zod'
import { access } from '../access/route-access.ts'
import { checkPeriod, dashboardPeriod } from '../analytics/period.ts'
import { sharePageFields, sharingFeeFilters } from '../analytics/sharing-fee.ts'
import { defineEndpoint } from '../engine/endpoint.ts'

/**
 * Riwayat pendapatan (/dashboard/mint-partner/riwayat-pendapatan, issue 16 §5): a partner's income, its share
 * of the successful Mybills fees per WIB day and product, and whether a settlement (a payment to the partner
 * for a period) covers the day. A partner user reads its own only, whatever it sends.
 */

export const SETTLEMENT_STATES = [
  { value: 'SETTLED', label: 'Sudah dibayar' },
  { value: 'UNSETTLED', label: 'Belum dibayar' },
] as const
const SETTLEMENT_VALUES = ['SETTLED', 'UNSETTLED'] as const

export const incomeRowSchema = z.object({
  day: z.string(),
  partnerId: z.number(),
  partnerCode: z.string(),
  partnerName: z.string(),
  productCode: z.string(),
  productName: z.string(),
  trxCount: z.number().int(),
  /** The admin fees the share was taken from. */
  fee: z.number().int(),
  share: z.number().int(),
  /** The settlement covering the day (its reference and when it was paid), or null: not paid yet. */
  settlement: z.object({ referenceNo: z.string(), settledAt: z.string() }).nullable(),
})
export type IncomeRow = z.infer<typeof incomeRowSchema>

export const partnerIncome = defineEndpoint({
  path: '/partner/riwayat-pendapatan',
  access: access.features('VIEW_RIWAYAT_PENDAPATAN'),
  summary: 'Riwayat pendapatan partner: bagian sharing fee per hari dan produk, dan apakah sudah dibayar',
  body: z
    .strictObject({
      ...dashboardPeriod,
      ...sharingFeeFilters,
      settled: z.enum(SETTLEMENT_VALUES, { error: 'Status pembayaran tidak dikenal.' }).optional(),
      ...sharePageFields,
    })
    .superRefine(checkPeriod),
  result: z.object({
    asOf: z.string(),
    items: z.array(incomeRowSchema),
    total: z.number().int(),
    totals: z.object({ share: z.number().int(), settled: z.number().int(), unsettled: z.number().int() }),
  }),
  optionsOf: ['partner', 'product-biller'],
})
