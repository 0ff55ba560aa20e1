import { type SQL, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { master } from '#contract/master/index.ts'
import {
  bank,
  cardIssuer,
  merchant,
  partner,
  paymentMethod,
  trxDeposit,
  trxMycroatm,
} from '../../db/schema/index.ts'
import { type Expr, serverResource } from '../../engine/resource.ts'
import { readByEveryScope } from '../corporate/scope.ts'

const defs = master.resources

/** The codes of the banks with these ids: what other tables store. */
const codesOf = (ids: number[]) => sql`select ${bank.code} from ${bank} where ${bank.id} in ${ids}`

/**
 * A table that stores bank codes (not ids) and blocks deleting a bank while any of its rows holds one:
 * "… tidak dapat dihapus: masih dipakai oleh 3 merchant".
 */
const usesBank = (label: string, table: PgTable, ...columns: Expr[]) => ({
  label,
  count: (ids: number[]): SQL =>
    sql`select count(*)::int as n from ${table} where ${sql.join(
      columns.map((c) => sql`${c} in (${codesOf(ids)})`),
      sql` or `,
    )}`,
})

export const bankResource = serverResource({
  def: defs.bank,
  table: bank,
  search: [bank.code, bank.name, bank.shortName, bank.swift],
  // Reference data no client owns: read by every holder of the feature, changed only from scope ALL.
  scope: readByEveryScope,
  unique: [{ constraint: 'bank_code_uq', field: 'code', label: 'Kode bank' }],
  // Cheap lookups first; the transaction tables last (no index on their bank columns: a scan, but a
  // bank is deleted rarely, and only by a developer).
  dependents: [
    usesBank('merchant', merchant, merchant.settlementBankCode),
    usesBank('partner', partner, partner.bankCode),
    usesBank('metode pembayaran', paymentMethod, paymentMethod.bankCode),
    usesBank('penerbit kartu', cardIssuer, cardIssuer.bankCode),
    usesBank('transaksi Mycroatm', trxMycroatm, trxMycroatm.issuerBankCode, trxMycroatm.destBankCode),
    usesBank('transaksi deposit', trxDeposit, trxDeposit.bankCode),
  ],
})
