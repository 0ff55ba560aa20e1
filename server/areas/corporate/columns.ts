import { eq } from 'drizzle-orm'
import type { Expr } from '../../engine/resource.ts'

/** A filter predicate: the column equals the chosen value. */
export const eqTo = (col: Parameters<typeof eq>[0]) => (v: never) => eq(col, v)

/** The audit columns every corporate row exposes. */
export const stamps = (t: {
  createdAt: Expr
  createdBy: Expr
  updatedAt: Expr
  updatedBy: Expr
}): Record<string, Expr> => ({
  createdAt: t.createdAt,
  createdBy: t.createdBy,
  updatedAt: t.updatedAt,
  updatedBy: t.updatedBy,
})
