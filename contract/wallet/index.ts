import { defineArea } from '../engine/area.ts'
import {
  disburseApprove,
  disburseItemFix,
  disburseItemRemove,
  disburseReject,
  disburseResume,
  disburseRetry,
  disburseSubmit,
  disburseUpload,
} from './calls.ts'
import { walletResources } from './resources.ts'
import { disburseWorkflow } from './workflows.ts'

/** The corporate wallet (issue 17 item 3): wallet accounts and statements, disbursement documents. */
export const wallet = defineArea({
  name: 'wallet',
  resources: walletResources,
  endpoints: {
    disburseUpload,
    disburseItemFix,
    disburseItemRemove,
    disburseSubmit,
    disburseApprove,
    disburseReject,
    disburseRetry,
    disburseResume,
  },
  pages: ['/dashboard/corp-wallet/account', '/dashboard/corp-wallet/disburse-doc'],
  workflows: { disburseWorkflow },
})
