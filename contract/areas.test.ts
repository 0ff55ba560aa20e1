import { describe, expect, it } from 'vitest'
import { RESOURCES, resourceByName } from './areas.ts'
import { routeByPath } from './navigation/menu.ts'

describe('resources and the menu agree', () => {
  it.each(RESOURCES.map((r) => [r.name, r] as const))(
    '%s: its page requires exactly the features its API requires',
    (_name, r) => {
      const page = routeByPath(r.route)
      expect(page, `${r.route} is not in the menu`).toBeDefined()
      expect([...(page?.features ?? [])].sort()).toEqual([...r.access].sort())
    },
  )

  it('every ref and filter names a declared resource, every column a row key, every form field an input key', () => {
    for (const r of RESOURCES) {
      const rowKeys = Object.keys(r.row.shape)
      const inputKeys = Object.keys(r.input.shape)
      for (const c of r.columns) expect(rowKeys, `${r.name}.${c.key}`).toContain(c.key)
      for (const f of r.filters)
        if (f.type === 'ref') expect(resourceByName(f.ref), `${r.name} filter ${f.key}`).toBeDefined()
      for (const field of r.form.flatMap((s) => s.fields)) {
        expect(inputKeys, `${r.name} form ${field.key}`).toContain(field.key)
        if (field.ref) expect(resourceByName(field.ref), `${r.name}.${field.key}`).toBeDefined()
        for (const ref of Object.values(field.refBy?.refs ?? {})) expect(resourceByName(ref)).toBeDefined()
      }
      expect(rowKeys).toContain(r.labelField)
      expect(r.row.shape.id, `${r.name} row id`).toBeDefined()
      expect(r.columns.find((c) => c.key === r.defaultSort.key)?.sortable, `${r.name} default sort`).toBe(
        true,
      )
    }
  })
})
