import { useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { type ListShape, parseListState } from './list-state.ts'
import { listWriter } from './list-writer.ts'
import { useUrlWriter } from './url-writer.ts'

/** The list state of the current page, read from the URL and changed through the engine's URL writer. */
export function useListState(shape: ListShape, defaultPageSize?: number) {
  const [params] = useSearchParams()
  const write = useUrlWriter()
  const state = useMemo(
    () => parseListState(shape, params, defaultPageSize),
    [shape, params, defaultPageSize],
  )
  const writer = useMemo(() => listWriter(shape, write, defaultPageSize), [shape, write, defaultPageSize])
  return { state, params, write, ...writer }
}
