import { defineArea } from '../engine/area.ts'
import {
  groupTargets,
  merchantTargets,
  regionTargets,
  summaryLocation,
  summaryMerchant,
} from './analytics.ts'
import { dashboardChart, dashboardSummary } from './dashboard.ts'
import {
  dashboardFeeWaterfall,
  dashboardPendingAge,
  dashboardProductSales,
  dashboardTop5,
} from './dashboard-panels.ts'
import { summarySharingFee } from './sharing-fee.ts'

/** The home page, the summaries and the analytics (docs/PRODUCT.md §2; issue 14). */
export const analytics = defineArea({
  name: 'analytics',
  resources: {},
  endpoints: {
    dashboardSummary,
    dashboardChart,
    dashboardProductSales,
    dashboardTop5,
    dashboardPendingAge,
    dashboardFeeWaterfall,
    merchantTargets,
    groupTargets,
    regionTargets,
    summaryLocation,
    summaryMerchant,
    summarySharingFee,
  },
  pages: [
    '/',
    '/retail',
    '/biller',
    '/mycroatm',
    '/topup',
    '/dashboard/analytics/merchant-target',
    '/dashboard/analytics/group-target',
    '/dashboard/analytics/region-target',
    '/dashboard/analytics/transaction-by-city',
    '/dashboard/analytics/transaction-by-merchant',
    '/dashboard/analytics/sharing-fee',
  ],
})
