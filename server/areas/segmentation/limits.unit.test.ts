import { describe, expect, it } from 'vitest'
import type { SegmentKind } from '#contract/segmentation/kinds.ts'
import type { SegmentSettings } from '#contract/segmentation/settings.ts'
import { limitKindOf, segmentRefusal, type TrxCheck } from './limits.ts'
import type { ResolvedConfig, ResolvedKind } from './resolve.ts'

/** The pure core of the enforcement (limits.ts): which segment decides, and what the refusal says. */

const resolved = (
  kind: SegmentKind,
  settings: Partial<SegmentSettings>,
  level: ResolvedKind['level'] = 'MERCHANT',
): ResolvedKind => ({
  candidate: {
    segmentId: 1,
    code: `S-${kind}`,
    name: `Segmen ${kind}`,
    kind,
    versionId: 10,
    version: 3,
    effectiveFrom: 0,
    settings,
    hits: [{ level, targetId: 7 }],
  },
  level,
  targetId: 7,
})

const names = () => 'Toko Sinar'
const at = new Date('2026-11-27T03:00:00Z')
const topup = (amount: number): TrxCheck => ({ kind: 'TOPUP', merchantId: 7, outletId: 70, amount, at })
const rp = (digits: string) => new RegExp(`Rp\\s?${digits.replace('.', '\\.')}`)

describe('segmentRefusal', () => {
  const config: ResolvedConfig = { TOPUP: resolved('TOPUP', { limitPerTrx: 500_000, limitPerDay: 800_000 }) }

  it('passes what fits both limits, the day included', () => {
    expect(segmentRefusal(config, topup(500_000), 300_000, names)).toBeNull()
    expect(segmentRefusal({}, topup(99_000_000), 0, names)).toBeNull()
  })

  it('refuses above the per-transaction limit, naming the limit, the segment, its version and target', () => {
    const r = segmentRefusal(config, topup(500_001), 0, names)
    expect(r?.field).toBe('amount')
    expect(r?.message).toMatch(/^Top up kartu Rp\s?500\.001 melebihi limit per transaksi Rp\s?500\.000 /)
    expect(r?.message).toContain('dari segmen Segmen TOPUP v3 (merchant Toko Sinar).')
  })

  it('refuses what would take the day past its limit, saying what was used and what is left', () => {
    const r = segmentRefusal(config, topup(300_000), 600_000, names)
    expect(r?.message).toMatch(/melebihi limit per hari Rp\s?800\.000 dari segmen Segmen TOPUP v3/)
    expect(r?.message).toMatch(rp('600.000'))
    expect(r?.message).toMatch(/sisa Rp\s?200\.000\.$/)
    expect(segmentRefusal(config, topup(200_000), 600_000, names)).toBeNull()
  })

  it('a default segment says so', () => {
    const r = segmentRefusal(
      { TOPUP: resolved('TOPUP', { limitPerTrx: 10 }, 'DEFAULT') },
      topup(11),
      0,
      names,
    )
    expect(r?.message).toContain('(semua merchant (default))')
  })

  it('a biller product the biller-product segment does not enable is refused; the limits follow prepaid or postpaid', () => {
    const c: ResolvedConfig = {
      BILLER_PRODUCT: resolved('BILLER_PRODUCT', { productIds: [1, 2] }),
      BILLER_POSTPAID: resolved('BILLER_POSTPAID', { limitPerTrx: 1_000 }),
    }
    const bill = (id: number, type: 'PREPAID' | 'POSTPAID', amount = 100): TrxCheck => ({
      kind: 'BILLER',
      merchantId: 7,
      outletId: null,
      amount,
      at,
      billerProductId: id,
      billerProductName: 'BPJS Kesehatan',
      billerType: type,
    })
    expect(segmentRefusal(c, bill(1, 'PREPAID'), 0, names)).toBeNull()
    expect(segmentRefusal(c, bill(3, 'PREPAID'), 0, names)).toMatchObject({
      field: 'productId',
      message:
        'Produk BPJS Kesehatan tidak diaktifkan dari segmen Segmen BILLER_PRODUCT v3 (merchant Toko Sinar).',
    })
    expect(segmentRefusal(c, bill(2, 'POSTPAID', 1_001), 0, names)?.message).toContain(
      'Segmen BILLER_POSTPAID',
    )
    expect(segmentRefusal(c, bill(2, 'PREPAID', 1_001), 0, names)).toBeNull()
    expect(limitKindOf({ kind: 'BILLER', billerType: 'PREPAID' })).toBe('BILLER_PREPAID')
  })

  it('retail: a payment method not enabled, and a deposit top-up below its minimum or by a method not enabled', () => {
    const c: ResolvedConfig = {
      RETAIL_PAYMENT: resolved('RETAIL_PAYMENT', { paymentMethods: ['CASH', 'QRIS'] }),
      DEPOSIT_PAYMENT: resolved('DEPOSIT_PAYMENT', { minTopup: 50_000, depositMethods: ['VA'] }),
    }
    const sale = (paymentMethod: 'CASH' | 'CREDIT'): TrxCheck => ({
      kind: 'RETAIL',
      merchantId: 7,
      outletId: 70,
      amount: 10_000,
      at,
      paymentMethod,
    })
    expect(segmentRefusal(c, sale('CASH'), 0, names)).toBeNull()
    expect(segmentRefusal(c, sale('CREDIT'), 0, names)?.message).toMatch(
      /^Pembayaran Kredit tidak diaktifkan dari segmen Segmen RETAIL_PAYMENT v3/,
    )
    const deposit = (amount: number, depositMethod: 'VA' | 'TRANSFER'): TrxCheck => ({
      kind: 'DEPOSIT',
      merchantId: 7,
      outletId: null,
      amount,
      at,
      depositMethod,
    })
    expect(segmentRefusal(c, deposit(50_000, 'VA'), 0, names)).toBeNull()
    expect(segmentRefusal(c, deposit(49_999, 'VA'), 0, names)?.message).toMatch(/di bawah top up minimum/)
    expect(segmentRefusal(c, deposit(60_000, 'TRANSFER'), 0, names)).toMatchObject({ field: 'depositMethod' })
  })
})
