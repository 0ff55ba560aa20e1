import { IMPORT_COLUMNS } from '#contract/retail/import.ts'
import type { ImportIssue } from '#contract/retail/stock.ts'
import { save } from '../analytics/dashboard/export-file.ts'
import { type TableData, toCsv } from '../analytics/dashboard/table-data.ts'

/**
 * The files of the product import, made in the browser from the contract: the template (the columns of
 * IMPORT_COLUMNS and one example row, CSV or XLSX) and an import's per-row report, downloadable again.
 */
const template: TableData = {
  columns: IMPORT_COLUMNS.map((c) => ({ key: c.key, label: c.label, format: 'text' as const })),
  rows: [Object.fromEntries(IMPORT_COLUMNS.map((c) => [c.key, c.example]))],
}

const SEVERITY = { ERROR: 'Kesalahan', WARNING: 'Peringatan' } as const

const file = async (table: TableData, title: string, name: string, format: 'csv' | 'xlsx') => {
  if (format === 'csv')
    save(new Blob([`\uFEFF${toCsv(table)}`], { type: 'text/csv;charset=utf-8' }), `${name}.csv`)
  else {
    const { toXlsx } = await import('../analytics/dashboard/xlsx.ts')
    save(await toXlsx(table, title), `${name}.xlsx`)
  }
}

export const downloadTemplate = (format: 'csv' | 'xlsx') =>
  file(template, 'Produk', 'templat-impor-produk', format)

export function downloadReport(fileName: string, issues: readonly ImportIssue[]) {
  const table: TableData = {
    columns: [
      { key: 'line', label: 'Baris', format: 'number' },
      { key: 'column', label: 'Kolom', format: 'text' },
      { key: 'severity', label: 'Jenis', format: 'text' },
      { key: 'message', label: 'Pesan', format: 'text', wrap: true },
    ],
    rows: issues.map((i) => ({
      line: i.line,
      column: i.column,
      severity: SEVERITY[i.severity],
      message: i.message,
    })),
  }
  return file(table, 'Laporan', `laporan-impor-${fileName.replace(/\.[^.]+$/, '')}`, 'csv')
}
