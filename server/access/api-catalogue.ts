import { type AnyColumn, and, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm'
import { RESOURCES } from '#contract/areas.ts'
import { ROUTES } from '#contract/navigation/menu.ts'
import type { Db } from '../db/client.ts'
import { apiDetail, apiMaster, apiSegment } from '../db/schema/index.ts'
import type { RegisteredRoute } from './enforce.ts'

/**
 * The API catalogue (issue 4): every feature-gated route the server registers is an `api_detail` row in
 * an `api_master` group, and a segment may call a route only if its master is granted to the segment
 * (`api_segment`), on top of holding the route's feature. Public, session, issuer and basic routes are
 * not feature-gated and are not subject to API segments.
 */

export interface CatalogueRoute {
  method: string
  path: string
  features: string[]
  summary: string
}

/** The routes of the catalogue: each feature-gated route once (HEAD is never recorded). */
export function catalogueRoutes(routes: readonly RegisteredRoute[]): CatalogueRoute[] {
  const seen = new Map<string, CatalogueRoute>()
  for (const r of routes) {
    if (r.access.kind !== 'features') continue
    const key = `${r.method} ${r.url}`
    if (!seen.has(key))
      seen.set(key, {
        method: r.method,
        path: r.url,
        features: [...r.access.anyOf],
        summary: (r.summary ?? '').slice(0, 500),
      })
  }
  return [...seen.values()]
}

/** The master a new route is grouped into: its first path segment (`/merchant/list` → `merchant`). */
export const masterCodeOf = (path: string): string =>
  (path.split('/').find((p) => p !== '') ?? 'root').toLowerCase().slice(0, 64)

const humanise = (code: string) =>
  code
    .split(/[-_]/)
    .filter(Boolean)
    .map((w) => w[0]?.toUpperCase() + w.slice(1))
    .join(' ')

/** Names of the groups that are no resource (accounts and developer tools), as their screens say. */
const GROUP_NAMES: Record<string, string> = {
  users: 'Pengguna Dashboard',
  email: 'Verifikasi Email',
  'role-master': 'Katalog Fitur',
  'role-segment': 'Segmen Peran',
  'role-task': 'Fitur Segmen',
  'api-master': 'Master API',
  'api-details': 'Rute API',
  'api-segment': 'Segmentasi API',
  'mail-outbox': 'Kotak Surat Keluar',
  'sync-transaction': 'Sinkronisasi Transaksi',
  'card-blocked': 'Kartu Terblokir',
  'card-balance-update': 'Riwayat Update Balance Kartu',
  'device-activity': 'Aktivitas Device',
  topup: 'Top Up Kartu',
}

/**
 * A readable name for a master made by the sync: the menu title of its resource, a known group's name,
 * else the code in words. Administrators can rename it.
 */
export function masterNameOf(code: string): string {
  const resource = RESOURCES.find((r) => r.apiPath === code)
  const title = resource ? ROUTES.find((r) => r.href === resource.route)?.title : GROUP_NAMES[code]
  return (title ?? humanise(code)).slice(0, 128) || code
}

/** Serialises catalogue syncs of instances starting at the same time. */
const CATALOGUE_LOCK = 7_340_402

/**
 * Makes the catalogue equal to the registered routes: a new route becomes a detail in the master of its
 * first path segment (created, and granted to every existing segment, if missing); a known route keeps
 * its master and label but takes the features and summary of the code; a route no longer registered is
 * marked `registered = false` (kept, so its grants and label survive a rollback; deletable).
 */
export async function syncApiCatalogue(db: Db, routes: readonly RegisteredRoute[]): Promise<void> {
  const wanted = catalogueRoutes(routes)
  const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CATALOGUE_LOCK})`)
    const existing = await tx
      .select({ method: apiDetail.method, path: apiDetail.path, apiMasterId: apiDetail.apiMasterId })
      .from(apiDetail)
    const masterOf = new Map(existing.map((d) => [key(d), d.apiMasterId]))
    const fresh = wanted.filter((r) => !masterOf.has(key(r)))
    if (fresh.length > 0) {
      const idOf = await ensureMasters(
        tx,
        fresh.map((r) => masterCodeOf(r.path)),
      )
      for (const r of fresh) {
        const id = idOf.get(masterCodeOf(r.path))
        if (id === undefined) throw new Error(`api master ${masterCodeOf(r.path)} missing`)
        masterOf.set(key(r), id)
      }
    }
    if (wanted.length > 0)
      await tx
        .insert(apiDetail)
        .values(
          wanted.map((r) => ({
            method: r.method,
            path: r.path,
            features: r.features,
            summary: r.summary,
            apiMasterId: masterOf.get(key(r)) as number,
          })),
        )
        .onConflictDoUpdate({
          target: [apiDetail.method, apiDetail.path],
          set: {
            features: sql`excluded.features`,
            summary: sql`excluded.summary`,
            registered: sql`true`,
            lastSeenAt: sql`now()`,
          },
        })
    await tx
      .update(apiDetail)
      .set({ registered: false })
      .where(
        and(
          eq(apiDetail.registered, true),
          wanted.length > 0
            ? notInArray(routeKey(apiDetail.method, apiDetail.path), wanted.map(key))
            : undefined,
        ),
      )
  })
}

/**
 * The ids of the masters with these codes, creating the missing ones (named after the code, granted to
 * every existing segment: API segments restrict deliberately, a new group does not take anything away).
 */
export async function ensureMasters(db: Db, codeList: readonly string[]): Promise<Map<string, number>> {
  const codes = [...new Set(codeList)]
  if (codes.length === 0) return new Map()
  const created = await db
    .insert(apiMaster)
    .values(codes.map((code) => ({ code, name: masterNameOf(code), description: `Rute /${code}/…` })))
    .onConflictDoNothing({ target: apiMaster.code })
    .returning({ id: apiMaster.id })
  await grantToEverySegment(
    db,
    created.map((m) => m.id),
  )
  const masters = await db
    .select({ id: apiMaster.id, code: apiMaster.code })
    .from(apiMaster)
    .where(inArray(apiMaster.code, codes))
  return new Map(masters.map((m) => [m.code, m.id]))
}

const routeKey = (method: AnyColumn | SQL, path: AnyColumn | SQL) => sql`${method} || ' ' || ${path}`

/** Grants these API masters to every segment (new masters: API segments restrict deliberately). */
export async function grantToEverySegment(db: Db, masterIds: readonly number[]): Promise<void> {
  if (masterIds.length === 0) return
  await db.execute(
    sql`insert into ${apiSegment} (segment_id, api_master_id) select s.id, m.id from role_segment s cross join api_master m where m.id in ${masterIds} on conflict do nothing`,
  )
}

/** Grants a (new) segment every API master, or those of `like` (the segment of the one creating it). */
export async function grantMastersToSegment(db: Db, segmentId: number, like?: number): Promise<void> {
  await db.execute(
    like === undefined
      ? sql`insert into ${apiSegment} (segment_id, api_master_id) select ${segmentId}::int, id from api_master on conflict do nothing`
      : sql`insert into ${apiSegment} (segment_id, api_master_id) select ${segmentId}::int, api_master_id from api_segment where segment_id = ${like} on conflict do nothing`,
  )
}

/** The routes (`METHOD path`) in the API masters granted to a segment: what its users may call. */
export async function grantedRoutes(db: Db, segmentId: number): Promise<Set<string>> {
  const rows = await db
    .select({ method: apiDetail.method, path: apiDetail.path })
    .from(apiDetail)
    .innerJoin(apiSegment, eq(apiSegment.apiMasterId, apiDetail.apiMasterId))
    .where(eq(apiSegment.segmentId, segmentId))
  return new Set(rows.map((r) => grantKey(r.method, r.path)))
}

export const grantKey = (method: string, path: string) => `${method} ${path}`
