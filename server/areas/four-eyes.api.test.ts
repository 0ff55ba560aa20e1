import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashLoginPassword } from '#contract/auth/password-encoding.ts'
import { rowsOf } from '../engine/query.ts'
import { textPdf } from '../files/store.ts'
import { DEMO_PASSWORD } from '../seed/access.ts'
import { createTestApp, type TestApp } from '../test/harness.ts'
import { makeAccount } from '../test/kits/account.ts'
import { simulatedAccountName } from './wallet/simulated-bank.ts'

/**
 * The auditor's findings of issue 30, each as it was tried black-box on the demo (the demo's accounts and calls
 * only): every one of them closed a control with one person before the workflows were declared.
 */
let t: TestApp
let admin: string
let finance: string
let merchant: { id: number; clientId: number }
let method: number

const q = async (query: ReturnType<typeof sql>) => rowsOf(await t.database.db.execute(query))
const topup = async (token: string) => {
  const res = await t.call(
    '/deposit-topup/request',
    {
      merchantId: merchant.id,
      paymentMethodId: method,
      amount: 1_000_000,
      proof: { name: 'bukti.pdf', base64: Buffer.from(textPdf(['BUKTI TRANSFER'])).toString('base64') },
    },
    token,
  )
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return Number(res.body.result.id)
}

beforeAll(async () => {
  t = await createTestApp({ JOB_POLL_MS: '0', SIM_BANK_DELAY_MS: '0' })
  admin = await t.login('superadmin')
  finance = await t.login('keuangan')
  const [m] = await q(sql`select m.id, m.client_id from merchant m join client c on c.id = m.client_id
    where c.code = 'CLT001' order by m.id limit 1`)
  merchant = { id: Number(m?.id), clientId: Number(m?.client_id) }
  method = Number((await q(sql`select id from deposit_payment_method where code = 'VA_BCA'`))[0]?.id)
})
afterAll(() => t.close())

describe('no money is created on one person’s word', () => {
  it('a finance user alone cannot credit a deposit by a correction or a refund', async () => {
    const balance = async () =>
      Number(
        (
          await q(
            sql`select balance from ledger_account where merchant_id = ${merchant.id} and kind = 'MERCHANT_DEPOSIT'`,
          )
        )[0]?.balance,
      )
    const start = await balance()
    for (const body of [
      { kind: 'CORRECTION', direction: 'CREDIT', refNo: 'KOR-AUDIT-1' },
      { kind: 'REFUND', refNo: 'RFD-AUDIT-1' },
    ]) {
      const res = await t.call(
        '/deposit-movement/post',
        {
          merchantId: merchant.id,
          amount: 500_000_000,
          idempotencyKey: `audit-${body.refNo}`,
          description: 'Uji auditor: satu orang',
          ...body,
        },
        admin,
      )
      expect(res.status, JSON.stringify(res.body)).not.toBe(200)
    }
    expect(await balance()).toBe(start)
  })
})

describe('maker-checker compares people, not names', () => {
  it('superadmin renamed cannot approve the top-up it entered under its old name', async () => {
    const id = await topup(admin)
    const [me] = await q(sql`select id from dashboard_user where username = 'superadmin'`)
    const renamed = await t.call('/users/update', { id: String(me?.id), username: 'superadmin.hand' }, admin)
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200)
    try {
      const again = await t.login('superadmin.hand')
      const res = await t.call('/deposit-topup/approve', { id }, again)
      expect(res.status, res.body.message).toBe(403)
      expect(res.body.message).toMatch(/oleh pembuat top up deposit tidak diizinkan/)
      expect((await q(sql`select status from deposit_topup_request where id = ${id}`))[0]?.status).toBe(
        'PENDING',
      )
    } finally {
      await t.database.db.execute(sql`update dashboard_user set username = 'superadmin' where id = ${me?.id}`)
    }
  })
})

describe('whoever made the document what it is does not approve it', () => {
  it('superadmin uploads and edits a row, keuangan submits: superadmin cannot approve; another can', async () => {
    const accounts = ['5270004321', '8800008765']
    const file = `kode_bank,no_rekening,nama_penerima,nominal,catatan\n${accounts
      .map((a) => `014,${a},${simulatedAccountName(a)},150000,Gaji`)
      .join('\n')}\n`
    const up = await t.call(
      '/disburse-doc/upload',
      {
        clientId: merchant.clientId,
        file: { name: 'gaji.csv', base64: Buffer.from(file).toString('base64') },
      },
      admin,
    )
    expect(up.status, JSON.stringify(up.body)).toBe(200)
    const id = Number(up.body.result.id)
    const [line] = await q(sql`select id from disburse_item where doc_id = ${id} order by line limit 1`)
    const fixed = await t.call(
      '/disburse-item/fix',
      {
        id: Number(line?.id),
        bankCode: '014',
        accountNo: '5270009999',
        expectedName: simulatedAccountName('5270009999'),
        amount: 150_000,
        note: 'Rekening diganti',
      },
      admin,
    )
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200)
    expect((await t.call('/disburse-doc/submit', { id }, finance)).status).toBe(200)
    const password = await hashLoginPassword(DEMO_PASSWORD)
    const own = await t.call('/disburse-doc/approve', { id, password }, admin)
    expect(own.status, own.body.message).toBe(403)
    expect(own.body.message).toMatch(
      /^Disetujui oleh pembuat atau pengubah dokumen disbursement tidak diizinkan/,
    )
    expect((await q(sql`select status from disburse_doc where id = ${id}`))[0]?.status).toBe('PENDING')
    const checker = await makeAccount(t, {
      username: 'checker.wallet',
      features: ['VIEW_CORPORATE_WALLET_MINT', 'APPROVE_DISBURSEMENT'],
    })
    expect((await t.call('/disburse-doc/approve', { id, password }, checker.token)).status).toBe(200)
  })
})

describe('a checker is scoped to everything', () => {
  it('a CLT001-scoped account with the finance features cannot verify a top-up superadmin entered', async () => {
    const id = await topup(admin)
    const scoped = await makeAccount(t, {
      username: 'keuangan.clt001',
      features: ['TOPUP_DEPOSIT_MERCHANT', 'VIEW_ONLY_DEPOSIT_MERCHANT', 'APPROVE_DEPOSIT_TOPUP'],
      level: 'CLIENT',
      value: 'CLT001',
    })
    const res = await t.call('/deposit-topup/approve', { id }, scoped.token)
    expect(res.status, res.body.message).toBe(403)
    expect(res.body.message).toBe(
      'Top up deposit hanya dapat disetujui oleh pengguna dengan cakupan semua data.',
    )
    expect((await t.call('/deposit-topup/approve', { id }, finance)).status).toBe(200)
  })
})

describe('secrets are for their owner', () => {
  it('supervisor asks a reset link for keuangan and reads no live token in the outbox; a reader’s own mail is whole', async () => {
    const supervisor = await t.login('supervisor')
    const asked = await t.call('/auth/forgot-password', { email: 'keuangan@mint.local' })
    expect(asked.status).toBe(200)
    const list = await t.call('/mail-outbox/list', { search: 'keuangan@mint.local', pageSize: 5 }, supervisor)
    expect(list.status).toBe(200)
    const mail = (list.body.result.items as { to: string; bodyText: string }[]).find((m) =>
      m.bodyText.includes('/login/reset-password'),
    )
    expect(mail, 'the reset mail is listed').toBeDefined()
    expect(mail?.bodyText).not.toMatch(/token=[A-Za-z0-9_-]{8,}/)
    expect(mail?.bodyText).toContain('token=••••••')
    // The token in the database works: it is the one the outbox hid.
    const [row] = await q(
      sql`select body_text from mail_outbox where "to" = 'keuangan@mint.local' order by id desc limit 1`,
    )
    expect(String(row?.body_text)).toMatch(/token=[A-Za-z0-9_-]{8,}/)
    expect((await t.call('/auth/forgot-password', { email: 'supervisor@mint.local' })).status).toBe(200)
    const own = await t.call(
      '/mail-outbox/list',
      { search: 'supervisor@mint.local', pageSize: 5 },
      supervisor,
    )
    const mine = (own.body.result.items as { bodyText: string }[]).find((m) =>
      m.bodyText.includes('reset-password'),
    )
    expect(mine?.bodyText).toMatch(/token=[A-Za-z0-9_-]{8,}/)
  })
})
