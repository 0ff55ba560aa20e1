import { describe, expect, it } from 'vitest'
import type { BillerProductRef } from '#contract/developer/biller-host.ts'
import { billPeriod, inCutOff, SimulatedBillerHost } from './biller-host.ts'

const PLN: BillerProductRef = {
  code: 'PLNPASCA',
  name: 'Tagihan PLN Pascabayar',
  biller: 'PLN',
  category: 'TAGIHAN',
  type: 'POSTPAID',
  denomination: 0,
  adminFee: 2_750,
  cutOff: null,
}
const signal = new AbortController().signal
/** 23:50 WIB on 3 December 2026. */
const lateEvening = new Date('2026-12-03T16:50:00Z')

describe('simulated biller host', () => {
  it('the period is the WIB month before now, running back over several sheets and across a year', () => {
    expect(billPeriod(new Date('2026-12-03T05:00:00Z'), 1)).toBe('NOV 2026')
    expect(billPeriod(new Date('2026-12-03T05:00:00Z'), 3)).toBe('SEP 2026 - NOV 2026')
    expect(billPeriod(new Date('2027-02-10T05:00:00Z'), 3)).toBe('NOV 2026 - JAN 2027')
    // 31 Dec 2026 20:00 UTC is already 1 Jan 2027 in WIB.
    expect(billPeriod(new Date('2026-12-31T20:00:00Z'), 1)).toBe('DES 2026')
  })

  it('a cut-off window is read in WIB and may wrap past midnight', () => {
    expect(inCutOff(lateEvening, { start: '23:45', end: '00:15' })).toBe(true)
    expect(inCutOff(new Date('2026-12-03T17:10:00Z'), { start: '23:45', end: '00:15' })).toBe(true)
    expect(inCutOff(new Date('2026-12-03T17:15:00Z'), { start: '23:45', end: '00:15' })).toBe(false)
    expect(inCutOff(lateEvening, { start: '22:00', end: '23:00' })).toBe(false)
    expect(inCutOff(new Date('2026-12-03T15:30:00Z'), { start: '22:00', end: '23:00' })).toBe(true)
  })

  it('a product inside its cut-off window answers 97 for a number that would otherwise succeed', async () => {
    const host = new SimulatedBillerHost({ latencyMs: 0, now: () => lateEvening })
    const open = await host.inquiry({ product: PLN, customerNo: '530000000006', signal })
    expect(open.rc).toBe('00')
    const closed = await host.inquiry({
      product: { ...PLN, cutOff: { start: '23:45', end: '00:15' } },
      customerNo: '530000000006',
      signal,
    })
    expect(closed).toMatchObject({ rc: '97', total: null })
  })

  it('the last digit picks the RC; "already paid" only for a postpaid bill', async () => {
    const host = new SimulatedBillerHost({ latencyMs: 0, now: () => lateEvening })
    const rc = async (customerNo: string, product = PLN) =>
      (await host.inquiry({ product, customerNo, signal })).rc
    expect(await rc('530000000011')).toBe('14')
    expect(await rc('530000000012')).toBe('88')
    expect(await rc('530000000013')).toBe('97')
    expect(await rc('530000000015')).toBe('96')
    expect(await rc('530000000016')).toBe('00')
    const token = { ...PLN, code: 'PLNPRA50', category: 'TOKEN_LISTRIK' as const, type: 'PREPAID' as const }
    expect(await rc('14123456782', { ...token, denomination: 50_000, adminFee: 2_500 })).toBe('00')
  })

  it('a number ending in 4 is never answered, until the caller aborts', async () => {
    const host = new SimulatedBillerHost({ latencyMs: 0 })
    const controller = new AbortController()
    const asked = host.inquiry({ product: PLN, customerNo: '530000000014', signal: controller.signal })
    const settled = await Promise.race([
      asked.then(
        () => 'answered',
        () => 'failed',
      ),
      wait(50),
    ])
    expect(settled).toBe('waiting')
    controller.abort(new Error('timeout'))
    await expect(asked).rejects.toThrow('timeout')
  })

  it('the latency is interrupted by an abort', async () => {
    const host = new SimulatedBillerHost({ latencyMs: 60_000 })
    const controller = new AbortController()
    const asked = host.inquiry({ product: PLN, customerNo: '530000000016', signal: controller.signal })
    controller.abort()
    await expect(asked).rejects.toThrow()
  })
})

const wait = (ms: number) => new Promise<string>((resolve) => setTimeout(() => resolve('waiting'), ms))
