import { analytics } from '#contract/analytics/index.ts'
import { serverArea } from '../../engine/area.ts'
import { locationHandler, merchantSummaryHandler } from './by-place.ts'
import { chartHandler } from './chart.ts'
import { feeWaterfallHandler, pendingAgeHandler } from './operations.ts'
import { productSalesHandler, top5Handler } from './products.ts'
import { sharingFeeHandler } from './sharing-fee.ts'
import { summaryHandler } from './summary.ts'
import { targetsHandler } from './targets.ts'

// Every call here only reads (rollups, targets, scope): all go to the read replica when there is one.
export const analyticsServer = serverArea(analytics, ({ readDb: db }) => ({
  resources: {},
  endpoints: {
    dashboardSummary: summaryHandler(db),
    dashboardChart: chartHandler(db),
    dashboardProductSales: productSalesHandler(db),
    dashboardTop5: top5Handler(db),
    dashboardPendingAge: pendingAgeHandler(db),
    dashboardFeeWaterfall: feeWaterfallHandler(db),
    merchantTargets: targetsHandler(db, 'MERCHANT'),
    groupTargets: targetsHandler(db, 'GROUP'),
    regionTargets: targetsHandler(db, 'REGION'),
    summaryLocation: locationHandler(db),
    summaryMerchant: merchantSummaryHandler(db),
    summarySharingFee: sharingFeeHandler(db),
  },
}))
