/** Reference values used by the demo seed (docs/DOMAIN.md §3). */
export const BANKS = [
  ['002', 'BRI'],
  ['008', 'Mandiri'],
  ['009', 'BNI'],
  ['011', 'Danamon'],
  ['013', 'Permata'],
  ['014', 'BCA'],
  ['022', 'CIMB Niaga'],
  ['110', 'BJB'],
  ['111', 'Bank DKI'],
  ['114', 'Bank Jatim'],
  ['129', 'BPD Bali'],
  ['200', 'BTN'],
  ['451', 'BSI'],
] as const

/** Kinds of merchants with their ISO 18245 MCC and the outlet type they run. */
export const MERCHANT_KINDS = [
  { prefix: 'Warung Makan', mcc: '5812', outlet: 'FNB' },
  { prefix: 'Rumah Makan', mcc: '5812', outlet: 'FNB' },
  { prefix: 'Kedai Kopi', mcc: '5814', outlet: 'FNB' },
  { prefix: 'Toko Kelontong', mcc: '5411', outlet: 'RETAIL' },
  { prefix: 'Toko Sembako', mcc: '5411', outlet: 'RETAIL' },
  { prefix: 'Minimarket', mcc: '5411', outlet: 'RETAIL' },
  { prefix: 'Apotek', mcc: '5912', outlet: 'RETAIL' },
  { prefix: 'Toko Bangunan', mcc: '5211', outlet: 'RETAIL' },
  { prefix: 'Konter Pulsa', mcc: '4814', outlet: 'AGENT' },
  { prefix: 'Agen BRILink', mcc: '6012', outlet: 'AGENT' },
  { prefix: 'Laundry', mcc: '7211', outlet: 'RETAIL' },
  { prefix: 'Bengkel Motor', mcc: '7538', outlet: 'RETAIL' },
] as const

export const NAME_WORDS = [
  'Berkah',
  'Jaya',
  'Makmur',
  'Sejahtera',
  'Sentosa',
  'Barokah',
  'Abadi',
  'Mandiri',
  'Sumber Rejeki',
  'Maju',
  'Lestari',
  'Harapan',
  'Sari Rasa',
  'Mulia',
  'Bahagia',
  'Amanah',
  'Nusantara',
  'Sederhana',
] as const

export const CLIENTS = [
  {
    code: 'CLT001',
    name: 'PT Maju Bersama Retail',
    regions: [
      { code: 'REG-JABAR', name: 'Jawa Barat', provinces: ['32'] },
      { code: 'REG-JAKARTA', name: 'DKI Jakarta', provinces: ['31'] },
      { code: 'REG-BANTEN', name: 'Banten', provinces: ['36'] },
    ],
  },
  {
    code: 'CLT002',
    name: 'PT Nusantara Pembayaran Digital',
    regions: [
      { code: 'REG-JATIM', name: 'Jawa Timur', provinces: ['35'] },
      { code: 'REG-BALINUSRA', name: 'Bali dan Nusa Tenggara', provinces: ['51', '52'] },
    ],
  },
  {
    code: 'CLT003',
    name: 'Koperasi Sejahtera Mandiri',
    regions: [
      { code: 'REG-SUMUT', name: 'Sumatera Utara', provinces: ['12'] },
      { code: 'REG-SULSEL', name: 'Sulawesi Selatan', provinces: ['73'] },
    ],
  },
] as const

export const PARTNERS = [
  { code: 'PTN001', name: 'PT Bank Rakyat Indonesia (Persero) Tbk', type: 'BANK', bank: '002' },
  { code: 'PTN002', name: 'PT Bank Negara Indonesia (Persero) Tbk', type: 'BANK', bank: '009' },
  { code: 'PTN003', name: 'PT Digital Biller Nusantara', type: 'BILLER', bank: '014' },
  { code: 'PTN004', name: 'PT Agregator Pembayaran Indonesia', type: 'AGGREGATOR', bank: '008' },
  { code: 'PTN005', name: 'CV Distribusi Pulsa Mandiri', type: 'DISTRIBUTOR', bank: '451' },
] as const
