import {
  dashboardFeeWaterfall,
  dashboardPendingAge,
  dashboardProductSales,
  dashboardTop5,
} from '#contract/analytics/dashboard-panels.ts'
import type { EndpointBody, EndpointResult } from '#contract/engine/endpoint.ts'
import { useDashboardCall } from './api.ts'

/** The calls of the panels below a page's first screen (./api.ts has the summary's and the charts'). */
export const useProductSales = (body: EndpointBody<typeof dashboardProductSales>, enabled?: boolean) =>
  useDashboardCall(dashboardProductSales, body, enabled)
export const useTop5 = (body: EndpointBody<typeof dashboardTop5>, enabled?: boolean) =>
  useDashboardCall(dashboardTop5, body, enabled)
export const usePendingAge = (body: EndpointBody<typeof dashboardPendingAge>, enabled?: boolean) =>
  useDashboardCall(dashboardPendingAge, body, enabled)
export const useFeeWaterfall = (body: EndpointBody<typeof dashboardFeeWaterfall>, enabled?: boolean) =>
  useDashboardCall(dashboardFeeWaterfall, body, enabled)

export type PendingAgeAnswer = EndpointResult<typeof dashboardPendingAge>
