import type { AnyOf } from '../access/can.ts'
import type { TrxKind } from './trx-kinds.ts'

/**
 * What names each transaction report and who may open it: its slug, kind, calls' path, route, title and
 * features. The report declarations (contract/transactions/reports.ts, with their columns, filters and zod
 * schemas) are built on these; the dashboards (contract/analytics/kinds.ts) read them without loading those.
 */
export const REPORT_SLUGS = ['retail', 'biller', 'mycroatm', 'topup', 'topup-deposit'] as const
export type ReportSlug = (typeof REPORT_SLUGS)[number]

export interface ReportHead {
  readonly slug: ReportSlug
  readonly kind: TrxKind
  /** Base path of the report's calls: `/{apiPath}/list` … */
  readonly apiPath: string
  /** The report's page (a menu route). */
  readonly route: string
  readonly title: string
  /** The features that open the report and its calls (any of). */
  readonly access: AnyOf
}

const ANY_TRANSACTION = 'VIEW_ALL_TRANSACTION' as const

export const REPORT_HEAD = {
  retail: {
    slug: 'retail',
    kind: 'RETAIL',
    apiPath: 'transaction/retail',
    route: '/dashboard/transaction/retail-all',
    title: 'Transaksi Retail',
    access: [ANY_TRANSACTION, 'VIEW_ONLY_RETAIL_TRANSACTION'],
  },
  biller: {
    slug: 'biller',
    kind: 'BILLER',
    apiPath: 'transaction/biller',
    route: '/dashboard/transaction/biller-all',
    title: 'Transaksi Mybills',
    access: [ANY_TRANSACTION, 'VIEW_ONLY_BILLER_TRANSACTION'],
  },
  mycroatm: {
    slug: 'mycroatm',
    kind: 'MYCROATM',
    apiPath: 'transaction/mycroatm',
    route: '/dashboard/transaction/mycroatm-all',
    title: 'Transaksi Mycroatm',
    access: [ANY_TRANSACTION, 'VIEW_ONLY_MYCROATM_TRANSACTION'],
  },
  topup: {
    slug: 'topup',
    kind: 'TOPUP',
    apiPath: 'transaction/topup',
    route: '/dashboard/transaction/topup-all',
    title: 'Transaksi Topup',
    access: [ANY_TRANSACTION, 'VIEW_ONLY_TOPUP_TRANSACTION'],
  },
  'topup-deposit': {
    slug: 'topup-deposit',
    kind: 'DEPOSIT',
    apiPath: 'transaction/topup-deposit',
    route: '/dashboard/transaction/topup-deposit-all',
    title: 'Transaksi Topup Deposit',
    access: [ANY_TRANSACTION, 'VIEW_ONLY_TOPUP_DEPOSIT_TRANSACTION'],
  },
} as const satisfies { readonly [S in ReportSlug]: ReportHead & { readonly slug: S } }

/** Every report's head, in the reports' order. */
export const REPORT_HEADS: readonly ReportHead[] = REPORT_SLUGS.map((slug) => REPORT_HEAD[slug])
