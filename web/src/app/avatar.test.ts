import { describe, expect, it } from 'vitest'
import { initialsOf } from './avatar.ts'

describe('initialsOf', () => {
  it.each([
    ['superadmin', 'SU'],
    ['e2e.lockout', 'EL'],
    ['Budi Santoso', 'BS'],
    ['ops_retail-jakarta', 'OR'],
    ['  mitra  ', 'MI'],
    ['x', 'X'],
    ['', '?'],
    ['...', '?'],
  ])('%j → %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials)
  })
})
