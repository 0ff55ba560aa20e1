import { type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { UserTypeLevel } from '#contract/auth/schemas.ts'
import type { AuthContext } from '../../access/caller.ts'
import type { Db } from '../../db/client.ts'
import { client, corporateGroup, merchant, partner, region } from '../../db/schema/index.ts'
import { rowsOf } from '../../engine/query.ts'
import type { Expr } from '../../engine/resource.ts'

type Level = Exclude<UserTypeLevel, 'ALL'>

/** The code column of the table each user-type level names. */
const CODE_OF = {
  CLIENT: client,
  REGION: region,
  GROUP: corporateGroup,
  MERCHANT: merchant,
  PARTNER: partner,
} as const
const codeColumn = (level: Level) => {
  switch (level) {
    case 'CLIENT':
      return { table: CODE_OF.CLIENT, code: client.code, id: client.id }
    case 'REGION':
      return { table: CODE_OF.REGION, code: region.code, id: region.id }
    case 'GROUP':
      return { table: CODE_OF.GROUP, code: corporateGroup.code, id: corporateGroup.id }
    case 'MERCHANT':
      return { table: CODE_OF.MERCHANT, code: merchant.mid, id: merchant.id }
    case 'PARTNER':
      return { table: CODE_OF.PARTNER, code: partner.code, id: partner.id }
    default:
      return null
  }
}

/**
 * Data scope of a resource: for each user-type level, the column of the resource's own table that holds
 * the id of that level's row (`client_id`, `region_id` …). The predicate compares that column with the id
 * looked up from the user's code, so it needs no join (and PostgreSQL can drop the list's joins when
 * counting). A level the resource cannot be reached from sees nothing: a region-level user sees their
 * region and what is below it, never the client above it.
 */
export function scopeBy(levels: Partial<Record<Level, PgColumn | Expr>>) {
  return (auth: AuthContext): SQL | undefined | false => {
    if (auth.userTypeLevel === 'ALL') return undefined
    const column = levels[auth.userTypeLevel]
    const target = codeColumn(auth.userTypeLevel)
    if (!column || !target || !auth.userTypeValue) return false
    return sql`${column} = (select ${target.id} from ${target.table} where ${target.code} = ${auth.userTypeValue})`
  }
}

/**
 * The data scope of rows that no client, region, group, merchant or partner owns (app versions): every
 * holder of the resource's feature reads all of them, and `writableByAllScopeOnly` leaves their changes to
 * users scoped to everything. Named rather than written `() => undefined`, so the generated scope probe
 * (server/access/scope-probe.api.test.ts) can tell a resource meant for every scope from one whose scope
 * was forgotten, which it fails.
 */
export const readByEveryScope = (_auth: AuthContext): undefined => undefined

/** A user's data scope with the id of its row looked up: everything, nothing, or one row of a level. */
export type ResolvedScope = { kind: 'all' } | { kind: 'none' } | { kind: 'level'; level: Level; id: number }

/**
 * Looks the scope's row up once, so a query can compare with a literal id: the planner then knows the
 * value (a client's share of the rows, not a guess) when it chooses an index.
 */
export async function resolveScope(db: Db, auth: AuthContext): Promise<ResolvedScope> {
  if (auth.userTypeLevel === 'ALL') return { kind: 'all' }
  const target = codeColumn(auth.userTypeLevel)
  if (!target || !auth.userTypeValue) return { kind: 'none' }
  const [row] = rowsOf(
    await db.execute(
      sql`select ${target.id} as id from ${target.table} where ${target.code} = ${auth.userTypeValue}`,
    ),
  )
  return row ? { kind: 'level', level: auth.userTypeLevel, id: Number(row.id) } : { kind: 'none' }
}

/** The predicate of a resolved scope over the columns holding each level's id: undefined = all rows. */
export function scopePredicate(scope: ResolvedScope, columns: Partial<Record<Level, Expr>>): SQL | undefined {
  if (scope.kind === 'all') return undefined
  if (scope.kind === 'none') return sql`false`
  const column = columns[scope.level]
  return column ? sql`${column} = ${scope.id}` : sql`false`
}
