/**
 * Indonesian banks by Bank Indonesia's 3-digit sandi bank (the clearing/transfer code), with the SWIFT/BIC
 * each bank publishes and whether it is known to take BI-FAST (docs/DATA-SOURCES.md "Kode bank").
 * Written from public knowledge as of 2025, not copied from a file: where a SWIFT/BIC was not certain it
 * is left '' (an operator fills it in on "Kode Bank"), and `bifast` is true only where membership is well
 * known: false means "not confirmed here", not "not a member". Banks merged away (BNI Syariah 427, BRI
 * Syariah 422, Bank Syariah Mandiri, Bank Commonwealth, Bank Nusantara Parahyangan, …) are left out.
 * Seeded by code with ON CONFLICT DO NOTHING: a new release adds banks a database lacks and never
 * overwrites a row an operator changed.
 */
type BankSeed = readonly [code: string, name: string, shortName: string, swift: string, bifast: boolean]

export const BANK_CODES: readonly BankSeed[] = [
  // State-owned (BUMN) and their subsidiaries
  ['002', 'PT Bank Rakyat Indonesia (Persero) Tbk', 'BRI', 'BRINIDJA', true],
  ['008', 'PT Bank Mandiri (Persero) Tbk', 'Mandiri', 'BMRIIDJA', true],
  ['009', 'PT Bank Negara Indonesia (Persero) Tbk', 'BNI', 'BNINIDJA', true],
  ['200', 'PT Bank Tabungan Negara (Persero) Tbk', 'BTN', 'BTANIDJA', true],
  ['451', 'PT Bank Syariah Indonesia Tbk', 'BSI', 'BSMDIDJA', true],
  ['494', 'PT Bank Raya Indonesia Tbk', 'Bank Raya', 'AGTBIDJA', true],
  ['564', 'PT Bank Mandiri Taspen', 'Mandiri Taspen', '', false],

  // National private banks
  ['011', 'PT Bank Danamon Indonesia Tbk', 'Danamon', 'BDINIDJA', true],
  ['013', 'PT Bank Permata Tbk', 'Permata', 'BBBAIDJA', true],
  ['014', 'PT Bank Central Asia Tbk', 'BCA', 'CENAIDJA', true],
  ['016', 'PT Bank Maybank Indonesia Tbk', 'Maybank Indonesia', 'IBBKIDJA', true],
  ['019', 'PT Bank Pan Indonesia Tbk', 'Panin', 'PINBIDJA', true],
  ['022', 'PT Bank CIMB Niaga Tbk', 'CIMB Niaga', 'BNIAIDJA', true],
  ['023', 'PT Bank UOB Indonesia', 'UOB Indonesia', 'BBIJIDJA', true],
  ['028', 'PT Bank OCBC NISP Tbk', 'OCBC NISP', 'NISPIDJA', true],
  ['036', 'PT Bank China Construction Bank Indonesia Tbk', 'CCB Indonesia', '', false],
  ['037', 'PT Bank Artha Graha Internasional Tbk', 'Artha Graha', 'ARTGIDJA', false],
  ['046', 'PT Bank DBS Indonesia', 'DBS Indonesia', 'DBSBIDJA', true],
  ['047', 'PT Bank Resona Perdania', 'Resona Perdania', '', false],
  ['048', 'PT Bank Mizuho Indonesia', 'Mizuho Indonesia', '', false],
  ['054', 'PT Bank Capital Indonesia Tbk', 'Bank Capital', '', false],
  ['057', 'PT Bank BNP Paribas Indonesia', 'BNP Paribas', 'BNPAIDJA', false],
  ['061', 'PT Bank ANZ Indonesia', 'ANZ Indonesia', 'ANZBIDJX', false],
  ['076', 'PT Bank Bumi Arta Tbk', 'Bumi Arta', '', false],
  // 087: formerly Bank Ekonomi Raharja; the HSBC branch's business (041) moved into it in 2017.
  ['087', 'PT Bank HSBC Indonesia', 'HSBC Indonesia', 'HSBCIDJA', false],
  ['095', 'PT Bank JTrust Indonesia Tbk', 'J Trust Bank', '', false],
  ['097', 'PT Bank Mayapada Internasional Tbk', 'Mayapada', 'MAYAIDJA', false],
  ['146', 'PT Bank of India Indonesia Tbk', 'Bank of India Indonesia', 'BKIDIDJA', false],
  ['151', 'PT Bank Mestika Dharma Tbk', 'Bank Mestika', '', false],
  ['152', 'PT Bank Shinhan Indonesia', 'Shinhan Indonesia', '', false],
  ['153', 'PT Bank Sinarmas Tbk', 'Sinarmas', 'SBJKIDJA', true],
  ['157', 'PT Bank Maspion Indonesia Tbk', 'Bank Maspion', '', false],
  ['161', 'PT Bank Ganesha Tbk', 'Bank Ganesha', '', false],
  ['164', 'PT Bank ICBC Indonesia', 'ICBC Indonesia', 'ICBKIDJA', false],
  ['167', 'PT Bank QNB Indonesia Tbk', 'QNB Indonesia', '', false],
  ['212', 'PT Bank Woori Saudara Indonesia 1906 Tbk', 'Woori Saudara', 'HVBKIDJA', false],
  // 213: Bank BTPN (Jenius), renamed PT Bank SMBC Indonesia Tbk in 2024.
  ['213', 'PT Bank SMBC Indonesia Tbk', 'BTPN/SMBC Indonesia', 'SUNIIDJA', true],
  ['426', 'PT Bank Mega Tbk', 'Mega', 'MEGAIDJA', true],
  ['441', 'PT Bank KB Bukopin Tbk', 'KB Bank', 'BBUKIDJA', true],
  ['459', 'PT Krom Bank Indonesia Tbk', 'Krom Bank', '', false],
  ['466', 'PT Bank Oke Indonesia Tbk', 'Bank Oke', '', false],
  ['484', 'PT Bank KEB Hana Indonesia', 'KEB Hana', 'HNBNIDJA', false],
  ['485', 'PT Bank MNC Internasional Tbk', 'MNC Bank', 'BUMIIDJA', false],
  ['498', 'PT Bank SBI Indonesia', 'SBI Indonesia', '', false],
  ['503', 'PT Bank Nationalnobu Tbk', 'Nobu', '', false],
  ['513', 'PT Bank Ina Perdana Tbk', 'Bank Ina', '', false],
  ['520', 'PT Bank Prima Master', 'Prima Master', '', false],
  ['523', 'PT Bank Sahabat Sampoerna', 'Bank Sampoerna', '', false],
  ['548', 'PT Bank Multiarta Sentosa Tbk', 'Bank MAS', '', false],
  ['555', 'PT Bank Index Selindo', 'Bank Index', '', false],
  ['559', 'PT Bank Centratama Nasional', 'CNB', '', false],
  ['566', 'PT Bank Victoria International Tbk', 'Bank Victoria', '', false],
  ['945', 'PT Bank IBK Indonesia Tbk', 'IBK Indonesia', '', false],
  ['949', 'PT Bank CTBC Indonesia', 'CTBC Indonesia', 'CTCBIDJA', false],

  // Digital banks (the former name of the licence in the comment)
  ['490', 'PT Bank Neo Commerce Tbk', 'Neo Commerce', '', true], // d/h Bank Yudha Bhakti
  ['501', 'PT Bank Digital BCA', 'BCA Digital (blu)', '', true], // d/h Bank Royal Indonesia
  ['531', 'PT Bank Amar Indonesia Tbk', 'Amar Bank', '', false], // d/h Bank Anglomas
  ['535', 'PT Bank Seabank Indonesia', 'SeaBank', '', true], // d/h Bank Kesejahteraan Ekonomi
  ['542', 'PT Bank Jago Tbk', 'Bank Jago', '', true], // d/h Bank Artos Indonesia
  ['553', 'PT Bank Hibank Indonesia', 'Hibank', '', false], // d/h Bank Mayora
  ['562', 'PT Super Bank Indonesia', 'Superbank', '', false], // d/h Bank Fama International
  ['567', 'PT Allo Bank Indonesia Tbk', 'Allo Bank', '', true], // d/h Bank Harda Internasional

  // Sharia banks (BUS); BSI is above with the state-owned banks, the regional ones below
  ['147', 'PT Bank Muamalat Indonesia Tbk', 'Muamalat', 'MUABIDJA', true],
  ['405', 'PT Bank Victoria Syariah', 'Victoria Syariah', '', false],
  ['425', 'PT Bank Jabar Banten Syariah', 'BJB Syariah', '', false],
  ['506', 'PT Bank Mega Syariah', 'Mega Syariah', '', false],
  ['517', 'PT Bank Panin Dubai Syariah Tbk', 'Panin Dubai Syariah', '', false],
  ['521', 'PT Bank KB Bukopin Syariah', 'KB Bukopin Syariah', '', false],
  ['536', 'PT Bank BCA Syariah', 'BCA Syariah', 'SYCAIDJ1', true],
  ['547', 'PT Bank BTPN Syariah Tbk', 'BTPN Syariah', '', false],
  ['947', 'PT Bank Aladin Syariah Tbk', 'Aladin Syariah', '', false], // d/h Bank Net Indonesia Syariah

  // Regional development banks (BPD)
  ['110', 'PT Bank Pembangunan Daerah Jawa Barat dan Banten Tbk', 'BJB', 'PDJBIDJA', true],
  ['111', 'PT Bank DKI', 'Bank DKI', 'BDKIIDJ1', true],
  ['112', 'PT BPD Daerah Istimewa Yogyakarta', 'BPD DIY', 'PDYKIDJ1', false],
  ['113', 'PT Bank Pembangunan Daerah Jawa Tengah', 'Bank Jateng', 'PDJGIDJ1', false],
  ['114', 'PT Bank Pembangunan Daerah Jawa Timur Tbk', 'Bank Jatim', 'PDJTIDJ1', false],
  ['115', 'PT Bank Pembangunan Daerah Jambi', 'Bank Jambi', 'PDJMIDJ1', false],
  ['116', 'PT Bank Aceh Syariah', 'Bank Aceh Syariah', 'PDACIDJ1', false],
  ['117', 'PT Bank Pembangunan Daerah Sumatera Utara', 'Bank Sumut', 'PDSUIDJ1', false],
  ['118', 'PT Bank Pembangunan Daerah Sumatera Barat', 'Bank Nagari', 'PDSBIDJ1', false],
  ['119', 'PT Bank Riau Kepri Syariah', 'BRK Syariah', 'PDRIIDJA', false],
  [
    '120',
    'PT Bank Pembangunan Daerah Sumatera Selatan dan Bangka Belitung',
    'Bank Sumsel Babel',
    'BSSPIDSP',
    false,
  ],
  ['121', 'PT Bank Pembangunan Daerah Lampung', 'Bank Lampung', 'PDLPIDJ1', false],
  ['122', 'PT Bank Pembangunan Daerah Kalimantan Selatan', 'Bank Kalsel', 'PDKSIDJ1', false],
  ['123', 'PT Bank Pembangunan Daerah Kalimantan Barat', 'Bank Kalbar', 'PDKBIDJ1', false],
  [
    '124',
    'PT Bank Pembangunan Daerah Kalimantan Timur dan Kalimantan Utara',
    'Bankaltimtara',
    'PDKTIDJ1',
    false,
  ],
  ['125', 'PT Bank Pembangunan Daerah Kalimantan Tengah', 'Bank Kalteng', '', false],
  [
    '126',
    'PT Bank Pembangunan Daerah Sulawesi Selatan dan Sulawesi Barat',
    'Bank Sulselbar',
    'PDWSIDJ1',
    false,
  ],
  ['127', 'PT Bank Pembangunan Daerah Sulawesi Utara dan Gorontalo', 'Bank SulutGo', 'PDWUIDJ1', false],
  ['128', 'PT Bank NTB Syariah', 'Bank NTB Syariah', 'PDNBIDJ1', false],
  ['129', 'PT Bank Pembangunan Daerah Bali', 'BPD Bali', 'ABALIDBS', false],
  ['130', 'PT Bank Pembangunan Daerah Nusa Tenggara Timur', 'Bank NTT', 'PDNTIDJ1', false],
  ['131', 'PT Bank Pembangunan Daerah Maluku dan Maluku Utara', 'Bank Maluku Malut', 'PDMLIDJ1', false],
  ['132', 'PT Bank Pembangunan Daerah Papua', 'Bank Papua', 'PDIJIDJ1', false],
  ['133', 'PT Bank Pembangunan Daerah Bengkulu', 'Bank Bengkulu', '', false],
  ['134', 'PT Bank Pembangunan Daerah Sulawesi Tengah', 'Bank Sulteng', '', false],
  ['135', 'PT Bank Pembangunan Daerah Sulawesi Tenggara', 'Bank Sultra', '', false],
  // 137: Bank Banten (d/h Bank Pundi Indonesia); the code is as commonly listed, SWIFT not known here.
  ['137', 'PT Bank Pembangunan Daerah Banten Tbk', 'Bank Banten', '', false],

  // Branches of foreign banks
  ['031', 'Citibank, N.A.', 'Citibank', 'CITIIDJX', false],
  ['032', 'JPMorgan Chase Bank, N.A.', 'JPMorgan', 'CHASIDJX', false],
  ['033', 'Bank of America, N.A.', 'Bank of America', 'BOFAID2X', false],
  ['040', 'Bangkok Bank Public Company Limited', 'Bangkok Bank', 'BKKBIDJA', false],
  // 041: the HSBC branch; its business moved into PT Bank HSBC Indonesia (087). Kept for rows using it.
  ['041', 'The Hongkong and Shanghai Banking Corporation Limited', 'HSBC', 'HSBCIDJA', false],
  ['042', 'MUFG Bank, Ltd.', 'MUFG Bank', 'BOTKIDJX', false],
  ['050', 'Standard Chartered Bank', 'Standard Chartered', 'SCBLIDJX', false],
  ['067', 'Deutsche Bank AG', 'Deutsche Bank', '', false],
  ['069', 'Bank of China (Hong Kong) Limited', 'Bank of China', 'BKCHIDJA', false],
]
