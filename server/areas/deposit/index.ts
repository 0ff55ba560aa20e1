import { deposit } from '#contract/deposit/index.ts'
import { serverArea } from '../../engine/area.ts'
import { postMovement } from './movements.ts'
import { listSvtrxTypes, merchantSavings, recapSavings } from './recap.ts'
import {
  depositHistoryResource,
  depositPaymentMethodResource,
  depositSummaryResource,
  depositTopupResource,
  merchantSavingResource,
} from './resources.ts'
import { approveTopup, rejectTopup, requestTopup, topupProof } from './topup-requests.ts'

export const depositServer = serverArea(deposit, ({ db, sendMail }) => ({
  resources: {
    merchantSaving: merchantSavingResource,
    depositTopup: depositTopupResource,
    depositHistory: depositHistoryResource,
    depositSummary: depositSummaryResource,
    depositPaymentMethod: depositPaymentMethodResource,
  },
  endpoints: {
    depositTopupRequest: requestTopup(db, sendMail),
    depositTopupApprove: approveTopup(db, sendMail),
    depositTopupReject: rejectTopup(db, sendMail),
    depositTopupProof: topupProof(db),
    depositMovementPost: postMovement(db),
    svtrxTypeList: listSvtrxTypes(db),
    savingRecap: recapSavings(db),
    merchantSavingDashboard: merchantSavings(db),
  },
}))
