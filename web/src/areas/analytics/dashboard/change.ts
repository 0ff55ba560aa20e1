import { formatNumber } from '#contract/format.ts'

/**
 * A figure beside the same figure of the period before (issue 14 §1): which way it went and by how much,
 * as the KPI cards show it (▲/▼ with a percentage) and say it to a screen reader.
 */
export type Change =
  | { readonly kind: 'up' | 'down'; readonly amount: number }
  | { readonly kind: 'same' }
  /** Nothing to compare with: the period before had none of it (a percentage of zero is no number). */
  | { readonly kind: 'new' }
  /** Neither period had any. */
  | { readonly kind: 'none' }

const percent = new Intl.NumberFormat('id-ID', { minimumFractionDigits: 1, maximumFractionDigits: 1 })
/** 12,3 (one decimal, id-ID). */
export const formatPercent = (value: number) => percent.format(value)

/** Rounded to the one decimal shown, so "0,0%" is never called a rise. */
const oneDecimal = (n: number) => Math.round(n * 10) / 10

/** The relative change of a count or an amount, in per cent of the period before. */
export function changeOf(current: number, before: number): Change {
  if (before === 0) return current === 0 ? { kind: 'none' } : { kind: 'new' }
  const pct = oneDecimal(((current - before) / Math.abs(before)) * 100)
  if (pct === 0) return { kind: 'same' }
  return { kind: pct > 0 ? 'up' : 'down', amount: Math.abs(pct) }
}

/** Successful transactions as a share of all, in per cent; null when there were none. */
export const successRate = (successCount: number, trxCount: number): number | null =>
  trxCount === 0 ? null : (successCount / trxCount) * 100

/**
 * The change of a rate, in percentage points: a success rate going from 90% to 99% rose by 9 points, not
 * by 10% (a per cent of a per cent reads as nonsense on a card).
 */
export function rateChangeOf(current: number | null, before: number | null): Change {
  if (before === null) return current === null ? { kind: 'none' } : { kind: 'new' }
  if (current === null) return { kind: 'none' }
  const points = oneDecimal(current - before)
  if (points === 0) return { kind: 'same' }
  return { kind: points > 0 ? 'up' : 'down', amount: Math.abs(points) }
}

/** The short mark on a card: "▲ 12,3%", "▼ 2,0 poin", "= 0%", or a dash with nothing to compare. */
export function changeMark(change: Change, unit: 'percent' | 'points' = 'percent'): string {
  const amount = (n: number) => (unit === 'points' ? `${formatPercent(n)} poin` : `${formatPercent(n)}%`)
  switch (change.kind) {
    case 'up':
      return `▲ ${amount(change.amount)}`
    case 'down':
      return `▼ ${amount(change.amount)}`
    case 'same':
      return '= 0%'
    case 'new':
      return 'Baru'
    case 'none':
      return '–'
  }
}

/** The same as a sentence for a screen reader: "naik 12,3% dari periode sebelumnya". */
export function describeChange(change: Change, unit: 'percent' | 'points' = 'percent'): string {
  const amount = (n: number) => (unit === 'points' ? `${formatPercent(n)} poin` : `${formatPercent(n)}%`)
  switch (change.kind) {
    case 'up':
      return `naik ${amount(change.amount)} dari periode sebelumnya`
    case 'down':
      return `turun ${amount(change.amount)} dari periode sebelumnya`
    case 'same':
      return 'sama dengan periode sebelumnya'
    case 'new':
      return 'periode sebelumnya tidak ada data'
    case 'none':
      return 'tidak ada data pada periode ini maupun sebelumnya'
  }
}

/** A rate as a card shows it: "97,4%", or a dash without transactions. */
export const formatRate = (rate: number | null) => (rate === null ? '–' : `${formatPercent(rate)}%`)

/** A count with its unit for a sentence ("1.234 transaksi"). */
export const countText = (n: number, unit: string) => `${formatNumber(n)} ${unit}`
