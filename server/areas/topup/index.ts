import { topup } from '#contract/topup/index.ts'
import { serverArea } from '../../engine/area.ts'
import {
  cardBalanceUpdateResource,
  cardBlockedResource,
  cardBlockLogResource,
  cardBlockRoutes,
} from './cards.ts'
import { topupRoutes } from './record-topup.ts'

export const topupServer = serverArea(topup, ({ db }) => ({
  resources: {
    cardBlocked: cardBlockedResource,
    cardBlockLog: cardBlockLogResource,
    cardBalanceUpdate: cardBalanceUpdateResource,
  },
  endpoints: {},
  routes: (api) => {
    cardBlockRoutes(api, db)
    topupRoutes(api, db)
  },
}))
