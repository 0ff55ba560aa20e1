import { type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { UserTypeLevel } from '#contract/auth/schemas.ts'
import type { AuthContext } from '../../auth/sessions.ts'
import { client, corporateGroup, merchant, region } from '../../db/schema/index.ts'
import type { Expr } from '../../engine/resource.ts'

type Level = Exclude<UserTypeLevel, 'ALL'>

/** The code column of the table each user-type level names. */
const CODE_OF = { CLIENT: client, REGION: region, GROUP: corporateGroup, MERCHANT: merchant } as const
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
