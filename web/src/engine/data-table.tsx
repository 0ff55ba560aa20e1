import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'
import type { ReactNode } from 'react'
import { Checkbox } from '../ui/checkbox.tsx'
import { cn } from '../ui/cn.ts'
import type { SortDir } from './list-state.ts'

/**
 * The table of every list: semantic <table> markup, server-side sort through the headers (aria-sort),
 * optional row selection and a row-actions column. It scrolls sideways inside its card when its columns
 * do not fit; the selection box, the first column and the row actions stay in view while it does.
 */
export interface TableColumn<T> {
  id: string
  header: string
  sortable?: boolean
  align?: 'left' | 'right'
  cell: (row: T) => ReactNode
}

export interface TableSelection<T> {
  selected: ReadonlySet<number>
  onChange: (next: Set<number>) => void
  idOf: (row: T) => number
  labelOf: (row: T) => string
}

interface DataTableProps<T> {
  caption: string
  columns: readonly TableColumn<T>[]
  rows: readonly T[]
  rowKey: (row: T) => string | number
  sort?: { key: string; dir: SortDir } | undefined
  onSort?: ((key: string) => void) | undefined
  selection?: TableSelection<T> | undefined
  rowActions?: ((row: T) => ReactNode) | undefined
  onRowClick?: ((row: T) => void) | undefined
  /** First load: skeleton rows. */
  loading?: boolean
  /** A refetch with the old rows still shown. */
  busy?: boolean
  /** Shown across the table instead of rows (empty or error state). */
  placeholder?: ReactNode
  skeletonRows?: number
}

/** A cell that stays put while the table scrolls sideways: opaque, over the row's own background. */
const STICKY_CELL =
  'sticky z-[1] bg-card group-hover:bg-[color-mix(in_srgb,var(--muted)_50%,var(--card))] group-data-[state=selected]:bg-accent'
const STICKY_HEAD = 'sticky z-[1] bg-muted'
/** The edge between a sticky column and the columns that scroll under it. */
const EDGE_RIGHT = 'shadow-[inset_-1px_0_0_var(--color-border)]'
const EDGE_LEFT = 'shadow-[inset_1px_0_0_var(--color-border)]'

const ariaSort = (active: boolean, dir: SortDir) =>
  active ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'

export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  onSort,
  selection,
  rowActions,
  onRowClick,
  loading = false,
  busy = false,
  placeholder,
  skeletonRows = 5,
}: DataTableProps<T>) {
  const span = columns.length + (selection ? 1 : 0) + (rowActions ? 1 : 0)
  const pageIds = selection ? rows.map(selection.idOf) : []
  const selectedOnPage = selection ? pageIds.filter((id) => selection.selected.has(id)).length : 0
  const allSelected = pageIds.length > 0 && selectedOnPage === pageIds.length

  return (
    <div className="relative w-full overflow-x-auto">
      <table className="w-full caption-bottom border-collapse text-sm" aria-busy={loading || busy}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted">
          <tr className="border-b border-border">
            {selection ? (
              <th scope="col" className={cn('left-0 w-10 min-w-10 px-3 py-2', STICKY_HEAD)}>
                <Checkbox
                  aria-label="Pilih semua data di halaman ini"
                  checked={allSelected}
                  indeterminate={selectedOnPage > 0 && !allSelected}
                  disabled={pageIds.length === 0}
                  onChange={(e) => {
                    const next = new Set(selection.selected)
                    for (const id of pageIds) {
                      if (e.target.checked) next.add(id)
                      else next.delete(id)
                    }
                    selection.onChange(next)
                  }}
                />
              </th>
            ) : null}
            {columns.map((c, i) => {
              const active = sort?.key === c.id
              const sortable = Boolean(c.sortable && onSort)
              return (
                <th
                  key={c.id}
                  scope="col"
                  aria-sort={sortable && sort ? ariaSort(active, sort.dir) : undefined}
                  className={cn(
                    'whitespace-nowrap px-3 py-2 font-medium text-muted-foreground',
                    c.align === 'right' ? 'text-right' : 'text-left',
                    i === 0 && [STICKY_HEAD, EDGE_RIGHT, selection ? 'left-10' : 'left-0'],
                  )}
                >
                  {sortable ? (
                    <button
                      type="button"
                      onClick={() => onSort?.(c.id)}
                      className={cn(
                        'inline-flex items-center gap-1 rounded hover:text-foreground focus-ring',
                        active && 'text-foreground',
                      )}
                    >
                      {c.header}
                      {active ? (
                        sort?.dir === 'asc' ? (
                          <ArrowUp aria-hidden="true" className="size-3.5" />
                        ) : (
                          <ArrowDown aria-hidden="true" className="size-3.5" />
                        )
                      ) : (
                        <ArrowUpDown aria-hidden="true" className="size-3.5 opacity-50" />
                      )}
                    </button>
                  ) : (
                    c.header
                  )}
                </th>
              )
            })}
            {rowActions ? (
              <th scope="col" className={cn('right-0 w-12 px-3 py-2', STICKY_HEAD, EDGE_LEFT)}>
                <span className="sr-only">Aksi</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {loading ? (
            Array.from({ length: skeletonRows }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
              <tr key={i} className="border-b border-border last:border-0">
                <td colSpan={span} className="px-3 py-3">
                  <div className="h-4 w-full animate-pulse rounded bg-muted" />
                </td>
              </tr>
            ))
          ) : placeholder ? (
            <tr>
              <td colSpan={span} className="px-3 py-10">
                {placeholder}
              </td>
            </tr>
          ) : (
            rows.map((row) => {
              const id = selection?.idOf(row)
              const checked = id !== undefined && selection?.selected.has(id)
              return (
                <tr
                  key={rowKey(row)}
                  data-state={checked ? 'selected' : undefined}
                  onClick={onRowClick ? () => onRowClick(row) : undefined}
                  className={cn(
                    'group border-b border-border last:border-0 hover:bg-muted/50 data-[state=selected]:bg-accent/60',
                    onRowClick && 'cursor-pointer',
                  )}
                >
                  {selection && id !== undefined ? (
                    <td className={cn('left-0 w-10 min-w-10 px-3 py-2', STICKY_CELL)}>
                      <Checkbox
                        aria-label={`Pilih ${selection.labelOf(row)}`}
                        checked={checked}
                        onChange={(e) => {
                          const next = new Set(selection.selected)
                          if (e.target.checked) next.add(id)
                          else next.delete(id)
                          selection.onChange(next)
                        }}
                      />
                    </td>
                  ) : null}
                  {columns.map((c, i) => (
                    <td
                      key={c.id}
                      className={cn(
                        'max-w-[11rem] truncate whitespace-nowrap px-3 py-2 align-middle',
                        c.align === 'right' && 'text-right',
                        i === 0 && [STICKY_CELL, EDGE_RIGHT, selection ? 'left-10' : 'left-0'],
                      )}
                    >
                      {c.cell(row)}
                    </td>
                  ))}
                  {rowActions ? (
                    <td className={cn('right-0 px-2 py-1 text-right', STICKY_CELL, EDGE_LEFT)}>
                      {rowActions(row)}
                    </td>
                  ) : null}
                </tr>
              )
            })
          )}
        </tbody>
      </table>
    </div>
  )
}
