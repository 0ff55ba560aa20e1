import { corporateResources } from './corporate/resources.ts'
import { depositResources } from './deposit/resources.ts'
import { developerResources } from './developer/resources.ts'
import { deviceActivityResources } from './device-activity/resources.ts'
import type { ResourceDef } from './engine/resource.ts'
import { helpResources } from './help/resources.ts'
import { masterResources } from './master/resources.ts'
import { partnerResources } from './partner/resources.ts'
import { retailResources } from './retail/resources.ts'
import { segmentResources } from './segmentation/resources.ts'
import { topupResources } from './topup/resources.ts'
import { transactionsResources } from './transactions/resources.ts'
import { walletResources } from './wallet/resources.ts'

/**
 * Every resource of the product without the areas' other calls: what the web's resource engine imports (a ref
 * select finds its API, a route its list), so a list page does not carry every endpoint's schemas with it
 * (issue 12 budgets). Each area with resources keeps them in its `resources.ts`; contract/areas.test.ts checks
 * that this list is exactly the areas' resources.
 */
export const RESOURCES: readonly ResourceDef[] = [
  corporateResources,
  transactionsResources,
  topupResources,
  deviceActivityResources,
  developerResources,
  masterResources,
  partnerResources,
  segmentResources,
  depositResources,
  walletResources,
  retailResources,
  helpResources,
].flatMap((set) => Object.values(set))

const byName = new Map(RESOURCES.map((r) => [r.name, r]))
const byRoute = new Map(RESOURCES.map((r) => [r.route, r]))
export const resourceByName = (name: string) => byName.get(name)
export const resourceByRoute = (route: string) => byRoute.get(route)
