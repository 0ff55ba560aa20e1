import { SearchX } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '../ui/button.tsx'
import { ListError } from './list-error.tsx'

// A failed load's message and retry, apart for the pages that show no list (the dashboards' panels).
export { ListError }

/** What a list shows across its table instead of rows: its load failed, or it has no rows. */

export const NO_MATCH = 'Tidak ditemukan data yang sesuai'
const RESET_HINT = 'Ubah kata kunci atau filter, atau reset filter.'

/**
 * No rows. While filtering: "Tidak ditemukan data yang sesuai", with a "Reset filter" button when
 * `onReset` is given (and then, unless `noMatchHint` says otherwise, the hint that mentions it).
 */
export function ListEmpty({
  filtering,
  onReset,
  title = 'Tidak ada data',
  hint,
  noMatchHint,
  action,
}: {
  filtering: boolean
  onReset?: (() => void) | undefined
  /** The heading of a list that has no rows at all. */
  title?: string
  /** What to do about an empty list ("Tambahkan pengguna pertama."). */
  hint?: string | undefined
  noMatchHint?: string | undefined
  /** What to do about an empty list, as a control (a link to where its rows are made). */
  action?: ReactNode
}) {
  const description = filtering ? (noMatchHint ?? (onReset ? RESET_HINT : undefined)) : hint
  return (
    <div className="flex flex-col items-center gap-2 text-center">
      {filtering ? <SearchX aria-hidden="true" className="size-8 text-muted-foreground" /> : null}
      <p className="font-medium">{filtering ? NO_MATCH : title}</p>
      {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      {filtering && onReset ? (
        <Button variant="outline" size="sm" onClick={onReset}>
          Reset filter
        </Button>
      ) : null}
      {filtering ? null : action}
    </div>
  )
}

/** The part of a list query the placeholder reads (TanStack Query's result fits). */
export interface ListQuery {
  data: { items: readonly unknown[] } | undefined
  error: Error | null
  refetch: () => Promise<unknown>
}

/** The table's placeholder for a list query: its error with a retry, `empty` when it has no rows, or none. */
export function listPlaceholder(list: ListQuery, empty: ReactNode): ReactNode {
  if (list.error) return <ListError message={list.error.message} onRetry={() => void list.refetch()} />
  return list.data && list.data.items.length === 0 ? empty : undefined
}
