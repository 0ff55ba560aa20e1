import { sql } from 'drizzle-orm'
import { DISBURSE_FEE } from '#contract/wallet/vocabulary.ts'
import { systemAccountId } from '../areas/ledger/accounts.ts'
import { simulatedAccountName } from '../areas/wallet/simulated-bank.ts'
import type { Db } from '../db/client.ts'

/**
 * The demo's corporate wallets (issue 17 item 3), set-based so the first start stays fast: every client's wallet
 * and held-balance accounts, and each new wallet funded once from the bank (Rp500 juta to Rp1,1 miliar, by id) in
 * one entry per wallet, the bank settlement's lines carrying on from its balance in wallet order. Then two documents
 * to look at: a Draf of the first client and one waiting for approval of the second (nothing held yet).
 */
export async function seedWalletDemo(db: Db): Promise<void> {
  const bank = await systemAccountId(db, 'bankSettlement')
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into ledger_account (code, name, kind, client_id)
      select 'WAL-' || c.code || '-HELD', left('Saldo Ditahan ' || c.name, 120), 'CLIENT_WALLET_HELD', c.id from client c
      on conflict do nothing`)
    await tx.execute(sql`insert into ledger_account (code, name, kind, client_id, held_account_id)
      select 'WAL-' || c.code, left('Dompet ' || c.name, 120), 'CLIENT_WALLET', c.id, h.id
        from client c join ledger_account h on h.code = 'WAL-' || c.code || '-HELD'
      on conflict do nothing`)
    await tx.execute(sql`create temporary table seed_wallet on commit drop as
      select w.*, (select balance from ledger_account where id = ${bank}) - (sum(w.amount) over (order by w.seq) - w.amount)
                  as bank_before
        from (select a.id as account_id, a.code, (500000000 + (a.id % 7) * 100000000)::bigint as amount,
                     row_number() over (order by a.id) as seq
                from ledger_account a where a.kind = 'CLIENT_WALLET' and a.version = 0) w`)
    await tx.execute(sql`insert into ledger_entry (idempotency_key, request_hash, kind, ref_no, description, posted_at, posted_by)
      select 'seed-wallet-' || code, md5('TOPUP' || code) || md5(code || 'TOPUP'), 'TOPUP',
             'WTU' || to_char(now() at time zone 'Asia/Jakarta', 'YYYYMMDD') || lpad(seq::text, 6, '0'),
             'Setoran awal corporate wallet', now(), 'system'
        from seed_wallet order by seq`)
    // The bank's lines carry on from its balance; each wallet's one line starts from zero.
    await tx.execute(sql`insert into ledger_line (entry_id, account_id, amount, balance_before, balance_after, posted_at, kind)
      select e.id, x.account_id, x.amount, x.before, x.before + x.amount, e.posted_at, 'TOPUP'
        from seed_wallet s join ledger_entry e on e.idempotency_key = 'seed-wallet-' || s.code
        cross join lateral (values
          (1, ${bank}::int, -s.amount, s.bank_before),
          (2, s.account_id, s.amount, 0::bigint)) as x(ord, account_id, amount, before)
       order by s.seq, x.ord`)
    await tx.execute(sql`update ledger_account a set balance = a.balance + s.total, version = a.version + s.n, last_posted_at = now()
        from (select account_id, sum(amount) as total, count(*)::int as n from ledger_line
               where kind = 'TOPUP' and entry_id in (select e.id from ledger_entry e join seed_wallet w on e.idempotency_key = 'seed-wallet-' || w.code)
               group by account_id) s
       where a.id = s.account_id`)
  })
  await seedDemoDocuments(db)
}

const DEMO_DOCS = [
  {
    client: 'CLT001',
    status: 'DRAFT',
    file: 'gaji-november.csv',
    accounts: ['5271234567', '1230009876543', '0112233445'],
  },
  {
    client: 'CLT002',
    status: 'PENDING',
    file: 'insentif-mitra.xlsx',
    accounts: ['5270001111', '8800112233'],
  },
] as const

async function seedDemoDocuments(db: Db) {
  for (const d of DEMO_DOCS) {
    const rows = d.accounts.map((accountNo, i) => ({
      line: i + 2,
      bank_code: ['014', '008', '009'][i % 3],
      account_no: accountNo,
      name: simulatedAccountName(accountNo),
      amount: 1_500_000 + i * 250_000,
    }))
    await db.execute(sql`
      with doc as (
        insert into disburse_doc (id, doc_no, client_id, wallet_account_id, file_name, format, status, submitted_by,
                                  submitted_at, created_by, updated_by)
        overriding system value
        select n.id, 'DSB/' || to_char(now() at time zone 'Asia/Jakarta', 'YYYY/MM') || '/' || lpad(n.id::text, 4, '0'),
               c.id, w.id, ${d.file}, ${d.file.endsWith('.csv') ? 'CSV' : 'XLSX'}, ${d.status},
               ${d.status === 'PENDING' ? 'superadmin' : null}, ${d.status === 'PENDING' ? sql`now()` : null},
               'superadmin', 'superadmin'
          from (select nextval(pg_get_serial_sequence('disburse_doc', 'id')) as id) n, client c
          join ledger_account w on w.client_id = c.id and w.kind = 'CLIENT_WALLET'
         where c.code = ${d.client}
        returning id)
      insert into disburse_item (doc_id, line, bank_code, account_no, expected_name, amount, fee, note, inquiry_name, name_match)
      select doc.id, x.line, x.bank_code, x.account_no, x.name, x.amount, ${DISBURSE_FEE}, 'Pembayaran November', x.name, 'EXACT'
        from doc, jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(line int, bank_code text, account_no text, name text, amount bigint)`)
  }
}
