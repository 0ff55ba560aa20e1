import { partner } from './partner.ts'

/** The partner area's resources (imported alone by the web's resource engine: contract/resources.ts). */
export const partnerResources = { partner }
