import { eq } from 'drizzle-orm'

/** A filter predicate: the column equals the chosen value. */
export const eqTo = (col: Parameters<typeof eq>[0]) => (v: never) => eq(col, v)
