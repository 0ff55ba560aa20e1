import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../engine/query.ts'
import { textPdf } from '../../files/store.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'
import { auditSince, lastAuditId, makeAccount } from '../../test/kits/account.ts'
import { reconcile } from '../ledger/reconcile.ts'

let t: TestApp
let maker: string
let checker: string
let scoped: string
let mine: { id: number; email: string }
let other: { id: number }
let va: { id: number; fee: number }
let inactive: number

const q = async (query: ReturnType<typeof sql>) => rowsOf(await t.database.db.execute(query))
const pdf = () => ({
  name: 'bukti.pdf',
  base64: Buffer.from(textPdf(['BUKTI TRANSFER', 'Rp1.000.000'])).toString('base64'),
})
const png = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f2a3a40000000049454e44ae426082',
  'hex',
)

beforeAll(async () => {
  t = await createTestApp()
  const features = [
    'TOPUP_DEPOSIT_MERCHANT',
    'VIEW_ONLY_DEPOSIT_MERCHANT',
    'HISTORY_DEPOSIT_MERCHANT',
  ] as const
  // Every account holds both sides: what refuses the maker is the four-eyes rule, not a missing feature.
  const both = [...features, 'APPROVE_DEPOSIT_TOPUP'] as const
  maker = (await makeAccount(t, { username: 'dep.maker', features: both })).token
  checker = (await makeAccount(t, { username: 'dep.checker', features: both })).token
  scoped = (
    await makeAccount(t, { username: 'dep.clt001', features: both, level: 'CLIENT', value: 'CLT001' })
  ).token
  const [m] = await q(
    sql`select m.id, m.email from merchant m join client c on c.id = m.client_id where c.code = 'CLT001' order by m.id limit 1`,
  )
  const [o] = await q(
    sql`select m.id from merchant m join client c on c.id = m.client_id where c.code = 'CLT002' order by m.id limit 1`,
  )
  mine = { id: Number(m?.id), email: String(m?.email) }
  other = { id: Number(o?.id) }
  const [v] = await q(sql`select id, fee from deposit_payment_method where code = 'VA_BCA'`)
  va = { id: Number(v?.id), fee: Number(v?.fee) }
  inactive = Number((await q(sql`select id from deposit_payment_method where not active limit 1`))[0]?.id)
})
afterAll(() => t.close())

const request = (body: Record<string, unknown>, token = maker) =>
  t.call(
    '/deposit-topup/request',
    { merchantId: mine.id, paymentMethodId: va.id, amount: 1_000_000, proof: pdf(), ...body },
    token,
  )
const balanceOf = async (merchantId: number) =>
  Number(
    (
      await q(
        sql`select balance from ledger_account where merchant_id = ${merchantId} and kind = 'MERCHANT_DEPOSIT'`,
      )
    )[0]?.balance ?? 0,
  )

describe('top-up request → approve', () => {
  it('a request waits for verification; another user approves it; the ledger posts it; the merchant is mailed', async () => {
    const before = await balanceOf(mine.id)
    const asked = await request({ note: 'Setoran minggu ini' })
    expect(asked.status).toBe(200)
    expect(asked.body.result).toMatchObject({
      status: 'PENDING',
      amount: 1_000_000,
      fee: va.fee,
      createdBy: 'dep.maker',
      proofName: 'bukti.pdf',
    })
    expect(asked.body.result.refNo).toMatch(/^DTU\d{14}$/)
    expect(await balanceOf(mine.id)).toBe(before)
    const id = asked.body.result.id
    const since = await lastAuditId(t)
    const approved = await t.call('/deposit-topup/approve', { id }, checker)
    expect(approved.status).toBe(200)
    expect(approved.body.result).toMatchObject({ status: 'APPROVED', verifiedBy: 'dep.checker' })
    expect(approved.body.message).toContain('disetujui')
    expect(await balanceOf(mine.id)).toBe(before + 1_000_000 - va.fee)
    expect(await auditSince(t, since, 'APPROVE')).toHaveLength(1)
    const [mail] = await q(
      sql`select subject from mail_outbox where "to" = ${mine.email} order by id desc limit 1`,
    )
    expect(String(mail?.subject)).toContain('disetujui')
    // The history reads the line: balance before and after, the type and the reference.
    const history = await t.call(
      '/merchant-saving-history/list',
      { page: 1, pageSize: 5, search: asked.body.result.refNo },
      checker,
    )
    expect(history.body.result.items[0]).toMatchObject({
      kind: 'TOPUP',
      credit: 1_000_000 - va.fee,
      debit: 0,
      balanceBefore: before,
      balanceAfter: before + 1_000_000 - va.fee,
    })
    // Verifying twice → 409; nothing posted twice.
    const twice = await t.call('/deposit-topup/approve', { id }, checker)
    expect(twice.status).toBe(409)
    expect(twice.body.message).toMatch(
      /^Top up deposit ini berstatus Disetujui \(dep\.checker, .+\): tidak dapat disetujui\.$/,
    )
    expect(await balanceOf(mine.id)).toBe(before + 1_000_000 - va.fee)
    expect(await reconcile(t.database.db)).toEqual([])
  })

  it("refuses verifying one's own request (403), approves nothing", async () => {
    const asked = await request({})
    const own = await t.call('/deposit-topup/approve', { id: asked.body.result.id }, maker)
    expect(own.status).toBe(403)
    expect(own.body.message).toBe(
      'Disetujui oleh pembuat top up deposit tidak diizinkan: minta pengguna lain.',
    )
    const ownReject = await t.call(
      '/deposit-topup/reject',
      { id: asked.body.result.id, reason: 'Bukti buram' },
      maker,
    )
    expect(ownReject.status).toBe(403)
  })

  it('rejects with a reason (mailed), after which neither approval nor a second rejection passes', async () => {
    const before = await balanceOf(mine.id)
    const asked = await request({ amount: 2_500_000 })
    const id = asked.body.result.id
    const short = await t.call('/deposit-topup/reject', { id, reason: 'x' }, checker)
    expect(short.status).toBe(400)
    const rejected = await t.call(
      '/deposit-topup/reject',
      { id, reason: 'Nominal pada bukti berbeda' },
      checker,
    )
    expect(rejected.status).toBe(200)
    expect(rejected.body.result).toMatchObject({
      status: 'REJECTED',
      rejectReason: 'Nominal pada bukti berbeda',
    })
    const [mail] = await q(
      sql`select subject, body_text from mail_outbox where "to" = ${mine.email} order by id desc limit 1`,
    )
    expect(String(mail?.body_text)).toContain('Nominal pada bukti berbeda')
    expect((await t.call('/deposit-topup/approve', { id }, checker)).status).toBe(409)
    expect((await t.call('/deposit-topup/reject', { id, reason: 'Lagi ditolak' }, checker)).status).toBe(409)
    expect(await balanceOf(mine.id)).toBe(before)
  })

  it('two verifiers at once: exactly one approval posts', async () => {
    const before = await balanceOf(mine.id)
    const asked = await request({ amount: 300_000 })
    const id = asked.body.result.id
    const third = (await makeAccount(t, { username: 'dep.checker2', features: ['APPROVE_DEPOSIT_TOPUP'] }))
      .token
    const answers = await Promise.all([
      t.call('/deposit-topup/approve', { id }, checker),
      t.call('/deposit-topup/approve', { id }, third),
    ])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    expect(await balanceOf(mine.id)).toBe(before + 300_000 - va.fee)
  })
})

describe('bad input', () => {
  it('a proof that is not an image or PDF, or over 5 MB, is refused on the field', async () => {
    const text = await request({
      proof: { name: 'bukti.pdf', base64: Buffer.from('bukan pdf sama sekali').toString('base64') },
    })
    expect(text.status).toBe(400)
    expect(text.body.result.errors[0]).toMatchObject({ field: 'proof' })
    expect(text.body.message).toContain('gambar')
    const big = Buffer.alloc(5 * 1024 * 1024 + 1)
    Buffer.from('%PDF-1.4\n').copy(big)
    const tooBig = await request({ proof: { name: 'besar.pdf', base64: big.toString('base64') } })
    expect(tooBig.status).toBe(400)
    expect(tooBig.body.message).toContain('5 MB')
    const image = await request({ proof: { name: 'bukti.png', base64: png.toString('base64') } })
    expect(image.status).toBe(200)
    const [f] = await q(sql`select f.mime, f.size, length(f.sha256) as h from stored_file f
      join deposit_topup_request r on r.proof_file_id = f.id where r.id = ${image.body.result.id}`)
    expect(f).toMatchObject({ mime: 'image/png', size: png.length })
    const proof = await t.call('/deposit-topup/proof', { id: image.body.result.id }, checker)
    expect(Buffer.from(proof.body.result.base64, 'base64').equals(png)).toBe(true)
  })

  it('an inactive method, a fee larger than the amount, a merchant outside the scope', async () => {
    expect((await request({ paymentMethodId: inactive })).body.result.errors[0].field).toBe('paymentMethodId')
    expect((await request({ amount: 5_000 })).status).toBe(400)
    const outside = await request({ merchantId: other.id }, scoped)
    expect(outside.status).toBe(400)
    expect(outside.body.result.errors[0].field).toBe('merchantId')
  })

  it("another client's request is neither shown, nor verified, nor its proof read", async () => {
    const asked = await request({ merchantId: other.id })
    const id = asked.body.result.id
    expect((await t.call('/deposit-topup/approve', { id }, scoped)).status).toBe(404)
    expect((await t.call('/deposit-topup/proof', { id }, scoped)).status).toBe(404)
    const list = await t.call('/deposit-topup/list', { page: 1, pageSize: 100 }, scoped)
    expect(list.body.result.items.some((r: { id: number }) => r.id === id)).toBe(false)
  })
})

describe('lists and dashboard calls', () => {
  it('balances, summary and recap agree with the ledger', async () => {
    const [acc] = await q(sql`select a.id, a.balance, a.merchant_id from ledger_account a
      where a.kind = 'MERCHANT_DEPOSIT' and a.version > 0 order by a.id limit 1`)
    const bal = await t.call(
      '/merchant-saving/list',
      { page: 1, pageSize: 10, filters: { merchantId: Number(acc?.merchant_id) } },
      checker,
    )
    expect(bal.body.result.items[0].balance).toBe(Number(acc?.balance))
    const summary = await t.call(
      '/merchant-saving-summary/list',
      {
        page: 1,
        pageSize: 100,
        filters: { merchantId: Number(acc?.merchant_id) },
        sort: 'month',
        dir: 'asc',
      },
      checker,
    )
    expect(summary.body.message).toBe('Berhasil')
    const months = summary.body.result.items as {
      opening: number
      closing: number
      topups: number
      deductions: number
      refunds: number
      corrections: number
    }[]
    expect(months.length).toBeGreaterThan(0)
    for (let i = 1; i < months.length; i++) expect(months[i]?.opening).toBe(months[i - 1]?.closing)
    expect(months.at(-1)?.closing).toBe(Number(acc?.balance))
    const recap = await t.call('/dashboard/saving-recap', {}, checker)
    const [sum] = await q(
      sql`select sum(balance) as s, count(*)::int as n from ledger_account where kind = 'MERCHANT_DEPOSIT'`,
    )
    expect(recap.body.result).toMatchObject({ totalBalance: Number(sum?.s), accounts: Number(sum?.n) })
    const scopedRecap = await t.call('/dashboard/saving-recap', {}, scoped)
    const [own] =
      await q(sql`select sum(a.balance) as s from ledger_account a join merchant m on m.id = a.merchant_id
      join client c on c.id = m.client_id where a.kind = 'MERCHANT_DEPOSIT' and c.code = 'CLT001'`)
    expect(scopedRecap.body.result.totalBalance).toBe(Number(own?.s))
    const top = await t.call('/dashboard/merchant-saving', { limit: 3 }, checker)
    expect(top.body.result.largest).toHaveLength(3)
    const types = await t.call('/worker/saving/svtrx-type/list', {}, checker)
    expect(types.body.result.map((x: { code: string }) => x.code)).toEqual([
      'TOPUP',
      'DEDUCTION',
      'REFUND',
      'CORRECTION',
      'SAVING',
    ])
  })
})
