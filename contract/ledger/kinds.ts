/**
 * The double-entry ledger's vocabulary (issue 17 item 1; docs/ARCHITECTURE.md "Ledger and deposits"), shared by
 * the server's ledger and the screens that read it. No zod: the deposit screens and the corporate wallet import it.
 */

/**
 * Kinds of account. A line's amount is signed and an account's balance is the sum of its lines: what the holder
 * owns (a merchant's deposit, a client's wallet) or what the platform earned (fee income) is positive and may
 * never go below zero. The two platform accounts on the other side of money entering and leaving are "contra":
 * BANK_SETTLEMENT (cash at the bank: every rupiah held for merchants and clients sits there, so it is as negative
 * as they are positive) and CLEARING (purchases paid from a deposit and not yet settled with the biller, refunds
 * and corrections in transit), which double entry may take either side of zero. The database's CHECK names them.
 */
export const ACCOUNT_KINDS = [
  'MERCHANT_DEPOSIT',
  'CLIENT_WALLET',
  'CLIENT_WALLET_HELD',
  'FEE_INCOME',
  'CLEARING',
  'BANK_SETTLEMENT',
] as const
export type AccountKind = (typeof ACCOUNT_KINDS)[number]
export const CONTRA_KINDS: readonly AccountKind[] = ['CLEARING', 'BANK_SETTLEMENT']

export const ACCOUNT_KIND_LABEL: Record<AccountKind, string> = {
  MERCHANT_DEPOSIT: 'Deposit Merchant',
  CLIENT_WALLET: 'Dompet Klien',
  CLIENT_WALLET_HELD: 'Saldo Ditahan Dompet Klien',
  FEE_INCOME: 'Pendapatan Biaya',
  CLEARING: 'Kliring',
  BANK_SETTLEMENT: 'Settlement Bank',
}

/**
 * Kinds of journal entry. The first five are the deposit's movement types (DOMAIN.md §1d: Top Up Deposit,
 * Potong Transaksi, Refund, Koreksi, Setoran Tabungan), the rows of `svtrx_type`; the hold kinds are the
 * two-phase reserve and its post or void (the corporate wallet's disbursements).
 */
export const ENTRY_KINDS = [
  'TOPUP',
  'DEDUCTION',
  'REFUND',
  'CORRECTION',
  'SAVING',
  'HOLD_RESERVE',
  'HOLD_POST',
  'HOLD_VOID',
] as const
export type EntryKind = (typeof ENTRY_KINDS)[number]

export const HOLD_STATUSES = ['RESERVED', 'POSTED', 'VOIDED'] as const
export type HoldStatus = (typeof HOLD_STATUSES)[number]
