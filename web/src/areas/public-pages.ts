import type { LazyPage } from '../engine/area.ts'
import { accountPages } from './account/index.ts'
import { authPages } from './auth/index.ts'
import { publicPages } from './public/index.ts'

/**
 * The areas that draw public pages (contract/navigation/public-paths.ts), for the public entry
 * (web/src/app/public-main.tsx), which draws the one its path names: only these areas' lazy imports are in
 * the sign-in page's first load, not every page of the product.
 */
export const PUBLIC_AREA_PAGES: Readonly<Record<string, LazyPage>> = {
  ...authPages,
  ...accountPages,
  ...publicPages,
}
