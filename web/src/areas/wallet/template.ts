import { DISBURSE_COLUMNS } from '#contract/wallet/vocabulary.ts'
import { save } from '../analytics/dashboard/export-file.ts'
import { type TableData, toCsv } from '../analytics/dashboard/table-data.ts'

/** The disbursement template, made in the browser from the contract's columns with one example row. */
const template: TableData = {
  columns: DISBURSE_COLUMNS.map((c) => ({ key: c.key, label: c.key, format: 'text' as const })),
  rows: [Object.fromEntries(DISBURSE_COLUMNS.map((c) => [c.key, c.example]))],
}

export async function downloadTemplate(format: 'csv' | 'xlsx') {
  if (format === 'csv')
    save(
      new Blob([`\uFEFF${toCsv(template)}`], { type: 'text/csv;charset=utf-8' }),
      'templat-disbursement.csv',
    )
  else {
    const { toXlsx } = await import('../analytics/dashboard/xlsx.ts')
    save(await toXlsx(template, 'Penerima'), 'templat-disbursement.xlsx')
  }
}
