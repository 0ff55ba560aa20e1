import { formatNumber, formatRupiah } from '#contract/format.ts'
import { formatPercent } from './change.ts'

/**
 * The data behind a chart as a table (issue 14 §5): what the "Tabel" toggle shows and what the CSV and
 * XLSX exports hold, so the picture, the table and the file can never disagree.
 */
export type CellFormat = 'text' | 'number' | 'money' | 'percent'
export interface TableColumn {
  key: string
  label: string
  format: CellFormat
  /** Long text that may wrap (the first column always may; the others keep to one line). */
  wrap?: boolean
}
export type TableRow = Readonly<Record<string, string | number | null>> & {
  /** Where the row's figures come from in the transaction report, when a click can open it. */
  readonly href?: string | null
}
export interface TableData {
  columns: readonly TableColumn[]
  rows: readonly TableRow[]
}

/** A cell as the screen shows it (id-ID). */
export function cellText(format: CellFormat, value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '–'
  if (typeof value === 'string') return value
  switch (format) {
    case 'money':
      return formatRupiah(value)
    case 'percent':
      return `${formatPercent(value)}%`
    case 'number':
      return formatNumber(value)
    case 'text':
      return String(value)
  }
}

/**
 * A text cell a spreadsheet would run as a formula gets a leading `'`: the rule of the server's exports
 * (csvSafe in server/engine/export.ts), which the web cannot import. Names here come from the database
 * (merchants, products), so they are not trusted.
 */
const FORMULA_START = /^[=+\-@\t\r]/
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/
export const spreadsheetSafe = (cell: string) =>
  FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell) ? `'${cell}` : cell

const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)

/**
 * The table as CSV: a header of labels, then raw numbers (no thousands separators, so a spreadsheet reads
 * them as numbers), a byte-order mark so Excel reads the UTF-8 names correctly.
 */
export function toCsv(data: TableData): string {
  const line = (cells: string[]) => cells.map(quote).join(',')
  const rows = data.rows.map((r) =>
    line(
      data.columns.map((c) => {
        const v = r[c.key]
        if (v === null || v === undefined) return ''
        return typeof v === 'number'
          ? String(c.format === 'percent' ? Math.round(v * 10) / 10 : v)
          : spreadsheetSafe(v)
      }),
    ),
  )
  return `\uFEFF${[line(data.columns.map((c) => c.label)), ...rows].join('\r\n')}\r\n`
}

/** A file name from a chart's title and period: "tren-transaksi_2026-11-01_2026-11-25.csv". */
export function exportName(title: string, from: string, to: string, ext: 'csv' | 'xlsx'): string {
  const slug = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return `${slug || 'grafik'}_${from}_${to}.${ext}`
}
