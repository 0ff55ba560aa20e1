import { describe, expect, it } from 'vitest'
import type { HostQuery } from '#contract/transactions/host.ts'
import { bucketOf, HostUnavailableError, SimulatedHost } from './host.ts'

const query = (trxNo: string, attempt = 0, kind: HostQuery['kind'] = 'MYCROATM'): HostQuery => ({
  kind,
  id: 1,
  trxNo,
  amount: 500_000,
  createdAt: '2026-11-20T03:00:00.000Z',
  status: 'SUSPECT',
  attempt,
})
const numbers = Array.from({ length: 2_000 }, (_, i) => `MYC261120${String(i).padStart(6, '0')}`)

async function outcome(host: SimulatedHost, q: HostQuery) {
  try {
    return await host.queryStatus(q)
  } catch (error) {
    return error instanceof HostUnavailableError ? 'DOWN' : 'OTHER'
  }
}

describe('the simulated host', () => {
  const host = new SimulatedHost({ latencyMs: 0 })

  it('answers the same for the same transaction and attempt, on every run', async () => {
    for (const n of numbers.slice(0, 50))
      expect(await outcome(host, query(n))).toEqual(await outcome(host, query(n)))
    expect(bucketOf('MYC261120000001')).toBe(bucketOf('MYC261120000001'))
  })

  it('mostly settles in success, declines some with a real response code, keeps a few pending, rarely fails', async () => {
    const tally: Record<string, number> = {}
    for (const n of numbers) {
      const a = await outcome(host, query(n))
      const key = typeof a === 'string' ? a : a.status
      tally[key] = (tally[key] ?? 0) + 1
      if (typeof a !== 'string' && a.status === 'SUCCESS')
        expect(a).toMatchObject({ rc: '00', approvalCode: expect.stringMatching(/^\d{6}$/) })
      if (typeof a !== 'string' && a.status === 'FAILED')
        expect(['51', '55', '05', '61', '91', '96']).toContain(a.rc)
    }
    const share = (k: string) => (tally[k] ?? 0) / numbers.length
    expect(share('SUCCESS')).toBeGreaterThan(0.6)
    expect(share('FAILED')).toBeGreaterThan(0.1)
    expect(share('SUSPECT')).toBeGreaterThan(0.05)
    expect(share('DOWN')).toBeGreaterThan(0.01)
    expect(share('DOWN')).toBeLessThan(0.1)
    expect(tally.OTHER).toBeUndefined()
  })

  it('a transaction still pending is settled after two syncs; a timeout usually clears on retry', async () => {
    const pending = numbers.filter(
      (n) => bucketOf(n) >= 88 && bucketOf(`${n}#0`) >= 5 && bucketOf(`${n}#2`) >= 5,
    )
    expect(pending.length).toBeGreaterThan(0)
    for (const n of pending.slice(0, 20)) {
      expect(await outcome(host, query(n, 0))).toMatchObject({ status: 'SUSPECT' })
      expect(await outcome(host, query(n, 2))).toMatchObject({ status: 'SUCCESS', rc: '00' })
    }
    const down = numbers.filter((n) => bucketOf(`${n}#0`) < 5)
    const cleared = down.filter((n) => bucketOf(`${n}#1`) >= 5)
    expect(cleared.length / down.length).toBeGreaterThan(0.8)
  })

  it('declines a retail payment with retail codes and gives it no approval code', async () => {
    const declined =
      numbers.find((n) => bucketOf(n) >= 70 && bucketOf(n) < 88 && bucketOf(`${n}#0`) >= 5) ?? ''
    const a = await host.queryStatus(query(declined, 0, 'RETAIL'))
    expect(a.status).toBe('FAILED')
    expect(['05', '51', '54', '57', '91']).toContain(a.rc)
    const ok = numbers.find((n) => bucketOf(n) < 70 && bucketOf(`${n}#0`) >= 5) ?? ''
    expect(await host.queryStatus(query(ok, 0, 'RETAIL'))).toEqual({ status: 'SUCCESS', rc: '00' })
  })
})
