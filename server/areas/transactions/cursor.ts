/**
 * The position of a row in a report's order (created_at, id), handed to the client as an opaque
 * token. The time is kept as PostgreSQL printed it, to the microsecond: a JavaScript Date would drop
 * the microseconds and the next page could repeat or skip rows that share a millisecond.
 */
export interface Cursor {
  at: string
  id: number
}

const AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/

export const encodeCursor = (c: Cursor): string =>
  Buffer.from(JSON.stringify([c.at, c.id])).toString('base64url')

/** The cursor in a token, or null when it is not one this server made. */
export function decodeCursor(token: string): Cursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'))
    if (!Array.isArray(value) || value.length !== 2) return null
    const [at, id] = value as unknown[]
    if (typeof at !== 'string' || !AT.test(at) || Number.isNaN(Date.parse(at))) return null
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) return null
    return { at, id }
  } catch {
    return null
  }
}
