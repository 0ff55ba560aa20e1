import { defineArea } from '../engine/area.ts'
import { cardBalanceUpdate, cardBlocked, cardBlockLog } from './cards.ts'

/** Top-up and the card registry: blocked cards, their log, balance updates waiting for the card. */
export const topup = defineArea({
  name: 'topup',
  resources: { cardBlocked, cardBlockLog, cardBalanceUpdate },
  endpoints: {},
  pages: ['/dashboard/topup/card-blocked', '/dashboard/topup/card-blocked-v2'],
})
