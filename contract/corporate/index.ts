import { defineArea } from '../engine/area.ts'
import { corporateResources } from './resources.ts'

/** Corporate settings: the client → region → group → merchant → outlet hierarchy and what hangs off it. */
export const corporate = defineArea({
  name: 'corporate',
  resources: corporateResources,
  endpoints: {},
  // The merchant list is the engine's, with operations' decision on a self-registration (issue 19).
  pages: ['/dashboard/corporate/merchant'],
})
