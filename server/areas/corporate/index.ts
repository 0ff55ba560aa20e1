import { corporate } from '#contract/corporate/index.ts'
import { serverArea } from '../../engine/area.ts'
import {
  appVersionResource,
  blockTransactionResource,
  deviceActivityPeriodResource,
  deviceMycroatmResource,
  deviceOutletResource,
  merchantGroupResource,
  outletUserResource,
  printerKitchenResource,
  targetResource,
} from './operations.ts'
import {
  clientResource,
  groupResource,
  merchantResource,
  outletResource,
  regionResource,
} from './resources.ts'

export const corporateServer = serverArea(corporate, () => ({
  resources: {
    client: clientResource,
    region: regionResource,
    group: groupResource,
    merchant: merchantResource,
    outlet: outletResource,
    merchantGroup: merchantGroupResource,
    target: targetResource,
    outletUser: outletUserResource,
    deviceOutlet: deviceOutletResource,
    deviceMycroatm: deviceMycroatmResource,
    printerKitchen: printerKitchenResource,
    deviceActivityPeriod: deviceActivityPeriodResource,
    appVersion: appVersionResource,
    blockTransaction: blockTransactionResource,
  },
  endpoints: {},
}))
