import { describe, expect, it } from 'vitest'
import { DEMO_SECRETS, loadConfig } from './config.ts'

describe('configuration', () => {
  it('has safe demo defaults outside production', () => {
    const c = loadConfig({})
    expect(c).toMatchObject({
      port: 3000,
      databaseUrl: '',
      seedDemo: true,
      tokenSecret: DEMO_SECRETS.tokenSecret,
    })
    expect(c.dataDir).toMatch(/\/data$/)
  })

  it('refuses to start in production with the demo secrets, naming them', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /TOKEN_SECRET, AUTO_LOGIN_ISSUER_KEY, TWO_FACTOR_KEY/,
    )
    expect(() => loadConfig({ NODE_ENV: 'production', TOKEN_SECRET: 'x'.repeat(40) })).toThrow(
      /AUTO_LOGIN_ISSUER_KEY/,
    )
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        TOKEN_SECRET: 'short',
        AUTO_LOGIN_ISSUER_KEY: 'k',
        TWO_FACTOR_KEY: 't'.repeat(40),
      }),
    ).toThrow(/TOKEN_SECRET minimal 32 karakter/)
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        TOKEN_SECRET: 's'.repeat(40),
        AUTO_LOGIN_ISSUER_KEY: 'k',
        TWO_FACTOR_KEY: 'short',
      }),
    ).toThrow(/TWO_FACTOR_KEY minimal 32 karakter/)
  })

  it('starts in production with real secrets, and then seeds no demo data', () => {
    const c = loadConfig({
      NODE_ENV: 'production',
      TOKEN_SECRET: 's'.repeat(40),
      AUTO_LOGIN_ISSUER_KEY: 'issuer-key',
      TWO_FACTOR_KEY: 't'.repeat(40),
    })
    expect(c.seedDemo).toBe(false)
  })

  it('rejects a malformed number instead of guessing', () => {
    expect(() => loadConfig({ PORT: 'delapan' })).toThrow(/PORT/)
  })
})
