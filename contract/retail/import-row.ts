import type { z } from 'zod'
import type { ImportColumn } from './import.ts'
import { IMPORT_COLUMNS } from './import.ts'
import { costAbovePrice, product } from './products.ts'
import { MAX_QTY_MILLI, parseQuantity } from './quantity.ts'
import type { ImportIssue } from './stock.ts'

/**
 * One row of a product import checked with the product form's own field schemas (contract/retail/
 * products.ts), so a file and the form refuse the same values with the same Indonesian messages; the
 * category is a code the server resolves, prices and quantities are typed text.
 */
export interface ImportRow {
  sku: string
  barcode: string
  name: string
  category: string
  unit: string
  costPrice: number
  sellPrice: number
  taxType: string
  stockMilli: number
}

const field = product.input.shape
const firstMessage = (r: { success: false; error: z.ZodError }) =>
  r.error.issues[0]?.message ?? 'Tidak valid.'

/** Rupiah as typed in a file: "18000", "18.000" or "Rp 18.000"; never negative, never a fraction. */
export function parseRupiahText(text: string, label: string): number | string {
  const t = text.trim().replace(/^Rp\.?\s*/i, '')
  if (t === '') return `${label} wajib diisi.`
  if (/^-/.test(t)) return `${label} tidak boleh negatif.`
  const plain = /^\d{1,3}(\.\d{3})+$/.test(t) ? t.replace(/\./g, '') : t.replace(/,00$/, '')
  if (!/^\d+$/.test(plain)) return `${label} harus angka rupiah bulat, mis. 18000.`
  const n = Number(plain)
  return Number.isSafeInteger(n) ? n : `${label} terlalu besar.`
}

/** Normalises a header cell: "Harga Jual" and "harga_jual" name the same column. */
export const headerKey = (cell: string) => cell.trim().toLowerCase().replace(/\s+/g, '_')

export const REQUIRED_COLUMNS = IMPORT_COLUMNS.filter((c) => c.required).map((c) => c.key)

/** A file's header: where each known column is, or the message naming the required columns it lacks. */
export function readHeader(cells: readonly string[]): {
  at: Partial<Record<ImportColumn, number>>
  issues: ImportIssue[]
} {
  const at: Partial<Record<ImportColumn, number>> = {}
  const issues: ImportIssue[] = []
  cells.forEach((cell, i) => {
    const key = headerKey(cell)
    const known = IMPORT_COLUMNS.find((c) => c.key === key)
    if (known && at[known.key] === undefined) at[known.key] = i
    else if (key !== '')
      issues.push({
        line: 1,
        column: cell,
        message: `Kolom "${cell}" tidak dikenal dan diabaikan.`,
        severity: 'WARNING',
      })
  })
  const missing = REQUIRED_COLUMNS.filter((k) => at[k] === undefined)
  if (missing.length > 0)
    issues.unshift({
      line: 1,
      column: missing.join(', '),
      message: `Kolom wajib tidak ada: ${missing.join(', ')}. Unduh templat untuk urutan kolom yang benar.`,
      severity: 'ERROR',
    })
  return { at, issues }
}

/** Checks one data row; the row when it has no error, and every finding with its column. */
export function checkImportRow(
  line: number,
  cells: readonly string[],
  at: Partial<Record<ImportColumn, number>>,
  hasOutlet: boolean,
): { row: ImportRow | null; issues: ImportIssue[] } {
  const issues: ImportIssue[] = []
  const cell = (k: ImportColumn) => {
    const i = at[k]
    return i === undefined ? '' : String(cells[i] ?? '').trim()
  }
  const error = (column: ImportColumn, message: string) =>
    issues.push({ line, column, message, severity: 'ERROR' })
  const check = <S extends z.ZodType>(
    column: ImportColumn,
    schema: S,
    value: unknown,
  ): z.output<S> | undefined => {
    const r = schema.safeParse(value)
    if (r.success) return r.data
    error(column, firstMessage(r))
    return undefined
  }
  const sku = check('sku', field.sku, cell('sku'))
  const barcode = check('barcode', field.barcode, cell('barcode'))
  const name = check('nama', field.name, cell('nama'))
  const category = cell('kategori').toUpperCase()
  if (category === '') error('kategori', 'Kategori wajib diisi.')
  const unit = check('satuan', field.unit, cell('satuan').toLowerCase())
  const taxText = cell('jenis_pajak').toUpperCase()
  const taxType = check('jenis_pajak', field.taxType, taxText === '' ? 'NONE' : taxText)
  const prices = (['harga_modal', 'harga_jual'] as const).map((k) => {
    const label = k === 'harga_modal' ? 'Harga modal' : 'Harga jual'
    const v = parseRupiahText(cell(k), label)
    if (typeof v === 'string') {
      error(k, v)
      return undefined
    }
    return v
  })
  const [costPrice, sellPrice] = prices
  let stockMilli = 0
  const stockText = cell('stok_awal')
  if (stockText !== '') {
    const q = parseQuantity(stockText)
    if (q === null || Math.abs(q) > MAX_QTY_MILLI)
      error('stok_awal', 'Stok awal harus angka, mis. 12 atau 2,5.')
    else if (q < 0) error('stok_awal', 'Stok awal tidak boleh negatif.')
    else if (q > 0 && !hasOutlet)
      error('stok_awal', 'Stok awal butuh outlet: pilih outlet stok awal saat mengimpor.')
    else stockMilli = q
  }
  if (costPrice !== undefined && sellPrice !== undefined) {
    const warn = costAbovePrice(costPrice, sellPrice)
    if (warn) issues.push({ line, column: 'harga_modal', message: warn, severity: 'WARNING' })
  }
  const ok =
    !issues.some((i) => i.severity === 'ERROR') &&
    sku !== undefined &&
    barcode !== undefined &&
    name !== undefined &&
    unit !== undefined &&
    taxType !== undefined &&
    costPrice !== undefined &&
    sellPrice !== undefined
  return {
    row: ok ? { sku, barcode, name, category, unit, costPrice, sellPrice, taxType, stockMilli } : null,
    issues,
  }
}
