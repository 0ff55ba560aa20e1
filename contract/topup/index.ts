import { defineArea } from '../engine/area.ts'
import { cardBalanceUpdate, cardBlockAdd, cardBlocked, cardBlockLog, cardUnblock, topupAdd } from './cards.ts'

/** Top-up and the card registry: blocked cards, their log, balance updates waiting for the card. */
export const topup = defineArea({
  name: 'topup',
  resources: { cardBlocked, cardBlockLog, cardBalanceUpdate },
  endpoints: { cardBlockAdd, cardUnblock, topupAdd },
  pages: ['/dashboard/topup/card-blocked', '/dashboard/topup/card-blocked-v2'],
})
