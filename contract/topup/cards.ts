import { z } from 'zod'
import { access } from '../access/route-access.ts'
import { defineEndpoint } from '../engine/endpoint.ts'
import { oneOf, optionalText, positiveInt, refId, text } from '../engine/fields.ts'
import { defineResource, type Option } from '../engine/resource.ts'
import {
  CARD_BLOCK_REASON_LABEL,
  CARD_BLOCK_REASONS,
  type CardBlockReason,
  TOPUP_CHANNELS,
} from '../transactions/catalogue.ts'

/**
 * The top-up card registry (docs/PRODUCT.md §2, OPEN_BLOCKED_CARD): cards blocked from top-up (Daftar Kartu
 * Terblokir), the log of every block and unblock, and the card balance updates still to be written to
 * the chip (Riwayat Update Balance Kartu).
 */

export const CARD_BLOCK_REASON_OPTIONS: Option[] = CARD_BLOCK_REASONS.map((value) => ({
  value,
  label: CARD_BLOCK_REASON_LABEL[value],
}))
export const CARD_BLOCK_ACTIONS = [
  { value: 'BLOCK', label: 'Blokir' },
  { value: 'UNBLOCK', label: 'Buka Blokir' },
] as const satisfies readonly Option[]
export const BALANCE_UPDATE_STATUS = [
  { value: 'PENDING', label: 'Menunggu' },
  { value: 'APPLIED', label: 'Diterapkan' },
  { value: 'FAILED', label: 'Gagal' },
  { value: 'EXPIRED', label: 'Kedaluwarsa' },
] as const satisfies readonly Option[]

/** Confirmation of docs/PRODUCT.md §8 before an unblock. */
export const UNBLOCK_CONFIRM = 'Apakah Anda yakin ingin membuka data ini?'
export const APPLY_BALANCE_CONFIRM = 'Apakah Anda yakin ingin menerapkan saldo tertunda ini ke kartu?'
export const CARD_ALREADY_BLOCKED = 'Kartu sudah diblokir.'
export const UNKNOWN_ISSUER = 'Penerbit kartu tidak dikenali.'
export const cardBlockedMessage = (reason: CardBlockReason) =>
  `Kartu diblokir (${CARD_BLOCK_REASON_LABEL[reason]}): top up ditolak.`
/** The most an e-money card may hold (registered card, PBI 20/6/PBI/2018). */
export const MAX_CARD_BALANCE = 10_000_000

/** A 16-digit card number as people type it (spaces or dashes between groups are dropped). */
export const cardNoSchema = z
  .string({ error: 'Nomor kartu wajib diisi.' })
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: 'Nomor kartu wajib diisi.', abort: true })
      .regex(/^\d{16}$/, 'Nomor kartu harus 16 digit angka.'),
  )

export const blockCardInputSchema = z.strictObject({
  cardNo: cardNoSchema,
  reason: oneOf('Alasan', CARD_BLOCK_REASON_OPTIONS),
  note: optionalText('Catatan', 300),
})
export type BlockCardInput = z.infer<typeof blockCardInputSchema>

export const unblockCardInputSchema = z.strictObject({
  id: z.number().int().positive(),
  note: text('Catatan pembukaan blokir', 300, 5),
})
export type UnblockCardInput = z.infer<typeof unblockCardInputSchema>

/** Daftar Kartu Terblokir: the cards blocked now (an unblocked card leaves the list; the log keeps it). */
export const cardBlocked = defineResource({
  name: 'card-blocked',
  route: '/dashboard/topup/card-blocked',
  title: 'Daftar Kartu Terblokir',
  singular: 'Kartu terblokir',
  access: ['OPEN_BLOCKED_CARD'],
  editable: false,
  // A card belongs to no client: blocking it refuses its top-ups everywhere.
  writableByAllScopeOnly: true,
  row: z.object({
    id: z.number(),
    cardNo: z.string(),
    issuerCode: z.string(),
    issuerName: z.string(),
    reason: z.string(),
    note: z.string(),
    blockedAt: z.string(),
    blockedBy: z.string(),
    status: z.string(),
  }),
  input: blockCardInputSchema,
  columns: [
    { key: 'cardNo', label: 'No. Kartu', sortable: true, format: 'code' },
    { key: 'issuerName', label: 'Penerbit', sortable: true },
    { key: 'reason', label: 'Alasan', sortable: true, options: CARD_BLOCK_REASON_OPTIONS },
    { key: 'note', label: 'Catatan' },
    { key: 'blockedAt', label: 'Diblokir Pada', sortable: true, format: 'datetime' },
    { key: 'blockedBy', label: 'Diblokir Oleh', sortable: true },
    {
      key: 'status',
      label: 'Status',
      format: 'status',
      options: [{ value: 'BLOCKED', label: 'Diblokir' }],
    },
  ],
  filters: [{ key: 'reason', type: 'select', options: CARD_BLOCK_REASON_OPTIONS }],
  dateRange: { key: 'blockedAt', label: 'Tanggal blokir' },
  searchHint: 'Cari nomor kartu, catatan atau pemblokir…',
  defaultSort: { key: 'blockedAt', dir: 'desc' },
  labelField: 'cardNo',
  codeField: 'issuerName',
  form: [
    {
      title: 'Kartu',
      fields: [
        {
          key: 'cardNo',
          label: 'Nomor Kartu (16 digit)',
          type: 'text',
          placeholder: '6032 0000 1234 5678',
          help: 'Penerbit dikenali dari awalan nomor kartu.',
        },
        { key: 'reason', type: 'select', options: CARD_BLOCK_REASON_OPTIONS },
        {
          key: 'note',
          label: 'Catatan',
          type: 'textarea',
          placeholder: 'Dilaporkan hilang oleh pemilik kartu',
        },
      ],
    },
  ],
})

/** Log Pemblokiran Kartu Topup: every block and unblock, who, when and why. */
export const cardBlockLog = defineResource({
  name: 'card-blocked-log',
  apiPath: 'card-blocked/log',
  route: '/dashboard/topup/card-blocked-v2',
  title: 'Log Pemblokiran Kartu Topup',
  singular: 'Log blokir kartu',
  access: ['OPEN_BLOCKED_CARD'],
  editable: false,
  row: z.object({
    id: z.number(),
    at: z.string(),
    cardNo: z.string(),
    issuerName: z.string(),
    action: z.string(),
    reason: z.string().nullable(),
    note: z.string(),
    actor: z.string(),
  }),
  input: z.strictObject({}),
  columns: [
    { key: 'at', label: 'Waktu', sortable: true, format: 'datetime' },
    { key: 'cardNo', label: 'No. Kartu', sortable: true, format: 'code' },
    { key: 'issuerName', label: 'Penerbit' },
    { key: 'action', label: 'Aksi', sortable: true, options: CARD_BLOCK_ACTIONS },
    { key: 'reason', label: 'Alasan', options: CARD_BLOCK_REASON_OPTIONS },
    { key: 'note', label: 'Catatan' },
    { key: 'actor', label: 'Oleh', sortable: true },
  ],
  filters: [
    { key: 'action', type: 'select', options: CARD_BLOCK_ACTIONS },
    { key: 'reason', type: 'select', options: CARD_BLOCK_REASON_OPTIONS },
  ],
  dateRange: { key: 'at', label: 'Tanggal' },
  searchHint: 'Cari nomor kartu, pengguna atau catatan…',
  defaultSort: { key: 'at', dir: 'desc' },
  labelField: 'cardNo',
  form: [],
})

/** Riwayat Update Balance Kartu: online top-ups waiting to be written to the card's chip, and their outcome. */
export const cardBalanceUpdate = defineResource({
  name: 'card-balance-update',
  route: '/dashboard/topup/card-blocked-v2',
  title: 'Riwayat Update Balance Kartu',
  singular: 'Update balance',
  access: ['OPEN_BLOCKED_CARD'],
  editable: false,
  row: z.object({
    id: z.number(),
    requestedAt: z.string(),
    cardNo: z.string(),
    issuerName: z.string(),
    topupTrxNo: z.string().nullable(),
    merchantName: z.string(),
    pendingAmount: z.number(),
    cardBalanceBefore: z.number().nullable(),
    cardBalanceAfter: z.number().nullable(),
    appliedAt: z.string().nullable(),
    device: z.string().nullable(),
    status: z.string(),
  }),
  input: z.strictObject({}),
  columns: [
    { key: 'requestedAt', label: 'Waktu Top Up', sortable: true, format: 'datetime' },
    { key: 'cardNo', label: 'No. Kartu', sortable: true, format: 'code' },
    { key: 'issuerName', label: 'Penerbit' },
    { key: 'topupTrxNo', label: 'No. Transaksi', format: 'code', hidden: true },
    { key: 'merchantName', label: 'Merchant', sortable: true },
    { key: 'pendingAmount', label: 'Saldo Tertunda', sortable: true, format: 'money' },
    { key: 'cardBalanceBefore', label: 'Saldo Kartu Sebelum', format: 'money' },
    { key: 'cardBalanceAfter', label: 'Saldo Kartu Sesudah', format: 'money' },
    { key: 'appliedAt', label: 'Waktu Update', sortable: true, format: 'datetime' },
    { key: 'device', label: 'Device', format: 'code', hidden: true },
    { key: 'status', label: 'Status', sortable: true, format: 'status', options: BALANCE_UPDATE_STATUS },
  ],
  filters: [
    { key: 'status', type: 'select', options: BALANCE_UPDATE_STATUS },
    { key: 'merchantId', label: 'Merchant', type: 'ref', ref: 'merchant' },
  ],
  dateRange: { key: 'requestedAt', label: 'Tanggal top up' },
  searchHint: 'Cari nomor kartu atau no. transaksi…',
  defaultSort: { key: 'requestedAt', dir: 'desc' },
  labelField: 'cardNo',
  form: [],
  actions: [
    {
      name: 'apply',
      label: 'Terapkan ke Kartu',
      confirm: APPLY_BALANCE_CONFIRM,
      when: { field: 'status', in: ['PENDING'] },
    },
  ],
})

export const topupInputSchema = z.strictObject({
  outletId: refId('Outlet'),
  deviceId: z.number().int().positive().optional(),
  cardNo: cardNoSchema,
  amount: positiveInt('Nominal top up')
    .min(10_000, 'Nominal top up minimal Rp10.000.')
    .max(MAX_CARD_BALANCE, 'Nominal top up melebihi saldo maksimum kartu.')
    .refine((n) => n % 1_000 === 0, 'Nominal top up harus kelipatan Rp1.000.'),
  channel: z.enum(TOPUP_CHANNELS, { error: 'Kanal top up tidak dikenal.' }),
  /** The card's balance as the reader read it before the top-up. */
  cardBalance: positiveInt('Saldo kartu').max(MAX_CARD_BALANCE, 'Saldo kartu melebihi batas maksimum.'),
})
export type TopupInput = z.infer<typeof topupInputSchema>

export const topupRecordSchema = z.object({
  id: z.number(),
  trxNo: z.string(),
  createdAt: z.string(),
  cardNo: z.string(),
  issuerCode: z.string(),
  amount: z.number(),
  fee: z.number(),
  total: z.number(),
  balanceBefore: z.number(),
  balanceAfter: z.number(),
  channel: z.enum(TOPUP_CHANNELS),
  status: z.string(),
  /** An online (APP) top-up waits for the card to be tapped: the id of its pending balance update. */
  balanceUpdateId: z.number().nullable(),
})
export type TopupRecord = z.infer<typeof topupRecordSchema>

// ---- Calls: a block and an unblock (each with its log row and audit entry), a top-up ----

/**
 * POST /card-blocked/add: the block, as the list shows it. Null only when the block has left the list
 * between the write and the read (unblocked at once by someone else).
 */
export const cardBlockAdd = defineEndpoint({
  path: '/card-blocked/add',
  access: access.features(...cardBlocked.access),
  summary: 'Blokir kartu: top up kartu ini ditolak',
  body: blockCardInputSchema,
  result: cardBlocked.row.nullable(),
})

export const cardUnblock = defineEndpoint({
  path: '/card-blocked/unblock',
  access: access.features(...cardBlocked.access),
  summary: 'Buka blokir kartu (dengan catatan): top up kartu ini diterima lagi',
  body: unblockCardInputSchema,
  result: z.object({ id: z.number(), cardNo: z.string() }),
})

/** POST /topup/transaction/add: a card top-up sold at an outlet (POS cashier, EDC or the app). */
export const topupAdd = defineEndpoint({
  path: '/topup/transaction/add',
  access: access.features('DEMO_POS_KASIR'),
  summary: 'Catat top up kartu di outlet (kasir POS, EDC, aplikasi); kartu terblokir ditolak',
  body: topupInputSchema,
  result: topupRecordSchema,
})
