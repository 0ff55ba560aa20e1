import type { AnyOf } from '../access/can.ts'
import { routeByPath } from '../navigation/menu.ts'
import { REPORT_HEADS } from '../transactions/report-heads.ts'
import { TRX_KINDS, type TrxKind } from '../transactions/trx-kinds.ts'

/**
 * Which kinds of transaction a user's dashboards show: a kind's figures are for holders of its summary page
 * (docs/PRODUCT.md §2: /retail, /biller, /mycroatm, /topup) or of its transaction report, derived from the
 * menu and the reports' heads (contract/transactions/report-heads.ts) rather than restated.
 */
export const SUMMARY_ROUTE: Partial<Record<TrxKind, string>> = {
  RETAIL: '/retail',
  BILLER: '/biller',
  MYCROATM: '/mycroatm',
  TOPUP: '/topup',
}

function featuresOf(kind: TrxKind): AnyOf {
  const route = SUMMARY_ROUTE[kind]
  const summary = route ? (routeByPath(route)?.features ?? []) : []
  const report = REPORT_HEADS.find((r) => r.kind === kind)?.access ?? []
  return [...new Set([...summary, ...report])]
}
export const KIND_FEATURES = {
  RETAIL: featuresOf('RETAIL'),
  BILLER: featuresOf('BILLER'),
  MYCROATM: featuresOf('MYCROATM'),
  TOPUP: featuresOf('TOPUP'),
  DEPOSIT: featuresOf('DEPOSIT'),
} satisfies Record<TrxKind, AnyOf>

/** The kinds a user's features show, in the catalogue's order. */
export const kindsFor = (can: (anyOf: AnyOf) => boolean): TrxKind[] =>
  TRX_KINDS.filter((k) => can(KIND_FEATURES[k]))

/** The report of each kind, where a click on a chart opens the rows behind it. */
export const REPORT_ROUTE = Object.fromEntries(REPORT_HEADS.map((r) => [r.kind, r.route])) as Record<
  TrxKind,
  string
>

export const KIND_LABEL: Record<TrxKind, string> = {
  RETAIL: 'Retail',
  BILLER: 'Mybills',
  MYCROATM: 'Mycroatm',
  TOPUP: 'Topup',
  DEPOSIT: 'Deposit',
}
