import type { ReactNode } from 'react'
import { formatNumber } from '#contract/format.ts'
import { Button } from '../ui/button.tsx'

/** Above a table while rows are ticked: "3 data dipilih", what can be done with them, and a way out. */
export function SelectionBar({
  count,
  noun = 'data',
  onClear,
  children,
}: {
  count: number
  /** What a row is ("transaksi"). */
  noun?: string
  onClear: () => void
  /** The actions on the selected rows. */
  children: ReactNode
}) {
  if (count === 0) return null
  return (
    <div className="flex flex-wrap items-center gap-2 border-b border-border bg-accent/50 px-3 py-2 text-sm">
      <span aria-live="polite">{`${formatNumber(count)} ${noun} dipilih`}</span>
      {children}
      <Button size="sm" variant="ghost" onClick={onClear}>
        Batalkan pilihan
      </Button>
    </div>
  )
}
