/** id-ID display formats (docs/PRODUCT.md §10), shared by the web app and the exports. Times in WIB. */
const TZ = 'Asia/Jakarta'

const rupiahFormat = new Intl.NumberFormat('id-ID', {
  style: 'currency',
  currency: 'IDR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
})
const numberFormat = new Intl.NumberFormat('id-ID')
const dateParts = new Intl.DateTimeFormat('id-ID', {
  timeZone: TZ,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
})
const timeParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TZ,
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
})

/** Rp 1.234.567 (non-breaking space after Rp). */
export const formatRupiah = (value: number) => rupiahFormat.format(value)
export const formatNumber = (value: number) => numberFormat.format(value)

const percentFormat = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 2 })
/** A rate in basis points (70 = 0,7%) as id-ID writes it: "0,7%", "12%", "0,15%". */
export const formatBps = (bps: number) => `${percentFormat.format(bps / 100)}%`

/** 21/11/2026. A plain date (YYYY-MM-DD) is shown as is, without a time-zone shift. */
export function formatDate(value: string | Date): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split('-')
    return `${d}/${m}/${y}`
  }
  return dateParts.format(new Date(value))
}

/** 21/11/2026 14:05 WIB */
export const formatDateTime = (value: string | Date) =>
  `${formatDate(new Date(value))} ${timeParts.format(new Date(value))} WIB`
