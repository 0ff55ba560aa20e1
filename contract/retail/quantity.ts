import { z } from 'zod'

/**
 * Quantities of stock and recipes are exact: integer thousandths of the unit ("milli"), so 0,025 kg is 25
 * and sums never drift (docs/ARCHITECTURE.md "Retail products"). Typed the Indonesian way, comma for
 * decimals and dots for thousands ("1.250,5"); a dot alone before at most three digits is read as a
 * decimal point too ("0.025"), which spreadsheets write.
 */
export const MILLI = 1000
/** A quantity's bound: 1 billion units, so every product of two quantities stays a safe integer. */
export const MAX_QTY_MILLI = 1_000_000_000_000

export function parseQuantity(text: string): number | null {
  let t = text.trim().replace(/\s/g, '')
  if (t === '') return null
  if (t.includes(',')) t = t.replace(/\./g, '').replace(',', '.')
  else if (/^-?\d{1,3}(\.\d{3})+$/.test(t) && !/^-?0\./.test(t)) t = t.replace(/\./g, '')
  if (!/^-?\d+(\.\d+)?$/.test(t)) return null
  const [whole = '0', frac = ''] = t.replace('-', '').split('.')
  if (frac.length > 3 && /[1-9]/.test(frac.slice(3))) return null
  const milli = Number(whole) * MILLI + Number(frac.slice(0, 3).padEnd(3, '0'))
  if (!Number.isSafeInteger(milli)) return null
  return t.startsWith('-') ? -milli : milli
}

/**
 * A form's quantity typed as text and read as milli: required (`required` says so when empty), within
 * MAX_QTY_MILLI, and accepted by `ok` (a stock adjustment's is never 0, a count's never negative);
 * `invalid` says what to type instead.
 */
export const quantityText = (required: string, ok: (milli: number) => boolean, invalid: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .transform((v, ctx) => {
      const milli = parseQuantity(v)
      if (milli === null || Math.abs(milli) > MAX_QTY_MILLI || !ok(milli)) {
        ctx.addIssue({ code: 'custom', message: invalid })
        return z.NEVER
      }
      return milli
    })

/** 25 → "0,025"; 1500 → "1,5"; 2000 → "2". */
export function formatQuantity(milli: number): string {
  const sign = milli < 0 ? '-' : ''
  const abs = Math.abs(milli)
  const whole = Math.floor(abs / MILLI).toLocaleString('id-ID')
  const frac = String(abs % MILLI)
    .padStart(3, '0')
    .replace(/0+$/, '')
  return `${sign}${whole}${frac ? `,${frac}` : ''}`
}

/**
 * What a sale of `saleMilli` of a product draws of one recipe line of `lineMilli`: the exact product in
 * millionths, rounded half up to a thousandth (only a fractional sale of a product can need it).
 */
export const drawnMilli = (lineMilli: number, saleMilli: number): number =>
  Math.floor((lineMilli * saleMilli + MILLI / 2) / MILLI)
