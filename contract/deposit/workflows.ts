import type { FeatureName } from '../access/features.ts'
import { defineWorkflow } from '../engine/workflow.ts'
import { DEPOSIT_REQUEST_STATUS } from './vocabulary.ts'

/** A deposit request's two decisions: a checker holding `feature`, never its maker, approves or rejects it. */
const checkerDecision = (feature: FeatureName) =>
  ({
    approve: {
      label: 'Setujui',
      passive: 'Disetujui',
      from: ['PENDING'],
      to: 'APPROVED',
      feature: [feature],
      actor: 'APPROVE',
      distinctFrom: ['CREATE'],
      checker: true,
    },
    reject: {
      label: 'Tolak',
      passive: 'Ditolak',
      from: ['PENDING'],
      to: 'REJECTED',
      feature: [feature],
      actor: 'REJECT',
      distinctFrom: ['CREATE'],
      checker: true,
      danger: true,
    },
  }) as const

/**
 * A top-up request (docs/ARCHITECTURE.md "Four eyes"): the maker enters it with its proof; a checker, never its
 * maker and scoped to everything, approves it (the ledger posts it) or rejects it with a reason.
 */
export const depositTopupWorkflow = defineWorkflow({
  key: 'deposit-topup',
  noun: 'top up deposit',
  entity: 'deposit_topup_request',
  ownedByClient: true,
  states: DEPOSIT_REQUEST_STATUS,
  transitions: {
    request: {
      label: 'Ajukan',
      passive: 'Diajukan',
      from: [],
      to: 'PENDING',
      feature: ['TOPUP_DEPOSIT_MERCHANT'],
      actor: 'CREATE',
    },
    ...checkerDecision('APPROVE_DEPOSIT_TOPUP'),
  },
})

/**
 * A correction or refund of a deposit (issue 30: no money moves on one person's word): asked for by one user with
 * its reason (a refund names the deduction it reverses), posted only when a checker other than the maker, scoped
 * to everything and re-authenticated, approves it.
 */
export const depositAdjustmentWorkflow = defineWorkflow({
  key: 'deposit-adjustment',
  noun: 'koreksi/refund deposit',
  entity: 'deposit_adjustment_request',
  ownedByClient: true,
  states: DEPOSIT_REQUEST_STATUS,
  transitions: {
    request: {
      label: 'Ajukan',
      passive: 'Diajukan',
      from: [],
      to: 'PENDING',
      feature: ['TOPUP_DEPOSIT_MERCHANT'],
      actor: 'CREATE',
    },
    ...checkerDecision('APPROVE_DEPOSIT_ADJUSTMENT'),
  },
})
