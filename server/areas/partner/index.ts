import { partnerArea } from '#contract/partner/index.ts'
import { serverArea } from '../../engine/area.ts'
import { incomeHandler } from './income.ts'
import { partnerResource } from './partner.ts'
import { approveRegistration, registrationResource, rejectRegistration } from './registration.ts'
import { partnerProductResource } from './segment-product.ts'

export const partnerServer = serverArea(partnerArea, ({ db, sendMail }) => ({
  resources: {
    partner: partnerResource,
    partnerRegistration: registrationResource,
    partnerProduct: partnerProductResource,
  },
  endpoints: {
    partnerIncome: incomeHandler(db),
    registrationApprove: approveRegistration(db, sendMail),
    registrationReject: rejectRegistration(db, sendMail),
  },
}))
