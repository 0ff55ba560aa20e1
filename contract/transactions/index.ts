import { defineArea } from '../engine/area.ts'
import { REPORT_ROUTES } from './report-routes.ts'
import { transactionsResources } from './resources.ts'
import { mycroatmSync, retailSync } from './sync.ts'

/** Transactions: the five reports and sync of transactions stuck at the host. */
export const transactions = defineArea({
  name: 'transactions',
  resources: transactionsResources,
  endpoints: { mycroatmSync, retailSync },
  pages: [...REPORT_ROUTES, '/dashboard/sync-transaction/mycroatm', '/dashboard/sync-transaction/retail'],
})
