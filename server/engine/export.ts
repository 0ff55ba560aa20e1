import { once } from 'node:events'
import { PassThrough } from 'node:stream'
import { stringify } from 'csv-stringify'
import type { SQL } from 'drizzle-orm'
import { sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import type { FastifyReply } from 'fastify'
import { formatDate, formatDateTime, maskMiddle } from '#contract/format.ts'
import type { ColumnDef } from '#contract/resources/define.ts'
import { labelOf } from '#contract/resources/fields.ts'
import type { Db } from '../db/client.ts'
import { normalise, rowsOf } from './query.ts'
import type { Row } from './resource.ts'

const BATCH = 2000

/** A cell as a person reads it in a spreadsheet: labels instead of codes, dates in WIB. */
export function cellOf(column: ColumnDef, value: unknown): string | number {
  if (value === null || value === undefined) return ''
  if (column.options && typeof value === 'string') return labelOf(column.options, value)
  switch (column.format) {
    case 'money':
    case 'number':
      return Number(value)
    case 'date':
      return formatDate(String(value))
    case 'datetime':
      return formatDateTime(String(value))
    case 'boolean':
      return value ? 'Ya' : 'Tidak'
    case 'masked':
      return maskMiddle(String(value))
    default:
      return Array.isArray(value) ? value.join(', ') : String(value)
  }
}

/**
 * Streams every row of `query` to the client as CSV or XLSX, reading through a server-side cursor
 * in batches, so memory stays flat whatever the row count.
 */
export async function streamExport(
  db: Db,
  reply: FastifyReply,
  opts: {
    query: SQL
    columns: readonly ColumnDef[]
    format: 'csv' | 'xlsx'
    filename: string
    total: number
    sheet: string
  },
): Promise<FastifyReply> {
  const { columns, format } = opts
  const out = new PassThrough()
  reply
    .header(
      'content-type',
      format === 'csv'
        ? 'text/csv; charset=utf-8'
        : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    .header('content-disposition', `attachment; filename="${opts.filename}.${format}"`)
    .header('x-total-count', String(opts.total))
    .header('cache-control', 'no-store')

  const header = columns.map((c) => c.label)
  let writeRow: (row: Row) => Promise<void>
  let finish: () => Promise<void>
  if (format === 'csv') {
    const csv = stringify({ bom: true })
    csv.pipe(out)
    csv.write(header)
    writeRow = async (row) => {
      if (!csv.write(columns.map((c) => cellOf(c, row[c.key])))) await once(csv, 'drain')
    }
    finish = async () => {
      csv.end()
      await once(csv, 'finish')
    }
  } else {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true })
    const ws = workbook.addWorksheet(opts.sheet.slice(0, 31))
    ws.columns = columns.map((c) => ({
      header: c.label,
      key: c.key,
      width: Math.max(12, c.label.length + 4),
      ...(c.format === 'money' ? { style: { numFmt: '"Rp" #,##0' } } : {}),
    }))
    writeRow = async (row) => {
      ws.addRow(columns.map((c) => cellOf(c, row[c.key]))).commit()
    }
    finish = async () => {
      ws.commit()
      await workbook.commit()
    }
  }

  const run = db.transaction(async (tx) => {
    await tx.execute(sql`declare mint_export no scroll cursor for ${opts.query}`)
    for (;;) {
      const batch = rowsOf(await tx.execute(sql.raw(`fetch ${BATCH} from mint_export`)))
      for (const row of batch) await writeRow(normalise(row))
      if (batch.length < BATCH) break
    }
    await tx.execute(sql`close mint_export`)
  })
  run.then(finish).catch((err) => {
    reply.log.error({ err }, 'export failed')
    out.destroy(err instanceof Error ? err : new Error(String(err)))
  })
  return reply.send(out)
}
