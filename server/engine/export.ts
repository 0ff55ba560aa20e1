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
 * Reads every row of `query` in batches. On PostgreSQL through a server-side cursor in one transaction
 * (a consistent snapshot; the pool has other connections). PGlite has a single connection that a long
 * transaction would hold for the whole export, so there the ordered ids are read first and the rows
 * fetched in chunks by separate queries, letting other requests run in between.
 */
export function batchReader(
  db: Db,
  driver: 'pg' | 'pglite',
  query: SQL,
  idsQuery: SQL,
  rowsOfIds: (ids: number[]) => SQL,
) {
  return async (onBatch: (rows: Row[]) => Promise<void>) => {
    if (driver === 'pg') {
      await db.transaction(async (tx) => {
        await tx.execute(sql`declare mint_export no scroll cursor for ${query}`)
        for (;;) {
          const batch = rowsOf(await tx.execute(sql.raw(`fetch ${BATCH} from mint_export`)))
          await onBatch(batch)
          if (batch.length < BATCH) break
        }
        await tx.execute(sql`close mint_export`)
      })
      return
    }
    const ids = rowsOf(await db.execute(idsQuery)).map((x) => Number(x.id))
    for (let i = 0; i < ids.length; i += BATCH) {
      const chunk = ids.slice(i, i + BATCH)
      const byId = new Map(rowsOf(await db.execute(rowsOfIds(chunk))).map((row) => [Number(row.id), row]))
      await onBatch(
        chunk.flatMap((id): Row[] => {
          const row = byId.get(id)
          return row ? [row] : []
        }),
      )
    }
  }
}

/** Streams rows to the client as CSV or XLSX while they are read, so memory stays flat. */
export async function streamExport(
  reply: FastifyReply,
  opts: {
    /** Calls `onBatch` with the rows in order, batch by batch, and resolves when all were written. */
    read: (onBatch: (rows: Row[]) => Promise<void>) => Promise<void>
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

  const run = opts.read(async (rows) => {
    for (const row of rows) await writeRow(normalise(row))
  })
  run.then(finish).catch((err) => {
    reply.log.error({ err }, 'export failed')
    out.destroy(err instanceof Error ? err : new Error(String(err)))
  })
  return reply.send(out)
}
