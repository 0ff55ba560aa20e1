import type { transactions } from '#contract/transactions/index.ts'
import { webArea } from '../../engine/area.ts'
import { lazyPage } from '../../engine/lazy-page.ts'

const ReportPage = lazyPage(() => import('./report-page.tsx').then((m) => ({ default: m.ReportRoutePage })))

export const transactionsPages = webArea<typeof transactions>({
  '/dashboard/transaction/retail-all': ReportPage,
  '/dashboard/transaction/biller-all': ReportPage,
  '/dashboard/transaction/mycroatm-all': ReportPage,
  '/dashboard/transaction/topup-all': ReportPage,
  '/dashboard/transaction/topup-deposit-all': ReportPage,
  '/dashboard/sync-transaction/mycroatm': lazyPage(() =>
    import('./sync/sync-transaction-page.tsx').then((m) => ({ default: m.SyncMycroatmPage })),
  ),
  '/dashboard/sync-transaction/retail': lazyPage(() =>
    import('./sync/sync-transaction-page.tsx').then((m) => ({ default: m.SyncRetailPage })),
  ),
})
