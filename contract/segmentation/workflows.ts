import { defineWorkflow } from '../engine/workflow.ts'

/**
 * A proposed version of a money segment (docs/ARCHITECTURE.md "Segmentation"): proposed by one holder of
 * SETTING_ALL_SEGMENTATION, approved by a checker scoped to everything who did not propose it; rejected by a
 * checker or withdrawn by its proposer.
 */
export const segmentVersionWorkflow = defineWorkflow({
  key: 'segment-version',
  noun: 'usulan segmen',
  entity: 'segment_version',
  states: [
    { value: 'PROPOSED', label: 'Menunggu persetujuan' },
    { value: 'APPROVED', label: 'Disetujui' },
    { value: 'REJECTED', label: 'Ditolak' },
  ],
  transitions: {
    propose: {
      label: 'Usulkan',
      passive: 'Diusulkan',
      from: [],
      to: 'PROPOSED',
      feature: ['SETTING_ALL_SEGMENTATION'],
      actor: 'PROPOSE',
    },
    approve: {
      label: 'Setujui',
      passive: 'Disetujui',
      from: ['PROPOSED'],
      to: 'APPROVED',
      feature: ['APPROVE_SEGMENTATION'],
      actor: 'APPROVE',
      distinctFrom: ['PROPOSE'],
      checker: true,
    },
    // Rejecting moves no money: the proposer may withdraw their own proposal, a checker may turn it down.
    reject: {
      label: 'Tolak',
      passive: 'Ditolak',
      from: ['PROPOSED'],
      to: 'REJECTED',
      feature: ['SETTING_ALL_SEGMENTATION', 'APPROVE_SEGMENTATION'],
      actor: 'REJECT',
      checker: true,
      danger: true,
    },
  },
})
