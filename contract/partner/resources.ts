import { partner } from './partner.ts'
import { partnerRegistration } from './registration.ts'
import { partnerProduct } from './segment-product.ts'

/** The partner area's resources (imported alone by the web's resource engine: contract/resources.ts). */
export const partnerResources = { partner, partnerRegistration, partnerProduct }
