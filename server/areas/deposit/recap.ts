import { sql } from 'drizzle-orm'
import type { merchantSavingDashboard, savingRecap, svtrxTypeList } from '#contract/deposit/calls.ts'
import { authOf } from '../../access/enforce.ts'
import type { Db } from '../../db/client.ts'
import type { EndpointHandler } from '../../engine/endpoint.ts'
import { rowsOf } from '../../engine/query.ts'
import { resolveScope, scopePredicate } from '../corporate/scope.ts'

/** The dashboards' deposit calls (SPEC.md §7: /dashboard/saving-recap, /dashboard/merchant-saving) and svtrx-type. */

const scopeOfMerchant = {
  CLIENT: sql`m.client_id`,
  REGION: sql`m.region_id`,
  GROUP: sql`m.group_id`,
  MERCHANT: sql`m.id`,
}

/** This WIB month as `YYYY-MM`. */
const thisMonth = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 7)

export const listSvtrxTypes =
  (db: Db): EndpointHandler<typeof svtrxTypeList> =>
  async () =>
    rowsOf(
      await db.execute(
        sql`select id, code, name, direction, description, active from svtrx_type order by sort_order, id`,
      ),
    ).map((r) => ({
      id: Number(r.id),
      code: String(r.code),
      name: String(r.name),
      direction: r.direction as 'CREDIT' | 'DEBIT' | 'BOTH',
      description: String(r.description),
      active: r.active === true,
    }))

export const recapSavings =
  (db: Db): EndpointHandler<typeof savingRecap> =>
  async (request) => {
    const month = request.body?.month ?? thisMonth()
    const scope = scopePredicate(await resolveScope(db, authOf(request)), scopeOfMerchant) ?? sql`true`
    // The month's WIB bounds as UTC instants: [first day 00:00 WIB, next month's first day 00:00 WIB).
    const [y, mo] = month.split('-').map(Number) as [number, number]
    const from = new Date(Date.UTC(y, mo - 1, 1) - 7 * 3_600_000).toISOString()
    const to = new Date(Date.UTC(y, mo, 1) - 7 * 3_600_000).toISOString()
    const [r] = rowsOf(
      await db.execute(sql`
        with accounts as (
          select a.id, a.balance from ledger_account a join merchant m on m.id = a.merchant_id
           where a.kind = 'MERCHANT_DEPOSIT' and ${scope}),
        moves as (
          select l.kind, count(*)::int as n, sum(l.amount) as total
            from ledger_line l join accounts a on a.id = l.account_id
           where l.posted_at >= ${from} and l.posted_at < ${to}
           group by l.kind),
        pending as (
          select count(*)::int as n, coalesce(sum(r.amount), 0) as total
            from deposit_topup_request r join merchant m on m.id = r.merchant_id
           where r.status = 'PENDING' and ${scope})
        select (select count(*)::int from accounts) as accounts,
               (select coalesce(sum(balance), 0) from accounts) as total_balance,
               (select json_object_agg(kind, json_build_object('n', n, 'total', total)) from moves) as moves,
               p.n as pending_n, p.total as pending_total
          from pending p`),
    )
    const moves = (r?.moves ?? {}) as Record<string, { n: number; total: number }>
    const of = (kind: string, sign = 1) => ({
      count: Number(moves[kind]?.n ?? 0),
      amount: sign * Number(moves[kind]?.total ?? 0),
    })
    return {
      month,
      accounts: Number(r?.accounts ?? 0),
      totalBalance: Number(r?.total_balance ?? 0),
      topups: of('TOPUP'),
      deductions: of('DEDUCTION', -1),
      refunds: of('REFUND'),
      corrections: of('CORRECTION'),
      pending: { count: Number(r?.pending_n ?? 0), amount: Number(r?.pending_total ?? 0) },
    }
  }

export const merchantSavings =
  (db: Db): EndpointHandler<typeof merchantSavingDashboard> =>
  async (request) => {
    const limit = request.body?.limit ?? 5
    const scope = scopePredicate(await resolveScope(db, authOf(request)), scopeOfMerchant) ?? sql`true`
    const pick = async (dir: 'asc' | 'desc') =>
      rowsOf(
        await db.execute(sql`select m.id, m.mid, m.name, a.balance
            from ledger_account a join merchant m on m.id = a.merchant_id
           where a.kind = 'MERCHANT_DEPOSIT' and ${scope}
           order by a.balance ${sql.raw(dir)}, m.id limit ${limit}`),
      ).map((x) => ({
        merchantId: Number(x.id),
        mid: String(x.mid),
        name: String(x.name),
        balance: Number(x.balance),
      }))
    return { largest: await pick('desc'), smallest: await pick('asc') }
  }
