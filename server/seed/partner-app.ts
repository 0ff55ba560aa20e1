import { sql } from 'drizzle-orm'
import { applyRules } from '../areas/partner/segment-rules.ts'
import type { Db } from '../db/client.ts'
import { bannerPng, type Rgb } from '../files/png.ts'
import { storeBytes } from '../files/store.ts'

/**
 * The demo's partner app (issue 16 §5): segments of both audiences, merchants mapped by hand across every client
 * (the scope probe needs rows outside CLT001), the internal rules applied from the rollups, and a few banners with
 * images made in code: one for everyone, one per segment, a draft and one whose window has ended.
 */
export async function seedPartnerApp(db: Db): Promise<void> {
  await db.execute(sql`
    insert into partner_app_segment (code, name, description, audience, partner_id, min_trx_count, min_trx_amount, priority)
    select v.code, v.name, v.description, v.audience, p.id, v.min_count, v.min_amount, v.priority
      from (values
        ('EXT-BRI-UMKM', 'Merchant UMKM BRI', 'Merchant yang bergabung melalui BRI.', 'EXTERNAL', 'PTN001', null::int, null::int8, 1),
        ('EXT-BNI-AGEN', 'Agen BNI', 'Merchant agen yang bergabung melalui BNI.', 'EXTERNAL', 'PTN002', null, null, 2),
        ('INT-JUARA', 'Merchant Juara', 'Transaksi sukses 30 hari terakhir paling ramai.', 'INTERNAL', null, 60, null, 1),
        ('INT-AKTIF', 'Merchant Aktif', 'Bertransaksi rutin dalam 30 hari terakhir.', 'INTERNAL', null, 10, null, 2),
        ('INT-OMZET', 'Omzet Tinggi', 'Nominal transaksi sukses 30 hari terakhir besar.', 'INTERNAL', null, null, 5000000, 3)
      ) v(code, name, description, audience, partner, min_count, min_amount, priority)
      left join partner p on p.code = v.partner`)
  // Every 9th merchant (every client) to BRI's segment, every 13th to BNI's; a few internal ones by hand.
  await db.execute(sql`
    insert into partner_segment_member (merchant_id, segment_id, audience, source)
    select m.id, s.id, s.audience, 'MANUAL'
      from (select id, row_number() over (order by id) as n from merchant) m
      join partner_app_segment s on (s.code = 'EXT-BRI-UMKM' and m.n % 9 = 1)
        or (s.code = 'EXT-BNI-AGEN' and m.n % 9 <> 1 and m.n % 13 = 2)
        or (s.code = 'INT-JUARA' and m.n % 17 = 3)
    on conflict do nothing`)
  await applyRules(db, true, 'system')

  const images: Record<string, Rgb[]> = {
    promo: [
      [13, 71, 161],
      [0, 172, 193],
    ],
    bri: [
      [0, 82, 147],
      [243, 112, 33],
    ],
    juara: [
      [106, 27, 154],
      [255, 193, 7],
    ],
    draf: [
      [66, 66, 66],
      [158, 158, 158],
    ],
    lalu: [
      [27, 94, 32],
      [139, 195, 74],
    ],
  }
  const ids: Record<string, string> = {}
  for (const [key, [from, to]] of Object.entries(images) as [string, [Rgb, Rgb]][])
    ids[key] = await storeBytes(db, {
      name: `banner-${key}.png`,
      bytes: bannerPng(from, to),
      mime: 'image/png',
      by: 'system',
    })
  await db.execute(sql`
    insert into partner_banner (title, link, image_file_id, sort_order, start_at, end_at, status, segment_ids)
    select v.title, v.link, v.image::uuid, v.ord, now() + v.start_off::interval,
           case when v.end_off is null then null else now() + v.end_off::interval end, v.status,
           coalesce((select array_agg(s.id) from partner_app_segment s where s.code = any(v.codes)), '{}')
      from (values
        ('QRIS 0% MDR untuk usaha mikro', 'https://mint.co.id/promo/qris', ${ids.promo}, 1, '-20 days', null, 'PUBLISHED', '{}'::text[]),
        ('Bunga ringan pinjaman BRI', '/promo/bri-umkm', ${ids.bri}, 2, '-10 days', '60 days', 'PUBLISHED', '{EXT-BRI-UMKM}'),
        ('Hadiah Merchant Juara', '/program/juara', ${ids.juara}, 3, '-5 days', '25 days', 'PUBLISHED', '{INT-JUARA}'),
        ('Fitur baru: laporan harian', '/fitur/laporan', ${ids.draf}, 4, '1 days', null, 'DRAFT', '{}'),
        ('Promo kemerdekaan', 'https://mint.co.id/promo/merdeka', ${ids.lalu}, 5, '-100 days', '-70 days', 'PUBLISHED', '{}')
      ) v(title, link, image, ord, start_off, end_off, status, codes)`)
}
