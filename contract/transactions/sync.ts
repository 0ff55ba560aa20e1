import { z } from 'zod'
import { access } from '../access/route-access.ts'
import { defineEndpoint } from '../engine/endpoint.ts'
import { defineResource, type FilterInput, type Option } from '../engine/resource.ts'
import {
  MYCROATM_TYPE_LABEL,
  PAYMENT_METHOD_LABEL,
  SYNCABLE_STATUSES,
  TRX_STATUS_LABEL,
  type TrxStatus,
} from './catalogue.ts'

/**
 * Sync transaction (docs/PRODUCT.md §2, SYNC_TRX_MYCROATM / SYNC_TRX_RETAIL): the transactions still waiting
 * for the host's answer (Menunggu, Timeout/Suspect), and the call that asks the host for their final
 * status. A final transaction is never changed by a sync.
 */

const options = (labels: Record<string, string>): Option[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }))

export const TRX_STATUS_OPTIONS = options(TRX_STATUS_LABEL)
export const SYNCABLE_STATUS_OPTIONS = TRX_STATUS_OPTIONS.filter((o) =>
  SYNCABLE_STATUSES.includes(o.value as TrxStatus),
)

/** Confirmation of docs/PRODUCT.md §8 before a sync. */
export const SYNC_CONFIRM = 'Apakah Anda yakin ingin mensinkronisasi data ini?'
export const syncConfirmMany = (n: number) => `Apakah Anda yakin ingin mensinkronisasi ${n} data terpilih?`

/** At most this many ids per sync call; the page sends a selection in batches of SYNC_BATCH_SIZE. */
export const MAX_SYNC_IDS = 50
export const SYNC_BATCH_SIZE = 10

export const finalStatusMessage = (status: TrxStatus) =>
  `Transaksi sudah final (${TRX_STATUS_LABEL[status]}).`
export const HOST_UNAVAILABLE_MESSAGE = 'Host tidak merespons.'

const commonRow = {
  id: z.number(),
  trxNo: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  merchantId: z.number(),
  merchantName: z.string(),
  outletId: z.number(),
  outletName: z.string(),
  amount: z.number(),
  fee: z.number(),
  total: z.number(),
  status: z.string(),
  rc: z.string(),
}

const filters: FilterInput[] = [
  { key: 'status', type: 'select', options: SYNCABLE_STATUS_OPTIONS },
  { key: 'merchantId', label: 'Merchant', type: 'ref', ref: 'merchant' },
  { key: 'outletId', label: 'Outlet', type: 'ref', ref: 'outlet' },
]
const statusColumn = {
  key: 'status',
  label: 'Status',
  sortable: true,
  format: 'status',
  options: TRX_STATUS_OPTIONS,
} as const
const dateRange = { key: 'createdAt', label: 'Tanggal transaksi' } as const

export const syncMycroatm = defineResource({
  name: 'sync-transaction-mycroatm',
  apiPath: 'sync-transaction/mycroatm',
  route: '/dashboard/sync-transaction/mycroatm',
  title: 'Sinkronisasi Transaksi Mycroatm',
  singular: 'Transaksi Mycroatm',
  access: ['SYNC_TRX_MYCROATM'],
  editable: false,
  row: z.object({
    ...commonRow,
    trxType: z.string(),
    tid: z.string(),
    panMasked: z.string(),
    rrn: z.string(),
    stan: z.string(),
    approvalCode: z.string(),
  }),
  input: z.strictObject({}),
  columns: [
    { key: 'createdAt', label: 'Waktu', sortable: true, format: 'datetime' },
    { key: 'trxNo', label: 'No. Transaksi', sortable: true, format: 'code' },
    // In "Kolom": the page adds the sync's outcome and the Sinkronkan button, and a laptop fits no more.
    { key: 'trxType', label: 'Jenis', options: options(MYCROATM_TYPE_LABEL), hidden: true },
    { key: 'merchantName', label: 'Merchant', sortable: true },
    { key: 'outletName', label: 'Outlet', hidden: true },
    { key: 'tid', label: 'TID', format: 'code', hidden: true },
    { key: 'panMasked', label: 'No. Kartu', format: 'code', hidden: true },
    { key: 'rrn', label: 'RRN', format: 'code', hidden: true },
    { key: 'amount', label: 'Nominal', sortable: true, format: 'money' },
    { key: 'fee', label: 'Biaya', format: 'money', hidden: true },
    statusColumn,
    { key: 'rc', label: 'RC', format: 'code', hidden: true },
  ],
  filters,
  dateRange,
  searchHint: 'Cari no. transaksi atau RRN…',
  defaultSort: { key: 'createdAt', dir: 'desc' },
  labelField: 'trxNo',
  form: [],
})

export const syncRetail = defineResource({
  name: 'sync-transaction-retail',
  apiPath: 'sync-transaction/retail',
  route: '/dashboard/sync-transaction/retail',
  title: 'Sinkronisasi Transaksi Retail',
  singular: 'Transaksi retail',
  access: ['SYNC_TRX_RETAIL'],
  editable: false,
  row: z.object({ ...commonRow, paymentMethod: z.string(), cashierName: z.string() }),
  input: z.strictObject({}),
  columns: [
    { key: 'createdAt', label: 'Waktu', sortable: true, format: 'datetime' },
    { key: 'trxNo', label: 'No. Transaksi', sortable: true, format: 'code' },
    { key: 'merchantName', label: 'Merchant', sortable: true },
    { key: 'outletName', label: 'Outlet', hidden: true },
    { key: 'cashierName', label: 'Kasir', hidden: true },
    // In "Kolom": the page adds the sync's outcome and the Sinkronkan button, and a laptop fits no more.
    { key: 'paymentMethod', label: 'Metode Bayar', options: options(PAYMENT_METHOD_LABEL), hidden: true },
    { key: 'total', label: 'Total', sortable: true, format: 'money' },
    statusColumn,
    { key: 'rc', label: 'RC', format: 'code', hidden: true },
  ],
  filters,
  dateRange,
  searchHint: 'Cari no. transaksi…',
  defaultSort: { key: 'createdAt', dir: 'desc' },
  labelField: 'trxNo',
  form: [],
})

export const SYNC_KINDS = {
  mycroatm: { kind: 'MYCROATM', def: syncMycroatm },
  retail: { kind: 'RETAIL', def: syncRetail },
} as const
export type SyncKind = keyof typeof SYNC_KINDS

export const syncRequestSchema = z.strictObject({
  ids: z
    .array(z.number().int().positive())
    .min(1, 'Pilih minimal satu transaksi.')
    .max(MAX_SYNC_IDS, `Maksimal ${MAX_SYNC_IDS} transaksi sekali sinkronisasi.`),
})
export type SyncRequest = z.infer<typeof syncRequestSchema>

/**
 * What a sync did to one transaction: UPDATED (the host gave a final status, now stored), UNCHANGED
 * (the host is still processing it), REFUSED (it was already final), HOST_ERROR (no usable answer).
 */
export const SYNC_OUTCOMES = ['UPDATED', 'UNCHANGED', 'REFUSED', 'HOST_ERROR'] as const
export type SyncOutcome = (typeof SYNC_OUTCOMES)[number]
export const SYNC_OUTCOME_LABEL: Record<SyncOutcome, string> = {
  UPDATED: 'Diperbarui',
  UNCHANGED: 'Masih diproses',
  REFUSED: 'Ditolak',
  HOST_ERROR: 'Gagal',
}

export const syncResultSchema = z.object({
  id: z.number(),
  trxNo: z.string(),
  outcome: z.enum(SYNC_OUTCOMES),
  statusBefore: z.string(),
  status: z.string(),
  rc: z.string(),
  message: z.string(),
})
export type SyncResult = z.infer<typeof syncResultSchema>
export const syncResponseSchema = z.object({
  results: z.array(syncResultSchema),
  counts: z.record(z.enum(SYNC_OUTCOMES), z.number()),
})
export type SyncResponse = z.infer<typeof syncResponseSchema>

/** POST /sync-transaction/{mycroatm|retail}/sync: asks the host for the final status of stuck transactions. */
const syncEndpoint = (def: typeof syncMycroatm | typeof syncRetail) =>
  defineEndpoint({
    path: `/${def.apiPath}/sync`,
    access: access.features(...def.access),
    summary: `${def.title}: tanyakan status akhir ke host (maks. ${MAX_SYNC_IDS} transaksi)`,
    body: syncRequestSchema,
    result: syncResponseSchema,
  })
export const mycroatmSync = syncEndpoint(syncMycroatm)
export const retailSync = syncEndpoint(syncRetail)
export const SYNC_ENDPOINTS = { mycroatm: mycroatmSync, retail: retailSync } as const satisfies Record<
  SyncKind,
  unknown
>

/** "3 diperbarui, 1 masih diproses, 1 gagal": the non-zero counts, in outcome order. */
export function describeSyncCounts(counts: Partial<Record<SyncOutcome, number>>): string {
  const parts = SYNC_OUTCOMES.filter((o) => (counts[o] ?? 0) > 0).map(
    (o) => `${counts[o]} ${SYNC_OUTCOME_LABEL[o].toLowerCase()}`,
  )
  return parts.length > 0 ? parts.join(', ') : 'tidak ada data'
}
