import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { SUMMARY_ROUTE } from '../../contract/analytics/kinds.ts'
import { resourceByRoute } from '../../contract/areas.ts'
import { ACCOUNT_LINKS, ROUTES } from '../../contract/navigation/menu.ts'
import { isPublicPath } from '../../contract/navigation/public-paths.ts'
import { HOME_PAGES } from '../../web/src/areas/home-pages.ts'
import { PUBLIC_PAGE } from './public-entry.ts'

/**
 * What each route of the built web app loads first, from Vite's manifest (dist/web/.vite/manifest.json):
 * its document's entry with its static imports and CSS (public-pages.html for a public route, index.html
 * and the signed-in shell, the app layout, for the others), and the route's page module with its static
 * imports (for a resource list drawn by RoutePage, also its declaration, which RoutePage imports with the
 * list). Chunks a page imports lazily later are not counted. Sizes are gzip level 9, as served precompressed (scripts/web-build/precompress.ts).
 */

interface ManifestChunk {
  file: string
  /** A shared chunk's name (its first module's file name, without extension). */
  name?: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}
export type Manifest = Record<string, ManifestChunk>

const ROOT = path.resolve(import.meta.dirname, '..', '..')
const WEB_SRC = path.join(ROOT, 'web', 'src')
/** The two documents' entries (scripts/web-build/public-entry.ts), as the manifest names them. */
const APP_ENTRY = 'index.html'
const PUBLIC_ENTRY = PUBLIC_PAGE
/** The module of the signed-in shell (sidebar, header), relative to the web root as in the manifest. */
export const SHELL_MODULE = 'src/app/layout/app-layout.tsx'
const ROUTE_PAGE = 'src/app/route-page.tsx'
const RESOURCE_LIST_PAGE = 'src/engine/resource-list-page.tsx'
const MODULE_PAGE = 'src/app/module-page.tsx'
/** RoutePage's table of each resource's declaration module (web/src/app/resource-routes.ts). */
const RESOURCE_ROUTES_FILE = path.join(WEB_SRC, 'app', 'resource-routes.ts')

/** The summaries' routes (one page, web/src/areas/analytics/summary-page.tsx), held to BUDGETS.summaryFirst. */
export const SUMMARY_ROUTES: ReadonlySet<string> = new Set(Object.values(SUMMARY_ROUTE))

export const readManifest = (webDist: string): Manifest =>
  JSON.parse(readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8')) as Manifest

/** Every file (JS and CSS) the given manifest keys load before running: their static import closure. */
export function closure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const files = new Set<string>()
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    const chunk = manifest[key]
    if (!chunk) throw new Error(`${key} is not in the build manifest`)
    files.add(chunk.file)
    for (const css of chunk.css ?? []) files.add(css)
    for (const dep of chunk.imports ?? []) visit(dep)
  }
  for (const key of keys) visit(key)
  return files
}

/**
 * The page module of every route an area draws itself, read from web/src/areas/<area>/index.ts
 * (`'/route': lazyPage(() => import('./page.tsx')…)`, or a `const Page = lazyPage(…)` named there), relative
 * to the web root.
 */
export function areaPageModules(): Map<string, string> {
  const pages = new Map<string, string>()
  const areas = path.join(WEB_SRC, 'areas')
  for (const area of readdirSync(areas, { withFileTypes: true })) {
    const index = path.join(areas, area.name, 'index.ts')
    if (!area.isDirectory() || !existsSync(index)) continue
    const text = readFileSync(index, 'utf8')
    const module = (file: string) => `src/areas/${area.name}/${path.posix.normalize(file)}`
    // `const Page = lazyPage(() => import('./page.tsx')…)`, then `'/route': Page`
    const named = new Map<string, string>()
    for (const m of text.matchAll(/const (\w+) = lazyPage\(\s*\(\)\s*=>\s*import\(\s*'(\.[^']+)'\s*\)/g))
      named.set(m[1] as string, module(m[2] as string))
    for (const m of text.matchAll(/'(\/[^']*)':\s*(\w+)\s*[,}]/g)) {
      const file = named.get(m[2] as string)
      if (file) pages.set(m[1] as string, file)
    }
    for (const m of text.matchAll(/'(\/[^']*)':\s*lazyPage\(\s*\(\)\s*=>\s*import\(\s*'(\.[^']+)'\s*\)/g))
      pages.set(m[1] as string, module(m[2] as string))
  }
  return pages
}

/**
 * The manifest key of the declaration RoutePage loads with each resource list, by route: the chunk among
 * RoutePage's lazy imports that the manifest names after the declaration's file (`import('#contract/corporate/
 * client.ts')` is the chunk named "client", or the key "../contract/corporate/client.ts" when it is an entry).
 */
export function resourceDeclarationKeys(manifest: Manifest): Map<string, string> {
  const text = readFileSync(RESOURCE_ROUTES_FILE, 'utf8')
  const lazyKeys = manifest[ROUTE_PAGE]?.dynamicImports ?? []
  const keys = new Map<string, string>()
  for (const m of text.matchAll(/'(\/[^']*)':\s*\(\)\s*=>\s*import\('#contract\/([^']+)'\)/g)) {
    const file = m[2] as string
    const name = path.posix.basename(file).replace(/\.ts$/, '')
    const found = lazyKeys.filter((k) => k === `../contract/${file}` || manifest[k]?.name === name)
    if (found.length !== 1) throw new Error(`no single chunk of RoutePage holds contract/${file}: ${found}`)
    keys.set(m[1] as string, found[0] as string)
  }
  return keys
}

export interface RouteLoad {
  route: string
  /** Public (no shell) or signed in (the shell loads with it). */
  signedIn: boolean
  /** Every file loaded first. */
  files: string[]
  /** gzip bytes of everything loaded first. */
  firstLoad: number
  /** gzip bytes beyond the entry (public) or the shell (signed in). */
  own: number
}

export interface BuildSizes {
  /** The public pages' entry (public-pages.html). */
  publicEntry: number
  /** The signed-in app's entry (index.html) and its shell. */
  shell: number
  routes: RouteLoad[]
  gzipOf: (file: string) => number
}

export function routeSizes(webDist: string, pages: Map<string, string> = areaPageModules()): BuildSizes {
  const manifest = readManifest(webDist)
  const cache = new Map<string, number>()
  const gzipOf = (file: string) => {
    let n = cache.get(file)
    if (n === undefined) {
      n = gzipSync(readFileSync(path.join(webDist, file)), { level: 9 }).length
      cache.set(file, n)
    }
    return n
  }
  const total = (files: Iterable<string>) => [...files].reduce((sum, f) => sum + gzipOf(f), 0)
  const entry = closure(manifest, [PUBLIC_ENTRY])
  const shell = closure(manifest, [APP_ENTRY, SHELL_MODULE])
  const declarations = resourceDeclarationKeys(manifest)

  const signedInRoutes = [...ROUTES, ...ACCOUNT_LINKS].map((r) => r.href)
  const all = new Set([...pages.keys(), ...signedInRoutes])
  const routes: RouteLoad[] = [...all].map((route) => {
    const signedIn = !isPublicPath(route)
    const page = pages.get(route)
    const declaration = declarations.get(route)
    if (!page && resourceByRoute(route) && !declaration)
      throw new Error(`${route} is a resource RoutePage draws, missing from web/src/app/resource-routes.ts`)
    // The shell routes the home pages itself; every other area page is drawn by RoutePage (its chunk first).
    const pageKeys = page
      ? signedIn && !HOME_PAGES[route]
        ? [ROUTE_PAGE, page]
        : [page]
      : declaration
        ? [ROUTE_PAGE, RESOURCE_LIST_PAGE, declaration]
        : [ROUTE_PAGE, MODULE_PAGE]
    const base = signedIn ? shell : entry
    const files = new Set([...base, ...closure(manifest, pageKeys)])
    const own = [...files].filter((f) => !base.has(f))
    return { route, signedIn, files: [...files].sort(), firstLoad: total(files), own: total(own) }
  })
  return { publicEntry: total(entry), shell: total(shell), routes, gzipOf }
}

/**
 * The issues' budgets, in gzip bytes (1 KB = 1000 bytes, as Vite reports): #12's, and #14's for the summaries
 * (/retail, /biller, /mycroatm, /topup: contract/analytics/kinds.ts SUMMARY_ROUTE), whose first load, like
 * the home page's, is at most 185 KB (their own chunks also stay within `ownBeyondShell`).
 */
export const BUDGETS = {
  login: 110_000,
  home: 185_000,
  ownBeyondShell: 60_000,
  summaryFirst: 185_000,
} as const

/** Every route over its budget, as readable lines (empty when all hold). */
export function overBudget(sizes: BuildSizes): string[] {
  const kb = (n: number) => `${(n / 1000).toFixed(1)} KB`
  const out: string[] = []
  for (const r of sizes.routes) {
    if (r.route === '/login' && r.firstLoad > BUDGETS.login)
      out.push(`/login first load ${kb(r.firstLoad)} > ${kb(BUDGETS.login)}`)
    else if (r.route === '/' && r.firstLoad > BUDGETS.home)
      out.push(`/ first load ${kb(r.firstLoad)} > ${kb(BUDGETS.home)}`)
    else if (r.route !== '/login' && r.route !== '/' && r.own > BUDGETS.ownBeyondShell)
      out.push(`${r.route} own chunks ${kb(r.own)} > ${kb(BUDGETS.ownBeyondShell)} beyond the shell`)
    if (SUMMARY_ROUTES.has(r.route) && r.firstLoad > BUDGETS.summaryFirst)
      out.push(`${r.route} first load ${kb(r.firstLoad)} > ${kb(BUDGETS.summaryFirst)}`)
  }
  return out
}

/**
 * Markdown table of the bytes a few routes load first: raw (what the server sent before issue 12),
 * gzip and brotli (the precompressed copies it sends now), with the budget.
 */
export function routeBytesTable(webDist: string, routes = ['/login', '/', '/dashboard/corporate/merchant']) {
  const sizes = routeSizes(webDist)
  const sum = (files: string[], ext: string) =>
    files.reduce((n, f) => {
      const file = path.join(webDist, `${f}${ext}`)
      return n + readFileSync(existsSync(file) ? file : path.join(webDist, f)).length
    }, 0)
  const kb = (n: number) => (n / 1000).toFixed(1)
  const lines = routes.map((route) => {
    const r = sizes.routes.find((x) => x.route === route)
    if (!r) return `| ${route} | – | – | – | – | – |`
    const budget =
      route === '/login'
        ? `≤ ${kb(BUDGETS.login)}`
        : route === '/'
          ? `≤ ${kb(BUDGETS.home)}`
          : `own ≤ ${kb(BUDGETS.ownBeyondShell)} (own: ${kb(r.own)})`
    return `| ${route} | ${r.files.length} | ${kb(sum(r.files, ''))} | ${kb(sum(r.files, '.gz'))} | ${kb(sum(r.files, '.br'))} | ${budget} |`
  })
  return `| route (first load, JS + CSS) | files | raw KB (sent before) | gzip KB | brotli KB (sent now) | budget, gzip KB |
|---|---:|---:|---:|---:|---|
${lines.join('\n')}
`
}
