import { partnerArea } from '#contract/partner/index.ts'
import { serverArea } from '../../engine/area.ts'
import {
  partnerBannerResource,
  previewBanners,
  readBannerImage,
  reorderBanners,
  setBannerImage,
} from './app-banner.ts'
import { partnerSegmentMemberResource } from './app-mapping.ts'
import { externalSegmentResource, internalSegmentResource } from './app-segment.ts'
import { incomeHandler } from './income.ts'
import { partnerResource } from './partner.ts'
import { approveRegistration, registrationResource, rejectRegistration } from './registration.ts'
import { partnerProductResource } from './segment-product.ts'
import { applyRulesHandler } from './segment-rules.ts'

export const partnerServer = serverArea(partnerArea, ({ db, sendMail }) => ({
  resources: {
    partner: partnerResource,
    partnerRegistration: registrationResource,
    partnerProduct: partnerProductResource,
    externalSegment: externalSegmentResource,
    internalSegment: internalSegmentResource,
    partnerBanner: partnerBannerResource,
    partnerSegmentMember: partnerSegmentMemberResource,
  },
  endpoints: {
    partnerIncome: incomeHandler(db),
    registrationApprove: approveRegistration(db, sendMail),
    registrationReject: rejectRegistration(db, sendMail),
    bannerImageGet: readBannerImage(db),
    bannerImageSet: setBannerImage(db),
    bannerReorder: reorderBanners(db),
    bannerPreview: previewBanners(db),
    segmentRulesApply: applyRulesHandler(db),
  },
}))
