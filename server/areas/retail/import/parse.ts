import { Readable } from 'node:stream'
import { parse } from 'csv-parse'
import { MAX_IMPORT_ROWS } from '#contract/retail/import.ts'

/** A file's first bytes tell its kind: an XLSX is a ZIP archive ("PK\x03\x04"); a CSV is text without NUL. */
export function sniffFormat(head: Buffer): 'CSV' | 'XLSX' | null {
  if (head.length >= 4 && head.readUInt32BE(0) === 0x504b0304) return 'XLSX'
  if (head.length === 0 || head.subarray(0, 4096).includes(0)) return null
  return 'CSV'
}

/** The refusal of a file beyond the row limit: raised as soon as the row after the limit is read. */
export class TooManyRows extends Error {
  constructor(limit = MAX_IMPORT_ROWS) {
    super(
      `Berkas berisi lebih dari ${limit.toLocaleString('id-ID')} baris data. Bagi menjadi beberapa berkas lalu impor satu per satu.`,
    )
  }
}

export interface FileRow {
  /** Line of the file (CSV) or row of the sheet (XLSX), 1 = the header. */
  line: number
  cells: string[]
}

/** A spreadsheet cell as text: numbers as typed, a formula's result, rich text joined. */
function cellText(v: unknown): string {
  if (v === null || v === undefined) return ''
  if (typeof v === 'string') return v
  if (typeof v === 'number' || typeof v === 'boolean') return String(v)
  if (v instanceof Date) return v.toISOString().slice(0, 10)
  if (typeof v === 'object') {
    const o = v as { result?: unknown; richText?: { text: string }[]; text?: unknown }
    if (o.richText) return o.richText.map((r) => r.text).join('')
    if ('result' in o) return cellText(o.result)
    if (typeof o.text === 'string') return o.text
  }
  return ''
}

/**
 * The rows of an uploaded file, streamed (never every row in memory at once), the header first, stopping
 * with TooManyRows at the row after `maxRows` (the product import's MAX_IMPORT_ROWS unless the caller says). A CSV's separator is the header's: a comma, or a
 * semicolon as Excel writes CSV with Indonesian regional settings.
 */
export async function* fileRows(
  file: Buffer,
  format: 'CSV' | 'XLSX',
  maxRows = MAX_IMPORT_ROWS,
): AsyncGenerator<FileRow> {
  let count = 0
  const limit = (row: FileRow) => {
    count += 1
    if (count > maxRows + 1) throw new TooManyRows(maxRows)
    return row
  }
  if (format === 'CSV') {
    const firstLine = file.subarray(0, Math.max(0, file.indexOf(10)) || file.length).toString('utf8')
    const delimiter = firstLine.includes(';') && !firstLine.includes(',') ? ';' : ','
    const parser = Readable.from(chunks(file)).pipe(
      parse({
        delimiter,
        bom: true,
        relax_column_count: true,
        skip_empty_lines: true,
        info: true,
        trim: false,
      }),
    )
    for await (const rec of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>)
      yield limit({ line: rec.info.lines, cells: rec.record })
    return
  }
  const mod = await import('exceljs')
  const ExcelJS = (mod as unknown as { default?: typeof mod }).default ?? mod
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(chunks(file)), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
  })
  for await (const sheet of reader) {
    for await (const row of sheet as AsyncIterable<{ number: number; values: unknown[] }>) {
      const values = Array.isArray(row.values) ? row.values.slice(1) : []
      const cells = Array.from(values, cellText)
      if (cells.every((c) => c.trim() === '')) continue
      yield limit({ line: row.number, cells })
    }
    return // the first sheet only: the template's second sheet explains the columns
  }
}

/** A buffer as 64 KB chunks, so the parsers work on a stream as they would on the upload. */
function* chunks(file: Buffer) {
  for (let i = 0; i < file.length; i += 65_536) yield file.subarray(i, i + 65_536)
}
