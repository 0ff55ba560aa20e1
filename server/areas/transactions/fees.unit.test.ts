import { describe, expect, it } from 'vitest'
import { FEE_RULES } from '../../seed/transaction-catalogue.ts'
import { computeFee, type FeeRuleRow } from './fees.ts'

const rules: FeeRuleRow[] = FEE_RULES.map((r) => ({
  kind: r.kind,
  subject: r.subject,
  merchantCategory: r.merchantCategory ?? '',
  flatFee: r.flatFee ?? 0,
  rateBps: r.rateBps ?? 0,
  freeUpTo: r.freeUpTo ?? 0,
  minFee: r.minFee ?? 0,
  maxFee: r.maxFee ?? 0,
}))

describe('computeFee from the fee schedule', () => {
  it('QRIS for a micro business is free up to Rp500.000, then 0.3% of the whole amount', () => {
    expect(
      computeFee(rules, { kind: 'RETAIL', subject: 'QRIS', merchantCategory: 'UMI', amount: 500_000 }),
    ).toBe(0)
    expect(
      computeFee(rules, { kind: 'RETAIL', subject: 'QRIS', merchantCategory: 'UMI', amount: 600_000 }),
    ).toBe(1_800)
  })
  it('QRIS for other businesses is 0.7%, rounded half up to whole rupiah', () => {
    expect(
      computeFee(rules, { kind: 'RETAIL', subject: 'QRIS', merchantCategory: 'UKE', amount: 100_000 }),
    ).toBe(700)
    expect(
      computeFee(rules, { kind: 'RETAIL', subject: 'QRIS', merchantCategory: 'UBE', amount: 12_350 }),
    ).toBe(86)
  })
  it('card top-up: on-us free up to Rp200.000 then Rp750; off-us Rp1.500', () => {
    expect(computeFee(rules, { kind: 'TOPUP', subject: 'ON_US', amount: 200_000 })).toBe(0)
    expect(computeFee(rules, { kind: 'TOPUP', subject: 'ON_US', amount: 300_000 })).toBe(750)
    expect(computeFee(rules, { kind: 'TOPUP', subject: 'OFF_US', amount: 20_000 })).toBe(1_500)
  })
  it('Mycroatm flat fees by type and on-us/off-us; cash carries no MDR; unknown subject is free', () => {
    expect(computeFee(rules, { kind: 'MYCROATM', subject: 'TRANSFER_OFF_US', amount: 1_000_000 })).toBe(6_500)
    expect(computeFee(rules, { kind: 'MYCROATM', subject: 'BALANCE_INQUIRY_ON_US', amount: 0 })).toBe(0)
    expect(computeFee(rules, { kind: 'RETAIL', subject: 'CASH', amount: 75_000 })).toBe(0)
    expect(computeFee(rules, { kind: 'RETAIL', subject: 'GIRO', amount: 75_000 })).toBe(0)
  })
  it('min and max bound the fee', () => {
    const bounded: FeeRuleRow[] = [
      {
        kind: 'RETAIL',
        subject: 'X',
        merchantCategory: '',
        flatFee: 0,
        rateBps: 100,
        freeUpTo: 0,
        minFee: 500,
        maxFee: 2_000,
      },
    ]
    expect(computeFee(bounded, { kind: 'RETAIL', subject: 'X', amount: 10_000 })).toBe(500)
    expect(computeFee(bounded, { kind: 'RETAIL', subject: 'X', amount: 1_000_000 })).toBe(2_000)
  })
})
