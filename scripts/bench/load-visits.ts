import { addDays } from '../../contract/engine/dates.ts'
import { REPORTS } from '../../contract/transactions/reports.ts'
import type { Rng } from '../../server/seed/transactions/random.ts'

/**
 * What the users of the load suite (load.ts) do: the page visits of the web app, each as the calls its page
 * sends on opening (a list page reads its saved columns and its first page; a report page its saved views,
 * then its page and totals row at once), with the share of visits each gets.
 */

/** Route groups, in the order of the table. */
export const GROUPS = ['home', 'settings', 'lists', 'reports', 'report totals', 'exports', 'writes'] as const
export type Group = (typeof GROUPS)[number]

/** What the users work on, read from the prepared database. */
export interface World {
  clients: { id: number; code: string; merchantIds: number[] }[]
  merchants: number
  /** The last day with transactions (the demo's history ends at its own reference date). */
  lastDay: string
}

/** A user's scope: every third one sees one client's data, the others all data (like superadmin). */
export const scopeOf = (i: number, world: World) =>
  i % 3 === 2 ? world.clients[Math.floor(i / 3) % world.clients.length] : undefined

export const LIST_RESOURCES = [
  'merchant',
  'outlet',
  'client',
  'region',
  'group',
  'merchant-group',
  'deviceoutlet',
]

/** One simulated user: signed in, with its own random stream, scope and counter for codes. */
export interface User {
  index: number
  token: string
  rng: Rng
  /** The client whose rows the user writes (its scope's, or any for a user seeing all data). */
  clientOf: () => World['clients'][number]
  seq: number
}

export type Send = (
  group: Group,
  path: string,
  body: object,
  user: User,
) => Promise<{ ok: boolean; result: unknown }>
type Visit = (user: User, send: Send, world: World) => Promise<void>

/** The page visits and their weights (per 100 visits); each sends the calls its page makes on opening. */
export const VISITS: { name: string; weight: number; run: Visit }[] = [
  {
    name: 'home page (the signed-in shell confirms the profile; the figures of the last 30 days)',
    weight: 10,
    run: async (u, send, world) => {
      await send('home', '/profile', {}, u)
      await send('home', '/dashboard/summary', { from: addDays(world.lastDay, -29), to: world.lastDay }, u)
    },
  },
  {
    name: `a resource list (${LIST_RESOURCES.join(', ')}) with its saved columns: page 1, a search, a later page or (merchants) a filter`,
    weight: 35,
    run: async (u, send) => {
      const name = u.rng.pick(LIST_RESOURCES)
      await send('settings', '/preference/get', { key: `list:${name}` }, u)
      const variant = u.rng.pick([
        { page: 1, pageSize: 10 },
        { page: 1, pageSize: 25, search: u.rng.pick(['kopi', 'jaya', 'toko', 'a']) },
        { page: u.rng.int(2, 5), pageSize: 10 },
        ...(name === 'merchant' ? [{ page: 1, pageSize: 10, filters: { status: 'ACTIVE' } }] : []),
      ])
      await send('lists', `/${name}/list`, variant, u)
    },
  },
  {
    name: 'a transaction report: today, 7 or 30 days, page 1 with its totals, sometimes page 2 or one status',
    weight: 30,
    run: async (u, send, world) => {
      const report = u.rng.pick(REPORTS)
      const days = u.rng.pick([1, 7, 30])
      const query = {
        from: addDays(world.lastDay, 1 - days),
        to: world.lastDay,
        ...(u.rng.chance(0.25) ? { filters: { status: 'FAILED' } } : {}),
      }
      // The saved views are read when their menu is opened (web/src/engine/saved-views-menu.tsx): sometimes.
      if (u.rng.chance(0.1))
        await send('settings', '/saved-view/list', { screen: `report:${report.slug}` }, u)
      const [page] = await Promise.all([
        send('reports', `/${report.apiPath}/list`, { ...query, pageSize: 25 }, u),
        send('report totals', `/${report.apiPath}/totals`, query, u),
      ])
      const next = (page.result as { nextCursor?: string | null } | undefined)?.nextCursor
      if (next && u.rng.chance(0.3))
        await send('reports', `/${report.apiPath}/list`, { ...query, pageSize: 25, cursor: next }, u)
    },
  },
  {
    name: 'a small CSV export: merchants matching a search, or one day of one merchant’s retail sales',
    weight: 5,
    run: async (u, send, world) => {
      if (u.rng.chance(0.5)) await send('exports', '/merchant/export', { format: 'csv', search: 'kopi' }, u)
      else {
        const merchantId = u.clientOf().merchantIds[0] as number
        await send(
          'exports',
          '/transaction/retail/export',
          { format: 'csv', from: world.lastDay, to: world.lastDay, filters: { merchantId } },
          u,
        )
      }
    },
  },
  {
    name: 'writes: a merchant group of the user’s own added, renamed and deleted',
    weight: 20,
    run: async (u, send) => {
      const c = u.clientOf()
      const code = `BEBAN-${u.index}-${u.seq++}`
      const body = {
        clientId: c.id,
        code,
        name: `Grup Beban ${code}`,
        description: '',
        merchantIds: c.merchantIds.slice(0, 2),
        status: 'ACTIVE',
      }
      const added = await send('writes', '/merchant-group/add', body, u)
      const id = (added.result as { id?: number } | undefined)?.id
      if (!added.ok || !id) return
      await send('writes', '/merchant-group/update', { ...body, id, name: `Grup Beban ${code} (ubah)` }, u)
      await send('writes', '/merchant-group/delete', { ids: [id] }, u)
    },
  },
]
