import { formatNumber } from '#contract/format.ts'

/** Rupiah inputs: whole rupiah only (docs/DOMAIN.md §0), shown with id-ID thousand separators. */
const MAX_DIGITS = 15 // stays below Number.MAX_SAFE_INTEGER

/** What a person typed ("Rp 1.250.000", "1250000", "1.250.000,00") as a whole number, or undefined. */
export function parseMoneyInput(text: string): number | undefined {
  const whole = text.split(',')[0] ?? ''
  const digits = whole.replace(/\D/g, '').replace(/^0+(?=\d)/, '')
  if (digits === '') return undefined
  return Number(digits.slice(0, MAX_DIGITS))
}

/**
 * What a person typed as a percent ("0,7", "0.7", "12 %") as basis points (70, 1200), rounded half up to
 * two decimals of a percent; undefined when there is no number. The schema refuses what is out of range.
 */
export function parsePercentInput(text: string): number | undefined {
  const cleaned = text.replace(/[%\s]/g, '').replace(',', '.')
  if (cleaned === '' || !/^-?\d*\.?\d*$/.test(cleaned) || cleaned === '.' || cleaned === '-') return undefined
  return Math.round(Number(cleaned) * 100)
}

/** The text of a percent input for basis points: 70 → "0,7", empty when there is none. */
export function formatPercentInput(bps: number | null | undefined): string {
  if (bps === null || bps === undefined || !Number.isFinite(bps)) return ''
  return String(bps / 100).replace('.', ',')
}

/** The text of a money input for a value: "1.250.000", empty when there is none. */
export function formatMoneyInput(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return ''
  return formatNumber(Math.trunc(value))
}
