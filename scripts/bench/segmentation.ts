import { sql } from 'drizzle-orm'
import { loadCandidates } from '../../server/areas/segmentation/candidates.ts'
import { resolveAt } from '../../server/areas/segmentation/resolve.ts'
import { openDatabase } from '../../server/db/client.ts'
import { rowsOf } from '../../server/engine/query.ts'
import { rawShares } from '../../server/test/kits/sharing-raw.ts'
import type { DashboardHarness } from './dashboards.ts'
import { sample } from './transactions.ts'

/**
 * The segmentation bench (issue 16 targets, on the transaction bench's database: 10M transactions, 100k
 * merchants): the effective configuration of one merchant over HTTP (p95 ≤ 10 ms), of a page of 50 merchants
 * through the resolver's loader in process (p95 ≤ 30 ms; no call answers 50 at once), and the impact preview
 * of a change touching 10,000 merchants over HTTP (≤ 1 s), and the sharing-fee analytics of a month (p95 ≤ 30 ms,
 * equal to the raw rows priced by the fee engine). Its data is added once and found by a later run:
 * a merchant group of 10,000 merchants (MG-BENCH-10K) with a prepaid segment (BENCH-BPR), plus the demo's
 * default segments (reference data).
 */

const GROUP = 'MG-BENCH-10K'
const SEGMENT = 'BENCH-BPR'

async function ensureData(url: string): Promise<{ groupId: number; segmentId: number; members: number[] }> {
  const database = await openDatabase({ databaseUrl: url })
  const { db } = database
  try {
    const q = async (query: ReturnType<typeof sql>) => rowsOf(await db.execute(query))
    let [group] = await q(sql`select id from merchant_group where code = ${GROUP}`)
    if (!group) {
      ;[group] = await q(sql`insert into merchant_group (client_id, code, name, description)
        select client_id, ${GROUP}, 'Bench 10.000 merchant', 'Segmentasi bench' from merchant order by id limit 1
        returning id`)
      await q(sql`insert into merchant_group_member (merchant_group_id, merchant_id)
        select ${Number(group?.id)}, id from merchant order by id limit 10000`)
    }
    const groupId = Number(group?.id)
    let [seg] = await q(sql`select id from segment where code = ${SEGMENT}`)
    if (!seg) {
      ;[seg] = await q(
        sql`insert into segment (code, name, kind) values (${SEGMENT}, 'Bench prabayar', 'BILLER_PREPAID') returning id`,
      )
      const [v] =
        await q(sql`insert into segment_version (segment_id, version, effective_from, state, level, settings,
          proposed_by, decided_by, decided_at)
        select ${Number(seg?.id)}, 1, now(), 'APPROVED', 'MERCHANT_GROUP', v.settings, 'bench', 'bench', now()
          from segment_version v join segment s on s.id = v.segment_id where s.code = 'DEFAULT-BILLER-PREPAID'
         order by v.version desc limit 1
        returning id`)
      if (v)
        await q(
          sql`insert into segment_assignment (version_id, level, target_id) values (${Number(v.id)}, 'MERCHANT_GROUP', ${groupId})`,
        )
    }
    // Effective from when it was added, as a real change is: a segment dated back before the transactions would
    // price them now otherwise than they were charged (an earlier bench dated it 2020; moved here once).
    await q(sql`update segment_version set effective_from = now()
      where segment_id = ${Number(seg?.id)} and effective_from = '2020-01-01T00:00:00+07:00'`)
    const members = (
      await q(
        sql`select merchant_id from merchant_group_member where merchant_group_id = ${groupId} order by merchant_id`,
      )
    ).map((r) => Number(r.merchant_id))
    return { groupId, segmentId: Number(seg?.id), members }
  } finally {
    await database.close()
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0

export async function benchSegmentation(opts: {
  url: string
  harness: DashboardHarness
  seconds: number
  log: (m: string) => void
}): Promise<string> {
  const { url, harness, seconds, log } = opts
  const { groupId, segmentId, members } = await ensureData(url)
  const rows: string[] = []
  const row = (name: string, n: number, p50: number, p95: number, target: number) =>
    rows.push(
      `| ${name} | ${n} | ${p50.toFixed(1)} | ${p95.toFixed(1)} | ≤ ${target} ms: ${p95 <= target ? 'met' : '**not met**'} |`,
    )

  // One merchant over HTTP (a member of the 10,000, so a group segment and the defaults name it).
  const one = await harness.requester(
    '/segmentation/effective',
    { merchantId: members[Math.floor(members.length / 2)] },
    'superadmin',
  )
  const r = await sample(one, seconds)
  await one.close()
  log(`effective, one merchant: p95 ${r.p95.toFixed(1)} ms`)
  row('effective configuration, one merchant (HTTP)', r.requests, r.p50, r.p95, 10)

  // A page of 50 merchants through the loader and the resolver, in process.
  const database = await openDatabase({ databaseUrl: url })
  const times: number[] = []
  try {
    const end = performance.now() + seconds * 1000
    let page = 0
    while (performance.now() < end) {
      const ids = members.slice(
        (page * 50) % (members.length - 50),
        ((page * 50) % (members.length - 50)) + 50,
      )
      page++
      const t0 = performance.now()
      const at = new Date()
      const candidates = await loadCandidates(
        database.db,
        ids.map((id) => ({ key: id, merchantId: id, outletId: null })),
        at,
      )
      for (const list of candidates.values()) resolveAt(list, at.getTime())
      times.push(performance.now() - t0)
    }
  } finally {
    await database.close()
  }
  times.sort((a, b) => a - b)
  log(`effective, page of 50: p95 ${percentile(times, 0.95).toFixed(1)} ms`)
  row(
    'effective configuration, page of 50 merchants (loader + resolver)',
    times.length,
    percentile(times, 0.5),
    percentile(times, 0.95),
    30,
  )

  // The impact preview of a draft changing the 10,000 merchants' prepaid schemes (PLN tokens dropped).
  const current = await harness.post<{ schemes: string }>(
    '/segmentation/biller-prepaid/detail',
    { id: segmentId },
    'superadmin',
  )
  const draft = {
    kind: 'BILLER_PREPAID',
    segmentId,
    level: 'MERCHANT_GROUP',
    targetIds: [groupId],
    schemes: current.schemes
      .split(', ')
      .filter((c) => !c.startsWith('ADM-PLNPRA'))
      .join(', '),
  }
  const impact = await harness.requester('/segmentation/impact', draft, 'superadmin')
  const i = await sample(impact, Math.max(seconds, 5))
  await impact.close()
  const answer = await harness.post<{ merchants: number }>('/segmentation/impact', draft, 'superadmin')
  log(`impact, ${answer.merchants} merchants: p95 ${i.p95.toFixed(1)} ms`)
  row(
    `impact preview, a change touching ${answer.merchants.toLocaleString('id-ID')} merchants (HTTP)`,
    i.requests,
    i.p50,
    i.p95,
    1000,
  )

  // The sharing-fee analytics of a month (the last whole WIB month of the data): every partner and product
  // from the rollups over HTTP, then the same month the slow way, each successful Mybills row priced again by
  // the fee engine (server/test/kits/sharing-raw.ts, what the property test compares with), totals compared.
  const wibToday = new Date(Date.now() + 7 * 3_600_000)
  const monthStart = new Date(Date.UTC(wibToday.getUTCFullYear(), wibToday.getUTCMonth() - 1, 1))
  const monthEnd = new Date(Date.UTC(wibToday.getUTCFullYear(), wibToday.getUTCMonth(), 0))
  const month = { from: monthStart.toISOString().slice(0, 10), to: monthEnd.toISOString().slice(0, 10) }
  const shareQuery = { ...month, by: 'PERIOD', pageSize: 25 }
  const shares = await harness.requester('/dashboard/summary/sharing-fee', shareQuery, 'superadmin')
  const f = await sample(shares, seconds)
  await shares.close()
  log(`sharing fee, month ${month.from}: p95 ${f.p95.toFixed(1)} ms`)
  row(
    `sharing-fee analytics, month ${month.from.slice(0, 7)}, every partner (HTTP)`,
    f.requests,
    f.p50,
    f.p95,
    30,
  )
  const shown = await harness.post<{ totals: Record<'trxCount' | 'amount' | 'fee' | 'share', number> }>(
    '/dashboard/summary/sharing-fee',
    shareQuery,
    'superadmin',
  )
  const raw = await openDatabase({ databaseUrl: url })
  const t0 = performance.now()
  let computed: Record<'trxCount' | 'amount' | 'fee' | 'share', number>
  try {
    const rows = await rawShares(raw.db, month)
    const sum = (k: 'trxCount' | 'amount' | 'fee' | 'share') => rows.reduce((acc, r) => acc + r[k], 0)
    computed = { trxCount: sum('trxCount'), amount: sum('amount'), fee: sum('fee'), share: sum('share') }
  } finally {
    await raw.close()
  }
  const rawSeconds = (performance.now() - t0) / 1000
  const equal = (['trxCount', 'amount', 'fee', 'share'] as const).every(
    (k) => shown.totals[k] === computed[k],
  )
  log(`sharing fee from raw rows in ${rawSeconds.toFixed(1)} s: ${equal ? 'equal' : 'DIFFERENT'}`)
  const rp = (n: number) => `Rp ${n.toLocaleString('id-ID')}`
  const shareCheck = `The month's figures shown (${shown.totals.trxCount.toLocaleString('id-ID')} shares of transactions,
fee base ${rp(shown.totals.fee)}, partners' share ${rp(shown.totals.share)}) ${
    equal
      ? 'equal'
      : `**differ from** (raw: ${computed.trxCount}, ${rp(computed.fee)}, ${rp(computed.share)})`
  } the same month computed from the raw transactions with the fee engine (${rawSeconds.toFixed(0)} s for that).`

  return `
## Segmentation (issue 16)

On the transaction bench's PostgreSQL database with a merchant group of 10,000 merchants (${GROUP}) under a
prepaid segment (${SEGMENT}) beside the default segments; one request at a time for ${seconds} s after a warm-up.

| case | samples | p50 ms | p95 ms | target |
|---|---:|---:|---:|---|
${rows.join('\n')}

${shareCheck}
`
}
