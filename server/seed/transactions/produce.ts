import type { BillerCategory, TrxKind } from '#contract/transactions/catalogue.ts'
import { type BalanceUpdateRow, type BlockEvent, blockSomeCards, CardPool, topup } from './cards.ts'
import { depositTopup } from './deposit.ts'
import { BatchWriter, type RowSink } from './insert.ts'
import { billerPayment, Counters, mycroatm, retailSale } from './kinds.ts'
import { Rng, Weighted } from './random.ts'
import { daySlots, instantIn, WIB_OFFSET } from './rhythm.ts'
import { type OutletRow, type WorldData, worldOf } from './world.ts'

/** What the history is made of, as it crosses to the generator's thread (plain data). */
export interface ProduceOptions {
  /** Transactions in all (split over the five kinds by the usual mix). */
  count: number
  days: number
  /** End of the window, epoch ms. */
  until: number
  seed: number
  deviceActivityDays: number
  batchSize?: number
}

/** What the database still has to write after the rows: the blocked cards and the card balance updates. */
export interface Produced {
  counts: Record<string, number>
  blocks: BlockEvent[]
  balanceUpdates: BalanceUpdateRow[]
}

/** Share of each kind in the mix. */
const MIX: Record<TrxKind, number> = { RETAIL: 0.45, BILLER: 0.25, MYCROATM: 0.15, TOPUP: 0.1, DEPOSIT: 0.05 }
const CATEGORY_SHARE: Record<BillerCategory, number> = {
  TOKEN_LISTRIK: 30,
  PULSA: 30,
  DATA: 10,
  EWALLET: 10,
  TAGIHAN: 20,
}
export const TABLE: Record<
  TrxKind,
  'trx_retail' | 'trx_biller' | 'trx_mycroatm' | 'trx_topup' | 'trx_deposit'
> = {
  RETAIL: 'trx_retail',
  BILLER: 'trx_biller',
  MYCROATM: 'trx_mycroatm',
  TOPUP: 'trx_topup',
  DEPOSIT: 'trx_deposit',
}

/** Splits `total` over the slots in proportion to their weights, summing exactly to `total`. */
function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0)
  let acc = 0
  let given = 0
  return weights.map((w) => {
    acc += w
    const upto = sum === 0 ? 0 : Math.round((total * acc) / sum)
    const n = upto - given
    given = upto
    return n
  })
}

/**
 * The rows of a deterministic transaction history (issue 5), handed to `sink` in batches per table: daily and
 * weekly rhythm, product mix, failure rates and response codes per kind, fees from the fee book and the
 * product catalogue, evolving card and deposit balances, blocked cards and device activity. Pure computation on
 * `data`: server/seed/transactions/index.ts runs it on a thread of its own while the database writes.
 */
export async function produceHistory(
  data: WorldData,
  options: ProduceOptions,
  sink: RowSink,
  say: (message: string) => void,
): Promise<Produced> {
  const { days, until: untilMs } = options
  const until = new Date(untilMs)
  const world = worldOf(data)
  const rng = new Rng(options.seed)
  const counters = new Counters()
  const writer = new BatchWriter(sink, options.batchSize)

  const outlets = (keep: (o: OutletRow) => boolean, weight: (o: OutletRow) => number) =>
    new Weighted(world.outlets.filter(keep), weight)
  const retailOutlets = outlets(
    (o) => o.type !== 'AGENT' && o.pos.length > 0,
    (o) => o.merchant.weight * (o.type === 'FNB' ? 1.2 : 1),
  )
  const billerOutlets = outlets(
    (o) => o.pos.length > 0,
    (o) => o.merchant.weight * (o.type === 'AGENT' ? 3 : 1),
  )
  const atmOutlets = outlets(
    (o) => o.edc.length > 0,
    (o) => o.merchant.weight,
  )
  const topupOutlets = outlets(
    (o) => o.pos.length > 0,
    (o) => o.merchant.weight * (o.type === 'AGENT' ? 2 : 1),
  )
  const depositMerchants = new Weighted(world.merchants, (m) => m.weight)
  const categoryCount = new Map<string, number>()
  for (const p of world.products) categoryCount.set(p.category, (categoryCount.get(p.category) ?? 0) + 1)
  const products = new Weighted(
    world.products,
    (p) => (CATEGORY_SHARE[p.category] ?? 1) / (categoryCount.get(p.category) ?? 1),
  )

  const topupCount = Math.round(options.count * MIX.TOPUP)
  const pool = new CardPool(rng, world, Math.max(500, Math.round(topupCount / 8)))
  const windowStart = until.getTime() - days * 24 * 3_600_000
  const blocks = blockSomeCards(rng, pool, windowStart, until.getTime())
  const depositBalances = new Map<number, number>()
  const balanceUpdates: BalanceUpdateRow[] = []

  const kinds = (Object.keys(MIX) as TrxKind[]).filter((k) => {
    const empty =
      (k === 'RETAIL' && retailOutlets.empty) ||
      (k === 'BILLER' && (billerOutlets.empty || products.empty)) ||
      (k === 'MYCROATM' && atmOutlets.empty) ||
      (k === 'TOPUP' && (topupOutlets.empty || pool.cards.length === 0)) ||
      (k === 'DEPOSIT' && depositMerchants.empty)
    if (empty) say(`lewati ${k}: tidak ada outlet/perangkat/produk yang cocok`)
    return !empty
  })
  const plan = new Map(
    kinds.map((k) => {
      const slots = daySlots(k, days, until)
      const perDay = allocate(
        Math.round(options.count * MIX[k]),
        slots.map((s) => s.weight),
      )
      return [k, { slots, perDay }] as const
    }),
  )
  const counts: Record<string, number> = {}
  for (let d = 0; d < days; d++) {
    for (const kind of kinds) {
      const { slots, perDay } = plan.get(kind) ?? { slots: [], perDay: [] }
      const slot = slots[d]
      const n = perDay[d] ?? 0
      if (!slot || n === 0) continue
      const times = Array.from({ length: n }, () => instantIn(kind, slot, () => rng.next())).sort(
        (a, b) => a - b,
      )
      for (const t of times) {
        let row: object | undefined
        if (kind === 'RETAIL') {
          const o = retailOutlets.draw(rng)
          row = retailSale(rng, world, counters, o, rng.pick(o.pos), t)
        } else if (kind === 'BILLER') {
          const o = billerOutlets.draw(rng)
          row = billerPayment(rng, world, counters, o, rng.pick(o.pos), products.draw(rng), t)
        } else if (kind === 'MYCROATM') {
          const o = atmOutlets.draw(rng)
          row = mycroatm(rng, world, counters, o, rng.pick(o.edc), t)
        } else if (kind === 'TOPUP') {
          const o = topupOutlets.draw(rng)
          const card = pool.draw(rng, t)
          if (!card) continue
          const made = topup(rng, world, counters, o, rng.pick(o.pos), card, t, until.getTime())
          row = made.row
          if (made.update) balanceUpdates.push(made.update)
        } else {
          row = depositTopup(rng, world, counters, depositMerchants.draw(rng), depositBalances, t)
        }
        await writer.add(TABLE[kind], row)
        counts[kind] = (counts[kind] ?? 0) + 1
      }
    }
    if (d % 15 === 14) say(`transaksi: ${writer.inserted} baris (${d + 1}/${days} hari)`)
  }
  await writer.flush()
  counts.cardBlocks = blocks.length
  counts.balanceUpdates = balanceUpdates.length
  counts.deviceActivity = await deviceActivity(
    sink,
    rng,
    world.outlets,
    Math.min(days, options.deviceActivityDays),
    until,
  )
  say(`aktivitas perangkat: ${counts.deviceActivity} baris`)
  return { counts, blocks, balanceUpdates }
}

/** Logins, two-hourly heartbeats and logouts of the outlets' POS and EDC devices on most days. */
async function deviceActivity(
  sink: RowSink,
  rng: Rng,
  outlets: readonly OutletRow[],
  days: number,
  until: Date,
) {
  if (days <= 0) return 0
  const writer = new BatchWriter(sink)
  const DAY = 24 * 3_600_000
  const today = Math.floor((until.getTime() + WIB_OFFSET) / DAY) * DAY - WIB_OFFSET
  for (let d = days - 1; d >= 0; d--) {
    const start = today - d * DAY
    for (const o of outlets) {
      for (const device of [...o.pos, ...o.edc]) {
        if (!rng.chance(0.88)) continue
        const base = {
          device_id: device.id,
          client_id: o.merchant.clientId,
          merchant_id: o.merchant.id,
          outlet_id: o.id,
          app_version: device.appVersion,
        }
        const login = start + (7 * 60 + rng.int(0, 120)) * 60_000
        const logout = start + (20 * 60 + rng.int(0, 120)) * 60_000
        const events: [string, number, string][] = [['LOGIN', login, 'Masuk oleh kasir']]
        for (let t = login + 2 * 3_600_000; t < logout; t += 2 * 3_600_000 + rng.int(-10, 10) * 60_000)
          events.push([
            'HEARTBEAT',
            t,
            `Sinyal ${rng.pick(['4G', '4G', '4G', 'WiFi', '3G'])}, baterai ${rng.int(15, 100)}%`,
          ])
        events.push(['LOGOUT', logout, 'Tutup kasir'])
        for (const [event, at, detail] of events)
          if (at <= until.getTime())
            await writer.add('device_activity', { ...base, event, at: new Date(at).toISOString(), detail })
      }
    }
  }
  await writer.flush()
  return writer.inserted
}
