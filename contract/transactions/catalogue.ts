/**
 * Vocabulary of the transaction data (docs/DOMAIN.md §1e, §2): the five kinds, statuses with their Indonesian
 * labels, payment methods, Mycroatm types, biller categories and response codes.
 */

import type { TrxStatus } from './trx-kinds.ts'

export { TRX_KINDS, TRX_STATUSES, type TrxKind, type TrxStatus } from './trx-kinds.ts'

export const TRX_STATUS_LABEL: Record<TrxStatus, string> = {
  SUCCESS: 'Sukses',
  FAILED: 'Gagal',
  PENDING: 'Menunggu',
  SUSPECT: 'Timeout/Suspect',
  REVERSED: 'Dibatalkan',
  REFUNDED: 'Refund',
}
/** A transaction in one of these states is final: nothing (a sync included) may change it. */
export const FINAL_STATUSES: readonly TrxStatus[] = ['SUCCESS', 'FAILED', 'REVERSED', 'REFUNDED']
/** States a sync with the host can resolve. */
export const SYNCABLE_STATUSES: readonly TrxStatus[] = ['PENDING', 'SUSPECT']

export const PAYMENT_METHODS = ['CASH', 'QRIS', 'DEBIT', 'CREDIT', 'EMONEY'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]
export const PAYMENT_METHOD_LABEL: Record<PaymentMethod, string> = {
  CASH: 'Tunai',
  QRIS: 'QRIS',
  DEBIT: 'Debit',
  CREDIT: 'Kredit',
  EMONEY: 'E-Money',
}

export const TAX_TYPES = ['PB1', 'PPN'] as const
export type TaxType = (typeof TAX_TYPES)[number]

export const MYCROATM_TYPES = ['WITHDRAWAL', 'TRANSFER', 'BALANCE_INQUIRY', 'DEPOSIT'] as const
export type MycroatmType = (typeof MYCROATM_TYPES)[number]
export const MYCROATM_TYPE_LABEL: Record<MycroatmType, string> = {
  WITHDRAWAL: 'Tarik Tunai',
  TRANSFER: 'Transfer',
  BALANCE_INQUIRY: 'Cek Saldo',
  DEPOSIT: 'Setor Tunai',
}
/** ISO 8583 processing codes (field 3) of each Mycroatm type. */
export const MYCROATM_PROCESSING_CODE: Record<MycroatmType, string> = {
  WITHDRAWAL: '010000',
  TRANSFER: '400000',
  BALANCE_INQUIRY: '310000',
  DEPOSIT: '210000',
}

export const BILLER_CATEGORIES = ['PULSA', 'DATA', 'TOKEN_LISTRIK', 'EWALLET', 'TAGIHAN'] as const
export type BillerCategory = (typeof BILLER_CATEGORIES)[number]
export const BILLER_CATEGORY_LABEL: Record<BillerCategory, string> = {
  PULSA: 'Pulsa',
  DATA: 'Paket Data',
  TOKEN_LISTRIK: 'Token Listrik',
  EWALLET: 'Dompet Digital',
  TAGIHAN: 'Tagihan',
}
export const BILLER_PRODUCT_TYPES = ['PREPAID', 'POSTPAID'] as const
export type BillerProductType = (typeof BILLER_PRODUCT_TYPES)[number]
export const BILLER_PRODUCT_TYPE_LABEL: Record<BillerProductType, string> = {
  PREPAID: 'Prabayar',
  POSTPAID: 'Pascabayar',
}

export const TOPUP_CHANNELS = ['POS', 'MYCROATM', 'APP'] as const
export type TopupChannel = (typeof TOPUP_CHANNELS)[number]

export const DEPOSIT_METHODS = ['VA', 'TRANSFER'] as const
export type DepositMethod = (typeof DEPOSIT_METHODS)[number]
export const DEPOSIT_METHOD_LABEL: Record<DepositMethod, string> = {
  VA: 'Virtual Account',
  TRANSFER: 'Transfer Bank',
}

export type MerchantCategoryScope = '' | 'UMI' | 'UKE' | 'UME' | 'UBE'

export const CARD_BLOCK_REASONS = ['LOST', 'FRAUD', 'DAMAGED'] as const
export type CardBlockReason = (typeof CARD_BLOCK_REASONS)[number]
export const CARD_BLOCK_REASON_LABEL: Record<CardBlockReason, string> = {
  LOST: 'Hilang',
  FRAUD: 'Fraud',
  DAMAGED: 'Rusak',
}
