import { z } from 'zod'
import { access } from '../access/route-access.ts'
import { defineEndpoint, defineUpload } from '../engine/endpoint.ts'

import { defineResource } from '../engine/resource.ts'
import { IMPORT_STATES } from './stock.ts'

/**
 * Bulk import of products (issue 18 item 2, SPEC.md §7 /worker/product-retail/bulk): a CSV or XLSX file of
 * these columns, every row checked before anything is written, then one all-or-nothing commit, as a
 * background job (docs/ARCHITECTURE.md "Background jobs").
 */
export const IMPORT_COLUMNS = [
  { key: 'sku', label: 'sku', required: true, example: 'KOPI-SUSU-AREN', help: 'Unik per merchant' },
  {
    key: 'barcode',
    label: 'barcode',
    required: false,
    example: '8991234567891',
    help: 'EAN-13, boleh kosong',
  },
  { key: 'nama', label: 'nama', required: true, example: 'Kopi Susu Gula Aren', help: 'Maks. 128 karakter' },
  { key: 'kategori', label: 'kategori', required: true, example: 'MINUMAN', help: 'Kode kategori merchant' },
  { key: 'satuan', label: 'satuan', required: true, example: 'gelas', help: 'pcs, gelas, porsi, kg, l …' },
  { key: 'harga_modal', label: 'harga_modal', required: true, example: '7500', help: 'Rupiah, tanpa titik' },
  { key: 'harga_jual', label: 'harga_jual', required: true, example: '18000', help: 'Rupiah, tanpa titik' },
  { key: 'jenis_pajak', label: 'jenis_pajak', required: false, example: 'PB1', help: 'NONE, PB1 atau PPN' },
  { key: 'stok_awal', label: 'stok_awal', required: false, example: '0', help: 'Butuh outlet; mis. 12,5' },
] as const
export type ImportColumn = (typeof IMPORT_COLUMNS)[number]['key']

/** Refused early, before the file is read whole (issue 18: 1.000.000 rows → a clear message). */
export const MAX_IMPORT_ROWS = 200_000
export const MAX_IMPORT_BYTES = 40 * 1024 * 1024
/** Findings kept in the report (the counts are always whole). */
export const IMPORT_REPORT_LIMIT = 5_000

/** A background job as /worker/request answers it (SPEC.md §7). */
export const jobStatus = z.object({
  id: z.number(),
  kind: z.string(),
  state: z.enum(['queued', 'running', 'done', 'failed']),
  progress: z.number(),
  progressText: z.string(),
  result: z.unknown(),
  error: z.string().nullable(),
  attempts: z.number(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** A queued job whose last attempt failed: when it is tried again (the backoff); null otherwise. */
  nextRunAt: z.string().nullable(),
})
export type JobStatus = z.infer<typeof jobStatus>

export const workerRequest = defineEndpoint({
  path: '/worker/request',
  // The requester, or a holder of the job's feature within whose data scope it is; anyone else 404.
  access: access.session,
  summary: 'Status pekerjaan latar (antrian, berjalan, selesai, gagal), kemajuan dan hasilnya',
  body: z.strictObject({ id: z.number().int().positive() }),
  result: jobStatus,
})

const optionalId = z.coerce.number().int().positive().optional()
/**
 * The file is the request body itself (application/octet-stream, streamed: `upload`); what it is for comes
 * in the query string.
 */
export const productBulk = defineUpload({
  path: '/worker/product-retail/bulk',
  access: access.features('SETTING_ALL_RETAIL_PRODUCT'),
  summary: 'Impor produk retail dari berkas CSV/XLSX (isi permintaan = berkas), diproses di latar',
  body: z.strictObject({
    merchantId: z.coerce
      .number({ error: 'Merchant wajib dipilih.' })
      .int()
      .positive('Merchant wajib dipilih.'),
    outletId: optionalId,
    fileName: z
      .string()
      .trim()
      .min(1, 'Nama berkas wajib diisi.')
      .max(200, 'Nama berkas maksimal 200 karakter.'),
  }),
  result: z.object({ importId: z.number(), jobId: z.number() }),
  upload: { maxBytes: MAX_IMPORT_BYTES },
})

export const importIssue = z.object({
  line: z.number(),
  column: z.string(),
  message: z.string(),
  severity: z.enum(['ERROR', 'WARNING']),
})

export const productImportReport = defineEndpoint({
  path: '/product-import/report',
  access: access.features('SETTING_ALL_RETAIL_PRODUCT'),
  summary: 'Laporan per baris sebuah impor produk (baris, kolom, pesan), untuk diunduh lagi',
  body: z.strictObject({ id: z.number().int().positive() }),
  result: z.object({
    fileName: z.string(),
    state: z.string(),
    errorCount: z.number(),
    warningCount: z.number(),
    issues: z.array(importIssue),
    truncated: z.boolean(),
  }),
})

export const productImport = defineResource({
  name: 'product-import',
  route: '/dashboard/retail/product-all',
  title: 'Riwayat Impor Produk',
  singular: 'Impor produk',
  access: ['SETTING_ALL_RETAIL_PRODUCT'],
  editable: false,
  row: z.object({
    id: z.number(),
    merchantId: z.number(),
    merchantName: z.string(),
    outletName: z.string(),
    jobId: z.number().nullable(),
    fileName: z.string(),
    format: z.string(),
    sizeBytes: z.number(),
    state: z.string(),
    rowCount: z.number(),
    errorCount: z.number(),
    warningCount: z.number(),
    insertedCount: z.number(),
    createdAt: z.string(),
    createdBy: z.string(),
    finishedAt: z.string().nullable(),
  }),
  input: z.strictObject({}),
  columns: [
    { key: 'createdAt', label: 'Waktu', sortable: true, format: 'datetime' },
    { key: 'fileName', label: 'Berkas', sortable: true },
    { key: 'merchantName', label: 'Merchant', sortable: true },
    { key: 'state', label: 'Status', sortable: true, format: 'status', options: IMPORT_STATES },
    { key: 'rowCount', label: 'Baris', sortable: true, format: 'number' },
    { key: 'errorCount', label: 'Kesalahan', sortable: true, format: 'number' },
    { key: 'insertedCount', label: 'Tersimpan', sortable: true, format: 'number' },
    { key: 'createdBy', label: 'Oleh', sortable: true },
    { key: 'warningCount', label: 'Peringatan', format: 'number', hidden: true },
    { key: 'outletName', label: 'Outlet Stok Awal', hidden: true },
  ],
  filters: [
    { key: 'merchantId', label: 'Merchant', type: 'ref', ref: 'merchant' },
    { key: 'state', label: 'Status', type: 'select', options: IMPORT_STATES },
  ],
  searchHint: 'Cari nama berkas…',
  defaultSort: { key: 'createdAt', dir: 'desc' },
  labelField: 'fileName',
  form: [],
})
