import { defineArea } from '../engine/area.ts'
import { feeParties } from './fees.ts'
import { masterResources } from './resources.ts'

/** Master data of the developer menu (issue 15): what the apps, the cashier and the fee engine are set up with. */
export const master = defineArea({
  name: 'master',
  resources: masterResources,
  endpoints: { feeParties },
  pages: [],
})
