import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'

/**
 * Demo "Segmen Produk Partner" (issue 16 §4): every partner a Mybills admin scheme in force today shares with,
 * for each product the scheme covers (its listed products, else every biller product), with that scheme: the
 * relationships the fee book already prices, recorded in one statement.
 */
export async function seedPartnerProducts(db: Db): Promise<void> {
  await db.execute(sql`
    insert into partner_product (partner_id, product_id, scheme_code, note)
    select distinct on (p.id, bp.id) p.id, bp.id, s.code, 'Dari skema ' || s.code
      from fee_scheme s
      cross join lateral (
        select x ->> 'partnerId' as code from jsonb_array_elements(s.sharing -> 'shares') x
        union select s.sharing ->> 'remainderTo') named
      join partner p on p.code = named.code
      join biller_product bp on s.products is null or bp.code = any(s.products)
     where s.kind = 'BILLER' and s.component = 'ADMIN' and s.status = 'ACTIVE' and s.sharing is not null
       and s.valid_from <= (now() at time zone 'Asia/Jakarta')::date
       and (s.valid_to is null or s.valid_to >= (now() at time zone 'Asia/Jakarta')::date)
     order by p.id, bp.id, s.code
    on conflict do nothing`)
}
