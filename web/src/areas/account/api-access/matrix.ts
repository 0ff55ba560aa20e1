/** The pure part of the "Segmentasi API" matrix: search, tick one, tick every shown master, dirty check. */

export interface MatrixMaster {
  id: number
  code: string
  name: string
  description: string
}

const norm = (s: string) => s.trim().toLocaleLowerCase('id-ID')

/** Masters whose code, name or description contains the search (case-insensitive). */
export function filterMasters<T extends MatrixMaster>(masters: readonly T[], search: string): T[] {
  const q = norm(search)
  if (!q) return [...masters]
  return masters.filter((m) => [m.code, m.name, m.description].some((s) => norm(s).includes(q)))
}

/** The "Pilih semua" box over the shown masters: ticked, mixed or empty. */
export function selectAllState(
  shown: readonly number[],
  selected: ReadonlySet<number>,
): 'all' | 'some' | 'none' {
  const n = shown.filter((id) => selected.has(id)).length
  if (n === 0) return 'none'
  return n === shown.length ? 'all' : 'some'
}

export function toggleOne(selected: ReadonlySet<number>, id: number, on: boolean): Set<number> {
  const next = new Set(selected)
  if (on) next.add(id)
  else next.delete(id)
  return next
}

/** Ticks (or unticks) every shown master; masters hidden by the search keep their state. */
export function toggleShown(
  selected: ReadonlySet<number>,
  shown: readonly number[],
  on: boolean,
): Set<number> {
  const next = new Set(selected)
  for (const id of shown) {
    if (on) next.add(id)
    else next.delete(id)
  }
  return next
}

export function sameSelection(selected: ReadonlySet<number>, saved: readonly number[]): boolean {
  return selected.size === saved.length && saved.every((id) => selected.has(id))
}
