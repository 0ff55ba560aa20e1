import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { partnerRegistration } from '../db/schema/index.ts'
import { rowsOf } from '../engine/query.ts'

type Registration = typeof partnerRegistration.$inferInsert

/**
 * Demo applications to become a partner (issue 16 §5; the public form is another issue): five waiting, the
 * two that made the demo's aggregator and distributor partners approved, one rejected. Companies, cities and
 * banks are Indonesian; the e-mail domains are `contoh.co.id` (nobody receives the demo's mail).
 */
const DAY = 86_400_000

export async function seedPartnerRegistrations(db: Db, refDate: Date): Promise<void> {
  const ago = (days: number, hour = 3) => new Date(refDate.getTime() - days * DAY + hour * 3_600_000)
  const month = refDate.toISOString().slice(0, 7).replace('-', '/')
  const partners = new Map(
    rowsOf(await db.execute(sql`select id, code from partner`)).map((r) => [String(r.code), Number(r.id)]),
  )
  const rows = [
    [
      'PT Bank Pembangunan Daerah Jawa Timur Tbk',
      'BANK',
      'Perbankan',
      'Jl. Basuki Rachmat No. 98-104',
      'Surabaya',
      'Rina Kartikasari',
      'rina.kartikasari',
      '114',
      '0011223344',
      2,
    ],
    [
      'PT Energi Bayar Nusantara',
      'BILLER',
      'Penagihan listrik dan air',
      'Jl. Gatot Subroto Kav. 36',
      'Jakarta Selatan',
      'Bambang Sutrisno',
      'bambang.sutrisno',
      '014',
      '5270123456',
      4,
    ],
    [
      'PT Loket Sentosa Indonesia',
      'AGGREGATOR',
      'Agregator pembayaran PPOB',
      'Jl. Pemuda No. 118',
      'Semarang',
      'Dewi Anggraini',
      'dewi.anggraini',
      '008',
      '1370098765',
      5,
    ],
    [
      'CV Cahaya Pulsa Makmur',
      'DISTRIBUTOR',
      'Distribusi pulsa dan paket data',
      'Jl. Ahmad Yani No. 45',
      'Medan',
      'Hendra Saputra',
      'hendra.saputra',
      '002',
      '0345012345678',
      7,
    ],
    [
      'PT Koneksi Tagihan Digital',
      'AGGREGATOR',
      'Agregator tagihan pascabayar',
      'Jl. Asia Afrika No. 133',
      'Bandung',
      'Siti Nurhaliza Putri',
      'siti.putri',
      '009',
      '0912345678',
      9,
    ],
  ] as const
  const code = (n: number) => `REG/${month}/${String(n).padStart(4, '0')}`
  const email = (user: string, company: string) =>
    `${user}@${company
      .toLowerCase()
      .replace(/^(pt|cv) /, '')
      .replace(/ tbk$/, '')
      .replace(/[^a-z]+/g, '')}.contoh.co.id`
  const values: Registration[] = [
    ...rows.map(
      ([companyName, type, businessField, address, city, picName, user, bankCode, accountNo, days], i) => ({
        registrationNo: code(i + 4),
        companyName,
        type,
        businessField,
        address,
        city,
        picName,
        picEmail: email(user, companyName),
        bankCode,
        accountNo,
        accountName: companyName,
        submittedAt: ago(days),
      }),
    ),
    {
      registrationNo: code(1),
      companyName: 'PT Agregator Pembayaran Indonesia',
      type: 'AGGREGATOR' as const,
      businessField: 'Agregator pembayaran e-wallet dan tagihan',
      address: 'Jl. Jenderal Sudirman Kav. 52-53',
      city: 'Jakarta Selatan',
      picName: 'Agus Setiawan',
      picEmail: 'agus.setiawan@agregatorpembayaran.contoh.co.id',
      bankCode: '008',
      accountNo: '1230004567',
      accountName: 'PT Agregator Pembayaran Indonesia',
      submittedAt: ago(60),
      status: 'APPROVED' as const,
      decidedAt: ago(55, 7),
      decidedBy: 'superadmin',
      partnerId: partners.get('PTN004') ?? null,
    },
    {
      registrationNo: code(2),
      companyName: 'CV Distribusi Pulsa Mandiri',
      type: 'DISTRIBUTOR' as const,
      businessField: 'Distribusi pulsa',
      address: 'Jl. Diponegoro No. 21',
      city: 'Yogyakarta',
      picName: 'Yohanes Wibowo',
      picEmail: 'yohanes.wibowo@distribusipulsa.contoh.co.id',
      bankCode: '451',
      accountNo: '7012345678',
      accountName: 'CV Distribusi Pulsa Mandiri',
      submittedAt: ago(50),
      status: 'APPROVED' as const,
      decidedAt: ago(48, 8),
      decidedBy: 'superadmin',
      partnerId: partners.get('PTN005') ?? null,
    },
    {
      registrationNo: code(3),
      companyName: 'PT Bayar Cepat Sejahtera',
      type: 'AGGREGATOR' as const,
      businessField: 'Pembayaran tagihan',
      address: 'Jl. Raya Darmo No. 7',
      city: 'Surabaya',
      picName: 'Lukman Hakim',
      picEmail: 'lukman.hakim@bayarcepat.contoh.co.id',
      bankCode: '014',
      accountNo: '8880012345',
      accountName: 'PT Bayar Cepat Sejahtera',
      submittedAt: ago(30),
      status: 'REJECTED' as const,
      decidedAt: ago(27, 6),
      decidedBy: 'superadmin',
      rejectReason:
        'Akta pendirian dan NPWP perusahaan belum dilampirkan; rekening atas nama pribadi, bukan perusahaan.',
    },
  ]
  await db.insert(partnerRegistration).values(values).onConflictDoNothing()
}
