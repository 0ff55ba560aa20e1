import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { dashboardChart, dashboardSummary } from '#contract/analytics/dashboard.ts'
import type { EndpointBody, EndpointDef, EndpointResult } from '#contract/engine/endpoint.ts'
import { callEndpoint } from '../../../api/endpoint.ts'

/**
 * The dashboard calls through TanStack Query: one hook per call, keyed by the call's path and body, so the
 * same figures asked for by two panels are fetched once. A failed call is a query error with the server's
 * message (the panel shows it with a retry). The previous figures stay on screen while the next period's
 * load, so a period change does not flash empty cards. The calls of the panels below the first screen are
 * ./panel-api.ts.
 */
async function fetchOrThrow<E extends EndpointDef>(endpoint: E, body: EndpointBody<E>, signal: AbortSignal) {
  const answer = await callEndpoint(endpoint, body, { signal })
  if (!answer.success) throw new Error(answer.message)
  return answer.data as EndpointResult<E>
}

/** Figures change every minute or so; a minute's cache keeps tab switches and back/forward instant. */
const STALE_MS = 60_000

export function useDashboardCall<E extends EndpointDef>(endpoint: E, body: EndpointBody<E>, enabled = true) {
  return useQuery({
    queryKey: ['dashboard', endpoint.path, body],
    queryFn: ({ signal }) => fetchOrThrow(endpoint, body, signal),
    staleTime: STALE_MS,
    placeholderData: keepPreviousData,
    enabled,
  })
}

export const useSummary = (body: EndpointBody<typeof dashboardSummary>, enabled?: boolean) =>
  useDashboardCall(dashboardSummary, body, enabled)
export const useChart = (body: EndpointBody<typeof dashboardChart>, enabled?: boolean) =>
  useDashboardCall(dashboardChart, body, enabled)

export type SummaryAnswer = EndpointResult<typeof dashboardSummary>
export type ChartAnswer = EndpointResult<typeof dashboardChart>
