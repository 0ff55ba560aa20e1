import { defineArea } from '../engine/area.ts'
import { REPORT_ROUTES } from './report-routes.ts'
import { syncMycroatm, syncRetail } from './sync.ts'

/** Transactions: the five reports, their saved views, and sync of transactions stuck at the host. */
export const transactions = defineArea({
  name: 'transactions',
  resources: { syncMycroatm, syncRetail },
  endpoints: {},
  pages: [...REPORT_ROUTES, '/dashboard/sync-transaction/mycroatm', '/dashboard/sync-transaction/retail'],
})
