import { formatNumber } from '#contract/format.ts'

/**
 * Progress of a streamed CSV export: records are counted as the bytes arrive. A newline inside a
 * quoted field (an address on two lines) is not a record boundary, so the quote state is carried
 * from one chunk to the next. Quote and newline are ASCII, so bytes can be scanned without decoding.
 */
export interface CsvProgress {
  /** Newlines seen outside quotes (each ends one record, the header included). */
  readonly lines: number
  readonly inQuotes: boolean
  /** Bytes after the last record boundary (an unterminated last record). */
  readonly pending: boolean
}

export const CSV_START: CsvProgress = { lines: 0, inQuotes: false, pending: false }

const QUOTE = 0x22
const LF = 0x0a

export function countCsvChunk(state: CsvProgress, chunk: Uint8Array): CsvProgress {
  let { lines, inQuotes, pending } = state
  for (const byte of chunk) {
    if (byte === QUOTE) inQuotes = !inQuotes
    if (byte === LF && !inQuotes) {
      lines++
      pending = false
    } else {
      pending = true
    }
  }
  return { lines, inQuotes, pending }
}

/** Data rows received so far (the header line is not a row). */
export function csvDataRows(state: CsvProgress): number {
  const records = state.lines + (state.pending && !state.inQuotes ? 1 : 0)
  return Math.max(0, records - 1)
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${formatNumber(bytes)} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toLocaleString('id-ID', { maximumFractionDigits: 1 })} KB`
  return `${(bytes / 1024 / 1024).toLocaleString('id-ID', { maximumFractionDigits: 1 })} MB`
}

/** "1.234 dari 5.000 baris" for CSV, "Diterima 1,2 MB" for XLSX (whose rows cannot be counted early). */
export function describeExportProgress(p: {
  format: 'csv' | 'xlsx'
  rows: number
  bytes: number
  total: number | null
}): string {
  if (p.format === 'csv') {
    const rows = p.total === null ? p.rows : Math.min(p.rows, p.total)
    return p.total === null
      ? `${formatNumber(rows)} baris`
      : `${formatNumber(rows)} dari ${formatNumber(p.total)} baris`
  }
  return `Diterima ${formatBytes(p.bytes)}`
}

/** The file name of a Content-Disposition header (quoted, plain, or RFC 5987 `filename*`). */
export function filenameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim())
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(header)
  const name = (plain?.[1] ?? plain?.[2] ?? '').trim()
  return name || fallback
}
