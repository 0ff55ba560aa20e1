/** JSON text made elsewhere (PostgreSQL renders a page of rows), embedded in a response as it is. */
export class RawJson {
  constructor(readonly text: string) {}
}

// NUL cannot occur in PostgreSQL text nor in our own strings, so the quoted marker is unambiguous.
const MARKER = /"\\u0000(\d+)\\u0000"/g

/** JSON.stringify, with every RawJson value written as its text instead of being parsed and re-serialised. */
export function stringifyWithRaw(value: unknown): string {
  const raws: string[] = []
  const text = JSON.stringify(value, (_key, v: unknown) =>
    v instanceof RawJson ? `\u0000${raws.push(v.text) - 1}\u0000` : v,
  )
  return raws.length === 0 ? text : text.replace(MARKER, (_m, i: string) => raws[Number(i)] ?? 'null')
}
