import type { AreaDef } from '#contract/engine/area.ts'
import type { LazyPage } from './lazy-page.ts'

export type { LazyPage }

/**
 * The web half of an area: a page for every route its contract lists under `pages` (the rest of its
 * screens are resource lists the engine draws). Typed against the contract by type alone, so the
 * router's first load does not carry the areas' schemas; a missing page fails the type check.
 */
export type WebArea<A extends AreaDef> = { readonly [P in A['pages'][number]]: LazyPage }

export const webArea = <A extends AreaDef>(pages: WebArea<A>): Readonly<Record<string, LazyPage>> => pages
