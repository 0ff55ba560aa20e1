import { transactions } from '#contract/transactions/index.ts'
import { serverArea } from '../../engine/area.ts'
import { transactionReportRoutes } from './report-routes.ts'
import { savedViewRoutes } from './saved-views.ts'
import { stuckResource } from './sync/resources.ts'
import { syncRoutes } from './sync/routes.ts'

export const transactionsServer = serverArea(transactions, ({ db, database, config, services }) => ({
  resources: { syncMycroatm: stuckResource('mycroatm'), syncRetail: stuckResource('retail') },
  endpoints: {},
  routes: (api) => {
    syncRoutes(api, db, services.transactionHost)
    transactionReportRoutes(api, db, { driver: database.driver, config })
    savedViewRoutes(api, db)
  },
}))
