import { transactions } from '#contract/transactions/index.ts'
import { serverArea } from '../../engine/area.ts'
import { transactionReportRoutes } from './report-routes.ts'
import { addSavedView, deleteSavedView, listSavedViews, updateSavedView } from './saved-views.ts'
import { stuckResource } from './sync/resources.ts'
import { syncHandler } from './sync/sync.ts'

export const transactionsServer = serverArea(
  transactions,
  ({ db, readDb, database, config, services, checkResults }) => ({
    resources: { syncMycroatm: stuckResource('mycroatm'), syncRetail: stuckResource('retail') },
    endpoints: {
      mycroatmSync: syncHandler(db, services.transactionHost, 'mycroatm'),
      retailSync: syncHandler(db, services.transactionHost, 'retail'),
      savedViewList: listSavedViews(db),
      savedViewAdd: addSavedView(db),
      savedViewUpdate: updateSavedView(db),
      savedViewDelete: deleteSavedView(db),
    },
    // The calls of the five reports are generated from their definitions (contract/transactions/reports.ts).
    routes: (api) =>
      transactionReportRoutes(api, db, { driver: database.driver, readDb, config, checkResults }),
  }),
)
