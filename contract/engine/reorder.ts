import { z } from 'zod'

/**
 * The new order of one parent's rows (the help centre's categories, sub-categories and FAQs; the partner app's
 * banners): their ids, first to last. The server half is server/engine/reorder.ts, the dialog
 * web/src/engine/reorder-dialog.tsx.
 */
export const reorderBody = z.strictObject({
  ids: z
    .array(z.number().int().positive(), { error: 'Urutan wajib diisi.' })
    .min(1, 'Urutan wajib diisi.')
    .max(500, 'Maksimal 500 baris diurutkan sekaligus.')
    .refine((ids) => new Set(ids).size === ids.length, 'Urutan memuat baris yang sama dua kali.'),
})
export const reorderResult = z.object({ updated: z.number() })

/** The column of a list that shows (and sorts by) the order. */
export const orderColumn = { key: 'sortOrder', label: 'Urutan', sortable: true, format: 'number' } as const
