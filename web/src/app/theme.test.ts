import { describe, expect, it } from 'vitest'
import { parseTheme, resolveTheme } from './theme.ts'

describe('theme preference', () => {
  it('reads the stored values and falls back to system for anything else', () => {
    expect(parseTheme('light')).toBe('light')
    expect(parseTheme('dark')).toBe('dark')
    expect(parseTheme('system')).toBe('system')
    expect(parseTheme(null)).toBe('system')
    expect(parseTheme('DARK')).toBe('system')
  })

  it('system follows the colour scheme; explicit choices ignore it', () => {
    expect(resolveTheme('system', true)).toBe('dark')
    expect(resolveTheme('system', false)).toBe('light')
    expect(resolveTheme('light', true)).toBe('light')
    expect(resolveTheme('dark', false)).toBe('dark')
  })
})
