/** The numbers of the offset pager: the rows a page shows, how many pages, which page buttons. */

/** "Menampilkan 1–10 dari 240 data": the first and last row numbers of a page. */
export function pageRange(page: number, pageSize: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 }
  const from = Math.min((page - 1) * pageSize + 1, total)
  return { from, to: Math.min(page * pageSize, total) }
}

export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize))

/** Page buttons: always the first and last, the current one with a neighbour each side, gaps as null. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1)
  const wanted = new Set([1, pages, page - 1, page, page + 1])
  if (page <= 3) for (const p of [2, 3, 4]) wanted.add(p)
  if (page >= pages - 2) for (const p of [pages - 3, pages - 2, pages - 1]) wanted.add(p)
  const sorted = [...wanted].filter((p) => p >= 1 && p <= pages).sort((a, b) => a - b)
  const out: (number | null)[] = []
  for (const p of sorted) {
    const last = out[out.length - 1]
    if (typeof last === 'number' && p - last > 1) out.push(null)
    out.push(p)
  }
  return out
}
