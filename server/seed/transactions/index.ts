import { fakerID_ID } from '@faker-js/faker'
import { sql } from 'drizzle-orm'
import type { BillerCategory, TrxKind } from '#contract/transactions/catalogue.ts'
import { rebuildRollups } from '../../areas/transactions/rollups/rebuild.ts'
import type { Db } from '../../db/client.ts'
import { rowsOf } from '../../engine/query.ts'
import { ensureHistoryMonths } from '../../ops/history-partitions.ts'
import { type BalanceUpdateRow, blockSomeCards, CardPool, topup } from './cards.ts'
import { depositTopup } from './deposit.ts'
import { BatchWriter, bulkInsert } from './insert.ts'
import { billerPayment, Counters, mycroatm, retailSale } from './kinds.ts'
import { Rng, Weighted } from './random.ts'
import { daySlots, instantIn, WIB_OFFSET } from './rhythm.ts'
import { loadWorld, type OutletRow } from './world.ts'

export interface TransactionSeedOptions {
  /** Transactions in all (split over the five kinds by the usual mix). */
  count: number
  /** Days of history ending at `until` (default 90). */
  days?: number
  /** End of the window (default now); the same seed and `until` give the same rows. */
  until?: Date
  seed?: number
  /** Days of device heartbeats/logins to generate (default 30, 0 = none). */
  deviceActivityDays?: number
  batchSize?: number
  log?: (message: string) => void
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
const TABLE: Record<TrxKind, 'trx_retail' | 'trx_biller' | 'trx_mycroatm' | 'trx_topup' | 'trx_deposit'> = {
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
 * Deterministic transaction history (issue 5): daily and weekly rhythm, product mix, failure rates and
 * response codes per kind, fees from the fee schedule and the product catalogue, evolving card and
 * deposit balances, blocked cards, pending card balance updates and device activity.
 */
export async function seedTransactions(
  db: Db,
  options: TransactionSeedOptions,
): Promise<Record<string, number>> {
  // A bulk load is cheaper with the rollup triggers off and one rebuild after (each batch statement would
  // otherwise upsert every rollup, the hourly one nearly a row per transaction): ~2× faster for the demo's
  // first start. One transaction, so a failure leaves the triggers on and nothing half-loaded.
  return db.transaction(async (tx) => {
    const tables = Object.values(TABLE)
    for (const t of tables) await tx.execute(sql.raw(`alter table ${t} disable trigger user`))
    // The rows name only merchants, outlets, devices and products read from this database (loadWorld), so the
    // seven or eight foreign-key checks of every row (a lookup each) are skipped where the role may: a superuser,
    // as the embedded database's is (the generator test checks that no row names a missing one).
    const replica = await mayActAsReplica(tx)
    if (replica) await tx.execute(sql`set local session_replication_role = replica`)
    const counts = await withoutSecondaryIndexes(tx, [...tables, 'device_activity'], () =>
      generate(tx, options),
    )
    if (replica) await tx.execute(sql`set local session_replication_role = origin`)
    for (const t of tables) await tx.execute(sql.raw(`alter table ${t} enable trigger user`))
    // Statistics first, while the rollups are still empty: their rebuild analyzes them itself (once, not twice).
    const analyzeStarted = performance.now()
    await tx.execute(sql`analyze`)
    const rollupStarted = performance.now()
    await rebuildRollups(tx)
    const seconds = (from: number, to = performance.now()) => `${((to - from) / 1000).toFixed(1)} s`
    log(options)(
      `transaksi selesai: ${JSON.stringify(counts)}; analyze ${seconds(analyzeStarted, rollupStarted)}, rollup ${seconds(rollupStarted)}`,
    )
    return counts
  })
}

async function mayActAsReplica(db: Db): Promise<boolean> {
  const [r] = rowsOf(await db.execute(sql`select current_setting('is_superuser') = 'on' as yes`))
  return r?.yes === true
}

/**
 * Runs a bulk load with the tables' non-unique indexes dropped, and builds them again after it: building an index
 * sorts the rows once, where keeping ten indexes during the load searched and inserted into each for every row
 * (the demo's first start: docs/PERFORMANCE.md "First start"). The unique indexes stay, so a duplicate is still
 * refused as it arrives. Each index is made again from its own definition on the partitioned table, which builds it
 * on every partition; in the caller's transaction, so a failure leaves the indexes as they were.
 */
async function withoutSecondaryIndexes<T>(
  db: Db,
  tables: readonly string[],
  load: () => Promise<T>,
): Promise<T> {
  const indexes = rowsOf(
    await db.execute(sql`select indexname, indexdef from pg_indexes
      where schemaname = 'public' and tablename in (${sql.join(
        tables.map((t) => sql`${t}`),
        sql`, `,
      )}) and indexdef not like 'CREATE UNIQUE %'`),
  ).map((r) => ({ name: String(r.indexname), definition: String(r.indexdef) }))
  for (const i of indexes) await db.execute(sql.raw(`drop index ${i.name}`))
  const result = await load()
  // pg_indexes writes a partitioned table's index "ON ONLY" the parent; without ONLY it is built on each partition.
  for (const i of indexes) await db.execute(sql.raw(i.definition.replace(' ON ONLY ', ' ON ')))
  return result
}

const log = (options: TransactionSeedOptions) => options.log ?? (() => {})

async function generate(db: Db, options: TransactionSeedOptions): Promise<Record<string, number>> {
  const days = options.days ?? 90
  const until = options.until ?? new Date()
  // Each month the history covers gets its partition before its rows come (else they land in the default).
  await ensureHistoryMonths(db, new Date(until.getTime() - (days + 1) * 86_400_000), until)
  const rng = new Rng(options.seed ?? 20251121)
  const say = log(options)
  fakerID_ID.seed(options.seed ?? 20251121)
  const names = Array.from({ length: 400 }, () => fakerID_ID.person.fullName())
  const world = await loadWorld(db, names)
  const counters = new Counters()
  const writer = new BatchWriter(db, options.batchSize)

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

  await bulkInsert(db, 'card_block', blocks)
  await db.execute(sql`
    insert into card_block_log (card_no, issuer_code, action, reason, note, actor, at)
    select card_no, issuer_code, 'BLOCK', reason, note, blocked_by, blocked_at from card_block
    union all
    select card_no, issuer_code, 'UNBLOCK', null, unblock_note, unblocked_by, unblocked_at
      from card_block where unblocked_at is not null`)
  for (let i = 0; i < balanceUpdates.length; i += 5_000) {
    await db.execute(sql`
      insert into card_balance_update (topup_id, card_no, issuer_code, client_id, merchant_id, pending_amount,
        card_balance_before, card_balance_after, requested_at, applied_at, device_id, status)
      select t.id, r.card_no, r.issuer_code, r.client_id, r.merchant_id, r.pending_amount, r.card_balance_before,
             r.card_balance_after, r.requested_at, r.applied_at, r.device_id, r.status
        from jsonb_to_recordset(${JSON.stringify(balanceUpdates.slice(i, i + 5_000))}::jsonb) as r(trx_no text,
             card_no text, issuer_code text, client_id int, merchant_id int, pending_amount int8,
             card_balance_before int8, card_balance_after int8, requested_at timestamptz, applied_at timestamptz,
             device_id int, status text)
        join trx_topup t on t.trx_no = r.trx_no`)
  }
  counts.cardBlocks = blocks.length
  counts.balanceUpdates = balanceUpdates.length
  const devicesStarted = performance.now()
  counts.deviceActivity = await seedDeviceActivity(
    db,
    rng,
    world.outlets,
    Math.min(days, options.deviceActivityDays ?? 30),
    until,
  )
  say(
    `aktivitas perangkat: ${counts.deviceActivity} baris (${((performance.now() - devicesStarted) / 1000).toFixed(1)} s)`,
  )
  return counts
}

/** Logins, two-hourly heartbeats and logouts of the outlets' POS and EDC devices on most days. */
async function seedDeviceActivity(
  db: Db,
  rng: Rng,
  outlets: readonly OutletRow[],
  days: number,
  until: Date,
) {
  if (days <= 0) return 0
  const writer = new BatchWriter(db)
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
