import { account } from './account/index.ts'
import { analytics } from './analytics/index.ts'
import { auth } from './auth/index.ts'
import { corporate } from './corporate/index.ts'
import { deposit } from './deposit/index.ts'
import { developer } from './developer/index.ts'
import { deviceActivity } from './device-activity/index.ts'
import type { AreaDef } from './engine/area.ts'
import type { EndpointDef } from './engine/endpoint.ts'
import type { ResourceDef } from './engine/resource.ts'
import type { WorkflowDef } from './engine/workflow.ts'
import { help } from './help/index.ts'
import { location } from './location/index.ts'
import { master } from './master/index.ts'
import { partnerArea } from './partner/index.ts'
import { publicArea } from './public/index.ts'
import { retail } from './retail/index.ts'
import { search } from './search/index.ts'
import { segmentation } from './segmentation/index.ts'
import { topup } from './topup/index.ts'
import { transactions } from './transactions/index.ts'
import { wallet } from './wallet/index.ts'

/**
 * Every area of the product (docs/ARCHITECTURE.md "Areas"). The server registers their resources
 * and endpoints, the web routes their pages, and the consistency and permission tests read them: a
 * new screen declared in its area's index is everywhere with no other edit.
 */
export const AREAS: readonly AreaDef[] = [
  auth,
  account,
  analytics,
  corporate,
  transactions,
  topup,
  deviceActivity,
  developer,
  master,
  partnerArea,
  deposit,
  wallet,
  retail,
  location,
  search,
  segmentation,
  help,
  publicArea,
]

/** Every resource of the product, as the areas declare them (contract/resources.ts is the same list, alone). */
export const AREA_RESOURCES: readonly ResourceDef[] = AREAS.flatMap((a) => Object.values(a.resources))
/** Every endpoint (every call that is not a resource's). */
export const ENDPOINTS: readonly EndpointDef[] = AREAS.flatMap((a) => Object.values(a.endpoints))
/** Every controlled workflow (docs/ARCHITECTURE.md "Four eyes"). */
export const WORKFLOWS: readonly WorkflowDef[] = AREAS.flatMap((a) => Object.values(a.workflows ?? {}))

export { RESOURCES, resourceByName, resourceByRoute } from './resources.ts'
