import { wallet } from '#contract/wallet/index.ts'
import { reauthOf } from '../../auth/reauth.ts'
import { serverArea } from '../../engine/area.ts'
import {
  approveDoc,
  fixItem,
  rejectDoc,
  removeItem,
  resumeDoc,
  retryDoc,
  submitDoc,
  uploadDoc,
} from './documents.ts'
import { DISBURSE_JOB, disburseJob } from './execute.ts'
import {
  disburseDocResource,
  disburseItemResource,
  walletAccountResource,
  walletStatementResource,
} from './resources.ts'

export const walletServer = serverArea(wallet, ({ db, config, sessions, services }) => {
  const reauth = reauthOf(db, config, sessions.hash)
  return {
    resources: {
      walletAccount: walletAccountResource,
      walletStatement: walletStatementResource,
      disburseDoc: disburseDocResource,
      disburseItem: disburseItemResource,
    },
    endpoints: {
      disburseUpload: uploadDoc(db, services.bank),
      disburseItemFix: fixItem(db, services.bank),
      disburseItemRemove: removeItem(db),
      disburseSubmit: submitDoc(db),
      disburseApprove: approveDoc(db, reauth),
      disburseReject: rejectDoc(db),
      disburseRetry: retryDoc(db),
      disburseResume: resumeDoc(db),
    },
    jobs: { [DISBURSE_JOB]: disburseJob(services.bank) },
  }
})
