import { sql } from 'drizzle-orm'
import type { AccountKind } from '#contract/ledger/kinds.ts'
import type { Db } from '../../db/client.ts'
import { rowsOf } from '../../engine/query.ts'

/** The platform's own accounts, one each (opened by the reference data of every database). */
export const SYSTEM_ACCOUNTS = {
  clearing: { code: 'SYS-CLEARING', name: 'Kliring Transaksi', kind: 'CLEARING' },
  feeIncome: { code: 'SYS-FEE-INCOME', name: 'Pendapatan Biaya MINT', kind: 'FEE_INCOME' },
  bankSettlement: { code: 'SYS-BANK-SETTLEMENT', name: 'Settlement Bank MINT', kind: 'BANK_SETTLEMENT' },
} as const satisfies Record<string, { code: string; name: string; kind: AccountKind }>
export type SystemAccount = keyof typeof SYSTEM_ACCOUNTS

export const merchantDepositCode = (mid: string) => `DEP-${mid}`

export interface AccountSpec {
  code: string
  name: string
  kind: AccountKind
  merchantId?: number | null
  clientId?: number | null
  heldAccountId?: number | null
}

/** Opens an account (or finds it by code): idempotent, so a retry or a second process opens nothing twice. */
export async function openAccount(db: Db, a: AccountSpec): Promise<number> {
  const [row] = rowsOf(
    await db.execute(sql`
      insert into ledger_account (code, name, kind, merchant_id, client_id, held_account_id)
      values (${a.code}, ${a.name}, ${a.kind}, ${a.merchantId ?? null}, ${a.clientId ?? null}, ${a.heldAccountId ?? null})
      on conflict (code) do update set code = excluded.code
      returning id`),
  )
  return Number(row?.id)
}

/**
 * A client's wallet with its held-balance account (the corporate wallet, issue 17 item 3): the held account is
 * where a reserve parks money until it is posted or voided (holds.ts).
 */
export async function openWallet(db: Db, c: { clientId: number; clientCode: string; name: string }) {
  const held = await openAccount(db, {
    code: `WAL-${c.clientCode}-HELD`,
    name: `Saldo Ditahan ${c.name}`,
    kind: 'CLIENT_WALLET_HELD',
    clientId: c.clientId,
  })
  const wallet = await openAccount(db, {
    code: `WAL-${c.clientCode}`,
    name: `Dompet ${c.name}`,
    kind: 'CLIENT_WALLET',
    clientId: c.clientId,
    heldAccountId: held,
  })
  return { wallet, held }
}

/** Opens the platform's accounts (every start: reference data). */
export async function openSystemAccounts(db: Db): Promise<void> {
  for (const a of Object.values(SYSTEM_ACCOUNTS)) await openAccount(db, a)
}

/** The id of a platform account by its role. */
export async function systemAccountId(db: Db, which: SystemAccount): Promise<number> {
  const [row] = rowsOf(
    await db.execute(sql`select id from ledger_account where code = ${SYSTEM_ACCOUNTS[which].code}`),
  )
  if (!row) throw new Error(`ledger: system account ${SYSTEM_ACCOUNTS[which].code} is not open`)
  return Number(row.id)
}

/**
 * Opens the deposit account of every merchant that has none, in one statement (demo data, and a merchant added
 * later gets its account on its first top-up through `merchantDepositAccount`).
 */
export async function openMerchantDepositAccounts(db: Db): Promise<void> {
  await db.execute(sql`
    insert into ledger_account (code, name, kind, merchant_id, client_id)
    select 'DEP-' || m.mid, left('Deposit ' || m.name, 120), 'MERCHANT_DEPOSIT', m.id, m.client_id
      from merchant m
     where not exists (select 1 from ledger_account a where a.merchant_id = m.id and a.kind = 'MERCHANT_DEPOSIT')
    on conflict do nothing`)
}

/** A merchant's deposit account, opened on first use. */
export async function merchantDepositAccount(db: Db, merchantId: number): Promise<number> {
  const [row] = rowsOf(
    await db.execute(
      sql`select id from ledger_account where merchant_id = ${merchantId} and kind = 'MERCHANT_DEPOSIT'`,
    ),
  )
  if (row) return Number(row.id)
  const [m] = rowsOf(
    await db.execute(sql`select mid, name, client_id from merchant where id = ${merchantId}`),
  )
  if (!m) throw new Error(`ledger: merchant ${merchantId} not found`)
  return openAccount(db, {
    code: merchantDepositCode(String(m.mid)),
    name: `Deposit ${String(m.name)}`.slice(0, 120),
    kind: 'MERCHANT_DEPOSIT',
    merchantId,
    clientId: Number(m.client_id),
  })
}
