import { useMemo } from 'react'
import { useNavigate } from 'react-router'

/**
 * The one way a page writes its query parameters: each write computes the next parameters from the LATEST
 * address, never from the parameters of the render it was created in. React Router's functional
 * `setSearchParams` hands every call the parameters of that render and does not queue, so the second of two
 * changes made in one tick (two filter selects, a period then a status) overwrote the first. A navigation
 * without loaders (none in this app) updates the address before `navigate` returns, so the next call of
 * the same tick reads the first one's result.
 */
export type ParamsUpdate = (latest: URLSearchParams) => URLSearchParams
export interface WriteOptions {
  /** Replace the history entry instead of pushing one (typing in a search box). */
  replace?: boolean
}
export type UrlWriter = (update: ParamsUpdate, opts?: WriteOptions) => void

/** A writer over an address: `read` gives its current query string, `go` moves to a new one. */
export function createUrlWriter(
  read: () => string,
  go: (search: string, opts: Required<WriteOptions>) => void,
): UrlWriter {
  return (update, opts = {}) => {
    const next = update(new URLSearchParams(read()))
    go(next.toString(), { replace: opts.replace ?? false })
  }
}

/** The writer of the current page: the browser's address, through React Router. */
export function useUrlWriter(): UrlWriter {
  const navigate = useNavigate()
  return useMemo(
    () =>
      createUrlWriter(
        () => window.location.search,
        (search, opts) => void navigate({ search: search ? `?${search}` : '' }, opts),
      ),
    [navigate],
  )
}

/** Sets or removes one parameter (`id` of an open detail), keeping the others. */
export const withParam =
  (key: string, value: string | null): ParamsUpdate =>
  (latest) => {
    const next = new URLSearchParams(latest)
    if (value === null) next.delete(key)
    else next.set(key, value)
    return next
  }
