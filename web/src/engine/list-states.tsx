import { RotateCw, SearchX } from 'lucide-react'
import type { ReactNode } from 'react'
import { Alert } from '../ui/alert.tsx'
import { Button } from '../ui/button.tsx'

/** What a list shows across its table instead of rows: its load failed, or it has no rows. */

export const NO_MATCH = 'Tidak ditemukan data yang sesuai'
const RESET_HINT = 'Ubah kata kunci atau filter, atau reset filter.'

/** The server's message and a retry; `start` aligns it left (a panel rather than a table). */
export function ListError({
  message,
  onRetry,
  align = 'center',
}: {
  message: string
  onRetry: () => void
  align?: 'center' | 'start'
}) {
  return (
    <div
      className={align === 'start' ? 'flex flex-col items-start gap-3' : 'flex flex-col items-center gap-3'}
    >
      <Alert variant="error">{message}</Alert>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCw aria-hidden="true" className="size-4" />
        Coba lagi
      </Button>
    </div>
  )
}

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
