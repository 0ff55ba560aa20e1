import { useEffect, useId, useState } from 'react'
import type { Option } from '#contract/engine/resource.ts'
import { NativeSelect } from '../ui/native-select.tsx'
import { AmountInput } from './amount-input.tsx'
import type { FilterValue, ListFilter } from './list-filters.ts'
import { BankSelect, LocationSelect, RefSelect, StaticSelect } from './select-inputs.tsx'

/** The choices of a lookup filter (codes the page loads when the control first opens). */
export interface LookupChoices {
  options: readonly Option[]
  loading: boolean
  error?: string | undefined
  onOpen?: () => void
}

/**
 * One control per filter: a select, a searchable ref, yes/no, a province, a bank, a code from a list
 * the page loads (`lookup`), or an amount in whole rupiah.
 */
export function FilterControl({
  filter,
  value,
  onChange,
  refFilters,
  lookup,
}: {
  filter: ListFilter
  value: FilterValue | undefined
  onChange: (value: FilterValue | undefined) => void
  /** Narrows a ref's choices by the ref resource's own filters (an outlet picker offers one merchant's). */
  refFilters?: Record<string, unknown> | undefined
  /** The choices of a lookup filter. */
  lookup?: LookupChoices | undefined
}) {
  const id = useId()
  const labelId = `${id}-label`
  const all = `Semua ${filter.label}`
  const label = (
    <span id={labelId} className="sr-only">
      {filter.type === 'select' || filter.type === 'boolean' ? null : `Filter ${filter.label}`}
    </span>
  )

  switch (filter.type) {
    case 'select':
    case 'boolean': {
      const options =
        filter.type === 'select'
          ? filter.options
          : [
              { value: 'true', label: 'Ya' },
              { value: 'false', label: 'Tidak' },
            ]
      return (
        <div className="w-full sm:w-auto">
          <label htmlFor={id} className="sr-only">
            {`Filter ${filter.label}`}
          </label>
          <NativeSelect
            id={id}
            className="sm:w-auto sm:min-w-40"
            value={value === undefined ? '' : String(value)}
            onChange={(e) => {
              const raw = e.target.value
              if (raw === '') onChange(undefined)
              else onChange(filter.type === 'boolean' ? raw === 'true' : raw)
            }}
          >
            <option value="">{all}</option>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect>
        </div>
      )
    }
    case 'ref': {
      return (
        <div className="w-full sm:w-56">
          {label}
          <RefFilterSelect
            refName={filter.ref}
            id={id}
            labelId={labelId}
            label={filter.label}
            placeholder={all}
            clearable
            value={typeof value === 'number' ? [value] : []}
            onChange={(ids) => onChange(ids[0])}
            {...(refFilters ? { filters: refFilters } : {})}
          />
        </div>
      )
    }
    case 'bank':
      return (
        <div className="w-full sm:w-56">
          {label}
          <BankSelect
            id={id}
            labelId={labelId}
            label={filter.label}
            placeholder={all}
            clearable
            value={typeof value === 'string' ? [value] : []}
            onChange={(codes) => onChange(codes[0])}
          />
        </div>
      )
    case 'lookup':
      return (
        <div className="w-full sm:w-56">
          {label}
          <StaticSelect
            id={id}
            labelId={labelId}
            label={filter.label}
            placeholder={all}
            clearable
            options={(lookup?.options ?? []).map((o) => ({ value: o.value, label: o.label }))}
            loading={lookup?.loading ?? false}
            error={lookup?.error}
            onOpenChange={(open) => (open ? lookup?.onOpen?.() : undefined)}
            value={typeof value === 'string' ? [value] : []}
            onChange={(codes) => onChange(codes[0])}
          />
        </div>
      )
    case 'amount':
      return (
        <AmountInput
          label={filter.label}
          placeholder={filter.placeholder}
          value={typeof value === 'number' ? value : undefined}
          onApply={onChange}
        />
      )
    case 'province':
      return (
        <div className="w-full sm:w-56">
          {label}
          <LocationSelect
            id={id}
            labelId={labelId}
            label={filter.label}
            level="province"
            placeholder={all}
            clearable
            value={typeof value === 'string' ? [value] : []}
            onChange={(codes) => onChange(codes[0])}
          />
        </div>
      )
  }
}

/**
 * The API path of a ref filter's resource, looked up in the resource declarations loaded on first use: a page
 * whose only link to them is a filter (a report, a summary) then does not carry every resource's declaration
 * in its first load (issue 12 budgets); '' until known, which keeps the select's queries waiting.
 */
function useRefApiPath(refName: string): string {
  const [apiPath, setApiPath] = useState('')
  useEffect(() => {
    let live = true
    void import('#contract/resources.ts').then((m) => {
      if (live) setApiPath(m.resourceByName(refName)?.apiPath ?? refName)
    })
    return () => {
      live = false
    }
  }, [refName])
  return apiPath
}

function RefFilterSelect({
  refName,
  ...props
}: Omit<Parameters<typeof RefSelect>[0], 'apiPath'> & { refName: string }) {
  return <RefSelect {...props} apiPath={useRefApiPath(refName)} />
}
