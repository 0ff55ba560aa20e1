import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashLoginPassword } from '#contract/auth/password-encoding.ts'
import { formatRupiah } from '#contract/format.ts'
import { rowsOf } from '../../engine/query.ts'
import { DEMO_PASSWORD } from '../../seed/access.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'
import { makeAccount } from '../../test/kits/account.ts'
import { reconcile } from '../ledger/reconcile.ts'

/**
 * The movements of a merchant's deposit besides the top-up (issue 17 item 2; issue 30): a transaction's deduction
 * is posted by the transaction host (issuer key), never by a dashboard user; a refund or a correction is a request
 * that another user approves with their password before anything is posted; a refund names the deduction it
 * reverses and the refunds of one deduction never exceed it.
 */
let t: TestApp
let operator: string
let checker: string
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
const HOST = { 'x-issuer-key': 'test-issuer-key' }
const deduct = async (
  body: Record<string, unknown>,
  headers: Record<string, string> = HOST,
  token?: string,
) => {
  const res = await t.post(
    '/deposit-movement/post',
    {
      merchantId: mine,
      kind: 'DEDUCTION',
      amount: 10_000,
      idempotencyKey: key(),
      refNo: `TRX${Date.now()}${n}`,
      description: 'Pembelian token PLN',
      ...body,
    },
    token,
    headers,
  )
  return { status: res.statusCode, body: res.json() }
}
const ask = (body: Record<string, unknown>, token = operator) =>
  t.call(
    '/deposit-adjustment/request',
    {
      merchantId: mine,
      kind: 'CORRECTION',
      direction: 'CREDIT',
      amount: 10_000,
      reason: 'Selisih setoran bulan lalu',
      idempotencyKey: key(),
      ...body,
    },
    token,
  )
const approve = async (id: number, token = checker) =>
  t.call('/deposit-adjustment/approve', { id, password: await hashLoginPassword(DEMO_PASSWORD) }, token)

beforeAll(async () => {
  t = await createTestApp()
  const features = [
    'TOPUP_DEPOSIT_MERCHANT',
    'VIEW_ONLY_DEPOSIT_MERCHANT',
    'APPROVE_DEPOSIT_ADJUSTMENT',
  ] as const
  operator = (await makeAccount(t, { username: 'mv.operator', features })).token
  checker = (await makeAccount(t, { username: 'mv.checker', features })).token
  scoped = (await makeAccount(t, { username: 'mv.clt001', features, level: 'CLIENT', value: 'CLT001' })).token
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

describe('a transaction’s deduction, posted by the transaction host', () => {
  it('lowers the deposit, its line reading the balance before and after', async () => {
    const start = await balanceOf(mine)
    const d = await deduct({ amount: 52_500 })
    expect(d.status, JSON.stringify(d.body)).toBe(200)
    expect(d.body.result).toMatchObject({
      kind: 'DEDUCTION',
      amount: 52_500,
      balanceBefore: start,
      balanceAfter: start - 52_500,
      replayed: false,
    })
    expect(await balanceOf(mine)).toBe(start - 52_500)
    expect(await reconcile(t.database.db)).toEqual([])
  })

  it('is not a dashboard button: a user with the deposit features is refused, and so is a refund through it', async () => {
    const start = await balanceOf(mine)
    expect((await deduct({}, {}, operator)).status).toBe(401)
    const refund = await deduct({ kind: 'REFUND' })
    expect(refund.status).toBe(400)
    expect(refund.body.message).toMatch(/disetujui pengguna lain/)
    expect(await balanceOf(mine)).toBe(start)
  })

  it('refuses a deduction larger than the balance, naming the balance, and posts nothing', async () => {
    const balance = await balanceOf(mine)
    const res = await deduct({ amount: balance + 1 })
    expect(res.status).toBe(409)
    expect(res.body.message).toContain(formatRupiah(balance))
    expect(await balanceOf(mine)).toBe(balance)
  })

  it('a retry with the same key answers the first posting; the same key with another amount is 409', async () => {
    const k = key()
    const start = await balanceOf(mine)
    const first = await deduct({ idempotencyKey: k, amount: 7_000, refNo: 'TRX-RETRY' })
    const again = await deduct({ idempotencyKey: k, amount: 7_000, refNo: 'TRX-RETRY' })
    expect(again.status).toBe(200)
    expect(again.body.result).toMatchObject({ entryId: first.body.result.entryId, replayed: true })
    expect(again.body.message).toContain('sudah diposting sebelumnya')
    const changed = await deduct({ idempotencyKey: k, amount: 8_000, refNo: 'TRX-RETRY' })
    expect(changed.status).toBe(409)
    expect(changed.body.message).toContain('Kunci idempotensi')
    expect(await balanceOf(mine)).toBe(start - 7_000)
  })
})

describe('corrections and refunds, approved by another user', () => {
  it('a debit correction beyond the balance is refused at approval, naming the balance; a rejection posts nothing', async () => {
    const balance = await balanceOf(mine)
    const asked = await ask({ direction: 'DEBIT', amount: balance + 1 })
    const res = await approve(asked.body.result.id)
    expect(res.status).toBe(409)
    expect(res.body.message).toContain(formatRupiah(balance))
    const rejected = await t.call(
      '/deposit-adjustment/reject',
      { id: asked.body.result.id, reason: 'Nominal koreksi keliru' },
      checker,
    )
    expect(rejected.status).toBe(200)
    expect(rejected.body.result).toMatchObject({ status: 'REJECTED', rejectReason: 'Nominal koreksi keliru' })
    expect(await balanceOf(mine)).toBe(balance)
  })

  it('a credit correction of Rp500 juta by one person moves nothing until another approves it', async () => {
    const start = await balanceOf(mine)
    const asked = await ask({ amount: 500_000_000 })
    expect(asked.status, JSON.stringify(asked.body)).toBe(200)
    expect(asked.body.result).toMatchObject({ status: 'PENDING', kind: 'CORRECTION', amount: 500_000_000 })
    expect(asked.body.message).toMatch(/menunggu persetujuan pengguna lain/)
    expect(await balanceOf(mine)).toBe(start)
    const own = await approve(asked.body.result.id, operator)
    expect(own.status).toBe(403)
    expect(own.body.message).toBe(
      'Disetujui oleh pembuat koreksi/refund deposit tidak diizinkan: minta pengguna lain.',
    )
    const wrong = await t.call(
      '/deposit-adjustment/approve',
      { id: asked.body.result.id, password: 'salah' },
      checker,
    )
    expect(wrong.status).toBe(400)
    expect(await balanceOf(mine)).toBe(start)
    const ok = await approve(asked.body.result.id)
    expect(ok.status, JSON.stringify(ok.body)).toBe(200)
    expect(ok.body.result).toMatchObject({
      status: 'APPROVED',
      decidedBy: 'mv.checker',
      createdBy: 'mv.operator',
    })
    expect(await balanceOf(mine)).toBe(start + 500_000_000)
    expect((await approve(asked.body.result.id)).status).toBe(409)
    expect(await reconcile(t.database.db)).toEqual([])
  })

  it('a refund names the deduction it reverses and the refunds of one deduction never exceed it', async () => {
    const ref = `TRX-RF-${Date.now()}`
    expect((await deduct({ amount: 30_000, refNo: ref })).status).toBe(200)
    const start = await balanceOf(mine)
    const none = await ask({ kind: 'REFUND', direction: 'CREDIT', amount: 10_000 })
    expect(none.status).toBe(400)
    expect(none.body.result.errors[0].field).toBe('deductionRef')
    const unknown = await ask({
      kind: 'REFUND',
      direction: undefined,
      amount: 10_000,
      deductionRef: 'TRX-TIDAK-ADA',
    })
    expect(unknown.status).toBe(400)
    expect(unknown.body.message).toContain('tidak ditemukan')
    const first = await ask({ kind: 'REFUND', direction: 'CREDIT', amount: 20_000, deductionRef: ref })
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    expect(first.body.result.reversesRef).toBe(ref)
    const tooMuch = await ask({ kind: 'REFUND', direction: 'CREDIT', amount: 10_001, deductionRef: ref })
    expect(tooMuch.status).toBe(400)
    expect(tooMuch.body.message).toBe(
      `Refund melebihi potongan ${ref} yang dibatalkan: potongan ${formatRupiah(30_000)}, sudah direfund atau menunggu persetujuan ${formatRupiah(20_000)}, sisa ${formatRupiah(10_000)}.`,
    )
    const rest = await ask({ kind: 'REFUND', direction: 'CREDIT', amount: 10_000, deductionRef: ref })
    expect(rest.status).toBe(200)
    expect((await approve(first.body.result.id)).status).toBe(200)
    expect((await approve(rest.body.result.id)).status).toBe(200)
    expect(await balanceOf(mine)).toBe(start + 30_000)
    const [entry] = await q(sql`select related_entry_id from ledger_entry e join deposit_adjustment_request r
      on r.entry_id = e.id where r.id = ${first.body.result.id}`)
    expect(entry?.related_entry_id).not.toBeNull()
    expect(await reconcile(t.database.db)).toEqual([])
  })

  it('the same key again answers the first request; another request under it is 409', async () => {
    const k = key()
    const first = await ask({ idempotencyKey: k, amount: 4_000 })
    const again = await ask({ idempotencyKey: k, amount: 4_000 })
    expect(again.status).toBe(200)
    expect(again.body.result.id).toBe(first.body.result.id)
    expect((await ask({ idempotencyKey: k, amount: 5_000 })).status).toBe(409)
  })

  it('keeps to the data scope; a client-scoped checker cannot approve; bad input is refused on its field', async () => {
    expect((await ask({ merchantId: other }, scoped)).status).toBe(400)
    const asked = await ask({ amount: 3_000 })
    const res = await approve(asked.body.result.id, scoped)
    expect(res.status).toBe(403)
    expect(res.body.message).toMatch(/cakupan semua data/)
    expect((await ask({ amount: 0 })).status).toBe(400)
    expect((await ask({ kind: 'REFUND', direction: 'DEBIT', deductionRef: 'TRX-1' })).status).toBe(400)
    expect((await ask({ reason: 'pendek' })).status).toBe(400)
  })
})
