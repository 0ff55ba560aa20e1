import type { ServerArea } from '../engine/area.ts'
import { accountServer } from './account/index.ts'
import { analyticsServer } from './analytics/index.ts'
import { authServer } from './auth/index.ts'
import { corporateServer } from './corporate/index.ts'
import { depositServer } from './deposit/index.ts'
import { developerServer } from './developer/index.ts'
import { deviceActivityServer } from './device-activity/index.ts'
import { helpServer } from './help/index.ts'
import { locationServer } from './location/index.ts'
import { masterServer } from './master/index.ts'
import { partnerServer } from './partner/index.ts'
import { publicServer } from './public/index.ts'
import { retailServer } from './retail/index.ts'
import { searchServer } from './search/index.ts'
import { segmentationServer } from './segmentation/index.ts'
import { topupServer } from './topup/index.ts'
import { transactionsServer } from './transactions/index.ts'
import { walletServer } from './wallet/index.ts'

/** The server half of every area of contract/areas.ts (a unit test checks the two lists agree). */
export const SERVER_AREAS: readonly ServerArea[] = [
  authServer,
  accountServer,
  analyticsServer,
  corporateServer,
  transactionsServer,
  topupServer,
  deviceActivityServer,
  developerServer,
  masterServer,
  partnerServer,
  depositServer,
  walletServer,
  retailServer,
  locationServer,
  searchServer,
  segmentationServer,
  helpServer,
  publicServer,
]
