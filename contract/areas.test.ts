import { describe, expect, it } from 'vitest'
import { AREA_RESOURCES, RESOURCES, resourceByName } from './areas.ts'
import { resourceProblems } from './engine/resource-checks.ts'
import { RESOURCES as RESOURCES_ALONE } from './resources.ts'

describe('resources, the menu and each other agree', () => {
  it.each(RESOURCES.map((r) => [r.name, r] as const))('%s', (_name, r) => {
    expect(resourceProblems(r, resourceByName)).toEqual([])
  })

  it('a declaration that breaks the rules is named', () => {
    const [merchant] = RESOURCES.filter((r) => r.name === 'merchant')
    if (!merchant) throw new Error('merchant is declared')
    const broken = {
      ...merchant,
      access: ['CLIENT_DATA'] as const,
      labelField: 'nope',
      personal: { name: 'nik', ownerNic: 'nik' } as const,
    }
    expect(resourceProblems({ ...broken, labelField: 'name' }, resourceByName)).toContain(
      'merchant: personal field name names its rows (label or code)',
    )
    expect(resourceProblems(broken, resourceByName)).toEqual([
      'merchant: its page requires MERCHANT_DATA, its API CLIENT_DATA',
      'merchant: personal field name is a sortable column',
      'merchant: personal field ownerNic is no row key',
      'merchant: label field nope is no row key',
    ])
  })
})

describe('contract/resources.ts', () => {
  it('is exactly the resources the areas declare (a new area with resources lists its set there)', () => {
    expect(new Set(RESOURCES_ALONE)).toEqual(new Set(AREA_RESOURCES))
    expect(RESOURCES_ALONE).toHaveLength(AREA_RESOURCES.length)
  })
})
