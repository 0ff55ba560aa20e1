import type { FilterDef } from '#contract/engine/resource.ts'
import type { ReportFilter } from '#contract/transactions/reports.ts'

/**
 * The filters a list may declare: a resource's (select, ref, yes/no, province), a report's (bank, a code
 * the server lists) and a whole-rupiah amount. Each is one query parameter named by its key.
 */
export type FilterValue = string | number | boolean
export type AmountFilter = {
  readonly key: string
  readonly label: string
  readonly type: 'amount'
  readonly placeholder: string
}
export type ListFilter = FilterDef | ReportFilter | AmountFilter

const MAX_AMOUNT = 1_000_000_000_000

const wholeNumber = (raw: string, max: number): number | undefined => {
  if (!/^\d{1,16}$/.test(raw)) return undefined
  const n = Number(raw)
  return n <= max ? n : undefined
}

/** A filter's value read from its query parameter, or undefined when it is not a value it accepts. */
export function parseFilterValue(filter: ListFilter, raw: string | null): FilterValue | undefined {
  if (raw === null || raw === '') return undefined
  switch (filter.type) {
    case 'select':
      return filter.options.some((o) => o.value === raw) ? raw : undefined
    case 'ref': {
      const n = wholeNumber(raw, Number.MAX_SAFE_INTEGER)
      return n !== undefined && n > 0 ? n : undefined
    }
    case 'boolean':
      return raw === 'true' ? true : raw === 'false' ? false : undefined
    case 'province':
      return /^\d{2}$/.test(raw) ? raw : undefined
    case 'bank':
      return /^\d{3}$/.test(raw) ? raw : undefined
    case 'lookup':
      return /^[A-Za-z0-9._-]{1,32}$/.test(raw) ? raw : undefined
    case 'amount':
      return wholeNumber(raw, MAX_AMOUNT)
  }
}

/**
 * The filters with one set (or, undefined, removed), and with it every filter narrowed by it (an outlet
 * of the previous merchant is no longer a choice).
 */
export function withFilter(
  declared: readonly ListFilter[],
  filters: Readonly<Record<string, FilterValue>>,
  key: string,
  value: FilterValue | undefined,
): Record<string, FilterValue> {
  const next = { ...filters }
  const clear = (k: string) => {
    delete next[k]
    for (const f of declared)
      if (f.type === 'ref' && 'narrowBy' in f && f.narrowBy?.filter === k) clear(f.key)
  }
  clear(key)
  if (value !== undefined) next[key] = value
  return next
}
