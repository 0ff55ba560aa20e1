import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import {
  applyListChange,
  type ListShape,
  type ListState,
  listStateToParams,
  parseListState,
} from './list-state.ts'

/**
 * The list state of the current page, read from and written to the URL. Page changes push a history
 * entry (back goes to the previous page); typing in the search box replaces it.
 */
export function useListState(shape: ListShape, defaultPageSize?: number) {
  const [params, setParams] = useSearchParams()
  const state = useMemo(
    () => parseListState(shape, params, defaultPageSize),
    [shape, params, defaultPageSize],
  )

  const change = useCallback(
    (patch: Partial<ListState>, opts: { replace?: boolean } = {}) => {
      setParams(
        (prev) => {
          const current = parseListState(shape, prev, defaultPageSize)
          return listStateToParams(shape, applyListChange(current, patch), prev)
        },
        { replace: opts.replace ?? false },
      )
    },
    [setParams, shape, defaultPageSize],
  )

  /** Sets or removes one parameter the list does not own (e.g. `id` of the open detail). */
  const setParam = useCallback(
    (key: string, value: string | null, opts: { replace?: boolean } = {}) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev)
          if (value === null) next.delete(key)
          else next.set(key, value)
          return next
        },
        { replace: opts.replace ?? false },
      )
    },
    [setParams],
  )

  return { state, params, change, setParam }
}
