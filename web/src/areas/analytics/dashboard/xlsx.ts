import type { TableData } from './table-data.ts'

/**
 * A chart's data as an XLSX workbook, made in the browser with exceljs (already a dependency, for the
 * server's exports). It is loaded only when a user asks for an XLSX (its browser build is ~240 KB gzip), so
 * no page carries it. Numbers stay numbers, with id-ID-style formats; text is written as text (a name that
 * starts with "=" is a string cell, never a formula).
 */
export async function toXlsx(data: TableData, title: string): Promise<Blob> {
  const mod = await import('exceljs')
  const ExcelJS = (mod as unknown as { default?: typeof mod }).default ?? mod
  const workbook = new ExcelJS.Workbook()
  // A sheet name: at most 31 characters, none of : \ / ? * [ ].
  const sheet = workbook.addWorksheet(title.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Data')
  sheet.columns = data.columns.map((c) => ({
    header: c.label,
    key: c.key,
    width: c.format === 'text' ? 32 : 18,
    style: {
      numFmt:
        c.format === 'money'
          ? '"Rp" #,##0'
          : c.format === 'percent'
            ? '0.0"%"'
            : c.format === 'number'
              ? '#,##0'
              : '@',
    },
  }))
  sheet.getRow(1).font = { bold: true }
  for (const row of data.rows)
    sheet.addRow(Object.fromEntries(data.columns.map((c) => [c.key, row[c.key] ?? null])))
  const buffer = await workbook.xlsx.writeBuffer()
  return new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })
}
