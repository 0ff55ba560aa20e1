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

/** The corporate area's resources (imported alone by the web's resource engine: contract/resources.ts). */
export const corporateResources = {
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
}
