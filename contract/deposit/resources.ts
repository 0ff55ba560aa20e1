import { depositAdjustment, depositHistory, depositSummary, depositTopup, merchantSaving } from './lists.ts'
import { depositPaymentMethod } from './payment-method.ts'

/** The deposit area's resources (imported alone by the web's resource engine: contract/resources.ts). */
export const depositResources = {
  merchantSaving,
  depositTopup,
  depositAdjustment,
  depositHistory,
  depositSummary,
  depositPaymentMethod,
}
