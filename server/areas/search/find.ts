import { and, type SQL, sql } from 'drizzle-orm'
import { can } from '#contract/access/can.ts'
import { corporate } from '#contract/corporate/index.ts'
import { wibDay } from '#contract/engine/dates.ts'
import { formatDateTime, formatRupiah } from '#contract/format.ts'
import { routeByPath } from '#contract/navigation/menu.ts'
import type { PersonalKind } from '#contract/privacy/mask.ts'
import { LOOKUP_KIND, planSearch, SEARCH_KIND_LABEL, type SearchLookup } from '#contract/search/query.ts'
import {
  type globalSearch,
  SEARCH_KINDS,
  SEARCH_LIMIT_PER_KIND,
  type SearchGroup,
  type SearchHit,
  type SearchKind,
} from '#contract/search/search.ts'
import { TRX_STATUS_LABEL, type TrxStatus } from '#contract/transactions/catalogue.ts'
import {
  REPORTS,
  type ReportDef,
  type ReportSlug,
  type SearchTarget,
} from '#contract/transactions/reports.ts'
import type { AuthContext } from '../../access/caller.ts'
import { authOf } from '../../access/enforce.ts'
import type { Db } from '../../db/client.ts'
import { client, dashboardUser, device, merchant, outlet } from '../../db/schema/index.ts'
import type { AreaDeps } from '../../engine/area.ts'
import type { EndpointHandler } from '../../engine/endpoint.ts'
import { maskSql } from '../../engine/privacy.ts'
import { escapeLike, rowsOf } from '../../engine/query.ts'
import type { Row } from '../../engine/resource.ts'
import { userScopeOf } from '../account/user-rows.ts'
import { deviceMycroatmResource, deviceOutletResource, printerKitchenResource } from '../corporate/devices.ts'
import { merchantResource } from '../corporate/merchant.ts'
import { outletResource } from '../corporate/outlet.ts'
import { resolveScope, scopePredicate } from '../corporate/scope.ts'
import { answeredExpr } from '../transactions/report-query.ts'
import { REPORT_SPECS, SEARCH } from '../transactions/report-specs.ts'

/**
 * POST /search (docs/ARCHITECTURE.md "The header search"). The query's shape picks the lookups
 * (contract/search/query.ts); each kind runs only for a holder of a feature of the screen its results open
 * (the menu entry's features, the one check `can()`), inside the data scope that screen applies, at most
 * five rows through one index, personal data masked as the screen masks it.
 */

/** The features of a menu route: a result is given only to whoever may open the screen it links to. */
function featuresOf(route: string) {
  const link = routeByPath(route)
  if (!link) throw new Error(`search: ${route} is no menu route`)
  return link.features
}

/** The accounts list has no resource declaration; its page is the account area's. */
const USERS_ROUTE = '/dashboard/user'

const { merchant: merchantDef, outlet: outletDef } = corporate.resources

/** The device screens, one per kind of the device table (server/areas/corporate/devices.ts). */
const DEVICE_SCREENS = [
  { kind: 'POS', label: 'Device Outlet', resource: deviceOutletResource },
  { kind: 'MYCROATM', label: 'Device Mycroatm', resource: deviceMycroatmResource },
  { kind: 'PRINTER', label: 'Printer Dapur', resource: printerKitchenResource },
] as const

/** Which report search targets each lookup of the header search is. */
const TARGETS: Partial<Record<SearchLookup, readonly SearchTarget[]>> = {
  trxNo: ['trxNo'],
  rrn: ['rrn'],
  customerNo: ['customerNo'],
  cardNo: ['cardNo'],
  cardLast4: ['panLast4', 'cardLast4'],
}

/**
 * The reference a transaction was probably found by, shown beside it: masked as the report masks it
 * (customer numbers), or more (a top-up card shows its last four only here: a header hint needs no more).
 */
const REFERENCE: Partial<Record<ReportSlug, { key: string; label: string; mask?: PersonalKind }>> = {
  biller: { key: 'customerNo', label: 'No. Pelanggan' },
  mycroatm: { key: 'panMasked', label: 'Kartu' },
  topup: { key: 'cardNo', label: 'Kartu', mask: 'account' },
}

/**
 * Names are matched inside (`ilike '%…%'`), which a name order cannot bound: "kopi" matches a third of
 * 100k merchants, and sorting them all, or walking the name index past a rare word, costs hundreds of ms.
 * So the first matches PostgreSQL finds are taken (a scan that stops early for a common word, the trigram
 * index for a rare one), at most this many, and the five shown are the first of those by name.
 */
const NAME_CANDIDATES = 50

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v))
const contains = (term: string) => `%${escapeLike(term)}%`
const query = async (db: Db, statement: SQL): Promise<Row[]> => rowsOf(await db.execute(statement))
const join = (parts: readonly string[]) => parts.filter((p) => p !== '').join(' · ')
const withParams = (route: string, params: Record<string, string>) =>
  `${route}?${new URLSearchParams(params).toString()}`

/** A kind's lookups of this query as predicates; none when the query is worth none of them. */
function predicates(
  lookups: ReadonlySet<SearchLookup>,
  of: Partial<Record<SearchLookup, () => SQL>>,
): SQL | null {
  const parts = [...lookups].flatMap((l) => of[l]?.() ?? [])
  return parts.length > 0 ? sql`(${sql.join(parts, sql` or `)})` : null
}

type Finder = (
  db: Db,
  auth: AuthContext,
  term: string,
  lookups: ReadonlySet<SearchLookup>,
) => Promise<SearchHit[]>

const findMerchants: Finder = async (db, auth, term, lookups) => {
  const match = predicates(lookups, {
    merchantMid: () => sql`${merchant.mid} = ${term}`,
    merchantMidPart: () => sql`${merchant.mid}::text like ${contains(term)}`,
    merchantName: () => sql`${merchant.name} ilike ${contains(term)}`,
  })
  if (!match || !can(auth.roles, featuresOf(merchantDef.route))) return []
  const scope = merchantResource.scope(auth)
  if (scope === false) return []
  const rows = await query(
    db,
    sql`with hit as materialized (select ${merchant.id} as id from ${merchant} where ${and(match, scope)} limit ${NAME_CANDIDATES})
      select ${merchant.id} as id, ${merchant.mid} as mid, ${merchant.name} as name, ${client.name} as client
      from hit join ${merchant} on ${merchant.id} = hit.id left join ${client} on ${client.id} = ${merchant.clientId}
      order by ${merchant.name}, ${merchant.id} limit ${SEARCH_LIMIT_PER_KIND}`,
  )
  return rows.map((r) => ({
    key: `merchant:${text(r.id)}`,
    title: text(r.name),
    detail: join([`MID ${text(r.mid)}`, text(r.client)]),
    href: withParams(merchantDef.route, { id: text(r.id) }),
  }))
}

const findOutlets: Finder = async (db, auth, term, lookups) => {
  const match = predicates(lookups, {
    outletCode: () => sql`${outlet.code} in (${term}, ${term.toUpperCase()})`,
    outletName: () => sql`${outlet.name} ilike ${contains(term)}`,
  })
  if (!match || !can(auth.roles, featuresOf(outletDef.route))) return []
  const scope = outletResource.scope(auth)
  if (scope === false) return []
  const rows = await query(
    db,
    sql`with hit as materialized (select ${outlet.id} as id from ${outlet} left join ${merchant} on ${merchant.id} = ${outlet.merchantId}
        where ${and(match, scope)} limit ${NAME_CANDIDATES})
      select ${outlet.id} as id, ${outlet.code} as code, ${outlet.name} as name, ${merchant.name} as merchant
      from hit join ${outlet} on ${outlet.id} = hit.id left join ${merchant} on ${merchant.id} = ${outlet.merchantId}
      order by ${outlet.name}, ${outlet.id} limit ${SEARCH_LIMIT_PER_KIND}`,
  )
  return rows.map((r) => ({
    key: `outlet:${text(r.id)}`,
    title: text(r.name),
    detail: join([text(r.code), text(r.merchant)]),
    href: withParams(outletDef.route, { id: text(r.id) }),
  }))
}

const findDevices: Finder = async (db, auth, term, lookups) => {
  const screens = DEVICE_SCREENS.filter((s) => can(auth.roles, featuresOf(s.resource.def.route)))
  const match = predicates(lookups, {
    deviceTid: () => sql`${device.tid} = ${term.toUpperCase()}`,
    deviceSerial: () => sql`${device.serialNumber} in (${term}, ${term.toUpperCase()})`,
  })
  const [first] = screens
  if (!match || !first) return []
  // The three screens share one scope (the outlet's), so the first stands for all.
  const scope = first.resource.scope(auth)
  if (scope === false) return []
  const kinds = screens.map((s) => s.kind)
  const rows = await query(
    db,
    sql`select ${device.id} as id, ${device.kind} as kind, ${device.tid} as tid, ${device.serialNumber} as serial,
        ${device.brand} as brand, ${device.model} as model, ${outlet.name} as outlet
      from ${device} join ${outlet} on ${outlet.id} = ${device.outletId}
        left join ${merchant} on ${merchant.id} = ${outlet.merchantId}
      where ${and(
        match,
        sql`${device.kind} in (${sql.join(
          kinds.map((k) => sql`${k}`),
          sql`, `,
        )})`,
        scope,
      )}
      order by ${device.id} limit ${SEARCH_LIMIT_PER_KIND}`,
  )
  return rows.flatMap((r) => {
    const screen = DEVICE_SCREENS.find((s) => s.kind === r.kind)
    if (!screen) return []
    return [
      {
        key: `device:${text(r.id)}`,
        title: r.tid ? `TID ${text(r.tid)}` : `SN ${text(r.serial)}`,
        detail: join([
          `${screen.label} ${text(r.brand)} ${text(r.model)}`.trim(),
          r.tid ? `SN ${text(r.serial)}` : '',
          text(r.outlet),
        ]),
        href: withParams(screen.resource.def.route, { id: text(r.id) }),
      },
    ]
  })
}

/** Username, e-mail and name as one text: the expression of dashboard_user_search_trgm_idx. */
const userText = sql`(${dashboardUser.username} || ' ' || ${dashboardUser.email} || ' ' || ${dashboardUser.fullName})`

const findUsers: Finder = async (db, auth, term, lookups) => {
  if (!lookups.has('userText') || !can(auth.roles, featuresOf(USERS_ROUTE))) return []
  const rows = await query(
    db,
    sql`select ${dashboardUser.id} as id, ${dashboardUser.username} as username, ${dashboardUser.fullName} as name,
        ${dashboardUser.email} as email
      from ${dashboardUser} where ${and(sql`${userText} ilike ${contains(term)}`, userScopeOf(auth))}
      order by ${dashboardUser.username} limit ${SEARCH_LIMIT_PER_KIND}`,
  )
  // The accounts list has no detail drawer: it opens searched for the username.
  return rows.map((r) => ({
    key: `user:${text(r.id)}`,
    title: text(r.username),
    detail: join([text(r.name), text(r.email)]),
    href: withParams(USERS_ROUTE, { q: text(r.username) }),
  }))
}

const t = (column: string) => sql.raw(`t.${column}`)

/** One report's transactions matching the query: newest first, through the reference's index. */
function branchOf(def: ReportDef, where: SQL, reference: SQL): SQL {
  const spec = REPORT_SPECS[def.slug]
  return sql`(select ${def.slug}::text as slug, t.id, t.trx_no, t.status, t.amount,
      (extract(epoch from t.created_at) * 1000)::float8 as at_ms, m.name as merchant, (${reference})::text as reference
    from ${sql.identifier(spec.table)} t left join merchant m on m.id = t.merchant_id
    where ${where} order by t.created_at desc limit ${SEARCH_LIMIT_PER_KIND})`
}

const findTransactions: Finder = async (db, auth, term, lookups) => {
  const asked = [...lookups].flatMap((l) => TARGETS[l] ?? [])
  const searches = REPORTS.flatMap((def) => {
    if (!can(auth.roles, featuresOf(def.route))) return []
    const matches = def.search
      .filter((target) => asked.includes(target))
      .flatMap((target) => SEARCH[target](term) ?? [])
    return matches.length > 0 ? [{ def, match: sql`(${sql.join(matches, sql` or `)})` }] : []
  })
  if (searches.length === 0) return []
  const scope = scopePredicate(await resolveScope(db, auth), {
    CLIENT: t('client_id'),
    REGION: t('region_id'),
    GROUP: t('group_id'),
    MERCHANT: t('merchant_id'),
    PARTNER: t('partner_id'),
  })
  // One statement for every table asked (one connection, one round trip); each branch walks its own index.
  const branches = searches.map(({ def, match }) => {
    const ref = REFERENCE[def.slug]
    const spec = REPORT_SPECS[def.slug]
    const expr = !ref
      ? sql`null`
      : ref.mask
        ? maskSql(ref.mask, answeredExpr(spec, ref.key))
        : answeredExpr(spec, ref.key)
    return branchOf(def, and(match, scope) ?? match, expr)
  })
  const rows = await query(
    db,
    sql`select * from (${sql.join(branches, sql` union all `)}) found order by at_ms desc, slug, id desc limit ${SEARCH_LIMIT_PER_KIND}`,
  )
  const bySlug = new Map(REPORTS.map((def) => [def.slug as string, def]))
  return rows
    .flatMap((row) => {
      const def = bySlug.get(text(row.slug))
      return def ? [{ def, row, at: Number(row.at_ms) }] : []
    })
    .map(({ def, row, at }) => {
      const day = wibDay(new Date(at))
      const ref = REFERENCE[def.slug]
      const status = TRX_STATUS_LABEL[text(row.status) as TrxStatus] ?? text(row.status)
      return {
        key: `transaction:${def.slug}:${text(row.id)}`,
        title: text(row.trx_no),
        detail: join([
          def.title,
          text(row.merchant),
          formatDateTime(new Date(at)),
          status,
          formatRupiah(Number(row.amount)),
          ref && row.reference ? `${ref.label} ${text(row.reference)}` : '',
        ]),
        // The report of its kind on the transaction's day, searched for it, its detail open.
        href: withParams(def.route, { from: day, to: day, q: text(row.trx_no), id: text(row.id) }),
      }
    })
}

const FINDERS: Record<SearchKind, Finder> = {
  merchant: findMerchants,
  outlet: findOutlets,
  device: findDevices,
  user: findUsers,
  transaction: findTransactions,
}

export const searchData =
  ({ db }: AreaDeps): EndpointHandler<typeof globalSearch> =>
  async (request) => {
    const auth = authOf(request)
    const { term, lookups } = planSearch(request.body.q)
    const kinds = SEARCH_KINDS.filter((kind) => [...lookups].some((l) => LOOKUP_KIND[l] === kind))
    const groups: SearchGroup[] = []
    const found = await Promise.all(kinds.map((kind) => FINDERS[kind](db, auth, term, lookups)))
    kinds.forEach((kind, i) => {
      const items = found[i] ?? []
      if (items.length > 0) groups.push({ kind, label: SEARCH_KIND_LABEL[kind], items })
    })
    return { groups }
  }
