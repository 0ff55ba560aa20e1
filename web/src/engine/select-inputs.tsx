import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import type { RefOption } from '#contract/engine/ref-options.ts'
import { type ComboboxProps, type ComboOption, filterOptions } from '../ui/combo-options.ts'
import { Combobox } from '../ui/combobox-lazy.tsx'
import { type LocationLevel, useBanks, useLocations } from './location-api.ts'
import { fetchOptions, optionKeys } from './option-api.ts'

/** The searchable selects of forms and filters: rows of a resource, locations, banks, fixed lists. */
export type SelectCommonProps = Pick<
  ComboboxProps,
  | 'id'
  | 'labelId'
  | 'label'
  | 'disabled'
  | 'invalid'
  | 'describedBy'
  | 'buttonRef'
  | 'onBlur'
  | 'placeholder'
  | 'clearable'
>

const MAX_CHIPS = 50

const toCombo = (o: RefOption): ComboOption => ({ value: String(o.id), label: o.label, hint: o.code || '' })

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), ms)
    return () => clearTimeout(t)
  }, [value, ms])
  return debounced
}

/** Rows of another resource via POST /{apiPath}/options: searched as you type, scoped by the server. */
export function RefSelect({
  apiPath,
  multiple = false,
  value,
  onChange,
  filters,
  ...common
}: SelectCommonProps & {
  apiPath: string
  multiple?: boolean
  value: readonly number[]
  onChange: (ids: number[]) => void
  /** Only rows matching these filters of the ref resource are offered. */
  filters?: Record<string, unknown>
}) {
  const [open, setOpen] = useState(false)
  const [search, setSearch] = useState('')
  const term = useDebounced(search.trim(), 250)
  const [known, setKnown] = useState<ReadonlyMap<number, ComboOption>>(new Map())

  const found = useQuery({
    queryKey: optionKeys.search(apiPath, term, filters),
    // An empty path: the caller is still resolving it (useRefApiPath).
    enabled: open && apiPath !== '',
    queryFn: ({ signal }) =>
      fetchOptions(
        apiPath,
        { ...(term ? { search: term } : {}), ...(filters ? { filters } : {}), limit: 50 },
        signal,
      ),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  })
  // A long multiple choice (a merchant group of thousands) names only the first chips.
  const shown = useMemo(() => value.slice(0, MAX_CHIPS), [value])
  const unknownIds = useMemo(() => shown.filter((id) => !known.has(id)), [shown, known])
  const labelled = useQuery({
    queryKey: optionKeys.ids(apiPath, unknownIds),
    enabled: unknownIds.length > 0 && apiPath !== '',
    queryFn: ({ signal }) => fetchOptions(apiPath, { ids: unknownIds, limit: 50 }, signal),
    staleTime: 60_000,
  })

  useEffect(() => {
    const rows = [...(found.data ?? []), ...(labelled.data ?? [])]
    if (rows.length === 0) return
    setKnown((prev) => {
      const missing = rows.filter((r) => !prev.has(r.id))
      if (missing.length === 0) return prev
      const next = new Map(prev)
      for (const r of missing) next.set(r.id, toCombo(r))
      return next
    })
  }, [found.data, labelled.data])

  const selected = shown.map((id) => known.get(id) ?? { value: String(id), label: `#${id}` })
  return (
    <Combobox
      {...common}
      multiple={multiple}
      value={value.map(String)}
      onChange={(vals) => onChange(vals.map(Number))}
      options={(found.data ?? []).map(toCombo)}
      selected={selected}
      moreCount={value.length - shown.length}
      search={search}
      onSearchChange={setSearch}
      onOpenChange={setOpen}
      loading={found.isFetching && !found.data}
      error={found.isError ? found.error.message : undefined}
    />
  )
}

/**
 * One row of another resource chosen by its code rather than its id (a dashboard user's scope holds a
 * client code, a MID or a partner code), via POST /{apiPath}/options, searched as you type. The caller
 * names the current code (`valueName`) from its own data, since the options call looks up ids only.
 */
export function CodeRefSelect({
  apiPath,
  value,
  valueName,
  onChange,
  ...common
}: SelectCommonProps & {
  apiPath: string
  value: string
  valueName?: string | undefined
  onChange: (code: string) => void
}) {
  const [open, setOpen] = useState(false)
  const [search, setSearch] = useState('')
  const term = useDebounced(search.trim(), 250)
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map())
  const found = useQuery({
    queryKey: optionKeys.search(apiPath, term),
    enabled: open && apiPath !== '',
    queryFn: ({ signal }) => fetchOptions(apiPath, { ...(term ? { search: term } : {}), limit: 50 }, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  })
  const options = useMemo(
    () =>
      (found.data ?? [])
        .filter((o) => o.code)
        .map((o): ComboOption => ({ value: o.code, label: o.label, hint: o.code })),
    [found.data],
  )
  const name = names.get(value) ?? (valueName || value)
  return (
    <Combobox
      {...common}
      value={value ? [value] : []}
      onChange={(codes) => {
        const code = codes[0] ?? ''
        const picked = options.find((o) => o.value === code)
        if (picked) setNames((prev) => new Map(prev).set(code, picked.label))
        onChange(code)
      }}
      options={options}
      selected={value ? [{ value, label: name, hint: name === value ? '' : value }] : []}
      search={search}
      onSearchChange={setSearch}
      onOpenChange={setOpen}
      loading={found.isFetching && !found.data}
      error={found.isError ? found.error.message : undefined}
    />
  )
}

/** A fixed list (provinces, banks, options of a multiselect) filtered in the browser. */
export function StaticSelect({
  options,
  multiple = false,
  value,
  onChange,
  loading = false,
  error,
  onOpenChange,
  limit,
  ...common
}: SelectCommonProps & {
  onOpenChange?: (open: boolean) => void
  options: readonly ComboOption[]
  /** How many matches to draw (filterOptions' cap unless said). */
  limit?: number
  multiple?: boolean
  value: readonly string[]
  onChange: (values: string[]) => void
  loading?: boolean
  error?: string | undefined
}) {
  const [search, setSearch] = useState('')
  const byValue = useMemo(() => new Map(options.map((o) => [o.value, o])), [options])
  return (
    <Combobox
      {...common}
      multiple={multiple}
      value={value}
      onChange={onChange}
      options={filterOptions(options, search, limit)}
      selected={value.map((v) => byValue.get(v) ?? { value: v, label: v })}
      search={search}
      onSearchChange={setSearch}
      onOpenChange={onOpenChange}
      loading={loading}
      error={error}
    />
  )
}

const PARENT_WORD: Record<Exclude<LocationLevel, 'province'>, string> = {
  city: 'provinsi',
  district: 'kota/kabupaten',
  village: 'kecamatan',
}

/** Province, city, district or village; a lower level waits for its parent to be chosen. */
export function LocationSelect({
  level,
  parentCode,
  multiple = false,
  value,
  onChange,
  ...common
}: SelectCommonProps & {
  level: LocationLevel
  parentCode?: string
  multiple?: boolean
  value: readonly string[]
  onChange: (codes: string[]) => void
}) {
  // Fetched when first opened, or at once when a value needs its name.
  const [opened, setOpened] = useState(false)
  const query = useLocations(level, parentCode, opened || value.length > 0)
  const options = useMemo(
    () => (query.data ?? []).map((l) => ({ value: l.code, label: l.name })),
    [query.data],
  )
  const waiting = level !== 'province' && !parentCode
  return (
    <StaticSelect
      {...common}
      placeholder={
        waiting ? `Pilih ${PARENT_WORD[level as keyof typeof PARENT_WORD]} dahulu` : common.placeholder
      }
      disabled={common.disabled || waiting}
      multiple={multiple}
      value={value}
      onChange={onChange}
      options={options}
      onOpenChange={(open) => (open ? setOpened(true) : undefined)}
      loading={query.isLoading && !waiting}
      error={query.isError ? query.error.message : undefined}
    />
  )
}

export function BankSelect({
  value,
  onChange,
  ...common
}: SelectCommonProps & { value: readonly string[]; onChange: (codes: string[]) => void }) {
  const query = useBanks()
  const options = useMemo(
    () =>
      (query.data ?? []).map((b) => ({
        value: b.code,
        label: `${b.name} (${b.shortName})`,
        // Searched with the label: a bank is found by code, name, short name or SWIFT/BIC.
        hint: b.swift ? `${b.code} · ${b.swift}` : b.code,
      })),
    [query.data],
  )
  return (
    <StaticSelect
      {...common}
      value={value}
      onChange={onChange}
      options={options}
      // Every bank when nothing is typed (about 110, more than the usual cap of 100).
      limit={500}
      loading={query.isLoading}
      error={query.isError ? query.error.message : undefined}
    />
  )
}
