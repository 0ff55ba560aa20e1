import type { EntryKind } from '../ledger/kinds.ts'

/** Merchant deposits' words and limits (docs/DOMAIN.md §1d), without zod: the web's lists and the seed read them. */

export const DEPOSIT_REQUEST_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const
export type DepositRequestStatus = (typeof DEPOSIT_REQUEST_STATUSES)[number]
export const DEPOSIT_REQUEST_STATUS = [
  { value: 'PENDING', label: 'Menunggu Verifikasi' },
  { value: 'APPROVED', label: 'Disetujui' },
  { value: 'REJECTED', label: 'Ditolak' },
] as const satisfies readonly { value: DepositRequestStatus; label: string }[]

/** The movement types a deposit sees (svtrx_type rows), in DOMAIN.md §1d's words. */
export const DEPOSIT_MOVEMENTS = [
  'TOPUP',
  'DEDUCTION',
  'REFUND',
  'CORRECTION',
  'SAVING',
] as const satisfies readonly EntryKind[]
export type DepositMovement = (typeof DEPOSIT_MOVEMENTS)[number]
export const DEPOSIT_MOVEMENT_OPTIONS = [
  { value: 'TOPUP', label: 'Top Up Deposit' },
  { value: 'DEDUCTION', label: 'Potong Transaksi' },
  { value: 'REFUND', label: 'Refund' },
  { value: 'CORRECTION', label: 'Koreksi' },
  { value: 'SAVING', label: 'Setoran Tabungan' },
] as const satisfies readonly { value: DepositMovement; label: string }[]

export type SvtrxDirection = 'CREDIT' | 'DEBIT' | 'BOTH'

/** A top-up between Rp10.000 and Rp500 juta, whole rupiah. */
export const MIN_DEPOSIT_TOPUP = 10_000
export const MAX_DEPOSIT_TOPUP = 500_000_000
/** Proof of payment: an image or a PDF of at most 5 MB (issue 17, bad input). */
export const MAX_PROOF_BYTES = 5 * 1024 * 1024

export const APPROVE_CONFIRM =
  'Apakah Anda yakin ingin menyetujui top up ini? Saldo deposit merchant akan bertambah.'
export const REJECT_CONFIRM = 'Apakah Anda yakin ingin menolak top up ini?'
