import { defineArea } from '../engine/area.ts'
import { cardBlockAdd, cardUnblock, topupAdd } from './cards.ts'
import { topupResources } from './resources.ts'

/** Top-up and the card registry: blocked cards, their log, balance updates waiting for the card. */
export const topup = defineArea({
  name: 'topup',
  resources: topupResources,
  endpoints: { cardBlockAdd, cardUnblock, topupAdd },
  pages: ['/dashboard/topup/card-blocked', '/dashboard/topup/card-blocked-v2'],
})
