import type { FilterInput, Option } from '../engine/resource.ts'

/** Why stock moved (issue 18: sale, void, adjustment, import). */
export const STOCK_REASONS = [
  { value: 'SALE', label: 'Penjualan' },
  { value: 'VOID', label: 'Pembatalan' },
  { value: 'ADJUSTMENT', label: 'Penyesuaian' },
  { value: 'IMPORT', label: 'Stok Awal (Impor)' },
  // A stock count's correction of the book to what was counted (stock_count; not "use" in the variance report).
  { value: 'COUNT', label: 'Stok Opname' },
] as const satisfies readonly Option[]
export type StockReason = (typeof STOCK_REASONS)[number]['value']

/** A background job's life (docs/ARCHITECTURE.md "Background jobs"). */
export type JobState = 'queued' | 'running' | 'done' | 'failed'

export const IMPORT_STATES = [
  { value: 'QUEUED', label: 'Menunggu' },
  { value: 'VALIDATING', label: 'Memeriksa' },
  { value: 'INVALID', label: 'Ditolak (ada kesalahan)' },
  { value: 'COMMITTING', label: 'Menyimpan' },
  { value: 'DONE', label: 'Selesai' },
  { value: 'FAILED', label: 'Gagal' },
] as const satisfies readonly Option[]
export type ImportState = (typeof IMPORT_STATES)[number]['value']

/** One finding of an import's check: its line in the file (1 = the header), its column and what is wrong. */
export interface ImportIssue {
  line: number
  column: string
  message: string
  severity: 'ERROR' | 'WARNING'
}

/** The filters every stock list shares: where (merchant, outlet) and what (product). */
export const STOCK_PLACE_FILTERS = [
  { key: 'merchantId', label: 'Merchant', type: 'ref', ref: 'merchant' },
  { key: 'outletId', label: 'Outlet', type: 'ref', ref: 'outlet' },
  { key: 'productId', label: 'Produk', type: 'ref', ref: 'product' },
] as const satisfies readonly FilterInput[]
