import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { rowsOf } from '../../engine/query.ts'

/**
 * Reconciliation (issue 17 item 1): the balances kept beside the journal against the journal itself. Reports
 *   - every account whose balance is not the sum of its lines, or not its last line's balance after, or whose
 *     version is not its number of lines;
 *   - every entry whose lines do not sum to zero or that has fewer than two lines;
 *   - every line whose balance before is not the balance after of the account's line before it (a broken chain);
 *   - every held account whose balance is not what its reserved holds still keep (amount less what was captured).
 * `npm run ledger:reconcile` prints them and exits non-zero on any.
 */
export interface Difference {
  kind: 'ACCOUNT_BALANCE' | 'ENTRY_UNBALANCED' | 'LINE_CHAIN' | 'HELD_BALANCE'
  /** The account's code or the entry's key. */
  subject: string
  expected: number
  actual: number
  detail: string
}

export async function reconcile(db: Db): Promise<Difference[]> {
  const out: Difference[] = []
  const accounts = rowsOf(
    await db.execute(sql`
      select a.code, a.balance, a.version, coalesce(s.total, 0) as total, coalesce(s.n, 0) as n, last.balance_after as last_after
        from ledger_account a
        left join (select account_id, sum(amount) as total, count(*) as n from ledger_line group by account_id) s
          on s.account_id = a.id
        left join lateral (select balance_after from ledger_line l where l.account_id = a.id
                            order by l.posted_at desc, l.id desc limit 1) last on true
       where a.balance <> coalesce(s.total, 0) or a.version <> coalesce(s.n, 0)
          or a.balance <> coalesce(last.balance_after, 0)
       order by a.id`),
  )
  for (const a of accounts)
    out.push({
      kind: 'ACCOUNT_BALANCE',
      subject: String(a.code),
      expected: Number(a.total),
      actual: Number(a.balance),
      detail: `saldo ${a.balance}, jumlah baris jurnal ${a.total}, saldo akhir baris terakhir ${a.last_after ?? 0}, versi ${a.version}, baris ${a.n}`,
    })
  const entries = rowsOf(
    await db.execute(sql`
      select e.idempotency_key, coalesce(sum(l.amount), 0) as total, count(l.id) as n
        from ledger_entry e left join ledger_line l on l.entry_id = e.id
       group by e.id having coalesce(sum(l.amount), 0) <> 0 or count(l.id) < 2
       order by e.id`),
  )
  for (const e of entries)
    out.push({
      kind: 'ENTRY_UNBALANCED',
      subject: String(e.idempotency_key),
      expected: 0,
      actual: Number(e.total),
      detail: `${e.n} baris, jumlah ${e.total}`,
    })
  const chain = rowsOf(
    await db.execute(sql`
      select a.code, c.id, c.balance_before, c.prev_after
        from (select l.id, l.account_id, l.balance_before,
                     coalesce(lag(l.balance_after) over (partition by l.account_id order by l.posted_at, l.id), 0) as prev_after
                from ledger_line l) c
        join ledger_account a on a.id = c.account_id
       where c.balance_before <> c.prev_after
       order by c.id limit 100`),
  )
  for (const c of chain)
    out.push({
      kind: 'LINE_CHAIN',
      subject: String(c.code),
      expected: Number(c.prev_after),
      actual: Number(c.balance_before),
      detail: `baris ${c.id}: saldo sebelum ${c.balance_before}, saldo sesudah baris sebelumnya ${c.prev_after}`,
    })
  const held = rowsOf(
    await db.execute(sql`
      select a.code, a.balance, coalesce(h.total, 0) as total
        from ledger_account a
        left join (select held_account_id, sum(amount - captured) as total from ledger_hold where status = 'RESERVED'
                    group by held_account_id) h on h.held_account_id = a.id
       where a.kind = 'CLIENT_WALLET_HELD' and a.balance <> coalesce(h.total, 0)`),
  )
  for (const h of held)
    out.push({
      kind: 'HELD_BALANCE',
      subject: String(h.code),
      expected: Number(h.total),
      actual: Number(h.balance),
      detail: `saldo ditahan ${h.balance}, penahanan aktif ${h.total}`,
    })
  return out
}
