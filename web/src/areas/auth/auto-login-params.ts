/** The raw (still percent-encoded) value of a query parameter; `+` is kept as a literal plus. */
function rawQueryValue(search: string, name: string): string | null {
  const query = search.startsWith('?') ? search.slice(1) : search
  for (const part of query.split('&')) {
    const eq = part.indexOf('=')
    const key = eq === -1 ? part : part.slice(0, eq)
    if (key === name) return eq === -1 ? '' : part.slice(eq + 1)
  }
  return null
}

const safeDecode = (value: string): string | null => {
  try {
    return decodeURIComponent(value)
  } catch {
    return null
  }
}

export type AutoLoginParams =
  | { kind: 'none' }
  | { kind: 'invalid' }
  | { kind: 'ready'; token: string; key: string }

/**
 * Reads `token` and `key` from a location search string (docs/PRODUCT.md §2/§5: URL-decoded before use).
 * Both present and decodable → ready; either present but empty or malformed → invalid; neither → none.
 */
export function readAutoLoginParams(search: string): AutoLoginParams {
  const rawToken = rawQueryValue(search, 'token')
  const rawKey = rawQueryValue(search, 'key')
  if (rawToken === null && rawKey === null) return { kind: 'none' }
  const token = rawToken === null ? null : safeDecode(rawToken)
  const key = rawKey === null ? null : safeDecode(rawKey)
  if (!token?.trim() || !key?.trim()) return { kind: 'invalid' }
  return { kind: 'ready', token: token.trim(), key: key.trim() }
}
