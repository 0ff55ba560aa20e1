import { partnerBanner } from './app-banner.ts'
import { partnerSegmentMember } from './app-mapping.ts'
import { externalSegment, internalSegment } from './app-segment.ts'
import { partner } from './partner.ts'
import { partnerRegistration } from './registration.ts'
import { partnerProduct } from './segment-product.ts'

/** The partner area's resources (imported alone by the web's resource engine: contract/resources.ts). */
export const partnerResources = {
  partner,
  partnerRegistration,
  partnerProduct,
  externalSegment,
  internalSegment,
  partnerBanner,
  partnerSegmentMember,
}
