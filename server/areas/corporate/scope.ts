import { type SQL, sql } from 'drizzle-orm'
import type { UserTypeLevel } from '#contract/auth/schemas.ts'
import type { AuthContext } from '../../auth/sessions.ts'
import type { Expr } from '../../engine/resource.ts'

/**
 * Data scope of a corporate resource: for each user-type level, the expression (in the resource's
 * FROM) holding that level's code. A level the resource cannot be reached from sees nothing: a
 * region-level user sees their region and what is below it, never the client above it.
 */
export function scopeBy(levels: Partial<Record<Exclude<UserTypeLevel, 'ALL'>, Expr>>) {
  return (auth: AuthContext): SQL | undefined | false => {
    if (auth.userTypeLevel === 'ALL') return undefined
    const expr = levels[auth.userTypeLevel]
    if (!expr || !auth.userTypeValue) return false
    return sql`${expr} = ${auth.userTypeValue}`
  }
}
