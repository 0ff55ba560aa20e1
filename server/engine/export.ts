import { once } from 'node:events'
import { PassThrough } from 'node:stream'
import { stringify } from 'csv-stringify'
import { stringify as stringifySync } from 'csv-stringify/sync'
import type { SQL } from 'drizzle-orm'
import { sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { labelOf } from '#contract/engine/fields.ts'
import type { ColumnDef } from '#contract/engine/resource.ts'
import { formatDate, formatDateTime } from '#contract/format.ts'
import { audit } from '../audit/log.ts'
import type { Db } from '../db/client.ts'
import { badRequest } from '../http/errors.ts'
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
    // Basis points written as the percent a person reads (70 → 0.7), a number a spreadsheet can sum.
    case 'percent':
      return Number(value) / 100
    case 'date':
      return formatDate(String(value))
    case 'datetime':
      return formatDateTime(String(value))
    case 'boolean':
      return value ? 'Ya' : 'Tidak'
    default:
      return Array.isArray(value) ? value.join(', ') : String(value)
  }
}

/**
 * A CSV cell a spreadsheet will not run (OWASP "CSV injection"): text starting with `=`, `+`, `-`, `@`, a
 * tab or a carriage return is a formula to Excel and LibreOffice, so it gets a leading `'`. Numbers stay
 * as they are, and so does text that is only a number (`-1500`, `+62812…`), which no spreadsheet runs.
 * csvCellSql does the same in SQL.
 */
export function csvSafe(cell: string | number): string | number {
  if (typeof cell !== 'string' || !FORMULA_START.test(cell) || PLAIN_NUMBER.test(cell)) return cell
  return `'${cell}`
}
const FORMULA_START = /^[=+\-@\t\r]/
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/

/** csvSafe in SQL, for text `t` (evaluated more than once: pass a column or a cheap expression). */
const csvSafeSql = (t: SQL) =>
  sql`(case when left(${t}, 1) in ('=', '@', chr(9), chr(13)) or (left(${t}, 1) in ('+', '-') and ${t} !~ '^[+-][0-9]+([.][0-9]+)?$') then '''' || ${t} else ${t} end)`

/** Column formats whose values are identifiers, written as text whatever digits they hold. */
const IDENTIFIER = new Set<ColumnDef['format']>(['code'])

/**
 * A column's cell exactly as cellOf writes it, computed by PostgreSQL and already quoted for CSV: for
 * exports of millions of rows, where formatting each cell in JavaScript (Intl dates above all) would be
 * the bottleneck. Text is always quoted (a valid CSV field whatever it holds) and made safe from formulas
 * (csvSafe); numbers never are.
 */
export function csvCellSql(column: ColumnDef, expr: SQL): SQL {
  const quoted = (text: SQL) => sql`'"' || replace(${csvSafeSql(text)}, '"', '""') || '"'`
  if (column.options && column.options.length > 0) {
    const cases = sql.join(
      column.options.map((o) => sql`when ${o.value} then ${o.label}`),
      sql` `,
    )
    return sql`coalesce(${quoted(sql`(case (${expr})::text ${cases} else (${expr})::text end)`)}, '')`
  }
  switch (column.format) {
    case 'money':
    case 'number':
      return sql`coalesce((${expr})::text, '')`
    case 'percent':
      return sql`coalesce(((${expr})::numeric / 100)::text, '')`
    case 'date':
      return sql`coalesce(to_char((${expr})::date, 'DD/MM/YYYY'), '')`
    case 'datetime':
      return sql`coalesce(to_char((${expr}) at time zone 'Asia/Jakarta', 'DD/MM/YYYY HH24:MI') || ' WIB', '')`
    case 'boolean':
      return sql`coalesce(case when (${expr}) then 'Ya' else 'Tidak' end, '')`
    default:
      return sql`coalesce(${quoted(sql`(${expr})::text`)}, '')`
  }
}

/** One CSV record per row, rendered by PostgreSQL (see csvCellSql), as the column `line`. */
export const csvLineSql = (cells: readonly { column: ColumnDef; expr: SQL }[]): SQL =>
  sql`concat_ws(',', ${sql.join(
    cells.map((c) => csvCellSql(c.column, c.expr)),
    sql`, `,
  )}) as line`

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
  /** Rows per fetch on PostgreSQL: larger for narrow rows (a CSV line each). */
  fetchSize = BATCH,
) {
  return async (onBatch: (rows: Row[]) => Promise<void>) => {
    if (driver === 'pg') {
      await db.transaction(async (tx) => {
        await tx.execute(sql`declare mint_export no scroll cursor for ${query}`)
        for (;;) {
          const batch = rowsOf(await tx.execute(sql.raw(`fetch ${fetchSize} from mint_export`)))
          await onBatch(batch)
          if (batch.length < fetchSize) break
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
    /** Rows that will be sent, when known (the x-total-count header drives the client's progress bar). */
    total: number | null
    sheet: string
    /** CSV only: each row is `{ line }`, a record rendered by csvLineSql, written as is. */
    lines?: boolean
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
    .header('cache-control', 'no-store')
  if (opts.total !== null) reply.header('x-total-count', String(opts.total))

  const header = columns.map((c) => c.label)
  let writeRow: (row: Row) => Promise<void>
  let finish: () => Promise<void>
  if (format === 'csv' && opts.lines) {
    // The header first, then each batch as one chunk; a closed connection stops the read (and with it
    // the cursor's transaction) instead of waiting for a drain that never comes.
    const write = async (chunk: string) => {
      if (out.destroyed) throw new ExportAborted()
      if (!out.write(chunk)) await drained(out)
    }
    const run = async () => {
      await write(stringifySync([header], { bom: true }))
      await opts.read(async (rows) => {
        if (rows.length > 0) await write(`${rows.map((r) => String(r.line)).join('\n')}\n`)
      })
      out.end()
    }
    run().catch((err) => {
      if (err instanceof ExportAborted) reply.log.info('export aborted by the client')
      else reply.log.error({ err }, 'export failed')
      out.destroy(err instanceof Error ? err : new Error(String(err)))
    })
    return reply.send(out)
  }
  if (format === 'csv') {
    const csv = stringify({ bom: true })
    csv.pipe(out)
    csv.write(header)
    writeRow = async (row) => {
      if (!csv.write(columns.map((c) => csvSafe(cellOf(c, row[c.key]))))) await once(csv, 'drain')
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
      ...(c.format === 'percent' ? { style: { numFmt: '0.00"%"' } } : {}),
      // Identifiers (MID, TID, NIK, account numbers) are text: a string cell in a column formatted as
      // text (@), so a spreadsheet neither shows nor, on editing, turns 000012… into the number 12….
      ...(IDENTIFIER.has(c.format) ? { style: { numFmt: '@' } } : {}),
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

class ExportAborted extends Error {
  constructor() {
    super('export aborted')
  }
}

/** Resolves when the stream wants more, rejects when it closed first (the client went away). */
function drained(out: PassThrough): Promise<void> {
  return new Promise((resolve, reject) => {
    const onDrain = () => {
      out.off('close', onClose)
      resolve()
    }
    const onClose = () => {
      out.off('drain', onDrain)
      reject(new ExportAborted())
    }
    out.once('drain', onDrain)
    out.once('close', onClose)
  })
}

/** The columns an export writes: those asked for, or every column shown by default. */
export function exportColumns(all: readonly ColumnDef[], wanted: readonly string[] | undefined): ColumnDef[] {
  const chosen = wanted && wanted.length > 0 ? new Set(wanted) : null
  const columns = all.filter((c) => (chosen ? chosen.has(c.key) : !c.hidden))
  if (columns.length === 0) throw badRequest('Pilih minimal satu kolom untuk diekspor.')
  return columns
}

const stamp = () => new Date().toISOString().replace(/[-:]/g, '').slice(0, 13).replace('T', '-')

/**
 * The one export answer of every list (resources and reports): counts the rows for the progress bar,
 * audits the export with what it covered, and streams the file named after the list and the moment.
 */
export async function answerExport(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Db,
  opts: {
    entity: string
    format: 'csv' | 'xlsx'
    columns: readonly ColumnDef[]
    /** Rows that will be written, or null when counting would take too long. */
    count: () => Promise<number | null>
    /** What the export covered, for the audit entry (filters, search, dates). */
    covered: Record<string, unknown>
    read: (onBatch: (rows: Row[]) => Promise<void>) => Promise<void>
    filename: string
    sheet: string
    lines?: boolean
  },
): Promise<FastifyReply> {
  const total = await opts.count()
  await audit(db, request, {
    action: 'EXPORT',
    entity: opts.entity,
    after: { format: opts.format, total, ...opts.covered },
  })
  return streamExport(reply, {
    read: opts.read,
    columns: opts.columns,
    format: opts.format,
    filename: `${opts.filename}-${stamp()}`,
    total,
    sheet: opts.sheet,
    ...(opts.lines ? { lines: true } : {}),
  })
}
