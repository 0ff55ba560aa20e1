import { z } from 'zod'
import { code, positiveInt } from '../engine/fields.ts'
import { PAYMENT_METHODS, TRX_KINDS } from '../transactions/catalogue.ts'
import { amount, MERCHANT_CATEGORIES } from './schemes.ts'

/**
 * What the merchant's settings say for pricing, already resolved from its segmentation (merchant group,
 * outlet: DOMAIN.md §1c): its business category, the fee schemes that apply to it and the taxes it charges
 * (PB1 where the outlet has pb1_aktif, PPN where it is a taxable entrepreneur).
 */
export const merchantSettingsSchema = z.strictObject({
  category: z.enum(MERCHANT_CATEGORIES).optional(),
  schemes: z.array(code('Skema', 30)).max(100),
  taxes: z.array(code('Pajak', 20)).max(10),
})

/**
 * One transaction to price. `at` is the moment it happened (ISO with offset, epoch milliseconds or a Date):
 * its WIB calendar day picks the scheme and tax versions. `quantity` is the number of units of a per-unit
 * fee (bill sheets, DOMAIN.md §1e jml_lembar), 1 when absent.
 */
export const transactionInputSchema = z.strictObject({
  kind: z.enum(TRX_KINDS),
  product: z.string().trim().min(1).max(50).optional(),
  paymentMethod: z.enum(PAYMENT_METHODS).optional(),
  amount: amount('Nominal'),
  quantity: positiveInt('Jumlah lembar', 1_000).min(1, 'Jumlah lembar minimal 1.').optional(),
  at: z.union([
    z.iso.datetime({ offset: true, error: 'Waktu transaksi tidak valid.' }),
    z.number().int(),
    z.date(),
  ]),
  merchant: merchantSettingsSchema,
})
export type TransactionInput = z.infer<typeof transactionInputSchema>
