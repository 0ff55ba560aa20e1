import { z } from 'zod'
import { isCalendarDay } from '../engine/dates.ts'
import { code, text } from '../engine/fields.ts'
import { PAYMENT_METHODS, TRX_KINDS } from '../transactions/catalogue.ts'
import { PLATFORM_PARTY } from './parties.ts'
import {
  BEARERS,
  type FeeSchemeInput,
  feeSchemeSchema,
  MERCHANT_CATEGORIES,
  type Share,
  shareSchema,
  type Tier,
  tierSchema,
} from './schemes.ts'
import { type TAX_BASES, type TaxRuleInput, taxRuleSchema } from './taxes.ts'

/**
 * The fee engine's schemes and tax rules as the master screens' forms hold them (issue 15 item 1:
 * apps-sfee-scheme, apps-pfee-scheme, apps-tax-type): one flat object, one input per field, and the ONE
 * mapping each way between it and the engine's shape (schemes.ts, taxes.ts). The forms validate with the
 * engine's own schema through `schemeOfForm`, so its messages (percent 0–100, min > max, tier gaps, MDR
 * borne by the customer) come back on the form's fields (`formFieldOf`). The server stores what the
 * mapping answers (server/areas/transactions/fee-book.ts schemeRow); the browser prices with it
 * (the "Simulasi biaya" panel).
 */

export const SCHEME_TYPES = ['FLAT', 'PERCENT', 'TIERED'] as const
export type SchemeType = (typeof SCHEME_TYPES)[number]

/** A day or nothing ('' in the form, null in a row read back: no end of validity). */
export const optionalDay = (label: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || isCalendarDay(v), `${label} tidak valid.`)
    .nullish()

/** A number the form may hold or not: which applies is the engine's to say (FLAT takes `amount` only). */
const maybeNumber = z.number({ error: 'Harus berupa angka.' }).nullish()

/** The fields of a scheme's form; what differs between the service and the partner fee is added by each. */
export const flatSchemeFields = {
  code: code('Kode skema', 30),
  label: text('Nama', 100),
  kind: z.enum(TRX_KINDS, { error: 'Jenis transaksi wajib dipilih.' }),
  type: z.enum(SCHEME_TYPES, { error: 'Tipe biaya wajib dipilih.' }),
  amount: maybeNumber,
  bps: maybeNumber,
  tiers: z.array(tierSchema).max(50, 'Tingkat maksimal 50.').default([]),
  min: maybeNumber,
  max: maybeNumber,
  perUnit: z.boolean().default(false),
  /** Product codes separated by commas ("PLN_PASCA, PDAM"); empty: every product. */
  products: z.string().trim().max(2_000, 'Produk maksimal 2000 karakter.').default(''),
  paymentMethods: z.array(z.enum(PAYMENT_METHODS)).max(PAYMENT_METHODS.length).default([]),
  merchantCategories: z.array(z.enum(MERCHANT_CATEGORIES)).max(MERCHANT_CATEGORIES.length).default([]),
  validFrom: z.string({ error: 'Berlaku mulai wajib diisi.' }),
  validTo: optionalDay('Berlaku sampai'),
}

/** The partner fee's own fields: ADMIN or MDR, its bearer and its sharing. */
export const partnerSchemeFields = {
  component: z.enum(['ADMIN', 'MDR'], { error: 'Komponen wajib dipilih.' }),
  bearer: z.enum(BEARERS, { error: 'Penanggung biaya wajib dipilih.' }),
  shares: z.array(shareSchema).max(20, 'Bagi hasil maksimal 20 mitra.').default([]),
  remainderTo: code('Sisa untuk', 30).default(PLATFORM_PARTY),
}

/** The form of either scheme screen, as one flat object (a service fee's component and bearer fixed). */
export interface FlatScheme {
  code: string
  label: string
  kind: FeeSchemeInput['match']['kind']
  type: SchemeType
  amount?: number | null | undefined
  bps?: number | null | undefined
  tiers: Tier[]
  min?: number | null | undefined
  max?: number | null | undefined
  perUnit: boolean
  products: string
  paymentMethods: NonNullable<FeeSchemeInput['match']['paymentMethods']>
  merchantCategories: NonNullable<FeeSchemeInput['match']['merchantCategories']>
  validFrom: string
  /** '' or null: no end. */
  validTo?: string | null | undefined
  component: FeeSchemeInput['component']
  bearer: FeeSchemeInput['bearer']
  shares: Share[]
  remainderTo: string
}

/** Field-keyed messages (as book.ts fieldErrors; not imported, so a form's chunk holds no fee-book compiler). */
const fieldErrors = (error: z.ZodError) =>
  error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }))

const listOf = (text: string): string[] =>
  text
    .split(/[,\s]+/)
    .map((p) => p.trim().toUpperCase())
    .filter((p) => p !== '')

const some = <T>(xs: readonly T[]): T[] | undefined => (xs.length > 0 ? [...xs] : undefined)

/** The form as the engine's scheme: only what its type uses, absent what is empty. */
export function schemeOfForm(f: FlatScheme): FeeSchemeInput {
  const common = {
    code: f.code,
    label: f.label,
    component: f.component,
    bearer: f.bearer,
    match: {
      kind: f.kind,
      products: some(listOf(f.products)),
      paymentMethods: some(f.paymentMethods),
      merchantCategories: some(f.merchantCategories),
    },
    min: f.min ?? undefined,
    max: f.max ?? undefined,
    perUnit: f.perUnit || undefined,
    sharing: f.shares.length > 0 ? { shares: f.shares, remainderTo: f.remainderTo } : undefined,
    validFrom: f.validFrom,
    validTo: f.validTo || undefined,
  }
  if (f.type === 'FLAT') return { ...common, type: 'FLAT', amount: f.amount as number }
  if (f.type === 'PERCENT') return { ...common, type: 'PERCENT', bps: f.bps as number }
  return { ...common, type: 'TIERED', tiers: f.tiers }
}

/** The engine's scheme as the form (the inverse of schemeOfForm on what the form can say). */
export function formOfScheme(s: FeeSchemeInput): FlatScheme {
  return {
    code: s.code,
    label: s.label,
    kind: s.match.kind,
    type: s.type,
    amount: s.type === 'FLAT' ? s.amount : undefined,
    bps: s.type === 'PERCENT' ? s.bps : undefined,
    tiers: s.type === 'TIERED' ? s.tiers : [],
    min: s.min,
    max: s.max,
    perUnit: s.perUnit ?? false,
    products: (s.match.products ?? []).join(', '),
    paymentMethods: s.match.paymentMethods ?? [],
    merchantCategories: s.match.merchantCategories ?? [],
    validFrom: s.validFrom,
    validTo: s.validTo ?? '',
    component: s.component,
    bearer: s.bearer,
    shares: s.sharing?.shares ?? [],
    remainderTo: s.sharing?.remainderTo ?? PLATFORM_PARTY,
  }
}

/** The form's field an engine message belongs to: match.products → products, sharing.shares.0 → shares.0. */
export function formFieldOf(enginePath: string): string {
  if (enginePath.startsWith('match.')) return enginePath.slice('match.'.length)
  if (enginePath === 'sharing') return 'shares'
  if (enginePath.startsWith('sharing.')) return enginePath.slice('sharing.'.length)
  return enginePath
}

/** The engine's messages on a form, keyed to the form's fields (empty when the engine accepts it). */
export function schemeFormErrors(f: FlatScheme): { field: string; message: string }[] {
  const parsed = feeSchemeSchema.safeParse(schemeOfForm(f))
  if (parsed.success) return []
  return fieldErrors(parsed.error).map((e) => ({ ...e, field: formFieldOf(e.field) }))
}

/** A zod check adding the engine's messages to the form's fields (the input schemas of both screens). */
export const engineCheck =
  <T>(toFlat: (value: T) => FlatScheme) =>
  (ctx: z.core.ParsePayload<T>): void => {
    for (const e of schemeFormErrors(toFlat(ctx.value)))
      ctx.issues.push({
        code: 'custom',
        input: ctx.value,
        path: e.field.split('.').map(pathPart),
        message: e.message,
      })
  }

const pathPart = (p: string): string | number => (/^\d+$/.test(p) ? Number(p) : p)

/* Taxes: the same, one flat form over taxRuleSchema. */

export const TAX_BASE_OPTIONS = [
  { value: 'FULL', label: 'Harga penuh' },
  { value: 'DPP_11_12', label: 'DPP 11/12' },
] as const satisfies readonly { value: (typeof TAX_BASES)[number]; label: string }[]

export interface FlatTax {
  code: string
  label: string
  bps: number
  base: TaxRuleInput['base']
  inclusive: boolean
  validFrom: string
  validTo?: string | null | undefined
}

export const taxOfForm = (f: FlatTax): TaxRuleInput => ({
  code: f.code,
  label: f.label,
  bps: f.bps,
  base: f.base,
  inclusive: f.inclusive,
  validFrom: f.validFrom,
  validTo: f.validTo || undefined,
})

export const formOfTax = (t: TaxRuleInput): FlatTax => ({
  code: t.code,
  label: t.label,
  bps: t.bps,
  base: t.base,
  inclusive: t.inclusive,
  validFrom: t.validFrom,
  validTo: t.validTo ?? '',
})

/** The engine's messages on the tax form (taxRuleSchema's, field by field). */
export function taxFormErrors(f: FlatTax): { field: string; message: string }[] {
  const parsed = taxRuleSchema.safeParse(taxOfForm(f))
  return parsed.success ? [] : fieldErrors(parsed.error)
}
