/**
 * Personal data (UU PDP 27/2022; issue 13, defect 8): the kinds of numbers that identify a person, and
 * the one mask of each. API answers carry the masked form by default (lists, details, options, exports);
 * the full value is a feature of its own (VIEW_PERSONAL_DATA) and every reveal is audited
 * (docs/ARCHITECTURE.md "Personal data").
 *
 * - nik: the 16-digit identity number (docs/DOMAIN.md §0);
 * - npwp: the tax number, 15 or 16 digits; a resident person's NPWP *is* their NIK;
 * - phone: a mobile number, stored as +628… (contract/engine/fields.ts `phone`);
 * - account: a number of a person's account: a bank account, a virtual account, a customer number at a
 *   biller.
 *
 * Bank card numbers are not a kind: a Mycroatm card is never stored in full (only `601301******1234` and a
 * hash, docs/DOMAIN.md §1e), and e-money card numbers stay whole (see docs/ARCHITECTURE.md).
 */
export const PERSONAL_KINDS = ['nik', 'npwp', 'phone', 'account'] as const
export type PersonalKind = (typeof PERSONAL_KINDS)[number]

/**
 * What a mask keeps: `start` characters at the front (a leading `+` keeps `plus` more, since `+62`
 * stands for the `0` of `08…`) and `end` at the back; everything between is `*`, one per character, so
 * the length still shows.
 */
export interface MaskRule {
  readonly start: number
  readonly end: number
  readonly plus?: number
}

/**
 * NIK and NPWP keep the same characters on purpose: for a person both are one number, and two masks of
 * it that hid different digits would together show more than either. Of a NIK the first four are the
 * province and regency (3174: Jakarta Selatan) and the last four a serial; the birth date between is hidden.
 */
export const MASK_RULES: Readonly<Record<PersonalKind, MaskRule>> = {
  nik: { start: 4, end: 4 },
  npwp: { start: 4, end: 4 },
  phone: { start: 4, end: 4, plus: 2 },
  account: { start: 0, end: 4 },
}

/**
 * The fewest characters a mask hides. A value too short to keep its rule's start and end and still hide
 * this many keeps only as much of its end as leaves this many hidden; one this short or shorter is all `*`.
 */
export const MIN_HIDDEN = 4

/** The masked form of a personal value: NIK `3174********0001`, phone `+62812****7890`, account `******7890`. */
export function maskPersonal(kind: PersonalKind, value: string): string {
  const { start, end, plus = 0 } = MASK_RULES[kind]
  const n = value.length
  if (n <= MIN_HIDDEN) return '*'.repeat(n)
  const keepStart = start + (value.startsWith('+') ? plus : 0)
  if (n - keepStart - end >= MIN_HIDDEN)
    return `${value.slice(0, keepStart)}${'*'.repeat(n - keepStart - end)}${value.slice(n - end)}`
  const keepEnd = Math.min(end, n - MIN_HIDDEN)
  return `${'*'.repeat(n - keepEnd)}${value.slice(n - keepEnd)}`
}

/** The personal keys of a list or resource and their kinds, as declared in the contract. */
export type PersonalFields = Readonly<Record<string, PersonalKind>>

/** A row with every declared personal value masked (other values, and null or non-text ones, as they are). */
export function maskRow<R extends Record<string, unknown>>(personal: PersonalFields | undefined, row: R): R {
  if (!personal) return row
  const out: Record<string, unknown> = { ...row }
  for (const [key, kind] of Object.entries(personal)) {
    const value = out[key]
    if (typeof value === 'string') out[key] = maskPersonal(kind, value)
  }
  return out as R
}
