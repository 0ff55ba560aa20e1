import { defineArea } from '../engine/area.ts'
import { partnerIncome } from './income.ts'
import { registrationApprove, registrationReject } from './registration.ts'
import { partnerResources } from './resources.ts'

/** Partners (mitra) and what they serve (issue 16 §4; the partner data the fee shares name, issue 15). */
export const partnerArea = defineArea({
  name: 'partner',
  resources: partnerResources,
  endpoints: { partnerIncome, registrationApprove, registrationReject },
  pages: ['/dashboard/mint-partner/riwayat-pendapatan', '/dashboard/mint-partner/approved-partner'],
})
