import type { LazyPage } from '../engine/area.ts'
import { SIGNED_IN_AREA_PAGES } from './index.ts'
import { PUBLIC_AREA_PAGES } from './public-pages.ts'

/**
 * Every page an area draws, signed-in and public, for the checks that read them all (web/src/areas/areas.test.ts,
 * scripts/web-build/budget.test.ts). The app never imports it: each entry loads only its own map.
 */
export const AREA_PAGES: Readonly<Record<string, LazyPage>> = {
  ...SIGNED_IN_AREA_PAGES,
  ...PUBLIC_AREA_PAGES,
}
