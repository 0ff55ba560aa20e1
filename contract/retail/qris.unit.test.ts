import { describe, expect, it } from 'vitest'
import { crc16, crcValid, parseTlv, qrisPayload, tlv, withCrc } from './qris.ts'

describe('QRIS payload', () => {
  it('CRC-16/CCITT-FALSE: the standard check value and known-good EMVCo merchant-presented payloads', () => {
    expect(crc16('123456789')).toBe(0x29b1)
    // Published EMVCo MPM payloads (same TLV layout and CRC as QRIS), each with its CRC as issued.
    const published = [
      '00020101021226510014br.gov.bcb.pix0129pagamentos@inovadigitalid.com5204000053039865802BR5912Felipe Alves6009SAO PAULO62070503***630430EA',
      '00020101021226510014BR.GOV.BCB.PIX0129financeiro@fintechbank.com.br52040000530398654073870.865802BR5916Fintech Bank App6009Sao Paulo62130509FAT20260763041955',
    ]
    for (const p of published) {
      expect(crcValid(p)).toBe(true)
      expect(withCrc(p.slice(0, -8))).toBe(p)
    }
    expect(crcValid(`${published[0]?.slice(0, -1)}9`)).toBe(false)
  })

  it('a dynamic payload carries the amount, currency, country, NMID and bill number, and ends with its CRC', () => {
    const p = qrisPayload({
      nmid: 'ID1026123456789',
      mcc: '5812',
      merchantName: 'Kopi Kenangan Senja Café',
      city: 'Jakarta Selatan',
      postalCode: '12160',
      amount: 45_650,
      billNumber: 'INV/OTL001/20261127/0042',
      terminal: 'POS-01',
    })
    expect(crcValid(p)).toBe(true)
    const f = parseTlv(p)
    expect(f?.get('00')).toBe('01')
    expect(f?.get('01')).toBe('12')
    expect(f?.get('52')).toBe('5812')
    expect(f?.get('53')).toBe('360')
    expect(f?.get('54')).toBe('45650')
    expect(f?.get('58')).toBe('ID')
    expect(f?.get('59')).toBe('Kopi Kenangan Senja Cafe')
    expect(f?.get('60')).toBe('Jakarta Selatan')
    expect(f?.get('61')).toBe('12160')
    const account = parseTlv(f?.get('51') ?? '')
    expect(account?.get('00')).toBe('ID.CO.QRIS.WWW')
    expect(account?.get('02')).toBe('ID1026123456789')
    const extra = parseTlv(f?.get('62') ?? '')
    expect(extra?.get('01')).toBe('INV/OTL001/20261127/0042')
    expect(extra?.get('07')).toBe('POS-01')
    expect(p.slice(-8, -4)).toBe('6304')
    expect([...(f?.keys() ?? [])].at(-1)).toBe('63')
  })

  it('refuses what cannot be encoded', () => {
    expect(() =>
      qrisPayload({ nmid: 'X', mcc: '5812', merchantName: 'A', city: 'B', amount: 0, billNumber: 'INV' }),
    ).toThrow()
    expect(() => tlv('5', 'x')).toThrow()
    expect(() => tlv('59', 'x'.repeat(100))).toThrow()
    expect(parseTlv('0002')).toBeNull()
  })
})
