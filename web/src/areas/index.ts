import type { LazyPage } from '../engine/area.ts'
import { accountPages } from './account/index.ts'
import { authPages } from './auth/index.ts'
import { corporatePages } from './corporate/index.ts'
import { depositPages } from './deposit/index.ts'
import { developerPages } from './developer/index.ts'
import { deviceActivityPages } from './device-activity/index.ts'
import { helpPages } from './help/index.ts'
import { HOME_PAGES } from './home-pages.ts'
import { partnerPages } from './partner/index.ts'
import { retailPages } from './retail/index.ts'
import { topupPages } from './topup/index.ts'
import { transactionsPages } from './transactions/index.ts'
import { walletPages } from './wallet/index.ts'

/**
 * The pages every area draws itself, by route (contract/<area>/index.ts lists them; a unit test checks
 * that each area's web half covers them). Areas whose screens are all resource lists have none. The shell
 * routes the home pages itself (./home-pages.ts) and every other through RoutePage, which imports
 * SIGNED_IN_AREA_PAGES (the public area's pages left out: only the public entry draws them, ./public-pages.ts).
 */
export const SIGNED_IN_AREA_PAGES: Readonly<Record<string, LazyPage>> = {
  ...authPages,
  ...accountPages,
  ...HOME_PAGES,
  ...transactionsPages,
  ...topupPages,
  ...deviceActivityPages,
  ...developerPages,
  ...depositPages,
  ...walletPages,
  ...partnerPages,
  ...retailPages,
  ...helpPages,
  ...corporatePages,
}
