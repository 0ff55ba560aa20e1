import { sql } from 'drizzle-orm'
import type { MycroatmType } from '#contract/transactions/catalogue.ts'
import type { Db } from '../db/client.ts'
import {
  appsFeature,
  appsSubfeature,
  deviceMycroatmType,
  paymentCategory,
  paymentMethod,
} from '../db/schema/index.ts'

/**
 * The developer menu's master data (issue 15 §1) as a new installation starts with it: the merchant apps'
 * features, the Mycroatm EDC models, the payment categories and methods with their MDR (docs/DOMAIN.md §1f,
 * §2: QRIS 0,7%, GPN debit 0,15%, credit 2%, e-money 0,5% [?]). Reference data like the fee rules: every
 * database has it, and a row someone changed or removed is not put back (inserted only by a code not there).
 */

const FEATURES: [code: string, name: string, description: string, subfeatures: [string, string][]][] = [
  [
    'POS_KASIR',
    'Kasir',
    'Penjualan di kasir: keranjang, pembayaran, struk',
    [
      ['KASIR_JUAL', 'Penjualan'],
      ['KASIR_RIWAYAT', 'Riwayat Penjualan'],
      ['KASIR_RETUR', 'Retur'],
      ['KASIR_SHIFT', 'Buka/Tutup Shift'],
    ],
  ],
  [
    'MYBILLS',
    'Bayar Tagihan',
    'Pulsa, paket data, token listrik dan tagihan bulanan',
    [
      ['BILL_PULSA', 'Pulsa'],
      ['BILL_DATA', 'Paket Data'],
      ['BILL_PLN_PRA', 'Token Listrik'],
      ['BILL_PLN_PASCA', 'PLN Pascabayar'],
      ['BILL_PDAM', 'PDAM'],
      ['BILL_BPJS', 'BPJS Kesehatan'],
      ['BILL_TELKOM', 'Telkom IndiHome'],
      ['BILL_EWALLET', 'Isi Saldo E-Wallet'],
    ],
  ],
  [
    'MYCROATM',
    'Mycroatm',
    'Layanan perbankan di agen: tarik tunai, transfer, cek saldo',
    [
      ['ATM_TARIK', 'Tarik Tunai'],
      ['ATM_TRANSFER', 'Transfer'],
      ['ATM_SALDO', 'Cek Saldo'],
      ['ATM_SETOR', 'Setor Tunai'],
    ],
  ],
  [
    'TOPUP',
    'Top Up Kartu',
    'Isi ulang kartu uang elektronik dan cek saldo kartu',
    [
      ['TOPUP_KARTU', 'Isi Ulang Kartu'],
      ['TOPUP_CEK', 'Cek Saldo Kartu'],
      ['TOPUP_UPDATE', 'Update Saldo Kartu'],
    ],
  ],
  [
    'DEPOSIT',
    'Deposit',
    'Saldo deposit merchant untuk transaksi Mybills',
    [
      ['DEPOSIT_TOPUP', 'Top Up Deposit'],
      ['DEPOSIT_MUTASI', 'Mutasi Deposit'],
    ],
  ],
  [
    'PRODUK',
    'Produk & Stok',
    'Katalog produk, resep dan stok outlet',
    [
      ['PRODUK_DAFTAR', 'Daftar Produk'],
      ['PRODUK_STOK', 'Stok Opname'],
    ],
  ],
  [
    'LAPORAN',
    'Laporan',
    'Ringkasan penjualan dan transaksi outlet',
    [
      ['LAPORAN_HARIAN', 'Laporan Harian'],
      ['LAPORAN_BULANAN', 'Laporan Bulanan'],
    ],
  ],
  [
    'BANTUAN',
    'Pusat Bantuan',
    'FAQ dan pengaduan',
    [
      ['BANTUAN_FAQ', 'FAQ'],
      ['BANTUAN_KOMPLAIN', 'Komplain'],
    ],
  ],
]

const ALL_TYPES: MycroatmType[] = ['WITHDRAWAL', 'TRANSFER', 'BALANCE_INQUIRY', 'DEPOSIT']
const DEVICE_TYPES: (typeof deviceMycroatmType.$inferInsert)[] = [
  { code: 'PAX-A920', vendor: 'PAX', model: 'A920', supportedTypes: ALL_TYPES },
  { code: 'PAX-A920PRO', vendor: 'PAX', model: 'A920 Pro', supportedTypes: ALL_TYPES },
  { code: 'VERIFONE-X990', vendor: 'VERIFONE', model: 'X990', supportedTypes: ALL_TYPES },
  {
    code: 'INGENICO-MOVE2500',
    vendor: 'INGENICO',
    model: 'Move/2500',
    supportedTypes: ['WITHDRAWAL', 'TRANSFER', 'BALANCE_INQUIRY'],
  },
  { code: 'NEXGO-N86', vendor: 'NEXGO', model: 'N86', supportedTypes: ALL_TYPES },
  {
    code: 'SUNMI-P2PRO',
    vendor: 'SUNMI',
    model: 'P2 Pro',
    supportedTypes: ['WITHDRAWAL', 'BALANCE_INQUIRY'],
  },
  {
    code: 'CENTERM-K9',
    vendor: 'CENTERM',
    model: 'K9',
    supportedTypes: ['WITHDRAWAL', 'TRANSFER', 'BALANCE_INQUIRY'],
    status: 'INACTIVE',
  },
]

const CATEGORIES: [code: string, name: string][] = [
  ['TUNAI', 'Tunai'],
  ['QRIS', 'QRIS'],
  ['KARTU', 'Kartu Debit/Kredit'],
  ['EMONEY', 'Uang Elektronik'],
  ['TRANSFER', 'Transfer Bank'],
]

const METHODS: [category: string, code: string, name: string, bankCode: string, mdrBps: number][] = [
  ['TUNAI', 'CASH', 'Tunai', '', 0],
  ['QRIS', 'QRIS', 'QRIS', '', 70],
  ['KARTU', 'DEBIT_BCA', 'Debit BCA', '014', 15],
  ['KARTU', 'DEBIT_BRI', 'Debit BRI', '002', 15],
  ['KARTU', 'DEBIT_MANDIRI', 'Debit Mandiri', '008', 15],
  ['KARTU', 'DEBIT_BNI', 'Debit BNI', '009', 15],
  ['KARTU', 'KREDIT_BCA', 'Kartu Kredit BCA', '014', 200],
  ['KARTU', 'KREDIT_MANDIRI', 'Kartu Kredit Mandiri', '008', 200],
  ['EMONEY', 'FLAZZ', 'BCA Flazz', '014', 50],
  ['EMONEY', 'EMONEY_MANDIRI', 'Mandiri e-money', '008', 50],
  ['EMONEY', 'BRIZZI', 'BRI Brizzi', '002', 50],
  ['EMONEY', 'TAPCASH', 'BNI TapCash', '009', 50],
  ['TRANSFER', 'VA_BCA', 'Virtual Account BCA', '014', 0],
  ['TRANSFER', 'VA_MANDIRI', 'Virtual Account Mandiri', '008', 0],
]

export async function seedMasterData(db: Db): Promise<void> {
  await db
    .insert(appsFeature)
    .values(FEATURES.map(([code, name, description], i) => ({ code, name, description, sortOrder: i + 1 })))
    .onConflictDoNothing()
  await db.execute(sql`insert into ${appsSubfeature} (feature_id, code, name, sort_order)
    select f.id, s.code, s.name, s.sort_order
      from jsonb_to_recordset(${JSON.stringify(
        FEATURES.flatMap(([feature, , , subs]) =>
          subs.map(([code, name], i) => ({ feature, code, name, sort_order: i + 1 })),
        ),
      )}::jsonb) as s(feature text, code text, name text, sort_order int)
      join ${appsFeature} f on f.code = s.feature
    on conflict do nothing`)
  await db.insert(deviceMycroatmType).values(DEVICE_TYPES).onConflictDoNothing()
  await db
    .insert(paymentCategory)
    .values(CATEGORIES.map(([code, name], i) => ({ code, name, sortOrder: i + 1 })))
    .onConflictDoNothing()
  await db.execute(sql`insert into ${paymentMethod} (category_id, code, name, bank_code, mdr_bps)
    select c.id, m.code, m.name, m.bank_code, m.mdr_bps
      from jsonb_to_recordset(${JSON.stringify(
        METHODS.map(([category, code, name, bank_code, mdr_bps]) => ({
          category,
          code,
          name,
          bank_code,
          mdr_bps,
        })),
      )}::jsonb) as m(category text, code text, name text, bank_code text, mdr_bps int)
      join ${paymentCategory} c on c.code = m.category
    on conflict do nothing`)
}
