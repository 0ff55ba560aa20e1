import { describe, expect, it } from 'vitest'
import { roleEntryOf } from '../access/features.ts'
import { ENDPOINTS, WORKFLOWS } from '../areas.ts'
import { AUDIT_ACTIONS } from '../developer/audit-log.ts'
import { actionsOf, refusalOf, type TransitionDef } from './workflow.ts'

/**
 * The workflows' declarations hold together (docs/ARCHITECTURE.md "Four eyes"): a call that decides or moves a
 * controlled item names its transition, takes its feature, and every checker side is a feature of its own.
 */
const CONTROL_VERBS = new Set([
  'approve',
  'reject',
  'verify',
  'submit',
  'retry',
  'resume',
  'propose',
  'decide',
])
const transitionsOf = (wf: (typeof WORKFLOWS)[number]) =>
  Object.entries(wf.transitions as Record<string, TransitionDef<string>>)

describe('workflow declarations', () => {
  it('there are workflows, each key and entity once', () => {
    expect(WORKFLOWS.length).toBeGreaterThanOrEqual(3)
    expect(new Set(WORKFLOWS.map((w) => w.key)).size).toBe(WORKFLOWS.length)
  })

  it('every call that approves, rejects, submits, retries or resumes names a declared transition and takes its feature', () => {
    const controlCalls = ENDPOINTS.filter((e) => CONTROL_VERBS.has(e.path.split('/').at(-1) ?? ''))
    expect(controlCalls.length).toBeGreaterThan(0)
    for (const e of controlCalls) {
      expect(e.transition, `${e.path} declares no transition`).toBeDefined()
      if (!e.transition) continue
      expect(WORKFLOWS, `${e.path}: its workflow is not an area's`).toContain(e.transition.workflow)
      const t = (e.transition.workflow.transitions as Record<string, TransitionDef<string>>)[e.transition.key]
      expect(t, `${e.path}: no transition ${e.transition.key}`).toBeDefined()
      expect(e.access).toEqual({ kind: 'features', anyOf: t?.feature })
    }
  })

  it('every transition leaves and enters declared states, with a known audit action', () => {
    const audits = new Set<string>(AUDIT_ACTIONS.map((a) => a.value))
    for (const wf of WORKFLOWS) {
      const states = new Set(wf.states.map((s) => s.value))
      for (const [key, t] of transitionsOf(wf)) {
        for (const s of t.from) expect(states.has(s), `${wf.key}.${key} from ${s}`).toBe(true)
        if (t.to) expect(states.has(t.to), `${wf.key}.${key} to ${t.to}`).toBe(true)
        if (t.auditAction) expect(audits.has(t.auditAction), `${wf.key}.${key}`).toBe(true)
      }
      // At most one creates it; none when it comes from outside (a public registration form).
      expect(
        transitionsOf(wf).filter(([, t]) => t.from.length === 0).length,
        `${wf.key} is created by one transition at most`,
      ).toBeLessThanOrEqual(1)
    }
  })

  it('a checker side is scoped, and its feature is not the one that creates or edits', () => {
    for (const wf of WORKFLOWS) {
      const makerFeatures = new Set(
        transitionsOf(wf)
          .filter(([, t]) => ['CREATE', 'EDIT', 'SUBMIT', 'PROPOSE'].includes(t.actor))
          .flatMap(([, t]) => t.feature),
      )
      for (const [key, t] of transitionsOf(wf).filter(([, t]) => (t.distinctFrom ?? []).length > 0)) {
        expect(t.checker, `${wf.key}.${key} is a checker's`).toBe(true)
        for (const f of t.feature)
          expect(makerFeatures.has(f), `${wf.key}.${key}: ${f} is a maker's`).toBe(false)
      }
    }
  })
})

describe('the rules, as both sides apply them', () => {
  const wf = WORKFLOWS.find((w) => w.key === 'disburse-doc')
  if (!wf) throw new Error('disburse-doc is declared')
  const checker = {
    userId: 'u-checker',
    roles: [roleEntryOf('APPROVE_DISBURSEMENT'), roleEntryOf('VIEW_CORPORATE_WALLET_MINT')],
    userTypeLevel: 'ALL' as const,
  }
  const made = {
    state: 'PENDING',
    actors: [
      { role: 'CREATE' as const, userId: 'u-maker' },
      { role: 'EDIT' as const, userId: 'u-editor' },
      { role: 'SUBMIT' as const, userId: 'u-submitter' },
    ],
  }

  it('each earlier actor is refused by id, naming the rule; another user is not', () => {
    for (const userId of ['u-maker', 'u-editor', 'u-submitter'])
      expect(refusalOf(wf, 'approve', made, { ...checker, userId })).toMatchObject({
        status: 403,
        rule: 'distinct',
        message: expect.stringMatching(
          /^Disetujui oleh (pembuat|pengubah|pengaju) dokumen disbursement tidak diizinkan/,
        ),
      })
    expect(refusalOf(wf, 'approve', made, checker)).toBeNull()
    expect(actionsOf(wf, made, checker)).toEqual(['approve', 'reject'])
  })

  it('a client-scoped checker is refused unless the segment may approve for its own client', () => {
    const client = { ...checker, userTypeLevel: 'CLIENT' as const }
    expect(refusalOf(wf, 'approve', made, client)).toMatchObject({ status: 403, rule: 'scope' })
    expect(
      refusalOf(wf, 'approve', made, {
        ...client,
        roles: [...client.roles, roleEntryOf('APPROVE_FOR_OWN_CLIENT')],
      }),
    ).toBeNull()
    // Items of no client (a segment's version) are decided by users scoped to everything, whatever they hold.
    const segments = WORKFLOWS.find((w) => w.key === 'segment-version')
    if (!segments) throw new Error('segment-version is declared')
    expect(
      refusalOf(
        segments,
        'approve',
        { state: 'PROPOSED', actors: [] },
        {
          ...client,
          roles: [roleEntryOf('APPROVE_SEGMENTATION'), roleEntryOf('APPROVE_FOR_OWN_CLIENT')],
        },
      ),
    ).toMatchObject({ status: 403, rule: 'scope' })
  })

  it('without the checker feature, or in another state, it is refused', () => {
    expect(
      refusalOf(wf, 'approve', made, { ...checker, roles: [roleEntryOf('VIEW_CORPORATE_WALLET_MINT')] }),
    ).toMatchObject({
      status: 403,
      rule: 'feature',
      message: expect.stringContaining('Persetujuan Disbursement'),
    })
    expect(refusalOf(wf, 'approve', { ...made, state: 'DRAFT' }, checker)).toMatchObject({
      status: 409,
      rule: 'state',
      message: 'Dokumen disbursement ini berstatus Draf: tidak dapat disetujui.',
    })
  })
})
