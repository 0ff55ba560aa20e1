import { useId } from 'react'
import type { FilterDef } from '#contract/resources/define.ts'
import { resourceByName } from '#contract/resources/index.ts'
import { NativeSelect } from '../ui/native-select.tsx'
import type { FilterValue } from './list-state.ts'
import { LocationSelect, RefSelect } from './select-inputs.tsx'

/** One control per filter of a resource: a select, a searchable ref, yes/no, or a province. */
export function FilterControl({
  filter,
  value,
  onChange,
}: {
  filter: FilterDef
  value: FilterValue | undefined
  onChange: (value: FilterValue | undefined) => void
}) {
  const id = useId()
  const labelId = `${id}-label`
  const all = `Semua ${filter.label}`
  const label = (
    <span id={labelId} className="sr-only">
      {filter.type === 'ref' || filter.type === 'province' ? `Filter ${filter.label}` : null}
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
      const apiPath = resourceByName(filter.ref)?.apiPath ?? filter.ref
      return (
        <div className="w-full sm:w-56">
          {label}
          <RefSelect
            id={id}
            labelId={labelId}
            label={filter.label}
            apiPath={apiPath}
            placeholder={all}
            clearable
            value={typeof value === 'number' ? [value] : []}
            onChange={(ids) => onChange(ids[0])}
          />
        </div>
      )
    }
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
