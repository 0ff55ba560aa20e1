import { z } from 'zod'
import { code, positiveInt, text } from '../engine/fields.ts'
import { formatRupiah } from '../format.ts'
import { type MerchantCategoryScope, PAYMENT_METHODS, TRX_KINDS } from '../transactions/catalogue.ts'
import { BPS, MAX_AMOUNT, MAX_FEE } from './rounding.ts'
import { checkValidityOrder, validityFields } from './validity.ts'

/**
 * Fee schemes (DOMAIN.md §1c "Fee segmentation", "Sharing fee"; the specification's apps-sfee-scheme and
 * apps-pfee-scheme): what one fee costs, who bears it, when it is valid and how partners share it.
 *
 * Percentages are integer basis points (1 bp = 0,01%; 0,7% is 70, 100% is 10.000), not decimal percents:
 * every rate the domain names (QRIS 0,3%/0,7%, GPN 0,15%, PPN 12%) is a whole number of them, and integers
 * keep each computation an exact fraction that is rounded once (rounding.ts). A form shows them as percent.
 */

export const MERCHANT_CATEGORIES = ['UMI', 'UKE', 'UME', 'UBE'] as const satisfies readonly Exclude<
  MerchantCategoryScope,
  ''
>[]

/** The lines a scheme produces. Taxes are their own rules (taxes.ts). */
export const FEE_COMPONENTS = ['ADMIN', 'MDR', 'SERVICE'] as const
export type FeeComponent = (typeof FEE_COMPONENTS)[number]

/** Who pays a fee: on top of what the customer pays, or out of what the merchant receives. */
export const BEARERS = ['CUSTOMER', 'MERCHANT'] as const
export type Bearer = (typeof BEARERS)[number]
export const BEARER_LABEL: Record<Bearer, string> = { CUSTOMER: 'Pelanggan', MERCHANT: 'Merchant' }

export const PERCENT_MESSAGE = 'Persentase harus antara 0 dan 100.'
export const MIN_MAX_MESSAGE = 'Minimum tidak boleh lebih besar dari maksimum.'

/** A percentage in basis points, 0 to 10.000 (0–100%). */
export const bps = z
  .number({ error: 'Persentase harus berupa angka.' })
  .int('Persentase maksimal dua angka desimal.')
  .min(0, PERCENT_MESSAGE)
  .max(BPS, PERCENT_MESSAGE)

/** Whole rupiah within what the engine prices (rounding.ts MAX_AMOUNT). */
export const amount = (label: string) => positiveInt(label, MAX_AMOUNT)
/** A flat fee in whole rupiah (rounding.ts MAX_FEE). */
export const flatFee = (label: string) => positiveInt(label, MAX_FEE)

/**
 * One tier of a BERTINGKAT scheme: the amounts from `from` to `to` (both included, rupiah; no `to` on the
 * last tier) pay the tier's fee on the whole amount: a flat fee, or a percentage of it.
 */
export const tierSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('FLAT'),
    from: amount('Batas bawah'),
    to: amount('Batas atas').optional(),
    amount: flatFee('Biaya'),
  }),
  z.strictObject({
    type: z.literal('PERCENT'),
    from: amount('Batas bawah'),
    to: amount('Batas atas').optional(),
    bps,
  }),
])
export type Tier = z.infer<typeof tierSchema>

/**
 * A partner's part of a fee (DOMAIN.md §1c "Sharing fee": PERSEN or FLAT). Flat parts are taken first, in
 * the order listed, up to what is left of the fee; percentages are of what the flat parts leave.
 */
export const shareSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('FLAT'), partnerId: code('Mitra', 30), amount: flatFee('Bagian') }),
  z.strictObject({ type: z.literal('PERCENT'), partnerId: code('Mitra', 30), bps }),
])
export type Share = z.infer<typeof shareSchema>

/**
 * How a fee is shared. `remainderTo` (a partner listed or another party, e.g. the platform) receives what
 * the listed parts leave; rupiah from rounding are apportioned by the largest remainder (rounding.ts), so
 * the parts always add up to the fee exactly.
 */
export const sharingSchema = z
  .strictObject({
    shares: z.array(shareSchema).min(1, 'Bagi hasil wajib diisi.').max(20, 'Bagi hasil maksimal 20 mitra.'),
    remainderTo: code('Penerima sisa', 30),
  })
  .superRefine((s, ctx) => {
    let percent = 0
    const seen = new Set<string>()
    s.shares.forEach((share, i) => {
      if (share.type === 'PERCENT') percent += share.bps
      if (seen.has(share.partnerId))
        ctx.addIssue({
          code: 'custom',
          path: ['shares', i, 'partnerId'],
          message: 'Mitra sudah ada sebelumnya.',
        })
      seen.add(share.partnerId)
    })
    if (percent > BPS)
      ctx.addIssue({
        code: 'custom',
        path: ['shares'],
        message: 'Jumlah persentase bagi hasil tidak boleh lebih dari 100.',
      })
  })
export type Sharing = z.infer<typeof sharingSchema>

/**
 * Which transactions a scheme prices: its kind and, when given, only these products, payment methods or
 * merchant business categories (the QRIS MDR depends on the category, DOMAIN.md §2). Among the schemes a
 * merchant has for one component, the one naming the most of these wins.
 */
export const matchSchema = z.strictObject({
  kind: z.enum(TRX_KINDS),
  products: z.array(z.string().trim().min(1).max(50)).max(500).optional(),
  paymentMethods: z.array(z.enum(PAYMENT_METHODS)).optional(),
  merchantCategories: z.array(z.enum(MERCHANT_CATEGORIES)).optional(),
})

const schemeFields = {
  code: code('Kode skema', 30),
  label: text('Nama', 100),
  component: z.enum(FEE_COMPONENTS),
  bearer: z.enum(BEARERS),
  match: matchSchema,
  /** Bounds of the fee (before `perUnit`): the computed fee is raised to `min` and lowered to `max`. */
  min: flatFee('Minimum').optional(),
  max: flatFee('Maksimum').optional(),
  /** A flat fee per unit (per bill sheet: the PLN admin fee, DOMAIN.md §1e), times the quantity. */
  perUnit: z.boolean().optional(),
  sharing: sharingSchema.optional(),
  ...validityFields,
}

/** A fee scheme version: FLAT, PERCENT or TIERED (BERTINGKAT), DOMAIN.md §1c. */
export const feeSchemeSchema = z
  .discriminatedUnion('type', [
    z.strictObject({ ...schemeFields, type: z.literal('FLAT'), amount: flatFee('Biaya') }),
    z.strictObject({ ...schemeFields, type: z.literal('PERCENT'), bps }),
    z.strictObject({
      ...schemeFields,
      type: z.literal('TIERED'),
      tiers: z.array(tierSchema).min(1, 'Tingkat wajib diisi.').max(50, 'Tingkat maksimal 50.'),
    }),
  ])
  .superRefine((s, ctx) => {
    checkValidityOrder(s, ctx)
    if (s.min !== undefined && s.max !== undefined && s.min > s.max)
      ctx.addIssue({ code: 'custom', path: ['min'], message: MIN_MAX_MESSAGE })
    // DOMAIN.md §2 (QRIS): merchants may not pass MDR on to the customer as a surcharge.
    if (s.component === 'MDR' && s.bearer === 'CUSTOMER')
      ctx.addIssue({ code: 'custom', path: ['bearer'], message: 'MDR tidak boleh dibebankan ke pelanggan.' })
    // A service charge is the merchant's income, paid by the customer: neither borne by it nor shared.
    if (s.component === 'SERVICE' && s.bearer === 'MERCHANT')
      ctx.addIssue({ code: 'custom', path: ['bearer'], message: 'Service charge dibayar oleh pelanggan.' })
    if (s.component === 'SERVICE' && s.sharing)
      ctx.addIssue({
        code: 'custom',
        path: ['sharing'],
        message: 'Service charge adalah pendapatan merchant dan tidak dibagi ke mitra.',
      })
    if (s.perUnit && s.type !== 'FLAT')
      ctx.addIssue({ code: 'custom', path: ['perUnit'], message: 'Biaya per unit hanya untuk skema FLAT.' })
    if (s.type === 'TIERED') for (const issue of tierIssues(s.tiers)) ctx.addIssue(issue)
  })
export type FeeScheme = z.infer<typeof feeSchemeSchema>
export type FeeSchemeInput = z.input<typeof feeSchemeSchema>

const rp = (n: number) => formatRupiah(n)

/**
 * Tiers must cover every amount once: sorted by their lower bound, the first from 0, each next starting
 * the rupiah after the previous ends, only the last without an upper bound.
 */
function tierIssues(
  tiers: readonly Tier[],
): { code: 'custom'; path: (string | number)[]; message: string }[] {
  const issues: { code: 'custom'; path: (string | number)[]; message: string }[] = []
  const at = (i: number, field: 'from' | 'to', message: string) =>
    issues.push({ code: 'custom', path: ['tiers', i, field], message })
  tiers.forEach((t, i) => {
    if (t.to !== undefined && t.to < t.from)
      at(i, 'to', 'Batas atas tingkat tidak boleh lebih kecil dari batas bawah.')
  })
  if (tiers[0] && tiers[0].from !== 0) at(0, 'from', 'Tingkat pertama harus dimulai dari Rp 0.')
  for (let i = 1; i < tiers.length; i++) {
    const prev = tiers[i - 1]!
    const cur = tiers[i]!
    if (cur.from < prev.from) at(i, 'from', 'Tingkat harus urut dari batas bawah terkecil.')
    else if (prev.to === undefined) at(i - 1, 'to', 'Hanya tingkat terakhir yang boleh tanpa batas atas.')
    else if (cur.from <= prev.to)
      at(
        i,
        'from',
        `Tingkat tumpang tindih dengan tingkat sebelumnya (${rp(prev.from)} s.d. ${rp(prev.to)}).`,
      )
    else if (cur.from > prev.to + 1)
      at(i, 'from', `Ada celah antar tingkat: ${rp(prev.to + 1)} s.d. ${rp(cur.from - 1)} tidak tercakup.`)
  }
  const last = tiers[tiers.length - 1]
  if (last && last.to !== undefined) at(tiers.length - 1, 'to', 'Tingkat terakhir harus tanpa batas atas.')
  return issues
}
