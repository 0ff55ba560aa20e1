import { z } from 'zod'

export const required = (label: string, max: number) =>
  z
    .string({ error: `${label} wajib diisi.` })
    .trim()
    .min(1, `${label} wajib diisi.`)
    .max(max, `${label} maksimal ${max} karakter.`)

export const paging = {
  page: z.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.number().int().min(1).max(100, 'Ukuran halaman maksimal 100.').default(10),
  search: z.string().trim().max(100, 'Kata kunci pencarian maksimal 100 karakter.').optional(),
}

export const dirSchema = z.enum(['asc', 'desc'])

/** One page of a list call: its rows, the total the filters match, and the page asked for. */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() })

/**
 * POST …/options of the account calls: rows for a searchable select, as the resource engine's options
 * call takes them (search as you type, or the labels of chosen ids).
 */
export const accountOptionsRequestSchema = z.strictObject({
  search: z.string().trim().max(100, 'Kata kunci pencarian maksimal 100 karakter.').optional(),
  ids: z.array(z.number().int().positive()).max(100).optional(),
  limit: z.number().int().min(1).max(50).default(20),
})

/** One row of an options call. */
export const accountOptionSchema = z.object({ id: z.number(), label: z.string(), code: z.string() })
