import { defineArea } from '../engine/area.ts'
import { client, group, merchant, outlet, region } from './hierarchy.ts'
import {
  appVersion,
  blockTransaction,
  deviceActivityPeriod,
  deviceMycroatm,
  deviceOutlet,
  merchantGroup,
  outletUser,
  printerKitchen,
  target,
} from './operations.ts'

/** Corporate settings: the client → region → group → merchant → outlet hierarchy and what hangs off it. */
export const corporate = defineArea({
  name: 'corporate',
  resources: {
    client,
    region,
    group,
    merchant,
    outlet,
    merchantGroup,
    target,
    outletUser,
    deviceOutlet,
    deviceMycroatm,
    printerKitchen,
    deviceActivityPeriod,
    appVersion,
    blockTransaction,
  },
  endpoints: {},
  pages: [],
})
