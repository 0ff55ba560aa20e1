import { useDocumentTitle } from '../../ui/document-title.ts'
import { type Product, ProductPage } from './product-page.tsx'

const MITRA: Product = {
  path: '/mitra-mint',
  name: 'Mitra MINT',
  tagline: 'Tumbuh bersama MINT sebagai bank, biller, agregator atau distributor',
  intro:
    'Program kemitraan MINT membagi pendapatan biaya admin setiap transaksi Mybills, Mycroatm dan Topup dengan mitra. Pantau bagi hasil dan riwayat pendapatan Anda langsung di dasbor mitra.',
  features: [
    {
      title: 'Bagi hasil transparan',
      text: 'Bagian mitra dihitung per transaksi sesuai skema, dan dapat dilihat per produk dan per hari.',
    },
    {
      title: 'Jaringan merchant luas',
      text: 'Produk Anda hadir di ratusan outlet retail dan agen di seluruh Indonesia.',
    },
    {
      title: 'Settlement terjadwal',
      text: 'Pendapatan dibayarkan per periode dengan referensi yang bisa dicocokkan di dasbor.',
    },
  ],
  steps: [
    'Isi formulir pendaftaran partner dan verifikasi email penanggung jawab.',
    'Tim Kemitraan MINT meninjau pendaftaran Anda.',
    'Setelah disetujui, Anda menerima kode partner dan akses dasbor mitra.',
  ],
  cta: { label: 'Daftar sebagai Mitra', href: '/mint-partner-registration' },
}

const APP: Product = {
  path: '/mint-app',
  name: 'Aplikasi MINT',
  tagline: 'Satu aplikasi untuk jualan, bayar tagihan, tarik tunai dan isi ulang kartu',
  intro:
    'Aplikasi MINT membantu merchant dan agen melayani pembayaran tagihan (Mybills), tarik tunai (Mycroatm) dan isi ulang kartu transportasi dari satu perangkat.',
  features: [
    {
      title: 'Mybills',
      text: 'Token listrik, pulsa, paket data, BPJS, PDAM dan tagihan lain dalam hitungan detik.',
    },
    { title: 'Mycroatm', text: 'Layani tarik tunai dan cek saldo nasabah bank dengan EDC.' },
    { title: 'Topup kartu', text: 'Isi ulang saldo kartu uang elektronik dan transportasi.' },
    { title: 'Deposit', text: 'Saldo deposit dengan riwayat mutasi yang lengkap.' },
  ],
  steps: [
    'Daftarkan usaha Anda dan verifikasi email dengan kode.',
    'Lengkapi data pemilik, usaha, alamat outlet dan rekening.',
    'Setelah diverifikasi, atur password dan mulai bertransaksi.',
  ],
  cta: { label: 'Daftar sebagai Merchant', href: '/registration' },
  secondary: [
    { label: 'Lupa PIN', href: '/mint-app/lupa-pin' },
    { label: 'Lupa Password', href: '/mint-app/lupa-password' },
  ],
}

const RETAIL: Product = {
  path: '/mint-retail',
  name: 'MINT Retail',
  tagline: 'Kasir (POS) untuk warung, kafe dan toko: stok, resep dan laporan penjualan',
  intro:
    'MINT Retail mencatat setiap penjualan dengan pajak dan service charge yang benar, mengelola stok per outlet termasuk bahan dari resep, dan menerima pembayaran tunai, kartu dan QRIS.',
  features: [
    { title: 'Kasir cepat', text: 'Transaksi tunai, debit, QRIS dan uang elektronik dengan struk.' },
    { title: 'Stok dan resep', text: 'Stok berkurang otomatis sesuai resep setiap produk yang terjual.' },
    { title: 'Laporan', text: 'Penjualan harian, produk terlaris dan target outlet di dasbor.' },
  ],
  steps: [
    'Daftarkan usaha Anda sebagai merchant MINT.',
    'Tim kami memverifikasi data dan mengaktifkan outlet Anda.',
    'Impor daftar produk dan mulai berjualan.',
  ],
  cta: { label: 'Daftar sebagai Merchant', href: '/registration' },
}

export function MitraMintPage() {
  useDocumentTitle('Mitra MINT')
  return <ProductPage product={MITRA} />
}

export function MintAppPage() {
  useDocumentTitle('Aplikasi MINT')
  return <ProductPage product={APP} />
}

export function MintRetailPage() {
  useDocumentTitle('MINT Retail')
  return <ProductPage product={RETAIL} />
}
