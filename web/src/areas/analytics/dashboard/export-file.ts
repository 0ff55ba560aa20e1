import { exportName, type TableData, toCsv } from './table-data.ts'

/** A panel's data as a file (CSV, or XLSX through ./xlsx.ts), loaded when a user first asks for one. */
export async function exportTable(
  table: TableData,
  title: string,
  period: { from: string; to: string },
  format: 'csv' | 'xlsx',
) {
  const filename = exportName(title, period.from, period.to, format)
  if (format === 'csv') save(new Blob([toCsv(table)], { type: 'text/csv;charset=utf-8' }), filename)
  else {
    const { toXlsx } = await import('./xlsx.ts')
    save(await toXlsx(table, title), filename)
  }
}

/** Saves a file the browser made (the exports of a chart's data). */
export function save(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = filename
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
