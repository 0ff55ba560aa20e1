import { corporate } from '#contract/corporate/index.ts'
import { serverArea } from '../../engine/area.ts'
import { appVersionResource } from './app-version.ts'
import { clientResource } from './client.ts'
import { deviceActivityPeriodResource } from './device-activity-period.ts'
import { deviceMycroatmResource, deviceOutletResource, printerKitchenResource } from './devices.ts'
import { groupResource } from './group.ts'
import { merchantResource } from './merchant.ts'
import { merchantGroupResource } from './merchant-group.ts'
import { outletResource } from './outlet.ts'
import { outletUserResource } from './outlet-user.ts'
import { regionResource } from './region.ts'
import { targetResource } from './target.ts'
import { blockTransactionResource } from './transaction-block.ts'

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
