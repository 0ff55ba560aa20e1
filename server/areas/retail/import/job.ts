import { sql } from 'drizzle-orm'
import { IMPORT_REPORT_LIMIT } from '#contract/retail/import.ts'
import { checkImportRow, type ImportRow, readHeader } from '#contract/retail/import-row.ts'
import type { ImportIssue, ImportState } from '#contract/retail/stock.ts'
import type { AuthContext } from '../../../access/caller.ts'
import { audit } from '../../../audit/log.ts'
import type { Db } from '../../../db/client.ts'
import { pgErrorOf, UNIQUE_VIOLATION } from '../../../db/errors.ts'
import { merchant, product, productCategory, productImport } from '../../../db/schema/index.ts'
import { rowsOf } from '../../../engine/query.ts'
import type { JobContext, JobHandler } from '../../../jobs/runner.ts'
import { merchantScope } from '../sql.ts'
import { recordMovements } from '../stock.ts'
import { fileRows, TooManyRows } from './parse.ts'

/** Rows per INSERT statement of the commit (one jsonb parameter each, the generator's way). */
const BATCH = 5_000

export interface ImportSummary {
  importId: number
  state: ImportState
  rowCount: number
  errorCount: number
  warningCount: number
  insertedCount: number
}

/** The findings of one import: counts always whole, the first IMPORT_REPORT_LIMIT kept (errors first). */
class Report {
  errors: ImportIssue[] = []
  warnings: ImportIssue[] = []
  errorCount = 0
  warningCount = 0
  add(issue: ImportIssue) {
    if (issue.severity === 'ERROR') {
      this.errorCount += 1
      if (this.errors.length < IMPORT_REPORT_LIMIT) this.errors.push(issue)
    } else {
      this.warningCount += 1
      if (this.warnings.length < IMPORT_REPORT_LIMIT) this.warnings.push(issue)
    }
  }
  issues(): ImportIssue[] {
    return [...this.errors, ...this.warnings]
      .slice(0, IMPORT_REPORT_LIMIT)
      .sort((a, b) => a.line - b.line || (a.severity === b.severity ? 0 : a.severity === 'ERROR' ? -1 : 1))
  }
}

interface Checked {
  rows: (ImportRow & { line: number; categoryId: number })[]
  report: Report
  rowCount: number
}

/** Every row checked, the file streamed once; nothing written. */
async function checkFile(
  ctx: JobContext,
  imp: { file: Buffer; format: 'CSV' | 'XLSX'; merchantId: number; outletId: number | null },
): Promise<Checked> {
  const report = new Report()
  const rows: Checked['rows'] = []
  const categories = new Map(
    rowsOf(
      await ctx.db.execute(
        sql`select code, id from ${productCategory} where merchant_id = ${imp.merchantId}`,
      ),
    ).map((r) => [String(r.code), Number(r.id)]),
  )
  const skuLine = new Map<string, number>()
  const barcodeLine = new Map<string, number>()
  // A CSV's lines, for the progress bar (an XLSX reports rows read).
  let expected = 0
  if (imp.format === 'CSV')
    for (let i = imp.file.indexOf(10); i !== -1; i = imp.file.indexOf(10, i + 1)) expected++
  let at: ReturnType<typeof readHeader>['at'] | null = null
  let rowCount = 0
  try {
    for await (const { line, cells } of fileRows(imp.file, imp.format)) {
      if (at === null) {
        const header = readHeader(cells)
        for (const i of header.issues) report.add(i)
        if (report.errorCount > 0) return { rows: [], report, rowCount: 0 }
        at = header.at
        continue
      }
      rowCount += 1
      const { row, issues } = checkImportRow(line, cells, at, imp.outletId !== null)
      for (const i of issues) report.add(i)
      let ok = row !== null
      if (row) {
        const categoryId = categories.get(row.category)
        if (categoryId === undefined) {
          report.add({
            line,
            column: 'kategori',
            message: `Kategori ${row.category} belum ada di merchant ini: buat dulu di Kategori Produk.`,
            severity: 'ERROR',
          })
          ok = false
        }
        const skuAt = skuLine.get(row.sku)
        if (skuAt !== undefined) {
          report.add({
            line,
            column: 'sku',
            message: `SKU ${row.sku} sudah ada di baris ${skuAt} berkas ini.`,
            severity: 'ERROR',
          })
          ok = false
        } else skuLine.set(row.sku, line)
        if (row.barcode !== '') {
          const barcodeAt = barcodeLine.get(row.barcode)
          if (barcodeAt !== undefined) {
            report.add({
              line,
              column: 'barcode',
              message: `Barcode ${row.barcode} sudah ada di baris ${barcodeAt} berkas ini.`,
              severity: 'ERROR',
            })
            ok = false
          } else barcodeLine.set(row.barcode, line)
        }
        if (ok && categoryId !== undefined) rows.push({ ...row, line, categoryId })
      }
      if (rowCount % 5_000 === 0)
        await ctx.progress(
          expected > 0 ? (rowCount / expected) * 55 : Math.min(55, rowCount / 2_000),
          `${rowCount.toLocaleString('id-ID')} baris diperiksa`,
        )
    }
  } catch (e) {
    if (!(e instanceof TooManyRows) && !isParseError(e)) throw e
    report.add({ line: rowCount + 2, column: '', message: messageOfParse(e), severity: 'ERROR' })
    return { rows: [], report, rowCount }
  }
  if (at === null || rowCount === 0)
    report.add({
      line: 1,
      column: '',
      message: 'Berkas tidak berisi baris data (hanya judul kolom, atau kosong).',
      severity: 'ERROR',
    })
  await ctx.progress(56, 'Mencocokkan SKU dan barcode dengan database')
  await checkAgainstDatabase(ctx.db, imp.merchantId, 'sku', skuLine, report)
  await checkAgainstDatabase(ctx.db, imp.merchantId, 'barcode', barcodeLine, report)
  return { rows, report, rowCount }
}

const isParseError = (e: unknown) => (e as { code?: unknown })?.code?.toString().startsWith('CSV_') ?? false
const messageOfParse = (e: unknown) =>
  e instanceof TooManyRows
    ? e.message
    : `Berkas tidak dapat dibaca sebagai CSV (${(e as { code?: string }).code === 'CSV_QUOTE_NOT_CLOSED' ? 'tanda kutip tidak ditutup' : 'format baris rusak'}). Perbaiki lalu impor ulang.`

/** Duplicates against the merchant's products already stored, looked up 10.000 values per statement. */
async function checkAgainstDatabase(
  db: Db,
  merchantId: number,
  column: 'sku' | 'barcode',
  lines: Map<string, number>,
  report: Report,
) {
  const values = [...lines.keys()]
  for (let i = 0; i < values.length; i += 10_000) {
    const found = rowsOf(
      await db.execute(sql`
        select ${sql.identifier(column)} as v from ${product}
        where merchant_id = ${merchantId}
          and ${sql.identifier(column)} in (select jsonb_array_elements_text(${JSON.stringify(values.slice(i, i + 10_000))}::jsonb))`),
    )
    for (const r of found)
      report.add({
        line: lines.get(String(r.v)) ?? 0,
        column,
        message: `${column === 'sku' ? 'SKU' : 'Barcode'} ${String(r.v)} sudah dipakai produk merchant ini di database.`,
        severity: 'ERROR',
      })
  }
}

async function finish(db: Db, importId: number, state: ImportState, checked: Checked, inserted: number) {
  await db.execute(sql`
    update ${productImport} set state = ${state}, row_count = ${checked.rowCount},
      error_count = ${checked.report.errorCount}, warning_count = ${checked.report.warningCount},
      inserted_count = ${inserted}, report = ${JSON.stringify(checked.report.issues())}::jsonb, finished_at = now()
    where id = ${importId}`)
}

/** The all-or-nothing commit: one transaction, set-based inserts of BATCH rows, the job's lease checked first. */
async function commit(
  ctx: JobContext,
  imp: { id: number; merchantId: number; outletId: number | null; createdBy: string },
  checked: Checked,
) {
  return ctx.db.transaction(async (tx) => {
    const [state] = rowsOf(
      await tx.execute(sql`select state from ${productImport} where id = ${imp.id} for update`),
    )
    if (state?.state === 'DONE') throw new Error('Impor ini sudah tersimpan.')
    let inserted = 0
    for (let i = 0; i < checked.rows.length; i += BATCH) {
      const batch = checked.rows.slice(i, i + BATCH)
      const ids = rowsOf(
        await tx.execute(sql`
          insert into ${product} (merchant_id, outlet_id, category_id, sku, barcode, name, unit, cost_price, sell_price, tax_type, created_by, updated_by)
          select ${imp.merchantId}, ${imp.outletId}::int, r.category_id, r.sku, nullif(r.barcode, ''), r.name, r.unit, r.cost_price, r.sell_price, r.tax_type, ${imp.createdBy}, ${imp.createdBy}
          from jsonb_to_recordset(${JSON.stringify(
            batch.map((r) => ({
              category_id: r.categoryId,
              sku: r.sku,
              barcode: r.barcode,
              name: r.name,
              unit: r.unit,
              cost_price: r.costPrice,
              sell_price: r.sellPrice,
              tax_type: r.taxType,
            })),
          )}::jsonb) as r(category_id int, sku text, barcode text, name text, unit text, cost_price int8, sell_price int8, tax_type text)
          returning id, sku`),
      )
      inserted += ids.length
      if (imp.outletId !== null) {
        const idOf = new Map(ids.map((r) => [String(r.sku), Number(r.id)]))
        await recordMovements(
          tx,
          batch
            .filter((r) => r.stockMilli > 0)
            .map((r) => ({
              productId: idOf.get(r.sku) as number,
              outletId: imp.outletId as number,
              qtyMilli: r.stockMilli,
              reason: 'IMPORT' as const,
              reference: `IMPOR-${imp.id}`,
            })),
          imp.createdBy,
        )
      }
      // Progress from inside the transaction only where another connection can write it (PostgreSQL).
      if (ctx.driver === 'pg')
        await ctx.progress(
          60 + (inserted / checked.rows.length) * 39,
          `${inserted.toLocaleString('id-ID')} produk disimpan`,
        )
    }
    // Fencing, last (progress, written meanwhile from another connection, renews this same job row): a
    // process whose lease ran out while it worked must not commit beside the one that took over; one that
    // claims it after this lock waits for the commit and then finds the import done. Still running, too: a
    // worker stopping hands its attempt back to the queue (server/jobs/runner.ts releaseJob) before it is claimed again.
    const [j] = rowsOf(await tx.execute(sql`select attempts, state from job where id = ${ctx.id} for update`))
    if (Number(j?.attempts) !== ctx.attempt || j?.state !== 'running')
      throw new Error('Pekerjaan ini sudah diambil alih proses lain.')
    await finish(tx, imp.id, 'DONE', checked, inserted)
    await audit(tx, null, {
      actor: { id: null, username: imp.createdBy },
      action: 'IMPORT_COMMIT',
      entity: 'product-import',
      entityId: String(imp.id),
      after: { rows: checked.rowCount, inserted, warnings: checked.report.warningCount },
    })
    return inserted
  })
}

async function runImport(ctx: JobContext): Promise<ImportSummary> {
  const { importId } = ctx.payload as { importId: number }
  const [r] = rowsOf(await ctx.db.execute(sql`select * from ${productImport} where id = ${importId}`))
  if (!r) throw new Error(`Impor ${importId} tidak ditemukan.`)
  const imp = {
    id: importId,
    merchantId: Number(r.merchant_id),
    outletId: r.outlet_id === null ? null : Number(r.outlet_id),
    file: Buffer.from(r.file as Uint8Array),
    format: r.format as 'CSV' | 'XLSX',
    createdBy: String(r.created_by),
  }
  // A job claimed again after its import was decided (its process died after the commit) answers what was decided.
  if (r.state === 'DONE' || r.state === 'INVALID')
    return {
      importId,
      state: r.state as ImportState,
      rowCount: Number(r.row_count),
      errorCount: Number(r.error_count),
      warningCount: Number(r.warning_count),
      insertedCount: Number(r.inserted_count),
    }
  const summary = (state: ImportState, checked: Checked, inserted: number): ImportSummary => ({
    importId,
    state,
    rowCount: checked.rowCount,
    errorCount: checked.report.errorCount,
    warningCount: checked.report.warningCount,
    insertedCount: inserted,
  })
  await ctx.db.execute(sql`update ${productImport} set state = 'VALIDATING' where id = ${importId}`)
  await ctx.progress(1, 'Memeriksa baris')
  const checked = await checkFile(ctx, imp)
  r.file = null
  if (checked.report.errorCount > 0) {
    await finish(ctx.db, importId, 'INVALID', checked, 0)
    return summary('INVALID', checked, 0)
  }
  await ctx.db.execute(sql`update ${productImport} set state = 'COMMITTING' where id = ${importId}`)
  await ctx.progress(60, `Menyimpan ${checked.rows.length.toLocaleString('id-ID')} produk`)
  try {
    return summary('DONE', checked, await commit(ctx, imp, checked))
  } catch (e) {
    if (pgErrorOf(e)?.code !== UNIQUE_VIOLATION) throw e
    checked.report.add({
      line: 0,
      column: 'sku',
      message:
        'SKU atau barcode yang sama ditambahkan di tempat lain selama impor berjalan; tidak ada yang disimpan. Impor ulang untuk melihat barisnya.',
      severity: 'ERROR',
    })
    await finish(ctx.db, importId, 'INVALID', checked, 0)
    return summary('INVALID', checked, 0)
  }
}

/** The import as a background job: read by its requester, or by holders of the product screen in scope. */
export const productImportJob: JobHandler = {
  features: ['SETTING_ALL_RETAIL_PRODUCT'],
  async inScope(db: Db, auth: AuthContext, payload: unknown) {
    const scope = merchantScope(auth)
    if (scope === false) return false
    const { merchantId } = payload as { merchantId: number }
    const [m] = rowsOf(
      await db.execute(
        sql`select 1 from ${merchant} where ${merchant.id} = ${Number(merchantId)} ${scope ? sql`and ${scope}` : sql``}`,
      ),
    )
    return m !== undefined
  },
  run: runImport,
  async failed(db, payload, message) {
    const { importId } = payload as { importId: number }
    await db.execute(sql`
      update ${productImport} set state = 'FAILED', finished_at = now(),
        report = ${JSON.stringify([{ line: 0, column: '', message: `Impor gagal: ${message}`, severity: 'ERROR' }])}::jsonb
      where id = ${importId}`)
  },
}
