import { appsFeature, appsSubfeature } from './apps-feature.ts'
import { bank } from './bank.ts'
import { deviceMycroatmType } from './device-type.ts'
import { pfeeScheme, sfeeScheme, sfeeSubject, taxType } from './fees.ts'
import { paymentCategory, paymentMethod } from './payment.ts'
import { productBiller } from './product-biller.ts'

/** The master area's resources (imported alone by the web's resource engine: contract/resources.ts). */
export const masterResources = {
  appsFeature,
  appsSubfeature,
  deviceMycroatmType,
  paymentCategory,
  paymentMethod,
  productBiller,
  bank,
  taxType,
  sfeeScheme,
  sfeeSubject,
  pfeeScheme,
}
