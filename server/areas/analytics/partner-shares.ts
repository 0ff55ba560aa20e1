import { type SQL, sql } from 'drizzle-orm'
import type { AuthContext } from '../../access/caller.ts'
import type { Db } from '../../db/client.ts'
import { escapeLike, idsInScope, rowsOf } from '../../engine/query.ts'
import { forbidden, notFound } from '../../http/errors.ts'
import { type ResolvedScope, resolveScope, scopePredicate } from '../corporate/scope.ts'
import { partnerResource } from '../partner/partner.ts'
import { live } from '../transactions/rollups/definitions.ts'
import { periodRows, type RollupPair } from './source.ts'

/**
 * Each partner's share of the successful Mybills fees, read from the partner-share rollups (issue 16 §6;
 * server/areas/transactions/rollups/definitions.ts): per partner and product over a period, or per day. The
 * sharing-fee analytics and the partner's income history (riwayat pendapatan) both read it through here.
 */

export const SHARES: RollupPair = {
  daily: live('partner_share_daily'),
  monthly: live('partner_share_monthly'),
  kinded: false,
}
const COLUMNS = [
  'partner_id',
  'product_code',
  'client_id',
  'region_id',
  'group_id',
  'trx_count',
  'amount',
  'fee',
  'share',
]

/**
 * Who reads which partners' shares: a partner user its own partner only (403 for another named), every other
 * scope the partners' shares of the transactions of its client, region or group. A merchant's user reads
 * none: the rollups keep no merchant (a merchant is paid its part of the admin fee, not a partner share).
 */
export interface ShareReader {
  scope: ResolvedScope
  /** The partner the reader is bound to, or undefined. */
  ownPartner: number | undefined
}

export async function shareReader(db: Db, auth: AuthContext): Promise<ShareReader> {
  const scope = await resolveScope(db, auth)
  const ownPartner = scope.kind === 'level' && scope.level === 'PARTNER' ? scope.id : undefined
  return { scope, ownPartner }
}

/**
 * A partner named by a reader: 403 for a partner user naming another (issue 16, bad input), 404 for a partner
 * outside the partner list's own scope (users of a client see no partner there: issue 13's rule that a filter
 * never tells of a row its screen would not show) or none at all.
 */
export async function checkPartner(
  db: Db,
  auth: AuthContext,
  reader: ShareReader,
  partnerId: number | undefined,
): Promise<void> {
  if (partnerId === undefined) return
  if (reader.ownPartner !== undefined && partnerId !== reader.ownPartner)
    throw forbidden('Anda hanya dapat melihat sharing fee partner Anda sendiri.')
  if ((await idsInScope(db, partnerResource, auth, [partnerId])).size === 0)
    throw notFound('Partner tidak ditemukan atau di luar cakupan data Anda.')
}

/** The code of a biller product named by id (404 when there is none). */
export async function productCodeOf(db: Db, productId: number | undefined): Promise<string | undefined> {
  if (productId === undefined) return undefined
  const [row] = rowsOf(await db.execute(sql`select code from biller_product where id = ${productId}`))
  if (!row) throw notFound('Produk biller tidak ditemukan.')
  return String(row.code)
}

export interface ShareQuery {
  from: string
  to: string
  partnerId?: number
  productCode?: string
  /** One row per day (the daily rollup only) rather than per period. */
  byDay: boolean
  /** Part of the partner's or the product's code or name. */
  search?: string
}

/** The predicate of the reader's scope and the query's filters, on the rows `r` of the rollups. */
export function sharesWhere(reader: ShareReader, q: Pick<ShareQuery, 'partnerId' | 'productCode'>): SQL {
  const parts: SQL[] = [sql`true`]
  const scoped = scopePredicate(reader.scope, {
    CLIENT: sql`r.client_id`,
    REGION: sql`r.region_id`,
    GROUP: sql`r.group_id`,
    PARTNER: sql`r.partner_id`,
  })
  if (scoped) parts.push(scoped)
  if (q.partnerId !== undefined) parts.push(sql`r.partner_id = ${q.partnerId}`)
  if (q.productCode !== undefined) parts.push(sql`r.product_code = ${q.productCode}`)
  return sql.join(parts, sql` and `)
}

/**
 * The grouped rows (partner, product and, per day, the day) of a query, as a subquery aliased `g` with
 * `partner_id`, `product_code`, `day` (null per period), the summed figures and the names: `partner_code`,
 * `partner_name`, `product_id`, `product_name` (a search matches these; a few dozen rows a day, no index needed).
 */
export function groupedShares(reader: ShareReader, q: ShareQuery): SQL {
  const day = q.byDay ? sql`r.period_start` : sql`null::date`
  const like = q.search ? `%${escapeLike(q.search)}%` : null
  return sql`(select g.*, p.code as partner_code, coalesce(p.name, 'Partner tidak dikenal') as partner_name,
                     bp.id as product_id, coalesce(bp.name, g.product_code) as product_name
                from (select r.partner_id, r.product_code, ${day} as day,
                             sum(r.trx_count)::int8 as trx_count, sum(r.amount)::int8 as amount,
                             sum(r.fee)::int8 as fee, sum(r.share)::int8 as share
                        from ${periodRows(SHARES, q.from, q.to, COLUMNS, q.byDay)}
                       where ${sharesWhere(reader, q)}
                       group by 1, 2, 3
                      having sum(r.trx_count) <> 0) g
                left join partner p on p.id = g.partner_id
                left join biller_product bp on bp.code = g.product_code
               where ${like === null ? sql`true` : sql`(p.code ilike ${like} or p.name ilike ${like} or g.product_code ilike ${like} or bp.name ilike ${like})`}) g`
}
