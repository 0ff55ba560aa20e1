import { describe, expect, it } from 'vitest'
import { RESOURCES } from '../resources.ts'
import { AUDIT_ACTIONS } from './audit-log.ts'

/**
 * The audit log shows an action by its label ("Setujui", not APPROVE). The server's own calls are held to the list
 * by the type of `audit()`; a resource's row action is audited under its name upper-cased (server/engine/routes.ts),
 * which only this can check.
 */
describe('audit actions', () => {
  it('labels every row action of every resource', () => {
    const labelled = new Set<string>(AUDIT_ACTIONS.map((a) => a.value))
    const missing = RESOURCES.flatMap((r) => (r.actions ?? []).map((a) => a.name.toUpperCase())).filter(
      (name) => !labelled.has(name),
    )
    expect(missing).toEqual([])
  })

  it('names each action once', () => {
    const values = AUDIT_ACTIONS.map((a) => a.value)
    expect(new Set(values).size).toBe(values.length)
  })
})
