import { defineArea } from '../engine/area.ts'
import { appVersion } from './app-version.ts'
import { client } from './client.ts'
import { deviceActivityPeriod } from './device-activity-period.ts'
import { deviceMycroatm, deviceOutlet, printerKitchen } from './devices.ts'
import { group } from './group.ts'
import { merchant } from './merchant.ts'
import { merchantGroup } from './merchant-group.ts'
import { outlet } from './outlet.ts'
import { outletUser } from './outlet-user.ts'
import { region } from './region.ts'
import { target } from './target.ts'
import { blockTransaction } from './transaction-block.ts'

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
