import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import {
  type KeysetPosition,
  type KeysetQuery,
  type KeysetRequest,
  toKeysetExportBody,
  toKeysetQuery,
  toKeysetRequest,
} from './list-request.ts'
import {
  type List,
  type ListOptions,
  type ListSource,
  type TotalItem,
  useListBase,
  useSelectionReset,
  withExport,
} from './use-list.ts'

/** A page of a keyset walk: its rows and the cursors of the pages after and before it. */
export interface KeysetPage<Row> {
  items: Row[]
  nextCursor: string | null
  prevCursor: string | null
}

export interface KeysetListOptions<Row, Totals> extends ListOptions {
  source: ListSource<KeysetRequest, KeysetPage<Row>>
  /** The totals row: figures of every row of the query, not just the page, and how many rows that is. */
  totals: ListSource<KeysetQuery, Totals> & {
    count: (totals: Totals) => number
    describe: (totals: Totals) => TotalItem[]
  }
}

interface Walk extends KeysetPosition {
  /** The query this walk belongs to; a new query starts at page 1. */
  key: string
  page: number
}
const start = (key: string): Walk => ({ key, cursor: null, direction: 'next', page: 1 })

/**
 * A long, growing list paged by position (reports): pages by cursor, so page 50 costs what page 1 costs and
 * rows arriving meanwhile never shift the pages; the position is not in the URL (it belongs to one walk
 * and restarts with any change of the query), and a totals row counts the whole query.
 */
export function useKeysetList<Row, Totals>(o: KeysetListOptions<Row, Totals>): List<Row> {
  const base = useListBase(o)
  const { state, problem } = base
  const query = toKeysetQuery(state)
  const walkKey = JSON.stringify([query, state.pageSize, state.dir])
  const [walk, setWalk] = useState<Walk>(() => start(walkKey))
  const current = walk.key === walkKey ? walk : start(walkKey)
  const request = toKeysetRequest(state, current)

  const list = useQuery({
    queryKey: o.source.key(request),
    queryFn: ({ signal }) => o.source.fetch(request, signal),
    placeholderData: keepPreviousData,
    enabled: problem === null && base.ready,
  })
  const totals = useQuery({
    queryKey: o.totals.key(query),
    queryFn: ({ signal }) => o.totals.fetch(query, signal),
    placeholderData: keepPreviousData,
    enabled: problem === null,
  })
  useSelectionReset(base, JSON.stringify(request))

  const data = list.data
  return {
    ...base,
    rows: problem ? [] : (data?.items ?? []),
    query: list,
    loading: !data && !list.isError && problem === null,
    paging: {
      kind: 'keyset',
      page: current.page,
      hasPrev: Boolean(data?.prevCursor) && current.page > 1,
      hasNext: Boolean(data?.nextCursor),
      next: () =>
        data?.nextCursor &&
        setWalk({ key: walkKey, cursor: data.nextCursor, direction: 'next', page: current.page + 1 }),
      prev: () =>
        data?.prevCursor &&
        setWalk({
          key: walkKey,
          cursor: current.page > 2 ? data.prevCursor : null,
          direction: 'prev',
          page: current.page - 1,
        }),
      first: () => setWalk(start(walkKey)),
      total: problem || !totals.data ? null : o.totals.count(totals.data),
      totals: {
        items: problem || !totals.data ? null : o.totals.describe(totals.data),
        loading: totals.isPending && problem === null,
        error: totals.isError ? totals.error.message : null,
      },
    },
    exporter: withExport(base, o.exportPath, toKeysetExportBody),
  }
}
