import {
  type ReportDef,
  type ReportListRequest,
  type ReportQuery,
  reportDetailSchema,
  reportOptionsSchema,
  reportPageSchema,
  reportTotalsSchema,
} from '#contract/transactions/reports.ts'
import { callChecked } from '../../api/endpoint.ts'
import { dataOf } from '../../engine/resource-api.ts'

/** The calls of a report (POST /transaction/{slug}/…) and their query keys (its saved views are the engine's). */
const path = (def: ReportDef, op: string) => `/${def.apiPath}/${op}`
const opts = (signal?: AbortSignal) => (signal ? { signal } : {})

export const reportKeys = {
  all: (def: ReportDef) => ['report', def.slug] as const,
  list: (def: ReportDef, body: ReportListRequest) => ['report', def.slug, 'list', body] as const,
  totals: (def: ReportDef, query: ReportQuery) => ['report', def.slug, 'totals', query] as const,
  detail: (def: ReportDef, id: number) => ['report', def.slug, 'detail', id] as const,
  options: (def: ReportDef, filter: string) => ['report', def.slug, 'options', filter] as const,
}

export const reportApi = {
  list: (def: ReportDef, body: ReportListRequest, signal?: AbortSignal) =>
    dataOf(callChecked(path(def, 'list'), body, reportPageSchema, opts(signal))),
  totals: (def: ReportDef, query: ReportQuery, signal?: AbortSignal) =>
    dataOf(callChecked(path(def, 'totals'), query, reportTotalsSchema, opts(signal))),
  detail: (def: ReportDef, id: number, signal?: AbortSignal) =>
    dataOf(callChecked(path(def, 'detail'), { id }, reportDetailSchema, opts(signal))),
  options: (def: ReportDef, filter: string, signal?: AbortSignal) =>
    dataOf(callChecked(path(def, 'options'), { filter }, reportOptionsSchema, opts(signal))),
}
