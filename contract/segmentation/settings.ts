import { z } from 'zod'
import type { FieldError } from '../envelope.ts'
import { formatRupiah } from '../format.ts'
import { DEPOSIT_METHODS, PAYMENT_METHODS } from '../transactions/catalogue.ts'
import { KIND_SPECS, type SegmentKind } from './kinds.ts'

/**
 * What one version of a segment holds (issue 16 item 1), per kind (kinds.ts): the fee schemes it names by
 * code (the fee engine prices with them, so the engine stays the one place that prices), limits per
 * transaction and per day, and what a non-money kind enables: app features, biller products, payment methods,
 * saving and deposit rules. Stored as jsonb (segment_version.settings) and validated here on both sides.
 * Money is whole rupiah (DOMAIN.md §0).
 */

const MAX_RUPIAH = 10_000_000_000

/** Whole rupiah, optional: left empty means no limit. */
const limit = (label: string) =>
  z
    .number({ error: `${label} harus berupa angka.` })
    .int(`${label} harus bilangan bulat.`)
    .min(0, `${label} tidak boleh negatif.`)
    .max(MAX_RUPIAH, `${label} terlalu besar.`)
    .nullish()

const ids = (label: string) =>
  z.array(z.number().int().positive()).max(500, `${label} maksimal 500.`).default([])

/** Every key a version's settings may hold; each kind keeps only its own (`settingsOf`). */
export const settingsShape = {
  /** Fee scheme codes (fee_scheme.code), in the order the engine should prefer them on a tie. */
  schemes: z.array(z.string().trim().toUpperCase().min(1).max(30)).max(300).default([]),
  limitPerTrx: limit('Limit per transaksi'),
  limitPerDay: limit('Limit per hari'),
  /** RETAIL_PAYMENT: the payment methods the outlets' cashier accepts. */
  paymentMethods: z.array(z.enum(PAYMENT_METHODS)).max(PAYMENT_METHODS.length).default([]),
  /** APPS_FEATURE: the apps_feature rows enabled. */
  featureIds: ids('Fitur'),
  /** BILLER_PRODUCT: the biller_product rows sold. */
  productIds: ids('Produk'),
  /** SAVING: the balance a saving keeps at least, and at most. */
  minBalance: limit('Saldo minimum'),
  maxBalance: limit('Saldo maksimum'),
  /** DEPOSIT_PAYMENT: how a merchant tops its deposit up, and the smallest top-up. */
  depositMethods: z.array(z.enum(DEPOSIT_METHODS)).max(DEPOSIT_METHODS.length).default([]),
  minTopup: limit('Top up minimum'),
}

export const settingsSchema = z.strictObject(settingsShape)
export type SegmentSettings = z.output<typeof settingsSchema>
export type SettingsKey = keyof typeof settingsShape

/** The keys of a kind's settings. */
export function settingsKeysOf(kind: SegmentKind): SettingsKey[] {
  const spec = KIND_SPECS[kind]
  const keys: SettingsKey[] = []
  if (spec.schemes) keys.push('schemes')
  if (spec.limits) keys.push('limitPerTrx', 'limitPerDay')
  if (spec.extra === 'features') keys.push('featureIds')
  if (spec.extra === 'products') keys.push('productIds')
  if (spec.extra === 'paymentMethods') keys.push('paymentMethods')
  if (spec.extra === 'saving') keys.push('minBalance', 'maxBalance')
  if (spec.extra === 'deposit') keys.push('depositMethods', 'minTopup')
  return keys
}

/** A kind's settings out of a form's (or a stored version's) values: its keys only, empty limits as null. */
export function settingsOf(kind: SegmentKind, values: Record<string, unknown>): Partial<SegmentSettings> {
  const out: Record<string, unknown> = {}
  for (const k of settingsKeysOf(kind)) {
    // A value its field refuses is left out here: that field's own message is the one to show.
    const parsed = settingsShape[k].safeParse(values[k] ?? undefined)
    out[k] = (parsed.success ? parsed.data : undefined) ?? defaultOf(k)
  }
  return out as Partial<SegmentSettings>
}

const defaultOf = (k: SettingsKey): unknown =>
  k === 'schemes' || k.endsWith('Ids') || k.endsWith('Methods') ? [] : null

/**
 * The rules across fields (issue 16 "Bad input"): a daily limit below the per-transaction limit, a maximum
 * balance below the minimum, a kind that must enable something. Field-keyed, Indonesian.
 */
export function settingsErrors(kind: SegmentKind, s: Partial<SegmentSettings>): FieldError[] {
  const errors: FieldError[] = []
  const spec = KIND_SPECS[kind]
  if (spec.limits && s.limitPerTrx != null && s.limitPerDay != null && s.limitPerDay < s.limitPerTrx)
    errors.push({
      field: 'limitPerDay',
      message: `Limit per hari tidak boleh lebih kecil dari limit per transaksi (${formatRupiah(s.limitPerTrx)}).`,
    })
  if (spec.schemes && (s.schemes ?? []).length === 0)
    errors.push({ field: 'schemes', message: 'Skema biaya wajib diisi.' })
  if (spec.extra === 'paymentMethods' && (s.paymentMethods ?? []).length === 0)
    errors.push({ field: 'paymentMethods', message: 'Pilih minimal satu metode pembayaran.' })
  if (spec.extra === 'features' && (s.featureIds ?? []).length === 0)
    errors.push({ field: 'featureIds', message: 'Pilih minimal satu fitur.' })
  if (spec.extra === 'products' && (s.productIds ?? []).length === 0)
    errors.push({ field: 'productIds', message: 'Pilih minimal satu produk.' })
  if (spec.extra === 'deposit' && (s.depositMethods ?? []).length === 0)
    errors.push({ field: 'depositMethods', message: 'Pilih minimal satu metode top up deposit.' })
  if (spec.extra === 'saving' && s.minBalance != null && s.maxBalance != null && s.maxBalance < s.minBalance)
    errors.push({
      field: 'maxBalance',
      message: `Saldo maksimum tidak boleh lebih kecil dari saldo minimum (${formatRupiah(s.minBalance)}).`,
    })
  const seen = new Set<string>()
  for (const code of s.schemes ?? []) {
    if (seen.has(code)) errors.push({ field: 'schemes', message: `Skema ${code} disebut dua kali.` })
    seen.add(code)
  }
  return errors
}

/** "ADM-PLN, MDR-QRIS" as the form's text field holds scheme codes, and back. */
export const schemesText = (codes: readonly string[]): string => codes.join(', ')
export const schemesOfText = (text: string): string[] =>
  text
    .split(/[,\s]+/)
    .map((c) => c.trim().toUpperCase())
    .filter((c) => c !== '')
