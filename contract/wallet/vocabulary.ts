/**
 * The corporate wallet's words and limits (docs/DOMAIN.md §1d), without zod: the web's lists, the schema and the
 * seed read them.
 */

/** Either feature opens both screens (docs/PRODUCT.md §2): BINA and MINT are two labels of one wallet service. */
export const WALLET_FEATURES = ['VIEW_CORPORATE_WALLET_BINA', 'VIEW_CORPORATE_WALLET_MINT'] as const

export const DOC_STATUSES = [
  'DRAFT',
  'PENDING',
  'APPROVED',
  'PROCESSING',
  'DONE',
  'PARTIAL',
  'FAILED',
  'CANCELLED',
] as const
export type DocStatus = (typeof DOC_STATUSES)[number]
export const DOC_STATUS = [
  { value: 'DRAFT', label: 'Draf' },
  { value: 'PENDING', label: 'Menunggu Persetujuan' },
  { value: 'APPROVED', label: 'Disetujui' },
  { value: 'PROCESSING', label: 'Diproses' },
  { value: 'DONE', label: 'Selesai' },
  { value: 'PARTIAL', label: 'Sebagian Gagal' },
  { value: 'FAILED', label: 'Gagal' },
  { value: 'CANCELLED', label: 'Dibatalkan' },
] as const satisfies readonly { value: DocStatus; label: string }[]

/**
 * An item's way through execution: NEW until the document is approved; PENDING waits for its send; SENDING is
 * recorded (committed) before the bank is asked, so a crash leaves it there and the restart asks the bank's status
 * (advice) before anything else; SUSPECT is a send whose answer was lost; PAID and FAILED are final.
 */
export const ITEM_STATUSES = ['NEW', 'PENDING', 'SENDING', 'SUSPECT', 'PAID', 'FAILED'] as const
export type ItemStatus = (typeof ITEM_STATUSES)[number]
export const ITEM_STATUS = [
  { value: 'NEW', label: 'Belum Diproses' },
  { value: 'PENDING', label: 'Menunggu Kirim' },
  { value: 'SENDING', label: 'Dikirim' },
  { value: 'SUSPECT', label: 'Belum Pasti' },
  { value: 'PAID', label: 'Berhasil' },
  { value: 'FAILED', label: 'Gagal' },
] as const satisfies readonly { value: ItemStatus; label: string }[]

export const NAME_MATCHES = ['EXACT', 'CLOSE', 'MISMATCH'] as const
export type NameMatch = (typeof NAME_MATCHES)[number]
export const NAME_MATCH = [
  { value: 'EXACT', label: 'Sesuai' },
  { value: 'CLOSE', label: 'Mirip' },
  { value: 'MISMATCH', label: 'Tidak Sesuai' },
] as const satisfies readonly { value: NameMatch; label: string }[]

/** The BI-FAST limit per transaction [S10]: Rp1 to Rp250 juta. */
export const MIN_DISBURSE_AMOUNT = 1
export const MAX_DISBURSE_AMOUNT = 250_000_000
/** The fee per item (BI-FAST, DOMAIN.md §1d), whole rupiah, charged to the client's wallet beside the amount. */
export const DISBURSE_FEE = 2_500
/** Rows per document (issue 17, bad input: 100.001 rows → a clear message, nothing saved). */
export const MAX_DISBURSE_ROWS = 100_000
/** The upload travels as base64 inside JSON: 100.000 rows of about 60 bytes, with room. */
export const MAX_DISBURSE_FILE_BYTES = 12 * 1024 * 1024

/** The file's columns, in the template's order; the header must name the required ones (any order). */
export const DISBURSE_COLUMNS = [
  { key: 'kode_bank', required: true, example: '014', help: 'Kode bank 3 digit (daftar Kode Bank)' },
  { key: 'no_rekening', required: true, example: '5271234567', help: 'Angka saja, 6–20 digit' },
  {
    key: 'nama_penerima',
    required: false,
    example: 'Budi Santoso',
    help: 'Nama pemilik rekening; dicocokkan dengan hasil inquiry',
  },
  { key: 'nominal', required: true, example: '1500000', help: 'Rupiah tanpa titik, 1 s.d. 250.000.000' },
  { key: 'catatan', required: false, example: 'Gaji November', help: 'Maks. 100 karakter' },
] as const
export type DisburseColumn = (typeof DISBURSE_COLUMNS)[number]['key']

export const DOC_APPROVE_CONFIRM =
  'Setujui dokumen ini? Total nominal dan biaya ditahan dari saldo wallet lalu dikirim ke setiap penerima.'
export const DOC_REJECT_CONFIRM = 'Tolak dokumen ini? Dokumen dibatalkan dan tidak ada dana yang dikirim.'
