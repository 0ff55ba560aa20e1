import { transactions } from '#contract/transactions/index.ts'
import { serverArea } from '../../engine/area.ts'
import { transactionReportRoutes } from './report-routes.ts'
import { stuckResource } from './sync/resources.ts'
import { syncHandler } from './sync/sync.ts'

export const transactionsServer = serverArea(
  transactions,
  ({ db, readDb, database, config, services, checkResults }) => ({
    resources: { syncMycroatm: stuckResource('mycroatm'), syncRetail: stuckResource('retail') },
    endpoints: {
      mycroatmSync: syncHandler(db, services.transactionHost, 'mycroatm'),
      retailSync: syncHandler(db, services.transactionHost, 'retail'),
    },
    // The calls of the five reports are generated from their definitions (contract/transactions/reports.ts).
    routes: (api) =>
      transactionReportRoutes(api, db, { driver: database.driver, readDb, config, checkResults }),
  }),
)
