import { describe, expect, it } from 'vitest'
import { RESOURCES } from '../areas.ts'
import { type FieldDef, isConsequential } from './resource.ts'

const field = (f: Partial<FieldDef>): FieldDef => ({ key: 'x', label: 'X', type: 'text', ...f })

describe('which edits ask for confirmation (issue 12, item 6)', () => {
  it('money, status, passwords and parent references do; names and notes do not', () => {
    expect(isConsequential(field({ type: 'money' }))).toBe(true)
    expect(isConsequential(field({ key: 'status', type: 'select' }))).toBe(true)
    expect(isConsequential(field({ type: 'password' }))).toBe(true)
    expect(isConsequential(field({ type: 'ref', ref: 'merchant' }))).toBe(true)
    expect(isConsequential(field({ type: 'text' }))).toBe(false)
    expect(isConsequential(field({ type: 'textarea' }))).toBe(false)
    expect(isConsequential(field({ type: 'email' }))).toBe(false)
  })

  it('a field may say otherwise', () => {
    expect(isConsequential(field({ type: 'datetime', consequential: true }))).toBe(true)
    expect(isConsequential(field({ type: 'money', consequential: false }))).toBe(false)
  })

  it('every editable resource with a status or money field asks when it changes', () => {
    for (const def of RESOURCES) {
      for (const f of def.form.flatMap((s) => s.fields)) {
        if (f.key === 'status' || f.type === 'money')
          expect(isConsequential(f), `${def.name}.${f.key}`).toBe(true)
      }
    }
  })
})
