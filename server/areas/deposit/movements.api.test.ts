import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatRupiah } from '#contract/format.ts'
import { rowsOf } from '../../engine/query.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'
import { makeAccount } from '../../test/kits/account.ts'
import { reconcile } from '../ledger/reconcile.ts'

/** Deductions, refunds and corrections of a merchant's deposit (issue 17 item 2, bad input). */
let t: TestApp
let operator: string
let viewer: string
let scoped: string
let mine: number
let other: number

const q = async (query: ReturnType<typeof sql>) => rowsOf(await t.database.db.execute(query))
const balanceOf = async (merchantId: number) =>
  Number(
    (
      await q(
        sql`select balance from ledger_account where merchant_id = ${merchantId} and kind = 'MERCHANT_DEPOSIT'`,
      )
    )[0]?.balance ?? 0,
  )
let n = 0
const key = () => `test-mv-${Date.now()}-${++n}`
const post = (body: Record<string, unknown>, token = operator) =>
  t.call(
    '/deposit-movement/post',
    {
      merchantId: mine,
      kind: 'DEDUCTION',
      amount: 10_000,
      idempotencyKey: key(),
      refNo: `TRX${n}`,
      description: 'Pembelian token PLN',
      ...body,
    },
    token,
  )

beforeAll(async () => {
  t = await createTestApp()
  operator = (await makeAccount(t, { username: 'mv.operator', features: ['TOPUP_DEPOSIT_MERCHANT'] })).token
  viewer = (await makeAccount(t, { username: 'mv.viewer', features: ['VIEW_ONLY_DEPOSIT_MERCHANT'] })).token
  scoped = (
    await makeAccount(t, {
      username: 'mv.clt001',
      features: ['TOPUP_DEPOSIT_MERCHANT'],
      level: 'CLIENT',
      value: 'CLT001',
    })
  ).token
  const [m] = await q(sql`select a.merchant_id from ledger_account a join merchant m on m.id = a.merchant_id
    join client c on c.id = m.client_id where c.code = 'CLT001' and a.kind = 'MERCHANT_DEPOSIT' and a.balance > 100000
    order by a.id limit 1`)
  const [o] =
    await q(sql`select m.id from merchant m join client c on c.id = m.client_id where c.code = 'CLT002'
    order by m.id limit 1`)
  mine = Number(m?.merchant_id)
  other = Number(o?.id)
})
afterAll(() => t.close())

describe('deposit movements', () => {
  it('a deduction lowers the deposit, a refund raises it, each line reading its balance before and after', async () => {
    const start = await balanceOf(mine)
    const d = await post({ amount: 52_500 })
    expect(d.status).toBe(200)
    expect(d.body.result).toMatchObject({
      kind: 'DEDUCTION',
      amount: 52_500,
      balanceBefore: start,
      balanceAfter: start - 52_500,
      replayed: false,
    })
    const r = await post({ kind: 'REFUND', amount: 52_500 })
    expect(r.body.result).toMatchObject({ balanceBefore: start - 52_500, balanceAfter: start })
    const history = await t.call(
      '/merchant-saving-history/list',
      { page: 1, pageSize: 5, filters: { merchantId: mine } },
      operator,
    )
    expect(history.status).toBe(403) // the history is HISTORY_DEPOSIT_MERCHANT's
    expect(await balanceOf(mine)).toBe(start)
    expect(await reconcile(t.database.db)).toEqual([])
  })

  it('a correction is a new entry in either direction and names its direction', async () => {
    const start = await balanceOf(mine)
    const up = await post({ kind: 'CORRECTION', direction: 'CREDIT', amount: 27_500, refNo: 'KOR-1' })
    expect(up.body.result.balanceAfter).toBe(start + 27_500)
    const down = await post({ kind: 'CORRECTION', direction: 'DEBIT', amount: 2_500, refNo: 'KOR-2' })
    expect(down.body.result.balanceAfter).toBe(start + 25_000)
    expect(up.body.result.entryId).not.toBe(down.body.result.entryId)
    const missing = await post({ kind: 'CORRECTION', amount: 1_000 })
    expect(missing.status).toBe(400)
    expect(JSON.stringify(missing.body)).toContain('Arah koreksi')
    const stray = await post({ kind: 'REFUND', direction: 'CREDIT' })
    expect(stray.status).toBe(400)
  })

  it('refuses a deduction larger than the balance, naming the balance, and posts nothing', async () => {
    const balance = await balanceOf(mine)
    const res = await post({ amount: balance + 1 })
    expect(res.status).toBe(409)
    expect(res.body.message).toContain(formatRupiah(balance))
    expect(await balanceOf(mine)).toBe(balance)
  })

  it('a retry with the same key answers the first posting; the same key with another amount is 409', async () => {
    const k = key()
    const start = await balanceOf(mine)
    const first = await post({ idempotencyKey: k, amount: 7_000 })
    const again = await post({ idempotencyKey: k, amount: 7_000 })
    expect(again.status).toBe(200)
    expect(again.body.result).toMatchObject({ entryId: first.body.result.entryId, replayed: true })
    expect(again.body.message).toContain('sudah diposting sebelumnya')
    const changed = await post({ idempotencyKey: k, amount: 8_000 })
    expect(changed.status).toBe(409)
    expect(changed.body.message).toContain('Kunci idempotensi')
    const anotherKind = await post({ idempotencyKey: k, kind: 'REFUND', amount: 7_000 })
    expect(anotherKind.status).toBe(409)
    expect(await balanceOf(mine)).toBe(start - 7_000)
    const [count] = await q(
      sql`select count(*)::int as n from ledger_entry where idempotency_key = ${`deposit-mv-${k}`}`,
    )
    expect(count?.n).toBe(1)
  })

  it('keeps to the data scope and the feature', async () => {
    expect((await post({ merchantId: other }, scoped)).status).toBe(404)
    expect((await post({}, viewer)).status).toBe(403)
    expect((await post({ amount: 0 })).status).toBe(400)
    expect((await post({ idempotencyKey: 'short' })).status).toBe(400)
    expect(await reconcile(t.database.db)).toEqual([])
  })
})
