import type { TrxStatus } from './catalogue.ts'

/**
 * The response codes of each host (issue 15 §5; docs/DOMAIN.md §2): what a code means in Indonesian, the
 * status it implies, whether that status is final, and what to do next. The reports, sync and the Biller
 * Helper explain a status with it; BILLER_RC and ISO_RC_LABEL below are its two hosts as lookups.
 */

/** BILLER: the Mybills biller rails (Digiflazz codes and the PLN/Mybills host's); ISO8583: the banks' switching (Mycroatm). */
export const RC_HOSTS = ['BILLER', 'ISO8583'] as const
export type RcHost = (typeof RC_HOSTS)[number]

/**
 * What follows a code: nothing (final); ADVICE, ask the host for the final status (what sync does);
 * REVERSAL, cancel at the host because money may have moved without an answer; RETRY, send again later
 * (nothing happened at the host); CORRECT, the customer or merchant fixes the input before sending again.
 */
export const RC_NEXT = ['NONE', 'ADVICE', 'REVERSAL', 'RETRY', 'CORRECT'] as const
export type RcNext = (typeof RC_NEXT)[number]
export const RC_NEXT_LABEL: Record<RcNext, string> = {
  NONE: 'Tidak perlu tindak lanjut',
  ADVICE: 'Cek status ke host (advice / sinkronisasi)',
  REVERSAL: 'Ajukan reversal ke host',
  RETRY: 'Coba lagi nanti',
  CORRECT: 'Perbaiki data lalu kirim ulang',
}

export interface ResponseCode {
  code: string
  meaning: string
  status: TrxStatus
  /** Whether the status is final: a final transaction is never synced again. */
  final: boolean
  next: RcNext
}

const rc = (code: string, meaning: string, status: TrxStatus, next: RcNext): ResponseCode => ({
  code,
  meaning,
  status,
  final: status !== 'PENDING' && status !== 'SUSPECT',
  next,
})

export const RESPONSE_CODES: Record<RcHost, readonly ResponseCode[]> = {
  BILLER: [
    rc('00', 'Transaksi sukses', 'SUCCESS', 'NONE'),
    rc('01', 'Tagihan sudah dibayar', 'FAILED', 'NONE'),
    rc('05', 'Kesalahan tidak terdefinisi', 'PENDING', 'ADVICE'),
    rc('14', 'Nomor tujuan / ID pelanggan salah', 'FAILED', 'CORRECT'),
    rc('17', 'Saldo tidak cukup', 'FAILED', 'CORRECT'),
    rc('39', 'Transaksi sedang diproses', 'PENDING', 'ADVICE'),
    rc('68', 'Waktu habis, biller tidak merespons', 'SUSPECT', 'ADVICE'),
    rc('88', 'Tagihan sudah terbayar', 'FAILED', 'NONE'),
    rc('96', 'Gangguan pada biller', 'FAILED', 'RETRY'),
    rc('97', 'Sedang cut-off, coba lagi setelah cut-off', 'FAILED', 'RETRY'),
  ],
  ISO8583: [
    rc('00', 'Disetujui', 'SUCCESS', 'NONE'),
    rc('05', 'Ditolak bank', 'FAILED', 'NONE'),
    rc('12', 'Transaksi tidak valid', 'FAILED', 'CORRECT'),
    rc('13', 'Nominal tidak valid', 'FAILED', 'CORRECT'),
    rc('14', 'Nomor kartu tidak valid', 'FAILED', 'CORRECT'),
    rc('51', 'Saldo tidak cukup', 'FAILED', 'NONE'),
    rc('54', 'Kartu kedaluwarsa', 'FAILED', 'NONE'),
    rc('55', 'PIN salah', 'FAILED', 'CORRECT'),
    rc('57', 'Transaksi tidak diizinkan untuk pemegang kartu', 'FAILED', 'NONE'),
    rc('58', 'Transaksi tidak diizinkan untuk terminal', 'FAILED', 'NONE'),
    rc('61', 'Melebihi limit penarikan', 'FAILED', 'NONE'),
    rc('65', 'Melebihi jumlah penarikan', 'FAILED', 'NONE'),
    rc('68', 'Waktu habis', 'SUSPECT', 'REVERSAL'),
    rc('75', 'Kesempatan PIN habis', 'FAILED', 'NONE'),
    rc('76', 'Rekening tujuan tidak valid', 'FAILED', 'CORRECT'),
    rc('91', 'Bank penerbit tidak dapat dihubungi', 'FAILED', 'RETRY'),
    rc('92', 'Transaksi tidak dapat diteruskan', 'FAILED', 'RETRY'),
    rc('94', 'Transaksi ganda', 'FAILED', 'NONE'),
    rc('96', 'Kesalahan sistem', 'FAILED', 'RETRY'),
  ],
}

/** The code of a host, or undefined for a code the catalogue does not know. */
export const responseCode = (host: RcHost, code: string): ResponseCode | undefined =>
  RESPONSE_CODES[host].find((r) => r.code === code)

/** A code explained in one sentence: "RC 68 Waktu habis · Ajukan reversal ke host". */
export function explainRc(host: RcHost, code: string): string {
  const r = responseCode(host, code)
  if (!r) return `RC ${code}: kode respons tidak dikenal`
  return `RC ${r.code} ${r.meaning} · ${RC_NEXT_LABEL[r.next]}`
}

/** Biller response codes and the status each implies (the BILLER host as a lookup). */
export const BILLER_RC: Record<string, { label: string; status: TrxStatus }> = Object.fromEntries(
  RESPONSE_CODES.BILLER.map((r) => [r.code, { label: r.meaning, status: r.status }]),
)

/** ISO 8583 field 39 response codes of Mycroatm, with Indonesian labels (the ISO8583 host as a lookup). */
export const ISO_RC_LABEL: Record<string, string> = Object.fromEntries(
  RESPONSE_CODES.ISO8583.map((r) => [r.code, r.meaning]),
)
