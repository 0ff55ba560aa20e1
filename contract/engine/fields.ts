import { z } from 'zod'
import { isCalendarDay } from './dates.ts'
import type { Option } from './resource.ts'

/** zod builders with the Indonesian messages of docs/DOMAIN.md §4, shared by server and forms. */
export const text = (label: string, max: number, min = 1) =>
  z
    .string({ error: `${label} wajib diisi.` })
    .trim()
    .min(min, min <= 1 ? `${label} wajib diisi.` : `${label} minimal berisi ${min} karakter.`)
    .max(max, `${label} maksimal ${max} karakter.`)

export const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, `${label} maksimal ${max} karakter.`).default('')

export const digits = (label: string, length: number) =>
  z
    .string({ error: `${label} wajib diisi.` })
    .trim()
    .min(1, { error: `${label} wajib diisi.`, abort: true })
    .regex(new RegExp(`^\\d{${length}}$`), `${label} harus ${length} digit angka.`)

export const code = (label: string, max: number) =>
  z
    .string({ error: `${label} wajib diisi.` })
    .trim()
    .toUpperCase()
    .min(1, `${label} wajib diisi.`)
    .max(max, `${label} maksimal ${max} karakter.`)
    .regex(
      /^[A-Z0-9][A-Z0-9._-]*$/,
      `${label} hanya boleh berisi huruf, angka, titik, garis bawah dan tanda hubung.`,
    )

export const email = (label = 'Email') =>
  z
    .string({ error: `${label} wajib diisi.` })
    .trim()
    .toLowerCase()
    // Empty is "wajib diisi", not "not a valid address" (the registration form's first step).
    .min(1, `${label} wajib diisi.`)
    .max(254, `${label} maksimal 254 karakter.`)
    .pipe(z.email(`${label} harus berupa alamat surel yang valid.`))

/** Accepts how people type numbers (spaces, dashes, a leading 0) and stores one form: +628… */
export const phone = (label = 'No. HP') =>
  z
    .string({ error: `${label} wajib diisi.` })
    .transform((v) =>
      v
        .replace(/[\s().-]/g, '')
        .replace(/^0/, '+62')
        .replace(/^62/, '+62'),
    )
    .pipe(z.string().regex(/^\+628\d{7,12}$/, `${label} harus nomor Indonesia, mis. +628121234567.`))

export const positiveInt = (label: string, max = 2_147_483_647) =>
  z
    .number({ error: `${label} harus berupa angka.` })
    .int(`${label} harus bilangan bulat.`)
    .min(0, `${label} tidak boleh negatif.`)
    .max(max, `${label} terlalu besar.`)

/** Whole rupiah, never a fraction (docs/DOMAIN.md §0). */
export const rupiah = (label: string) => positiveInt(label, Number.MAX_SAFE_INTEGER)

export const refId = (label: string) =>
  z
    .number({ error: `${label} wajib dipilih.` })
    .int()
    .positive(`${label} wajib dipilih.`)

export const isoDate = (label: string) =>
  z
    .string({ error: `${label} wajib diisi.` })
    .min(1, { error: `${label} wajib diisi.`, abort: true })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `Format ${label.toLowerCase()} tidak valid.`, abort: true })
    // The pattern lets 2026-02-30 through, which PostgreSQL then refuses (a 500): a real day only.
    .refine(isCalendarDay, `${label} tidak valid.`)

export const hhmm = (label: string) =>
  z
    .string({ error: `${label} wajib diisi.` })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `Format ${label.toLowerCase()} tidak valid (JJ:MM).`)

export const provinceCode = (label = 'Provinsi') =>
  z.string({ error: `${label} wajib dipilih.` }).regex(/^\d{2}$/, `${label} wajib dipilih.`)
export const cityCode = (label = 'Kota/Kabupaten') =>
  z.string({ error: `${label} wajib dipilih.` }).regex(/^\d{2}\.\d{2}$/, `${label} wajib dipilih.`)

export const districtCode = (label = 'Kecamatan') =>
  z.string({ error: `${label} wajib dipilih.` }).regex(/^\d{2}\.\d{2}\.\d{2}$/, `${label} wajib dipilih.`)
export const villageCode = (label = 'Kelurahan/Desa') =>
  z
    .string({ error: `${label} wajib dipilih.` })
    .regex(/^\d{2}\.\d{2}\.\d{2}\.\d{4}$/, `${label} wajib dipilih.`)

export const oneOf = <T extends string>(label: string, options: readonly { value: T }[]) =>
  z.enum(options.map((o) => o.value) as [T, ...T[]], { error: `${label} wajib dipilih.` })

/**
 * The message of an enum refusing a value: "<what> tidak dikenal: <value>." Only a short string is
 * shown; anything else is not stringified, since String() of a deeply nested array overflows the stack
 * (a 500 found by the fuzz, issue 13) and a long one would only be echoed back.
 */
export const unknownValue =
  (what: string) =>
  (issue: { input?: unknown }): string =>
    typeof issue.input === 'string' && issue.input.length <= 64
      ? `${what} tidak dikenal: ${issue.input}.`
      : `${what} tidak dikenal.`

export const ACTIVE_STATUS = [
  { value: 'ACTIVE', label: 'Aktif' },
  { value: 'INACTIVE', label: 'Nonaktif' },
] as const satisfies readonly Option[]

export const labelOf = (options: readonly Option[], value: string) =>
  options.find((o) => o.value === value)?.label ?? value

/** Common columns every row carries. */
export const auditColumns = {
  createdAt: z.string(),
  createdBy: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string(),
}
