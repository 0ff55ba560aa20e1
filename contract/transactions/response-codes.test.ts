import { describe, expect, it } from 'vitest'
import { FINAL_STATUSES } from './catalogue.ts'
import {
  BILLER_RC,
  explainRc,
  ISO_RC_LABEL,
  RC_HOSTS,
  RESPONSE_CODES,
  responseCode,
} from './response-codes.ts'

describe('the response-code catalogue', () => {
  it('holds each code once per host, final exactly when its status is final, open codes followed by an action', () => {
    for (const host of RC_HOSTS) {
      const codes = RESPONSE_CODES[host].map((r) => r.code)
      expect(new Set(codes).size).toBe(codes.length)
      for (const r of RESPONSE_CODES[host]) {
        expect(r.code).toMatch(/^\d{2}$/)
        expect(r.final).toBe(FINAL_STATUSES.includes(r.status))
        if (!r.final) expect(['ADVICE', 'REVERSAL']).toContain(r.next)
      }
    }
  })
  it('is where the reports’ labels come from', () => {
    expect(BILLER_RC['97']).toEqual({ label: 'Sedang cut-off, coba lagi setelah cut-off', status: 'FAILED' })
    expect(ISO_RC_LABEL['51']).toBe('Saldo tidak cukup')
    expect(Object.keys(ISO_RC_LABEL).sort()).toEqual(RESPONSE_CODES.ISO8583.map((r) => r.code).sort())
  })
  it('explains a code with its meaning and what to do next', () => {
    expect(explainRc('ISO8583', '68')).toBe('RC 68 Waktu habis · Ajukan reversal ke host')
    expect(explainRc('BILLER', '39')).toBe(
      'RC 39 Transaksi sedang diproses · Cek status ke host (advice / sinkronisasi)',
    )
    expect(explainRc('BILLER', 'XX')).toBe('RC XX: kode respons tidak dikenal')
    expect(responseCode('ISO8583', '00')?.final).toBe(true)
  })
})
