import { defineArea } from '../engine/area.ts'
import {
  depositAdjustmentApprove,
  depositAdjustmentReject,
  depositAdjustmentRequest,
  depositMovementPost,
  depositTopupApprove,
  depositTopupProof,
  depositTopupReject,
  depositTopupRequest,
  merchantSavingDashboard,
  savingRecap,
  svtrxTypeList,
} from './calls.ts'
import { depositResources } from './resources.ts'
import { depositAdjustmentWorkflow, depositTopupWorkflow } from './workflows.ts'

/** Merchant deposits (issue 17 item 2): balances, top-up requests with maker-checker, history, summary, methods. */
export const deposit = defineArea({
  name: 'deposit',
  resources: depositResources,
  endpoints: {
    depositTopupRequest,
    depositTopupApprove,
    depositTopupReject,
    depositTopupProof,
    depositMovementPost,
    depositAdjustmentRequest,
    depositAdjustmentApprove,
    depositAdjustmentReject,
    svtrxTypeList,
    savingRecap,
    merchantSavingDashboard,
  },
  pages: ['/dashboard/saving/merchant-saving'],
  workflows: { depositTopupWorkflow, depositAdjustmentWorkflow },
})
