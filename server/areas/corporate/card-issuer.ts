import { type SQL, sql } from 'drizzle-orm'
import { cardIssuer } from '../../db/schema/index.ts'
import type { Expr } from '../../engine/resource.ts'

/**
 * The code of the issuer a card number belongs to, as a scalar subquery: the issuer whose longest
 * prefix starts it (prefixes are data, docs/DOMAIN.md "E-money card prefixes"), null when none does.
 * The top-up card registry names a card's issuer with it, and a transaction block of a card number
 * finds the issuer's partner (its data scope) with it.
 */
export const issuerCodeOf = (cardNo: Expr | string): SQL =>
  sql`(select ${cardIssuer.code} from ${cardIssuer} where ${cardNo} like ${cardIssuer.prefix} || '%' order by length(${cardIssuer.prefix}) desc limit 1)`
