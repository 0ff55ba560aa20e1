import { useEffect, useState } from 'react'
import { planSearch } from '#contract/search/query.ts'
import { globalSearch, type SearchGroup } from '#contract/search/search.ts'
import { callEndpoint } from '../../api/endpoint.ts'

/** How long typing must pause before the data is asked for: one request per pause, not per keystroke. */
export const SEARCH_DEBOUNCE_MS = 200

export type DataSearch =
  | { status: 'idle' | 'loading' | 'done'; groups: readonly SearchGroup[] }
  | { status: 'error'; groups: readonly SearchGroup[]; message: string }

const IDLE: DataSearch = { status: 'idle', groups: [] }

/**
 * The header search's data (POST /search) for a query: asked only when the query's shape is worth a lookup
 * (contract/search/query.ts), after a pause in typing; an answer to an older query is dropped (its request
 * aborted), so typing is never blocked and never shows stale results.
 */
export function useDataSearch(query: string): DataSearch {
  const { term, lookups } = planSearch(query)
  const worth = lookups.size > 0
  const [state, setState] = useState<{ term: string; search: DataSearch }>({ term: '', search: IDLE })

  useEffect(() => {
    if (!worth) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      void callEndpoint(globalSearch, { q: term }, { signal: controller.signal }).then((result) => {
        if (controller.signal.aborted) return
        setState({
          term,
          search: result.data
            ? { status: 'done', groups: result.data.groups }
            : { status: 'error', groups: [], message: result.message },
        })
      })
    }, SEARCH_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [term, worth])

  if (!worth) return IDLE
  return state.term === term ? state.search : { status: 'loading', groups: [] }
}
