import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashLoginPassword } from '#contract/auth/password-encoding.ts'
import { formatRupiah } from '#contract/format.ts'
import { DISBURSE_FEE, MAX_DISBURSE_ROWS } from '#contract/wallet/vocabulary.ts'
import { rowsOf } from '../../engine/query.ts'
import { runOneJob } from '../../jobs/runner.ts'
import { DEMO_PASSWORD } from '../../seed/access.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'
import { makeAccount } from '../../test/kits/account.ts'
import { sweepExpiredHolds } from '../ledger/holds.ts'
import { reconcile } from '../ledger/reconcile.ts'
import { simulatedAccountName } from './simulated-bank.ts'

/**
 * The corporate wallet (issue 17 items 3 and 4): wallet accounts and statements, the disbursement document's
 * per-row report, maker-checker with re-authentication, execution with partial failure, retry and release.
 */
let t: TestApp
let maker: string
let checker: string
let scoped: string
let regional: string
let client: { id: number; code: string }
let otherClient: { id: number }

const q = async (query: ReturnType<typeof sql>) => rowsOf(await t.database.db.execute(query))
const csv = (lines: string[]) => ({
  name: 'penerima.csv',
  base64: Buffer.from(`${lines.join('\n')}\n`).toString('base64'),
})
const HEADER = 'kode_bank,no_rekening,nama_penerima,nominal,catatan'
const row = (bank: string, account: string, amount: number | string, name = simulatedAccountName(account)) =>
  `${bank},${account},${name},${amount},Gaji`
const upload = (lines: string[], token = maker, clientId = client.id) =>
  t.call('/disburse-doc/upload', { clientId, file: csv(lines) }, token)
const items = async (docId: number, token = maker) =>
  (await t.call('/disburse-item/list', { page: 1, pageSize: 100, filters: { docId }, sort: 'line' }, token))
    .body.result.items as Record<string, unknown>[]
const wallet = async () => {
  const [w] = await q(sql`select w.balance, h.balance as held from ledger_account w
    join ledger_account h on h.id = w.held_account_id where w.client_id = ${client.id} and w.kind = 'CLIENT_WALLET'`)
  return { balance: Number(w?.balance), held: Number(w?.held) }
}
const password = () => hashLoginPassword(DEMO_PASSWORD)
const runJobs = async () => {
  while (await runOneJob(t.database, t.app.jobHandlers, t.config)) {}
}
/** Uploads, submits as the maker and approves as the checker; answers the document's id. */
async function approved(lines: string[]) {
  const up = await upload(lines)
  expect(up.status).toBe(200)
  const id = up.body.result.id as number
  expect((await t.call('/disburse-doc/submit', { id }, maker)).status).toBe(200)
  const ok = await t.call('/disburse-doc/approve', { id, password: await password() }, checker)
  expect(ok.status, JSON.stringify(ok.body)).toBe(200)
  return id
}

beforeAll(async () => {
  t = await createTestApp({ JOB_POLL_MS: '0', SIM_BANK_DELAY_MS: '0' })
  const features = ['VIEW_CORPORATE_WALLET_MINT'] as const
  // The maker holds the checker's feature too: what refuses its own approval is the four-eyes rule.
  maker = (await makeAccount(t, { username: 'wal.maker', features: [...features, 'APPROVE_DISBURSEMENT'] }))
    .token
  checker = (
    await makeAccount(t, {
      username: 'wal.checker',
      features: ['VIEW_CORPORATE_WALLET_BINA', 'APPROVE_DISBURSEMENT'],
    })
  ).token
  scoped = (await makeAccount(t, { username: 'wal.clt001', features, level: 'CLIENT', value: 'CLT001' }))
    .token
  const [r] = await q(sql`select code from region order by id limit 1`)
  regional = (
    await makeAccount(t, { username: 'wal.region', features, level: 'REGION', value: String(r?.code) })
  ).token
  const [c] = await q(sql`select id, code from client where code = 'CLT001'`)
  const [o] = await q(sql`select id from client where code = 'CLT002'`)
  client = { id: Number(c?.id), code: String(c?.code) }
  otherClient = { id: Number(o?.id) }
})
afterAll(() => t.close())

describe('wallet accounts and statements', () => {
  it('every demo client has a funded wallet, scoped by client; the statement reads each line', async () => {
    const all = await t.call('/corp-wallet-account/list', { page: 1, pageSize: 100 }, maker)
    expect(all.status).toBe(200)
    const [clients] = await q(sql`select count(*)::int as n from client`)
    expect(all.body.result.total).toBe(clients?.n)
    for (const w of all.body.result.items) {
      expect(w.balance).toBeGreaterThan(0)
      expect(w.heldBalance).toBe(0)
    }
    const mine = await t.call('/corp-wallet-account/list', { page: 1, pageSize: 100 }, scoped)
    expect(mine.body.result.items.map((w: { clientCode: string }) => w.clientCode)).toEqual([client.code])
    const region = await t.call('/corp-wallet-account/list', { page: 1, pageSize: 100 }, regional)
    expect(region.body.result.items).toEqual([])
    const statement = await t.call(
      '/corp-wallet-statement/list',
      { page: 1, pageSize: 10, filters: { clientId: client.id } },
      scoped,
    )
    expect(statement.body.result.items[0]).toMatchObject({ kind: 'TOPUP', balanceBefore: 0, debit: 0 })
    expect(await reconcile(t.database.db)).toEqual([])
  })
})

describe('the per-row report', () => {
  it('refuses a file that cannot be a document with a clear message, saving nothing', async () => {
    const [before] = await q(sql`select count(*)::int as n from disburse_doc`)
    const wrong = await upload(['bank,rekening,jumlah', '014,5271234567,1000'])
    expect(wrong.status).toBe(400)
    expect(wrong.body.message).toContain('Kolom wajib tidak ada: kode_bank, no_rekening, nominal')
    const empty = await t.call(
      '/disburse-doc/upload',
      { clientId: client.id, file: { name: 'a.csv', base64: '' } },
      maker,
    )
    expect(empty.status).toBe(400)
    const headerOnly = await upload([HEADER])
    expect(headerOnly.status).toBe(400)
    expect(headerOnly.body.message).toContain('tidak berisi baris penerima')
    const many = [
      HEADER,
      ...Array.from({ length: MAX_DISBURSE_ROWS + 1 }, (_, i) => `014,${5270000000 + i},,1000,`),
    ]
    const tooMany = await upload(many)
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.message).toContain('lebih dari 100.000 baris')
    expect(tooMany.body.message).toContain('Tidak ada data yang disimpan')
    const notCsv = await t.call(
      '/disburse-doc/upload',
      { clientId: client.id, file: { name: 'a.csv', base64: Buffer.from([0, 1, 2, 3]).toString('base64') } },
      maker,
    )
    expect(notCsv.status).toBe(415)
    const [after] = await q(sql`select count(*)::int as n from disburse_doc`)
    expect(after?.n).toBe(before?.n)
  })

  it('checks every row, inquires the names, flags duplicates; a bad row is fixed or removed in place', async () => {
    const up = await upload([
      HEADER,
      row('014', '5271234567', 1_500_000),
      row('999', '5271234568', 1_000),
      row('014', '12AB', 1_000),
      row('014', '5271234569', 250_000_001),
      row('014', '5271230000', 10_000),
      row('014', '5271234599', 10_000, 'Budi Santoso'),
      row('014', '5271234567', 1_500_000),
      row('014', '5271234570', 20_000, `${simulatedAccountName('5271234570')}x`),
    ])
    expect(up.status).toBe(200)
    expect(up.body.result).toMatchObject({ status: 'DRAFT', itemCount: 8, invalidCount: 5, mismatchCount: 1 })
    const id = up.body.result.id
    expect(up.body.result.docNo).toMatch(/^DSB\/\d{4}\/\d{2}\/\d{4,}$/)
    const rows = await items(id)
    const byLine = (line: number) => rows.find((r) => r.line === line) as Record<string, unknown>
    expect(byLine(2)).toMatchObject({ valid: true, nameMatch: 'EXACT', fee: DISBURSE_FEE })
    expect(byLine(3).problems).toContain('Kode bank 999 tidak ada dalam daftar bank aktif.')
    expect(byLine(4).problems).toContain('No. rekening harus 6–20 digit angka.')
    expect(byLine(5).problems).toContain('batas BI-FAST')
    expect(byLine(6).problems).toContain('Rekening tidak ditemukan')
    expect(byLine(7)).toMatchObject({
      valid: true,
      nameMatch: 'MISMATCH',
      inquiryName: 'PT Sumber Rejeki Abadi',
    })
    expect(byLine(8).problems).toContain('Duplikat dengan baris 2.')
    expect(byLine(9)).toMatchObject({ valid: true, nameMatch: 'CLOSE' })
    // Submitting with bad rows is refused.
    const early = await t.call('/disburse-doc/submit', { id }, maker)
    expect(early.status).toBe(400)
    expect(early.body.message).toContain('5 baris bermasalah')
    // Fix two, remove three; the duplicate clears when its twin changes.
    const fix = (line: number, body: Record<string, unknown>) =>
      t.call(
        '/disburse-item/fix',
        {
          id: byLine(line).id,
          bankCode: '014',
          accountNo: '5271234571',
          expectedName: '',
          amount: 5_000,
          note: '',
          ...body,
        },
        maker,
      )
    const fixed = await fix(3, { accountNo: '5271234572', expectedName: simulatedAccountName('5271234572') })
    expect(fixed.status).toBe(200)
    expect(fixed.body.result).toMatchObject({ valid: true, nameMatch: 'EXACT', bankCode: '014' })
    expect((await fix(5, { amount: 250_000_000 })).body.result.valid).toBe(true)
    const badFix = await fix(4, { amount: 250_000_001 })
    expect(badFix.status).toBe(400)
    for (const line of [4, 6, 8])
      expect((await t.call('/disburse-item/remove', { id: byLine(line).id }, maker)).status).toBe(200)
    const doc = await t.call('/disburse-doc/detail', { id }, maker)
    expect(doc.body.result).toMatchObject({ itemCount: 5, invalidCount: 0 })
    // Another client's user cannot see or touch it.
    const [other] = await q(sql`select id from disburse_item where doc_id = ${id} limit 1`)
    const stranger = (
      await makeAccount(t, {
        username: 'wal.clt002',
        features: ['VIEW_CORPORATE_WALLET_MINT'],
        level: 'CLIENT',
        value: 'CLT002',
      })
    ).token
    expect((await t.call('/disburse-item/remove', { id: Number(other?.id) }, stranger)).status).toBe(404)
    expect((await t.call('/disburse-doc/submit', { id }, stranger)).status).toBe(404)
    expect((await upload([HEADER, row('014', '5271234567', 1)], scoped, otherClient.id)).status).toBe(400)
  })
})

describe('maker-checker and execution', () => {
  it('maker approving own → 403; wrong password → 400; approving twice → 409; the wallet holds total + fees', async () => {
    const up = await upload([HEADER, row('014', '5271234567', 100_000), row('008', '5271234580', 200_000)])
    const id = up.body.result.id
    expect((await t.call('/disburse-doc/approve', { id, password: await password() }, checker)).status).toBe(
      409,
    ) // still a Draf
    expect((await t.call('/disburse-doc/submit', { id }, maker)).status).toBe(200)
    expect((await t.call('/disburse-doc/submit', { id }, maker)).status).toBe(409)
    const own = await t.call('/disburse-doc/approve', { id, password: await password() }, maker)
    expect(own.status).toBe(403)
    expect(own.body.message).toBe(
      'Disetujui oleh pembuat atau pengaju dokumen disbursement tidak diizinkan: minta pengguna lain.',
    )
    const wrong = await t.call(
      '/disburse-doc/approve',
      { id, password: await hashLoginPassword('salah-sekali') },
      checker,
    )
    expect(wrong.status).toBe(400)
    expect(wrong.body.message).toBe('Password salah.')
    const none = await t.call('/disburse-doc/approve', { id }, checker)
    expect(none.status).toBe(400)
    const before = await wallet()
    const ok = await t.call('/disburse-doc/approve', { id, password: await password() }, checker)
    expect(ok.status).toBe(200)
    expect(ok.body.result).toMatchObject({
      status: 'APPROVED',
      approvedBy: 'wal.checker',
      submittedBy: 'wal.maker',
    })
    const total = 300_000 + 2 * DISBURSE_FEE
    expect(await wallet()).toEqual({ balance: before.balance - total, held: before.held + total })
    const twice = await t.call('/disburse-doc/approve', { id, password: await password() }, checker)
    expect(twice.status).toBe(409)
    await runJobs()
    const done = await t.call('/disburse-doc/detail', { id }, maker)
    expect(done.body.result).toMatchObject({
      status: 'DONE',
      paidCount: 2,
      failedCount: 0,
      paidAmount: 300_000,
    })
    expect(await wallet()).toEqual({ balance: before.balance - total, held: before.held })
    expect(await reconcile(t.database.db)).toEqual([])
  })

  it('a reject cancels with its reason and holds nothing', async () => {
    const up = await upload([HEADER, row('014', '5271234567', 100_000)])
    const id = up.body.result.id
    await t.call('/disburse-doc/submit', { id }, maker)
    const before = await wallet()
    expect((await t.call('/disburse-doc/reject', { id, reason: 'ok' }, checker)).status).toBe(400)
    expect(
      (await t.call('/disburse-doc/reject', { id, reason: 'Nominal gaji belum final' }, maker)).status,
    ).toBe(403)
    const rejected = await t.call('/disburse-doc/reject', { id, reason: 'Nominal gaji belum final' }, checker)
    expect(rejected.body.result).toMatchObject({
      status: 'CANCELLED',
      rejectReason: 'Nominal gaji belum final',
    })
    expect((await t.call('/disburse-doc/approve', { id, password: await password() }, checker)).status).toBe(
      409,
    )
    expect(await wallet()).toEqual(before)
  })

  it('Sebagian Gagal: a refused item fails, a lost answer is settled by advice, the unpaid rest is released; a retry pays only the failed', async () => {
    const before = await wallet()
    const id = await approved([
      HEADER,
      row('014', '5271234567', 100_000),
      row('014', '5271234513', 40_000),
      row('014', '5271234531', 60_000),
    ])
    await runJobs()
    const doc = (await t.call('/disburse-doc/detail', { id }, maker)).body.result
    expect(doc).toMatchObject({ status: 'PARTIAL', paidCount: 2, failedCount: 1, paidAmount: 160_000 })
    const list = await items(id)
    expect(list.find((i) => i.accountNo === '5271234513')).toMatchObject({
      status: 'FAILED',
      failReason: 'Rekening tujuan tidak aktif (ditutup).',
    })
    expect(list.find((i) => i.accountNo === '5271234531')).toMatchObject({ status: 'PAID' })
    // Paid: the amounts and their fees; the failed item's amount and fee went back.
    const paid = 160_000 + 2 * DISBURSE_FEE
    expect(await wallet()).toEqual({ balance: before.balance - paid, held: before.held })
    // Each transfer reached the bank once, the lost answer included.
    const sent =
      await q(sql`select t.received from sim_bank_transfer t join disburse_item i on i.bank_key = t.idempotency_key
      where i.doc_id = ${id}`)
    expect(sent.map((s) => Number(s.received))).toEqual([1, 1, 1])
    // The retry holds only the failed item and sends it under a new key (refused again: the account is closed).
    expect((await t.call('/disburse-doc/retry', { id }, maker)).status).toBe(403)
    const retry = await t.call('/disburse-doc/retry', { id }, checker)
    expect(retry.status).toBe(200)
    expect(retry.body.message).toContain(formatRupiah(40_000 + DISBURSE_FEE))
    expect((await wallet()).held).toBe(before.held + 40_000 + DISBURSE_FEE)
    await runJobs()
    const again = (await t.call('/disburse-doc/detail', { id }, maker)).body.result
    expect(again).toMatchObject({ status: 'PARTIAL', paidCount: 2, failedCount: 1, round: 2 })
    expect(await wallet()).toEqual({ balance: before.balance - paid, held: before.held })
    const [transfers] =
      await q(sql`select count(*)::int as n from sim_bank_transfer where account_no in ('5271234567', '5271234531')
      and idempotency_key in (select bank_key from disburse_item where doc_id = ${id})`)
    expect(transfers?.n).toBe(2)
    expect(await reconcile(t.database.db)).toEqual([])
  })

  it('a document whose job gave up is resumed from where it stands; not while it runs, nor once its hold is gone', async () => {
    const before = await wallet()
    const id = await approved([HEADER, row('014', '5271234567', 70_000), row('014', '5271234531', 30_000)])
    const held = 100_000 + 2 * DISBURSE_FEE
    // Not stalled while its job is queued: nothing to resume.
    expect((await t.call('/disburse-doc/detail', { id }, maker)).body.result.stalled).toBe(false)
    const early = await t.call('/disburse-doc/resume', { id }, maker)
    expect(early.status).toBe(409)
    // The job used up its attempts while the bank did not answer (an outage): the document stalls, money held.
    await q(
      sql`update job set state = 'failed', error = 'Bank tidak menjawab' where id = (select job_id from disburse_doc where id = ${id})`,
    )
    expect((await t.call('/disburse-doc/detail', { id }, maker)).body.result).toMatchObject({
      status: 'APPROVED',
      stalled: true,
    })
    expect((await wallet()).held).toBe(before.held + held)
    expect((await t.call('/disburse-doc/resume', { id }, scoped)).status).toBe(200)
    expect((await t.call('/disburse-doc/detail', { id }, maker)).body.result.stalled).toBe(false)
    await runJobs()
    expect((await t.call('/disburse-doc/detail', { id }, maker)).body.result).toMatchObject({
      status: 'DONE',
      paidCount: 2,
    })
    expect(await wallet()).toEqual({ balance: before.balance - held, held: before.held })
    const [audited] = await q(
      sql`select count(*)::int as n from audit_log where action = 'RESUME' and entity_id = ${String(id)}`,
    )
    expect(audited?.n).toBe(1)

    // A document left stalled past its hold's expiry: the sweep gave the money back, so it cannot resume.
    const lost = await approved([HEADER, row('014', '5271234568', 10_000)])
    await q(
      sql`update job set state = 'failed' where id = (select job_id from disburse_doc where id = ${lost})`,
    )
    await q(
      sql`update ledger_hold set expires_at = now() - interval '1 minute' where id = (select hold_id from disburse_doc where id = ${lost})`,
    )
    await sweepExpiredHolds(t.database.db)
    const refused = await t.call('/disburse-doc/resume', { id: lost }, maker)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toContain('sudah tidak ditahan')
    // Outside the caller's scope: not found.
    expect((await t.call('/disburse-doc/resume', { id }, regional)).status).toBe(404)
    expect(await reconcile(t.database.db)).toEqual([])
  })

  it('refuses an approval the wallet cannot cover, naming the balance, and holds nothing', async () => {
    const { balance } = await wallet()
    const n = Math.ceil(balance / 250_000_000) + 1
    const lines = [
      HEADER,
      ...Array.from({ length: n }, (_, i) => row('014', String(5271300001 + i), 250_000_000)),
    ]
    const up = await upload(lines)
    const id = up.body.result.id
    await t.call('/disburse-doc/submit', { id }, maker)
    const res = await t.call('/disburse-doc/approve', { id, password: await password() }, checker)
    expect(res.status).toBe(409)
    expect(res.body.message).toContain(formatRupiah(balance))
    expect((await t.call('/disburse-doc/detail', { id }, maker)).body.result.status).toBe('PENDING')
    expect((await wallet()).balance).toBe(balance)
  })
})
