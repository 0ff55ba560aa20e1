import { deposit } from '#contract/deposit/index.ts'
import { reauthOf } from '../../auth/reauth.ts'
import { serverArea } from '../../engine/area.ts'
import { approveAdjustment, rejectAdjustment, requestAdjustment } from './adjustments.ts'
import { postMovement } from './movements.ts'
import { listSvtrxTypes, merchantSavings, recapSavings } from './recap.ts'
import {
  depositAdjustmentResource,
  depositHistoryResource,
  depositPaymentMethodResource,
  depositSummaryResource,
  depositTopupResource,
  merchantSavingResource,
} from './resources.ts'
import { approveTopup, rejectTopup, requestTopup, topupProof } from './topup-requests.ts'

export const depositServer = serverArea(deposit, ({ db, sendMail, config, sessions }) => ({
  resources: {
    merchantSaving: merchantSavingResource,
    depositTopup: depositTopupResource,
    depositAdjustment: depositAdjustmentResource,
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
    depositAdjustmentRequest: requestAdjustment(db),
    depositAdjustmentApprove: approveAdjustment(db, reauthOf(db, config, sessions.hash)),
    depositAdjustmentReject: rejectAdjustment(db),
    svtrxTypeList: listSvtrxTypes(db),
    savingRecap: recapSavings(db),
    merchantSavingDashboard: merchantSavings(db),
  },
}))
