import { useMemo } from 'react'
import { useSearchParams } from 'react-router'
import type { ListShape } from '../../../engine/list-state.ts'
import { withParam } from '../../../engine/url-writer.ts'
import { useListState } from '../../../engine/use-list-state.ts'
import { GRAIN_PARAM, type Grain, parseDashboardState } from './state.ts'

/** A dashboard's state from the URL, and its writers: the engine's list writer plus the trend's grain. */
export function useDashboardState(shape: ListShape) {
  const [params] = useSearchParams()
  const list = useListState(shape)
  const state = useMemo(() => parseDashboardState(shape, params), [shape, params])
  return {
    ...state,
    change: list.change,
    setFilter: list.setFilter,
    setGrain: (grain: Grain) => list.write(withParam(GRAIN_PARAM, grain)),
  }
}
