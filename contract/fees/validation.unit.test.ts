import { describe, expect, it } from 'vitest'
import { compileFeeBook, FeeBookError, type FeeBookInput, validateFeeBook } from './book.ts'
import type { FeeSchemeInput } from './schemes.ts'
import type { TaxRuleInput } from './taxes.ts'
import { transactionInputSchema } from './transaction.ts'

const flat: FeeSchemeInput = {
  code: 'ADM-PLN',
  label: 'Biaya Admin PLN',
  component: 'ADMIN',
  bearer: 'CUSTOMER',
  match: { kind: 'BILLER' },
  type: 'FLAT',
  amount: 2_750,
  validFrom: '2025-01-01',
  validTo: '2025-06-30',
}
const { amount: _flatAmount, ...common } = flat as Extract<FeeSchemeInput, { type: 'FLAT' }>
const tiered = (tiers: unknown[]): FeeSchemeInput =>
  ({
    ...common,
    code: 'MDR-T',
    component: 'MDR',
    bearer: 'MERCHANT',
    type: 'TIERED',
    tiers,
  }) as FeeSchemeInput
const ppn: TaxRuleInput = {
  code: 'PPN',
  label: 'PPN 12%',
  bps: 1_200,
  base: 'DPP_11_12',
  inclusive: false,
  validFrom: '2025-01-01',
}
const errorsOf = (book: Partial<FeeBookInput>) => validateFeeBook({ schemes: [], taxes: [], ...book })

describe('a fee book is refused with field-keyed Indonesian messages', () => {
  it('a valid book has none and compiles', () => {
    expect(errorsOf({ schemes: [flat], taxes: [ppn] })).toEqual([])
    expect(compileFeeBook({ schemes: [flat], taxes: [ppn] }).schemes.get('ADM-PLN')).toHaveLength(1)
  })

  it('a percentage outside 0–100 (basis points outside 0–10.000)', () => {
    const pct = { ...common, type: 'PERCENT', bps: 10_001 } as FeeSchemeInput
    expect(errorsOf({ schemes: [pct] })).toEqual([
      { field: 'schemes.0.bps', message: 'Persentase harus antara 0 dan 100.' },
    ])
    expect(errorsOf({ taxes: [{ ...ppn, bps: -1 }] })).toEqual([
      { field: 'taxes.0.bps', message: 'Persentase harus antara 0 dan 100.' },
    ])
    expect(errorsOf({ schemes: [tiered([{ type: 'PERCENT', from: 0, bps: 20_000 }])] })).toEqual([
      { field: 'schemes.0.tiers.0.bps', message: 'Persentase harus antara 0 dan 100.' },
    ])
  })

  it('a minimum above the maximum', () => {
    expect(errorsOf({ schemes: [{ ...flat, min: 5_000, max: 1_000 }] })).toEqual([
      { field: 'schemes.0.min', message: 'Minimum tidak boleh lebih besar dari maksimum.' },
    ])
  })

  it('tiers with a gap, an overlap, out of order, not from 0 or closed at the top', () => {
    const gap = tiered([
      { type: 'FLAT', from: 0, to: 100_000, amount: 1_000 },
      { type: 'FLAT', from: 150_000, amount: 2_000 },
    ])
    expect(errorsOf({ schemes: [gap] })).toEqual([
      {
        field: 'schemes.0.tiers.1.from',
        message: 'Ada celah antar tingkat: Rp\u00a0100.001 s.d. Rp\u00a0149.999 tidak tercakup.',
      },
    ])
    const overlap = tiered([
      { type: 'FLAT', from: 0, to: 100_000, amount: 1_000 },
      { type: 'PERCENT', from: 100_000, bps: 50 },
    ])
    expect(errorsOf({ schemes: [overlap] })).toEqual([
      {
        field: 'schemes.0.tiers.1.from',
        message: 'Tingkat tumpang tindih dengan tingkat sebelumnya (Rp\u00a00 s.d. Rp\u00a0100.000).',
      },
    ])
    const unsorted = tiered([
      { type: 'FLAT', from: 0, to: 100_000, amount: 1_000 },
      { type: 'FLAT', from: 200_001, amount: 3_000 },
      { type: 'FLAT', from: 100_001, to: 200_000, amount: 2_000 },
    ])
    expect(errorsOf({ schemes: [unsorted] })).toContainEqual({
      field: 'schemes.0.tiers.2.from',
      message: 'Tingkat harus urut dari batas bawah terkecil.',
    })
    const edges = tiered([
      { type: 'FLAT', from: 10, to: 100_000, amount: 1_000 },
      { type: 'FLAT', from: 100_001, to: 200_000, amount: 2_000 },
    ])
    expect(errorsOf({ schemes: [edges] })).toEqual([
      { field: 'schemes.0.tiers.0.from', message: 'Tingkat pertama harus dimulai dari Rp 0.' },
      { field: 'schemes.0.tiers.1.to', message: 'Tingkat terakhir harus tanpa batas atas.' },
    ])
    const inverted = tiered([
      { type: 'FLAT', from: 0, to: -0, amount: 1 },
      { type: 'FLAT', from: 5, to: 3, amount: 1 },
    ])
    expect(errorsOf({ schemes: [inverted] })).toContainEqual({
      field: 'schemes.0.tiers.1.to',
      message: 'Batas atas tingkat tidak boleh lebih kecil dari batas bawah.',
    })
  })

  it('overlapping validity periods of one scheme or tax, naming the conflicting period (dd/mm/yyyy)', () => {
    const second = { ...flat, amount: 3_000, validFrom: '2025-06-01', validTo: undefined }
    expect(errorsOf({ schemes: [flat, second] })).toEqual([
      {
        field: 'schemes.1.validFrom',
        message: 'Masa berlaku bertabrakan dengan versi ADM-PLN yang berlaku 01/01/2025 s.d. 30/06/2025.',
      },
    ])
    // The next day is fine; another code may share the days.
    expect(
      errorsOf({ schemes: [flat, { ...second, validFrom: '2025-07-01' }, { ...second, code: 'ADM-X' }] }),
    ).toEqual([])
    const open = { ...ppn, validFrom: '2022-04-01' }
    expect(errorsOf({ taxes: [open, ppn] })).toEqual([
      {
        field: 'taxes.1.validFrom',
        message: 'Masa berlaku bertabrakan dengan versi PPN yang berlaku mulai 01/04/2022.',
      },
    ])
    expect(() => compileFeeBook({ schemes: [flat, second], taxes: [] })).toThrow(FeeBookError)
  })

  it('a period that ends before it starts, an impossible date', () => {
    expect(errorsOf({ schemes: [{ ...flat, validTo: '2024-12-31' }] })).toEqual([
      { field: 'schemes.0.validTo', message: 'Tanggal awal tidak boleh setelah tanggal akhir.' },
    ])
    expect(errorsOf({ taxes: [{ ...ppn, validFrom: '2025-02-30' }] })).toEqual([
      { field: 'taxes.0.validFrom', message: 'Berlaku mulai tidak valid.' },
    ])
  })

  it('MDR passed to the customer, a shared or merchant-borne service charge, per-unit percent (DOMAIN.md §2)', () => {
    expect(errorsOf({ schemes: [{ ...flat, component: 'MDR' }] })).toEqual([
      { field: 'schemes.0.bearer', message: 'MDR tidak boleh dibebankan ke pelanggan.' },
    ])
    const service = { ...flat, component: 'SERVICE', bearer: 'MERCHANT' } as FeeSchemeInput
    expect(errorsOf({ schemes: [service] })).toEqual([
      { field: 'schemes.0.bearer', message: 'Service charge dibayar oleh pelanggan.' },
    ])
    const perUnitPercent = {
      ...tiered([{ type: 'FLAT', from: 0, amount: 1 }]),
      perUnit: true,
    } as FeeSchemeInput
    expect(errorsOf({ schemes: [perUnitPercent] })).toEqual([
      { field: 'schemes.0.perUnit', message: 'Biaya per unit hanya untuk skema FLAT.' },
    ])
  })

  it('shares above 100% or naming a partner twice', () => {
    const sharing = {
      shares: [
        { type: 'PERCENT' as const, partnerId: 'PTN-A', bps: 6_000 },
        { type: 'PERCENT' as const, partnerId: 'ptn-a', bps: 5_000 },
      ],
      remainderTo: 'MINT',
    }
    expect(errorsOf({ schemes: [{ ...flat, sharing }] })).toEqual([
      { field: 'schemes.0.sharing.shares.1.partnerId', message: 'Mitra sudah ada sebelumnya.' },
      {
        field: 'schemes.0.sharing.shares',
        message: 'Jumlah persentase bagi hasil tidak boleh lebih dari 100.',
      },
    ])
  })

  it('a transaction beyond Rp10 miliar or with a malformed time is refused by its schema', () => {
    const trx = {
      kind: 'RETAIL',
      amount: 10_000_000_001,
      at: '2025-01-01T10:00:00+07:00',
      merchant: { schemes: [], taxes: [] },
    }
    expect(transactionInputSchema.safeParse(trx).error?.issues.map((i) => i.message)).toEqual([
      'Nominal terlalu besar.',
    ])
    expect(transactionInputSchema.safeParse({ ...trx, amount: 1, at: 'kemarin' }).success).toBe(false)
    expect(transactionInputSchema.safeParse({ ...trx, amount: 1 }).success).toBe(true)
  })
})
