import { topup } from '#contract/topup/index.ts'
import { serverArea } from '../../engine/area.ts'
import {
  blockCard,
  cardBalanceUpdateResource,
  cardBlockedResource,
  cardBlockLogResource,
  unblockCard,
} from './cards.ts'
import { addTopup } from './record-topup.ts'

export const topupServer = serverArea(topup, ({ db }) => ({
  resources: {
    cardBlocked: cardBlockedResource,
    cardBlockLog: cardBlockLogResource,
    cardBalanceUpdate: cardBalanceUpdateResource,
  },
  endpoints: { cardBlockAdd: blockCard(db), cardUnblock: unblockCard(db), topupAdd: addTopup(db) },
}))
