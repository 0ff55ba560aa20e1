import { defineWorkflow } from '../engine/workflow.ts'
import { DOC_STATUS, WALLET_FEATURES } from './vocabulary.ts'

/** Everyone who made the document what it is: none of them may release its money. */
const MAKERS = ['CREATE', 'EDIT', 'SUBMIT'] as const

/**
 * A disbursement document (docs/ARCHITECTURE.md "Corporate wallet"): uploaded, its rows fixed or removed and
 * submitted by the maker side; approved, rejected or its failed items sent again by a checker who neither
 * uploaded, edited nor submitted it; a stalled execution resumed by anyone of the wallet (no new money moves).
 */
export const disburseWorkflow = defineWorkflow({
  key: 'disburse-doc',
  noun: 'dokumen disbursement',
  entity: 'disburse_doc',
  ownedByClient: true,
  states: DOC_STATUS,
  transitions: {
    upload: {
      label: 'Unggah',
      passive: 'Diunggah',
      from: [],
      to: 'DRAFT',
      feature: WALLET_FEATURES,
      actor: 'CREATE',
    },
    fix: {
      label: 'Perbaiki',
      passive: 'Diperbaiki',
      from: ['DRAFT'],
      feature: WALLET_FEATURES,
      actor: 'EDIT',
    },
    remove: {
      label: 'Hapus Baris',
      passive: 'Dihapus',
      from: ['DRAFT'],
      feature: WALLET_FEATURES,
      actor: 'EDIT',
      danger: true,
      auditAction: 'DELETE',
    },
    submit: {
      label: 'Ajukan',
      passive: 'Diajukan',
      from: ['DRAFT'],
      to: 'PENDING',
      feature: WALLET_FEATURES,
      actor: 'SUBMIT',
    },
    approve: {
      label: 'Setujui',
      passive: 'Disetujui',
      from: ['PENDING'],
      to: 'APPROVED',
      feature: ['APPROVE_DISBURSEMENT'],
      actor: 'APPROVE',
      distinctFrom: MAKERS,
      checker: true,
    },
    reject: {
      label: 'Tolak',
      passive: 'Ditolak',
      from: ['PENDING'],
      to: 'CANCELLED',
      feature: ['APPROVE_DISBURSEMENT'],
      actor: 'REJECT',
      distinctFrom: MAKERS,
      checker: true,
      danger: true,
    },
    retry: {
      label: 'Kirim Ulang yang Gagal',
      passive: 'Dikirim ulang',
      from: ['PARTIAL', 'FAILED'],
      to: 'APPROVED',
      feature: ['APPROVE_DISBURSEMENT'],
      actor: 'EXECUTE',
      distinctFrom: MAKERS,
      checker: true,
      auditAction: 'RETRY',
    },
    resume: {
      label: 'Lanjutkan Eksekusi',
      passive: 'Dilanjutkan',
      from: ['APPROVED', 'PROCESSING'],
      feature: WALLET_FEATURES,
      actor: 'EXECUTE',
      auditAction: 'RESUME',
    },
  },
})
