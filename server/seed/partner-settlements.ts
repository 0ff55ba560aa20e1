import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'

/**
 * Demo settlements (issue 16 §5, riwayat pendapatan): each partner's sharing fees of every whole WIB month
 * before this one, paid on the 10th of the month after at 10:00 WIB, for the amount the partner-share rollups
 * hold; this month's fees stay unpaid. Reads the rollups, so it runs after the transactions are generated.
 */
export async function seedPartnerSettlements(db: Db): Promise<void> {
  await db.execute(sql`
    insert into partner_settlement (partner_id, period_from, period_to, amount, reference_no, settled_at, note)
    select m.partner_id, m.month, (m.month + interval '1 month' - interval '1 day')::date, sum(m.share)::int8,
           'STL/' || to_char(m.month, 'YYYY/MM') || '/' || p.code,
           (m.month + interval '1 month 9 days 3 hours') at time zone 'UTC',
           'Transfer sharing fee bulan ' || to_char(m.month, 'MM/YYYY')
      from partner_share_monthly_live m
      join partner p on p.id = m.partner_id
     where m.month < date_trunc('month', now() at time zone 'Asia/Jakarta')::date
       and (m.month + interval '1 month 9 days 3 hours') at time zone 'UTC' < now()
     group by m.partner_id, m.month, p.code
    having sum(m.share) > 0
    on conflict do nothing`)
}
