import { formatNumber } from '#contract/format.ts'

/** Pure helpers of the analytics pages (issue 14 §3): percentages, freshness, the CSV of a page. */

const oneDecimal = new Intl.NumberFormat('id-ID', { minimumFractionDigits: 1, maximumFractionDigits: 1 })

/**
 * "72,4%" from basis points. Cut, never rounded up: 9.999 bps is short of the target and must not read
 * "100,0%".
 */
export const percentText = (bps: number) => `${oneDecimal.format(Math.floor(bps / 10) / 10)}%`

/** The bar's fill and aria-valuenow: 0–100, a target beaten stays a full bar (the text says by how much). */
export const barPercent = (bps: number) => Math.min(100, Math.max(0, Math.floor(bps / 10) / 10))

/** "Sukses 97,5%": the share of a merchant's transactions that succeeded. */
export function successRate(successCount: number, trxCount: number): string {
  if (trxCount <= 0) return '—'
  return percentText(Math.floor((successCount * 10_000) / trxCount))
}

const wibTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Jakarta',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
})

/** "Data per 14:05 WIB" from the answer's `asOf` (an ISO instant); nothing when it is not one. */
export function freshnessText(asOf: string | undefined): string | null {
  if (!asOf) return null
  const at = new Date(asOf)
  return Number.isNaN(at.getTime()) ? null : `Data per ${wibTime.format(at)} WIB`
}

/** "1.234 trx" for a count under an amount. */
export const countText = (n: number) => `${formatNumber(n)} trx`

/**
 * A CSV cell: quoted when it holds a separator, quote or line break; text a spreadsheet would run as a
 * formula (=, +, -, @, tab, CR) gets a leading `'` as the server's exports do (csvSafe), numbers excepted.
 */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value)
  const safe = /^[=+\-@\t\r]/.test(value) && !/^[+-]?\d+([.,]\d+)?$/.test(value) ? `'${value}` : value
  return /[",\n\r;]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** A CSV text (comma-separated, CRLF, with a BOM so that spreadsheets read it as UTF-8). */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const lines = [header, ...rows].map((r) => r.map(csvCell).join(','))
  return `\uFEFF${lines.join('\r\n')}\r\n`
}
