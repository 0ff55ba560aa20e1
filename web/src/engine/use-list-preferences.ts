import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import { preferenceGet, preferenceSet } from '#contract/account/preference.ts'
import { PAGE_SIZES } from '#contract/engine/paging.ts'
import type { ResourceDef } from '#contract/engine/resource.ts'
import { callEndpoint } from '../api/endpoint.ts'
import { notify } from '../ui/notify.ts'
import {
  mergeVisibility,
  type PreferenceValue,
  savedPageSize,
  toPreference,
  type Visibility,
} from './column-visibility.ts'
import { dataOf } from './resource-api.ts'

/**
 * The user's column visibility and page size of a list, kept on the server under `list:<name>`.
 * A failed read falls back to the defaults; the list never waits longer than that read. Turned off
 * (`enabled: false`), it reads nothing and every column keeps its default.
 */
export function useListPreferences(
  def: Pick<ResourceDef, 'name' | 'columns'>,
  { enabled = true, sizes = PAGE_SIZES }: { enabled?: boolean; sizes?: readonly number[] } = {},
) {
  const key = `list:${def.name}`
  const queryClient = useQueryClient()
  const queryKey = ['preference', key]
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => dataOf(callEndpoint(preferenceGet, { key }, { signal })).catch(() => null),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    enabled,
  })
  const saved = query.data ?? null
  const visibility = useMemo(() => mergeVisibility(def.columns, saved), [def.columns, saved])
  const pageSize = savedPageSize(saved, sizes)

  const save = useMutation({
    mutationFn: (value: PreferenceValue) => dataOf(callEndpoint(preferenceSet, { key, value })),
    onMutate: (value) => queryClient.setQueryData(queryKey, value),
    onError: () => notify('Preferensi tampilan tidak dapat disimpan.', 'warning'),
  })

  const setVisibility = useCallback(
    (next: Visibility) => save.mutate(toPreference(def.columns, next, pageSize)),
    [save, def.columns, pageSize],
  )
  const setPageSize = useCallback(
    (size: number) => {
      if (size !== pageSize) save.mutate(toPreference(def.columns, visibility, size))
    },
    [save, def.columns, visibility, pageSize],
  )

  return { ready: !enabled || !query.isPending, visibility, pageSize, setVisibility, setPageSize }
}
