import { z } from 'zod'
import { BEARERS, FEE_COMPONENTS } from './schemes.ts'

/** What a line is: a scheme's component, or a tax. */
export const LINE_COMPONENTS = [...FEE_COMPONENTS, 'TAX'] as const

/**
 * One line of a priced transaction. `base` is the amount a percentage or tax was taken of (the DPP for
 * PPN on DPP 11/12); `included` marks a tax the amount already held (an inclusive price).
 */
export const feeLineSchema = z.object({
  code: z.string(),
  component: z.enum(LINE_COMPONENTS),
  label: z.string(),
  amount: z.number().int(),
  bearer: z.enum(BEARERS),
  base: z.number().int().optional(),
  included: z.boolean(),
})
export type FeeLine = z.infer<typeof feeLineSchema>

/** A partner's part of one fee line (the line's code). The parts of a line add up to its amount. */
export const partnerShareSchema = z.object({
  line: z.string(),
  partnerId: z.string(),
  amount: z.number().int(),
})
export type PartnerShare = z.infer<typeof partnerShareSchema>

/**
 * The price of a transaction. customerTotal: what the customer pays (the amount, plus the service charge,
 * exclusive taxes and fees the customer bears). merchantNet: what the merchant keeps (the amount and service
 * charge, less included taxes and the fees it bears). customerTotal − merchantNet is every ADMIN, MDR and
 * TAX line, whoever bears it.
 */
export const pricingSchema = z.object({
  lines: z.array(feeLineSchema),
  shares: z.array(partnerShareSchema),
  customerTotal: z.number().int(),
  merchantNet: z.number().int(),
})
export type Pricing = z.infer<typeof pricingSchema>
