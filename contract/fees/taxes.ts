import { z } from 'zod'
import { code, text } from '../engine/fields.ts'
import { bps } from './schemes.ts'
import { checkValidityOrder, validityFields } from './validity.ts'

/**
 * The base a tax rate applies to (DOMAIN.md §1f "Tax type": dasar DPP 11/12 or gross). DPP_11_12 is the
 * "DPP nilai lain" of PMK 131/2024 (DOMAIN.md §2 Taxes): PPN 12% × 11/12 of the price, effectively 11%.
 */
export const TAX_BASES = ['FULL', 'DPP_11_12'] as const
export type TaxBase = (typeof TAX_BASES)[number]

/**
 * A tax rule version (DOMAIN.md §1f, §2): PPN or PB1, effective-dated like the schemes, so a December 2024
 * sale is priced with PPN 11% on the full price and a January 2025 one with 12% on DPP 11/12. Inclusive: the
 * price already holds the tax (it is taken out of the amount); exclusive: the tax is added on top.
 */
export const taxRuleSchema = z
  .strictObject({
    code: code('Kode pajak', 20),
    label: text('Nama', 100),
    bps,
    base: z.enum(TAX_BASES),
    inclusive: z.boolean(),
    ...validityFields,
  })
  .superRefine(checkValidityOrder)
export type TaxRule = z.infer<typeof taxRuleSchema>
export type TaxRuleInput = z.input<typeof taxRuleSchema>
