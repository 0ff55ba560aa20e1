import { analytics } from '#contract/analytics/index.ts'
import { serverArea } from '../../engine/area.ts'
import { chartHandler } from './chart.ts'
import { feeWaterfallHandler, pendingAgeHandler } from './operations.ts'
import { productSalesHandler, top5Handler } from './products.ts'
import { summaryHandler } from './summary.ts'

export const analyticsServer = serverArea(analytics, ({ db }) => ({
  resources: {},
  endpoints: {
    dashboardSummary: summaryHandler(db),
    dashboardChart: chartHandler(db),
    dashboardProductSales: productSalesHandler(db),
    dashboardTop5: top5Handler(db),
    dashboardPendingAge: pendingAgeHandler(db),
    dashboardFeeWaterfall: feeWaterfallHandler(db),
  },
}))
