import { Worker } from 'node:worker_threads'
import { fakerID_ID } from '@faker-js/faker'
import { sql } from 'drizzle-orm'
import { rebuildRollups } from '../../areas/transactions/rollups/rebuild.ts'
import type { Db } from '../../db/client.ts'
import { rowsOf } from '../../engine/query.ts'
import { ensureHistoryMonths } from '../../ops/history-partitions.ts'
import { bulkInsert, bulkInsertJson, type RowSink } from './insert.ts'
import { type Produced, type ProduceOptions, TABLE } from './produce.ts'
import type { ThreadMessage } from './produce-thread.ts'
import { loadWorld, type WorldData } from './world.ts'

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
  const seed = options.seed ?? 20251121
  fakerID_ID.seed(seed)
  const names = Array.from({ length: 400 }, () => fakerID_ID.person.fullName())
  const world = await loadWorld(db, names)
  const produced = await produceOnThread(
    world,
    {
      count: options.count,
      days,
      until: until.getTime(),
      seed,
      deviceActivityDays: options.deviceActivityDays ?? 30,
      ...(options.batchSize ? { batchSize: options.batchSize } : {}),
    },
    (table, json) => bulkInsertJson(db, table, json),
    log(options),
  )
  const { counts, blocks, balanceUpdates } = produced
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
  return counts
}

/**
 * Runs produceHistory on a thread of its own while this one writes what it produced: the generator's arithmetic
 * and the database's inserts no longer take turns on one core (docs/PERFORMANCE.md "First start"). Batches are
 * written in the order they come, one at a time; a failed insert ends the thread and the seed.
 */
function produceOnThread(
  world: WorldData,
  options: ProduceOptions,
  insert: (table: Parameters<RowSink>[0], json: string) => Promise<void>,
  say: (message: string) => void,
): Promise<Produced> {
  const worker = new Worker(new URL('./produce-thread.mjs', import.meta.url), {
    workerData: { world, options },
  })
  return new Promise<Produced>((resolve, reject) => {
    let written = Promise.resolve()
    let failed = false
    const fail = (error: unknown) => {
      if (failed) return
      failed = true
      void worker.terminate()
      reject(error)
    }
    worker.on('message', (m: ThreadMessage) => {
      if (m.type === 'log') say(m.message)
      else if (m.type === 'rows')
        written = written.then(async () => {
          if (failed) return
          await insert(m.table, m.json).catch(fail)
          if (!failed) worker.postMessage('written')
        })
      else written = written.then(() => (failed ? undefined : resolve(m.produced)))
    })
    worker.on('error', fail)
    worker.on('exit', (code) => {
      if (code !== 0) fail(new Error(`Pembuat data transaksi berhenti (kode ${code}).`))
    })
  })
}
