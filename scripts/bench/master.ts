import type { DashboardHarness } from './dashboards.ts'
import { benchFees } from './fees.ts'
import { sample } from './transactions.ts'

/**
 * The master-data bench (issue 15): the fee engine's throughput on one core, and the bank and biller product
 * lists over HTTP (target p95 ≤ 20 ms), on the transaction bench's server, one request at a time.
 */
export async function benchMaster(opts: {
  harness: DashboardHarness
  seconds: number
  log: (m: string) => void
}): Promise<string> {
  const { harness, seconds, log } = opts
  const cases: [string, string, object][] = [
    ['bank list, page 1', '/bank/list', { page: 1, pageSize: 25 }],
    [
      'bank list, search a SWIFT code (CENAIDJA)',
      '/bank/list',
      { page: 1, pageSize: 25, search: 'CENAIDJA' },
    ],
    ['bank list, search "syariah"', '/bank/list', { page: 1, pageSize: 25, search: 'syariah' }],
    ['biller product list, page 1', '/product-biller/list', { page: 1, pageSize: 25 }],
    ['biller product list, search "PLN"', '/product-biller/list', { page: 1, pageSize: 25, search: 'PLN' }],
    [
      'biller product list, postpaid',
      '/product-biller/list',
      { page: 1, pageSize: 25, filters: { type: 'POSTPAID' } },
    ],
  ]
  const rows: string[] = []
  for (const [name, path, body] of cases) {
    const requester = await harness.requester(path, body, 'superadmin')
    const r = await sample(requester, seconds)
    await requester.close()
    log(`${name}: p95 ${r.p95.toFixed(1)} ms`)
    rows.push(
      `| ${name} | ${r.requests} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p95 <= 20 ? 'met' : '**not met**'} | ${r.errors} |`,
    )
  }
  const fees = await benchFees()
  log('fee engine measured')
  return `${fees}
## Master data lists (issue 15)

Each list over HTTP as superadmin, one request at a time for ${seconds} s after a warm-up, on the transaction
bench's PostgreSQL database. Target: p95 ≤ 20 ms.

| call | requests | p50 ms | p95 ms | target | errors |
|---|---:|---:|---:|---|---:|
${rows.join('\n')}
`
}
