import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../config.ts'
import { throttleDelaySeconds } from './login-throttle.ts'

describe('the wait of a throttled (address, username) pair', () => {
  const config = loadConfig({})

  it('is none for the free failures, then doubles from the base up to the maximum', () => {
    const waits = Array.from({ length: 18 }, (_, failures) => throttleDelaySeconds(failures, config))
    expect(waits).toEqual([0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900])
  })

  it('stays at the maximum however many failures pile up', () => {
    expect(throttleDelaySeconds(1_000_000, config)).toBe(900)
    expect(throttleDelaySeconds(1_000_000, { ...config, loginThrottleMaxSeconds: 3600 })).toBe(3600)
  })
})
