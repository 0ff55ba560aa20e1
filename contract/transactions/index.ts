import { defineArea } from '../engine/area.ts'
import { REPORT_ROUTES } from './report-routes.ts'
import { transactionsResources } from './resources.ts'
import { savedViewAdd, savedViewDelete, savedViewList, savedViewUpdate } from './saved-views.ts'
import { mycroatmSync, retailSync } from './sync.ts'

/** Transactions: the five reports, their saved views, and sync of transactions stuck at the host. */
export const transactions = defineArea({
  name: 'transactions',
  resources: transactionsResources,
  endpoints: { mycroatmSync, retailSync, savedViewList, savedViewAdd, savedViewUpdate, savedViewDelete },
  pages: [...REPORT_ROUTES, '/dashboard/sync-transaction/mycroatm', '/dashboard/sync-transaction/retail'],
})
