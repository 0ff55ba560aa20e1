import { z } from 'zod'

/** One line of a retail receipt. Money in whole rupiah. */
export const retailItemSchema = z.object({
  sku: z.string(),
  name: z.string(),
  qty: z.number().int().positive(),
  price: z.number().int().nonnegative(),
  discount: z.number().int().nonnegative(),
})
export type RetailItem = z.infer<typeof retailItemSchema>
