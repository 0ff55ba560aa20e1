import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog as auditLogDef } from '#contract/developer/audit-log.ts'
import { deviceActivityEvent } from '#contract/device-activity/activity.ts'
import { shiftMonth } from '#contract/engine/dates.ts'
import { cardBalanceUpdate as cardBalanceUpdateDef } from '#contract/topup/cards.ts'
import { REPORTS } from '#contract/transactions/reports.ts'
import { exportQueries, planReport } from '../areas/transactions/report-query.ts'
import { REPORT_SPECS } from '../areas/transactions/report-specs.ts'
import { rowsOf } from '../engine/query.ts'
import { createTestApp, type TestApp } from '../test/harness.ts'
import { ALL_SCOPE, q, seedWindow } from '../test/kits/reports.ts'
import {
  ensureHistoryMonths,
  HISTORY_TABLES,
  historyPartitions,
  maintainHistory,
  wibMonths,
} from './history-partitions.ts'

let t: TestApp
let admin: string
beforeAll(async () => {
  t = await createTestApp()
  // Transactions from 28/02/2025 to 20/03/2025 WIB: two monthly partitions of each transaction table.
  await seedWindow(t.database.db, 600)
  admin = await t.login('superadmin')
})
afterAll(() => t.close())
const db = () => t.database.db

/** Every relation a plan reads (EXPLAIN's JSON, walked). */
function relationsOf(plan: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(plan)) for (const p of plan) relationsOf(p, into)
  else if (plan && typeof plan === 'object')
    for (const [k, v] of Object.entries(plan)) {
      if (k === 'Relation Name' && typeof v === 'string') into.add(v)
      else relationsOf(v, into)
    }
  return into
}

/** The partitions of `table` the statement reads, as PostgreSQL plans it with its values. */
async function partitionsRead(text: string, params: readonly unknown[] | undefined, table: string) {
  const client = (db() as unknown as { $client: unknown }).$client as {
    query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>
  }
  const { rows } = await client.query(`explain (format json) ${text}`, params ? [...params] : [])
  const raw = rows[0]?.['QUERY PLAN']
  const plan = typeof raw === 'string' ? JSON.parse(raw) : raw
  return [...relationsOf(plan)].filter((r) => r.startsWith(`${table}_`)).sort()
}

/** The statements reading `table` that the app sends while `work` runs. */
async function statementsDuring(table: string, work: () => Promise<void>) {
  const seen: { text: string; params: readonly unknown[] | undefined }[] = []
  const reads = new RegExp(`\\b(from|join)\\s+"?${table}"?\\b`, 'i')
  const stop = t.database.onQuery((_ms, text, params) => {
    if (/^\s*(select|with)\b/i.test(text) && reads.test(text)) seen.push({ text, params })
  })
  try {
    await work()
  } finally {
    stop()
  }
  return seen
}

describe('partitioned history', () => {
  it('partitions every history table by WIB month, with a default and the months ahead', async () => {
    const parts = await historyPartitions(db())
    const [thisMonth = ''] = wibMonths(new Date(), new Date())
    for (const { table } of HISTORY_TABLES) {
      const mine = parts.filter((p) => p.table === table)
      expect(
        mine.some((p) => p.month === null && p.partition === `${table}_default`),
        table,
      ).toBe(true)
      for (let i = 0; i <= 3; i++)
        expect(
          mine.some((p) => p.month === shiftMonth(thisMonth, i)),
          `${table} ${i}`,
        ).toBe(true)
    }
    // A month starts at 00:00 WIB of the 1st: 17:00 UTC of the day before.
    const [bound] = await q(
      db(),
      `select pg_get_expr(c.relpartbound, c.oid) as b from pg_class c where c.relname = 'trx_retail_p2025_03'`,
    )
    expect(String(bound?.b)).toContain('2025-02-28 17:00:00')
  })

  it('reads only the months a report asks for: its pages, totals and exports', async () => {
    const cases = [
      { from: '2025-03-01', to: '2025-03-20', months: ['2025_03'] },
      { from: '2025-02-28', to: '2025-03-20', months: ['2025_02', '2025_03'] },
    ]
    for (const def of REPORTS) {
      const spec = REPORT_SPECS[def.slug]
      for (const c of cases) {
        const expected = c.months.map((m) => `${spec.table}_p${m}`)
        const range = { from: c.from, to: c.to }
        const sent = await statementsDuring(spec.table, async () => {
          const page = await t.post(`/${def.apiPath}/list`, { ...range, pageSize: 20 }, admin)
          expect(page.statusCode, def.slug).toBe(200)
          // A filter the rollup cannot answer: the totals come from the rows.
          const totals = await t.post(
            `/${def.apiPath}/totals`,
            { ...range, filters: { amountMin: 1 } },
            admin,
          )
          expect(totals.statusCode, def.slug).toBe(200)
          expect(totals.json().result.source).toBe('raw')
        })
        expect(sent.length, def.slug).toBeGreaterThanOrEqual(2)
        for (const s of sent)
          expect(
            await partitionsRead(s.text, s.params, spec.table),
            `${def.slug} ${s.text.slice(0, 80)}`,
          ).toEqual(expected)
        // The export's queries (PostgreSQL streams them through a cursor, which the tap does not see).
        const plan = await planReport(db(), spec, ALL_SCOPE, { ...range, filters: {} })
        const ex = exportQueries(spec, plan, def.columns, 'desc', 'csv')
        for (const query of [ex.query, ex.idsQuery, ex.rowsOfIds([1, 2, 3])]) {
          const explained = rowsOf(await db().execute(sql`explain (format json) ${query}`))[0]?.['QUERY PLAN']
          const tree = typeof explained === 'string' ? JSON.parse(explained) : explained
          expect(
            [...relationsOf(tree)].filter((r) => r.startsWith(`${spec.table}_`)).sort(),
            `${def.slug} export`,
          ).toEqual(expected)
        }
      }
    }
  })

  it('reads only the asked months of device activity, the audit log and card balance updates', async () => {
    // March 2025 has its partitions already (the transactions'); the lists need no rows to be planned.
    await ensureHistoryMonths(db(), new Date('2025-03-10T00:00:00Z'), new Date('2025-03-10T00:00:00Z'))
    for (const [table, def] of [
      ['device_activity', deviceActivityEvent],
      ['audit_log', auditLogDef],
      ['card_balance_update', cardBalanceUpdateDef],
    ] as const) {
      const sent = await statementsDuring(table, async () => {
        const res = await t.post(
          `/${def.apiPath}/list`,
          { dateFrom: '2025-03-01', dateTo: '2025-03-20', page: 1, pageSize: 20 },
          admin,
        )
        expect(res.statusCode, `${table}: ${res.body}`).toBe(200)
      })
      expect(sent.length, table).toBeGreaterThanOrEqual(1)
      for (const s of sent)
        expect(
          await partitionsRead(s.text, s.params, table),
          `${table} ${s.text} ${JSON.stringify(s.params)}`,
        ).toEqual([`${table}_p2025_03`])
    }
  })

  it('rebuilds a plain table as partitioned with every row, index, foreign key, trigger and its identity (migration 0044)', async () => {
    // A table as the histories were before 0044: one key on id, an index, a foreign key, a statement trigger.
    await q(db(), 'create table conv_log (n int not null)')
    await q(
      db(),
      'create table conv_trx (like trx_biller including defaults including identity including constraints)',
    )
    await q(db(), 'alter table conv_trx add constraint conv_trx_pkey primary key (id)')
    await q(db(), 'create index conv_trx_merchant_idx on conv_trx (merchant_id, created_at, id)')
    await q(
      db(),
      'alter table conv_trx add constraint conv_trx_merchant_fk foreign key (merchant_id) references merchant(id)',
    )
    await q(
      db(),
      `create function conv_trx_count() returns trigger language plpgsql as $$ begin insert into conv_log select count(*) from new_rows; return null; end $$`,
    )
    await q(
      db(),
      'create trigger conv_trx_ins after insert on conv_trx referencing new table as new_rows for each statement execute function conv_trx_count()',
    )
    await q(db(), 'insert into conv_trx overriding system value select * from trx_biller')
    await q(
      db(),
      `select setval(pg_get_serial_sequence('conv_trx', 'id'), (select max(id) + 10 from conv_trx))`,
    )
    const sums = `select count(*)::int as n, sum(amount)::text as amount, sum(fee)::text as fee, sum(total)::text as total,
      sum(admin_fee)::text as admin, max(id)::int as top, sum(hashtextextended(t::text, 0)::numeric)::text as h from conv_trx t`
    const [before] = await q(db(), sums)
    expect(Number(before?.n)).toBeGreaterThan(50)

    await q(db(), `select history_partition_table('conv_trx', 'created_at', 3)`)

    const [after] = await q(db(), sums)
    expect(after).toEqual(before)
    const parts = await q(
      db(),
      `select c.relname as part from pg_inherits i join pg_class c on c.oid = i.inhrelid where i.inhparent = 'conv_trx'::regclass order by 1`,
    )
    const names = parts.map((r) => String(r.part))
    // Every month from the oldest row's to three after this one, and the default.
    const [first] = await q(
      db(),
      `select to_char(min(created_at) at time zone 'Asia/Jakarta', 'YYYY-MM') as m from conv_trx`,
    )
    const [thisMonth = ''] = wibMonths(new Date(), new Date())
    const months = wibMonths(
      new Date(`${first?.m}-15T00:00:00Z`),
      new Date(`${shiftMonth(thisMonth, 3)}-15T00:00:00Z`),
    )
    expect(names).toEqual(['conv_trx_default', ...months.map((m) => `conv_trx_p${m.replace('-', '_')}`)])
    const [inDefault] = await q(db(), 'select count(*)::int as n from conv_trx_default')
    expect(inDefault?.n).toBe(0)
    // The copy fired no trigger; the trigger, the index and the key are back on the partitioned table.
    const [logged] = await q(db(), 'select count(*)::int as n from conv_log')
    expect(logged?.n).toBe(1)
    const [shape] = await q(
      db(),
      `select (select count(*) from pg_indexes where tablename = 'conv_trx' and indexname = 'conv_trx_merchant_idx')::int as idx,
              (select count(*) from pg_constraint where conrelid = 'conv_trx'::regclass and conname = 'conv_trx_merchant_fk')::int as fk,
              (select count(*) from pg_trigger where tgrelid = 'conv_trx'::regclass and tgname = 'conv_trx_ins')::int as trg,
              (select pg_get_constraintdef(oid) from pg_constraint where conrelid = 'conv_trx'::regclass and contype = 'p') as pk`,
    )
    expect(shape).toEqual({ idx: 1, fk: 1, trg: 1, pk: 'PRIMARY KEY (id, created_at)' })
    // The identity goes on from where the old table's was, and the trigger sees the new row.
    const [added] = await q(
      db(),
      `insert into conv_trx (trx_no, created_at, updated_at, client_id, region_id, group_id, merchant_id, partner_id, status, amount, fee, total, outlet_id, device_id, ref_id, product_id, product_code, product_type, customer_no, bill_amount, admin_fee, buy_price, rc)
       select 'CONV/1', now(), now(), client_id, region_id, group_id, merchant_id, partner_id, status, amount, fee, total, outlet_id, device_id, ref_id, product_id, product_code, product_type, customer_no, bill_amount, admin_fee, buy_price, rc
       from conv_trx order by id limit 1 returning id`,
    )
    expect(added?.id).toBe(Number(before?.top) + 11)
    const [logged2] = await q(db(), 'select count(*)::int as n from conv_log')
    expect(logged2?.n).toBe(2)
    for (const drop of ['drop table conv_trx', 'drop table conv_log', 'drop function conv_trx_count()'])
      await q(db(), drop)
  })

  it('gives a month that landed in the default partition its own, moving its rows and leaving the rollups as they were', async () => {
    const far = new Date()
    far.setUTCMonth(far.getUTCMonth() + 8)
    const [month = ''] = wibMonths(far, far)
    const name = `trx_deposit_p${month.replace('-', '_')}`
    const [before] = await q(db(), `select count(*)::int as n, sum(trx_count)::int as c from trx_daily_live`)
    const [row] = await q(
      db(),
      `insert into trx_deposit (trx_no, created_at, updated_at, client_id, region_id, group_id, merchant_id, status, amount, fee, total, method, bank_code, account_no, balance_before, balance_after)
       select 'LATE/1', '${far.toISOString()}', now(), client_id, region_id, group_id, merchant_id, status, amount, fee, total, method, bank_code, account_no, balance_before, balance_after
       from trx_deposit order by id limit 1 returning id, tableoid::regclass::text as part`,
    )
    expect(row?.part).toBe('trx_deposit_default')
    const [withLate] = await q(db(), `select sum(trx_count)::int as c from trx_daily_live`)

    const done = await maintainHistory(db(), { monthsAhead: 3, retentionMonths: 0 })
    expect(done.created).toContain(name)
    expect(done.detached).toEqual([])
    const [moved] = await q(
      db(),
      `select tableoid::regclass::text as part from trx_deposit where id = ${row?.id}`,
    )
    expect(moved?.part).toBe(name)
    const [left] = await q(db(), `select count(*)::int as n from trx_deposit_default`)
    expect(left?.n).toBe(0)
    // The move is no new transaction: the rollups count the row once, as they did when it arrived.
    const [after] = await q(db(), `select sum(trx_count)::int as c from trx_daily_live`)
    expect(after?.c).toBe(withLate?.c)
    expect(Number(withLate?.c)).toBe(Number(before?.c) + 1)
    // Run again: nothing more to do.
    expect((await maintainHistory(db(), { monthsAhead: 3, retentionMonths: 0 })).created).toEqual([])
  })

  it('detaches the months past the retention, keeping every row in a table of its own', async () => {
    const old = new Date()
    old.setUTCMonth(old.getUTCMonth() - 14)
    const [month = ''] = wibMonths(old, old)
    const part = `audit_log_p${month.replace('-', '_')}`
    await ensureHistoryMonths(db(), old, old)
    await db().execute(
      sql`insert into audit_log (at, actor_username, action, entity, entity_id) values (${old.toISOString()}::timestamptz, 'uji', 'UPDATE', 'retensi', '1')`,
    )
    const count = async () =>
      Number((await q(db(), `select count(*)::int as n from audit_log where entity = 'retensi'`))[0]?.n)
    expect(await count()).toBe(1)

    const done = await maintainHistory(db(), { monthsAhead: 3, retentionMonths: 12 })
    expect(done.detached).toContain(part)
    // Out of the table the screens read, never deleted: the detached month is a table with its row.
    expect(await count()).toBe(0)
    const [kept] = await q(db(), `select count(*)::int as n from ${part} where entity = 'retensi'`)
    expect(kept?.n).toBe(1)
    expect((await historyPartitions(db())).some((p) => p.partition === part)).toBe(false)
    // The March 2025 transactions are older too: detached, with their rows.
    expect(done.detached).toContain('trx_retail_p2025_03')
  })
})
