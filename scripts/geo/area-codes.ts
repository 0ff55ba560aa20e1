/**
 * Kemendagri codes for the boundary source's features (docs/DATA-SOURCES.md). The source's regency and
 * city features carry names only, theirs and their province's ("Aceh Barat", "Kota Banda Aceh",
 * "Kota Administrasi Jakarta Barat"; "Aceh"), spelt a little differently from Kemendagri ("Muko Muko" for
 * MUKOMUKO, "Pare Pare" for PAREPARE), so the names are compared in a normal form and the few that differ
 * in more than spaces and hyphens are listed below. The codes are the ones the app stores
 * (location_province.code "32", location_city.code "32.73", both from idn-area-data).
 */

export interface AreaRow {
  code: string
  name: string
}
export interface RegencyRow extends AreaRow {
  provinceCode: string
}

/** Upper case, letters and digits only: "Tojo Una Una" and "TOJO UNA-UNA" meet as "TOJOUNAUNA". */
export const normalName = (name: string) => name.toUpperCase().replace(/[^A-Z0-9]/g, '')

/**
 * Source names that Kemendagri writes with other words, as province code → source name → Kemendagri
 * name (without "KABUPATEN"/"KOTA"). Each entry is needed: the unit test fails on one that matches nothing.
 */
export const NAME_ALIASES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  '73': { 'Pangkajene Kepulauan': 'PANGKAJENE DAN KEPULAUAN' },
}

/**
 * The regency or city key of a source name: "Kota Banda Aceh" → KOTA·BANDAACEH, "Aceh Barat" →
 * KABUPATEN·ACEHBARAT ("Administrasi", as in "Kota Administrasi Jakarta Barat", is dropped on both sides).
 */
export function regencyKey(name: string): string {
  const words = name.trim().replace(/\s+/g, ' ')
  const kota = /^kota\s/i.test(words)
  const rest = words.replace(/^(kota|kabupaten|kab\.)\s+/i, '').replace(/^administrasi\s+/i, '')
  return `${kota ? 'KOTA' : 'KABUPATEN'}·${normalName(rest)}`
}

/** Same key for a Kemendagri name ("KOTA ADMINISTRASI JAKARTA BARAT", "KABUPATEN ACEH BARAT"). */
export function kemendagriKey(name: string): string {
  const m = /^(KOTA|KABUPATEN)\s+(?:ADMINISTRASI\s+)?(.*)$/i.exec(name.trim())
  if (!m) throw new Error(`Not a regency or city name: ${name}`)
  return `${(m[1] as string).toUpperCase()}·${normalName(m[2] as string)}`
}

export interface Matched<T> {
  matched: { source: T; code: string }[]
  unmatched: T[]
}

/** Each source province (by its name, as the source's regencies carry it) to its Kemendagri code. */
export function matchProvinces<T extends { name: string }>(
  source: readonly T[],
  provinces: readonly AreaRow[],
): Matched<T> {
  const byName = new Map(provinces.map((p) => [normalName(p.name), p]))
  const result: Matched<T> = { matched: [], unmatched: [] }
  for (const s of source) {
    const p = byName.get(normalName(s.name))
    if (p) result.matched.push({ source: s, code: p.code })
    else result.unmatched.push(s)
  }
  return result
}

/**
 * Each source regency or city (its name, and the code of the province the source puts it in) to its
 * Kemendagri code, looked up among that province's regencies only (Kabupaten Bandung and Kota Bandung,
 * or Kabupaten Bogor in one province, never meet a namesake elsewhere).
 */
export function matchRegencies<T extends { provinceCode: string; name: string }>(
  source: readonly T[],
  regencies: readonly RegencyRow[],
): Matched<T> {
  const byKey = new Map(regencies.map((r) => [`${r.provinceCode}|${kemendagriKey(r.name)}`, r]))
  const result: Matched<T> = { matched: [], unmatched: [] }
  for (const s of source) {
    const alias = NAME_ALIASES[s.provinceCode]?.[s.name]
    const key = alias
      ? `${/^kota\s/i.test(s.name) ? 'KOTA' : 'KABUPATEN'}·${normalName(alias)}`
      : regencyKey(s.name)
    const r = byKey.get(`${s.provinceCode}|${key}`)
    if (r) result.matched.push({ source: s, code: r.code })
    else result.unmatched.push(s)
  }
  return result
}
