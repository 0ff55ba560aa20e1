import os from 'node:os'
import { compileFeeBook, type FeeBookInput } from '../../contract/fees/book.ts'
import { priceTransaction } from '../../contract/fees/price.ts'
import type { TransactionInput } from '../../contract/fees/transaction.ts'

/**
 * The fee engine's throughput (issue 15 item 4: ≥ 1,000,000 computations per second on one core for a
 * typical tiered scheme with two partner shares). One thread, pricing a cycle of 1,024 transactions whose
 * amounts fall in every tier; each run lasts at least 1 s, the figure is the median of 5 runs. Run alone:
 * `npx tsx scripts/bench/fees.ts`.
 */
const book: FeeBookInput = {
  schemes: [
    {
      code: 'ADM-TIER',
      label: 'Biaya Admin Bertingkat',
      component: 'ADMIN',
      bearer: 'CUSTOMER',
      match: { kind: 'BILLER' },
      type: 'TIERED',
      tiers: [
        { type: 'FLAT', from: 0, to: 100_000, amount: 1_500 },
        { type: 'FLAT', from: 100_001, to: 1_000_000, amount: 2_500 },
        { type: 'PERCENT', from: 1_000_001, to: 10_000_000, bps: 25 },
        { type: 'PERCENT', from: 10_000_001, bps: 15 },
      ],
      min: 1_000,
      max: 50_000,
      sharing: {
        shares: [
          { type: 'PERCENT', partnerId: 'PTN-BANK', bps: 4_000 },
          { type: 'PERCENT', partnerId: 'PTN-AGG', bps: 3_500 },
        ],
        remainderTo: 'MINT',
      },
      validFrom: '2024-01-01',
      validTo: '2024-12-31',
    },
    {
      code: 'ADM-TIER',
      label: 'Biaya Admin Bertingkat',
      component: 'ADMIN',
      bearer: 'CUSTOMER',
      match: { kind: 'BILLER' },
      type: 'TIERED',
      tiers: [
        { type: 'FLAT', from: 0, to: 100_000, amount: 2_000 },
        { type: 'FLAT', from: 100_001, to: 1_000_000, amount: 3_000 },
        { type: 'PERCENT', from: 1_000_001, to: 10_000_000, bps: 30 },
        { type: 'PERCENT', from: 10_000_001, bps: 20 },
      ],
      min: 1_000,
      max: 60_000,
      sharing: {
        shares: [
          { type: 'PERCENT', partnerId: 'PTN-BANK', bps: 4_000 },
          { type: 'PERCENT', partnerId: 'PTN-AGG', bps: 3_333 },
        ],
        remainderTo: 'MINT',
      },
      validFrom: '2025-01-01',
    },
  ],
  taxes: [],
}

const RUNS = 5
const MIN_RUN_MS = 1_000

export async function benchFees(): Promise<string> {
  const compiled = compileFeeBook(book)
  const trxs: TransactionInput[] = []
  let seed = 42
  for (let i = 0; i < 1_024; i++) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
    trxs.push({
      kind: 'BILLER',
      product: 'PLNPOST',
      amount:
        [50_000, 100_000, 100_001, 750_000, 1_000_001, 4_321_987, 10_000_001, 25_000_000][i % 8]! +
        (seed % 997),
      at: '2025-06-12T10:00:00+07:00',
      merchant: { schemes: ['ADM-TIER'], taxes: [] },
    })
  }
  let sink = 0
  const once = () => {
    for (let i = 0; i < trxs.length; i++) sink += priceTransaction(compiled, trxs[i]!).merchantNet
  }
  for (let i = 0; i < 2_000; i++) once() // warm-up: let the JIT compile the hot path
  const rates: number[] = []
  for (let r = 0; r < RUNS; r++) {
    let n = 0
    const start = performance.now()
    let elapsed = 0
    do {
      once()
      n += trxs.length
      elapsed = performance.now() - start
    } while (elapsed < MIN_RUN_MS)
    rates.push((n / elapsed) * 1_000)
  }
  if (sink === 0) throw new Error('unexpected')
  const sorted = [...rates].sort((a, b) => a - b)
  const median = sorted[Math.floor(RUNS / 2)]!
  const fmt = (x: number) => Math.round(x).toLocaleString('id-ID')
  const sample = priceTransaction(compiled, trxs[4]!)
  return `## Fee engine (issue 15)

_Run on ${new Date().toISOString().slice(0, 10)}: ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, one thread._

\`priceTransaction\` (contract/fees/price.ts) on a compiled fee book: a BERTINGKAT admin fee (4 tiers, flat and
percent, min and max, two versions by validity) shared by two partners by percentage with the remainder to the
platform, over 1,024 transactions spread over every tier; ${RUNS} runs of at least ${MIN_RUN_MS / 1_000} s each.

| runs (computations/s) | median | target |
|---|---:|---:|
| ${rates.map(fmt).join(' · ')} | ${fmt(median)} | ≥ 1.000.000 (${median >= 1_000_000 ? 'met' : 'NOT met'}) |

Example: amount ${fmt(trxs[4]!.amount)} → admin ${fmt(sample.lines[0]?.amount ?? 0)}, shares ${sample.shares.map((s) => `${s.partnerId} ${fmt(s.amount)}`).join(', ')}.
`
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await benchFees())
