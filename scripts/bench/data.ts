import { sql } from 'drizzle-orm'
import type { Db } from '../../server/db/client.ts'

/**
 * Grows the demo data to `total` merchants with one set-based INSERT (no row-by-row inserts), spread
 * over every group, with realistic names, real regency codes of the group's province and the status mix
 * of the demo.
 */
export async function growMerchants(db: Db, total: number): Promise<void> {
  await db.execute(sql`
    with g as (
      select row_number() over (order by cg.id) - 1 as i, cg.id, cg.region_id, r.client_id, r.province_codes[1] as province
      from corporate_group cg join region r on r.id = cg.region_id
    ), n as (select count(*) as n from g),
    c as (
      select province_code, array_agg(code order by code) as codes from location_city group by province_code
    )
    insert into merchant (group_id, region_id, client_id, mid, name, owner_name, owner_nik, npwp, mcc, business_category,
      address, province_code, city_code, postal_code, phone, email, settlement_bank_code, settlement_account_no,
      settlement_account_name, joined_at, status)
    select g.id, g.region_id, g.client_id,
      lpad((700000000000 + s)::text, 15, '0'),
      (array['Warung Makan','Toko Kelontong','Kedai Kopi','Apotek','Minimarket','Laundry','Bengkel Motor','Konter Pulsa'])[1 + s % 8]
        || ' ' || (array['Berkah','Jaya','Makmur','Sejahtera','Sentosa','Barokah','Abadi','Mandiri','Lestari','Amanah'])[1 + (s / 8) % 10]
        || ' ' || s,
      (array['Budi','Siti','Agus','Dewi','Rudi','Sri','Andi','Rina','Joko','Wati'])[1 + s % 10] || ' '
        || (array['Santoso','Wijaya','Saputra','Lestari','Hidayat','Kusuma','Pratama','Utami','Nugroho'])[1 + (s / 10) % 9],
      lpad((3200000000000000 + s)::text, 16, '0'),
      lpad((3200000000000000 + s)::text, 16, '0'),
      (array['5812','5411','5814','5912','7211'])[1 + s % 5],
      (array['UMI','UMI','UMI','UKE','UKE','UME','UBE'])[1 + s % 7],
      'Jl. Raya No. ' || (1 + s % 250),
      g.province,
      c.codes[1 + s % array_length(c.codes, 1)],
      lpad((10000 + s % 89999)::text, 5, '0'),
      '+62812' || lpad((s % 100000000)::text, 8, '0'),
      'merchant' || s || '@contoh.id',
      (array['002','008','009','014','451'])[1 + s % 5],
      lpad((s * 7919 % 10000000000)::text, 10, '0'),
      'Pemilik ' || s,
      date '2022-01-01' + (s % 1700),
      (array['ACTIVE','ACTIVE','ACTIVE','ACTIVE','ACTIVE','ACTIVE','INACTIVE','PENDING_VERIFICATION','BLOCKED','DRAFT'])[1 + s % 10]
    from generate_series(1, greatest(0, ${total} - (select count(*) from merchant))::int) s
    join n on true
    join g on g.i = s % n.n
    join c on c.province_code = g.province
  `)
  // A table in steady state has been vacuumed (visibility map set, so counts are index-only scans).
  await db.execute(sql`vacuum analyze merchant`)
}
