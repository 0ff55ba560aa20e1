import { defineArea } from '../engine/area.ts'
import { bannerImageGet, bannerImageSet, bannerPreview, bannerReorder } from './app-banner.ts'
import { segmentRulesApply } from './app-mapping.ts'
import { partnerIncome } from './income.ts'
import { partnerRegistrationWorkflow, registrationApprove, registrationReject } from './registration.ts'
import { partnerResources } from './resources.ts'

/** Partners (mitra) and what they serve (issue 16 §4; the partner data the fee shares name, issue 15), the partner app (§5). */
export const partnerArea = defineArea({
  name: 'partner',
  resources: partnerResources,
  endpoints: {
    partnerIncome,
    registrationApprove,
    registrationReject,
    bannerImageGet,
    bannerImageSet,
    bannerReorder,
    bannerPreview,
    segmentRulesApply,
  },
  pages: [
    '/dashboard/mint-partner/riwayat-pendapatan',
    '/dashboard/mint-partner/approved-partner',
    '/dashboard/mint-partner/mint-partner-homepage',
    '/dashboard/mint-partner/map-mint-partner-segment',
  ],
  workflows: { partnerRegistrationWorkflow },
})
