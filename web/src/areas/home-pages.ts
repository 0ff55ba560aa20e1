import type { LazyPage } from '../engine/area.ts'
import { analyticsPages } from './analytics/index.ts'

/**
 * The pages the signed-in shell routes to itself: the home page and the summaries, the pages opened first
 * most often, held to their first-load budgets (issues 12 and 14). Every other area's page is routed through
 * RoutePage's chunk (web/src/app/route-page.tsx), which loads beside the shell, so the shell no longer carries
 * a lazy import (and its list of files to preload) per page of the product: each new screen cost every first
 * load ~50 B gzip.
 */
export const HOME_PAGES: Readonly<Record<string, LazyPage>> = analyticsPages
