import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useId } from 'react'
import { formatNumber } from '#contract/format.ts'
import { Button } from '../ui/button.tsx'
import { cn } from '../ui/cn.ts'
import { NativeSelect } from '../ui/native-select.tsx'
import { pageCount, pageRange, pageWindow } from './page-numbers.ts'

interface PaginationProps {
  page: number
  pageSize: number
  total: number
  pageSizes: readonly number[]
  onPageChange: (page: number) => void
  onPageSizeChange: (size: number) => void
  disabled?: boolean
}

/** "Menampilkan 1–10 dari 240 data", the page size, Sebelumnya / page numbers / Selanjutnya. */
export function Pagination({
  page,
  pageSize,
  total,
  pageSizes,
  onPageChange,
  onPageSizeChange,
  disabled = false,
}: PaginationProps) {
  const pages = pageCount(total, pageSize)
  const { from, to } = pageRange(page, pageSize, total)
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border px-3 py-3 text-sm">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <p aria-live="polite" data-testid="list-range">
          {total > 0
            ? `Menampilkan ${formatNumber(from)}–${formatNumber(to)} dari ${formatNumber(total)} data`
            : 'Menampilkan 0 dari 0 data'}
        </p>
        <PageSizeSelect value={pageSize} sizes={pageSizes} disabled={disabled} onChange={onPageSizeChange} />
      </div>
      <nav aria-label="Halaman" className="flex min-w-0 flex-wrap items-center gap-1">
        <Button
          variant="outline"
          size="sm"
          disabled={disabled || page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
          <NarrowHidden>Sebelumnya</NarrowHidden>
        </Button>
        {pageWindow(page, pages).map((p, i) =>
          p === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <span key={`gap-${i}`} aria-hidden="true" className="hidden px-1 text-muted-foreground sm:inline">
              …
            </span>
          ) : (
            <Button
              key={p}
              variant={p === page ? 'primary' : 'ghost'}
              size="sm"
              className={cn('min-w-8 px-2', p !== page && 'hidden sm:inline-flex')}
              aria-label={`Halaman ${p}`}
              aria-current={p === page ? 'page' : undefined}
              disabled={disabled}
              onClick={() => onPageChange(p)}
            >
              {formatNumber(p)}
            </Button>
          ),
        )}
        <Button
          variant="outline"
          size="sm"
          disabled={disabled || page >= pages}
          onClick={() => onPageChange(page + 1)}
        >
          <NarrowHidden>Selanjutnya</NarrowHidden>
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </nav>
    </div>
  )
}

/** A button's word that a phone reads out but does not show (the arrow says it). */
const NarrowHidden = ({ children }: { children: string }) => (
  <span className="sr-only sm:not-sr-only">{children}</span>
)

function PageSizeSelect({
  value,
  sizes,
  disabled,
  onChange,
}: {
  value: number
  sizes: readonly number[]
  disabled: boolean
  onChange: (size: number) => void
}) {
  const id = useId()
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-muted-foreground">
        Baris per halaman
      </label>
      <NativeSelect
        id={id}
        className="w-20"
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(Number(e.target.value))}
      >
        {sizes.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </NativeSelect>
    </div>
  )
}

interface KeysetPaginationProps {
  /** 1-based position of the page in this walk through the rows. */
  page: number
  pageSize: number
  /** Rows on this page. */
  rows: number
  /** Rows of the whole filter, when known (the totals row). */
  total: number | null
  pageSizes: readonly number[]
  hasPrev: boolean
  hasNext: boolean
  onPrev: () => void
  onNext: () => void
  onFirst: () => void
  onPageSizeChange: (size: number) => void
  disabled?: boolean
}

/**
 * Paging of a long, growing list by position (a cursor) rather than page number: "Sebelumnya" /
 * "Selanjutnya", back to the first page, and the range shown out of the whole filter's total.
 */
export function KeysetPagination({
  page,
  pageSize,
  rows,
  total,
  pageSizes,
  hasPrev,
  hasNext,
  onPrev,
  onNext,
  onFirst,
  onPageSizeChange,
  disabled = false,
}: KeysetPaginationProps) {
  const from = rows > 0 ? (page - 1) * pageSize + 1 : 0
  const to = rows > 0 ? from + rows - 1 : 0
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border px-3 py-3 text-sm">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <p aria-live="polite" data-testid="list-range">
          {rows > 0
            ? `Menampilkan ${formatNumber(from)}–${formatNumber(to)}${total !== null ? ` dari ${formatNumber(total)}` : ''} data`
            : `Menampilkan 0${total !== null ? ` dari ${formatNumber(total)}` : ''} data`}
        </p>
        <PageSizeSelect value={pageSize} sizes={pageSizes} disabled={disabled} onChange={onPageSizeChange} />
      </div>
      <nav aria-label="Halaman" className="flex min-w-0 flex-wrap items-center gap-1">
        <Button variant="ghost" size="sm" disabled={disabled || page <= 1} onClick={onFirst}>
          Ke awal
        </Button>
        <Button variant="outline" size="sm" disabled={disabled || !hasPrev} onClick={onPrev}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          <NarrowHidden>Sebelumnya</NarrowHidden>
        </Button>
        <span className="px-2 tabular-nums" aria-current="page">
          Halaman {formatNumber(page)}
        </span>
        <Button variant="outline" size="sm" disabled={disabled || !hasNext} onClick={onNext}>
          <NarrowHidden>Selanjutnya</NarrowHidden>
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </nav>
    </div>
  )
}
