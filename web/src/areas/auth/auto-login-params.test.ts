import { describe, expect, it } from 'vitest'
import { readAutoLoginParams } from './auto-login-params.ts'

describe('readAutoLoginParams', () => {
  it('is none without token and key', () => {
    expect(readAutoLoginParams('')).toEqual({ kind: 'none' })
    expect(readAutoLoginParams('?foo=1')).toEqual({ kind: 'none' })
  })

  it('URL-decodes both values once', () => {
    const token = 'ab+c/d=='
    const key = 'k y&z'
    const search = `?token=${encodeURIComponent(token)}&key=${encodeURIComponent(key)}`
    expect(readAutoLoginParams(search)).toEqual({ kind: 'ready', token, key })
  })

  it('keeps a raw plus sign as a plus (not a space)', () => {
    expect(readAutoLoginParams('?token=a+b&key=c')).toEqual({ kind: 'ready', token: 'a+b', key: 'c' })
  })

  it('is invalid when one is missing or empty', () => {
    expect(readAutoLoginParams('?token=abc')).toEqual({ kind: 'invalid' })
    expect(readAutoLoginParams('?token=abc&key=')).toEqual({ kind: 'invalid' })
  })

  it('is invalid (not a crash) for malformed percent-encoding', () => {
    expect(readAutoLoginParams('?token=%E0%A4%A&key=abc')).toEqual({ kind: 'invalid' })
  })
})
