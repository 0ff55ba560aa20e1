import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FEATURE_NAMES } from '#contract/access/features.ts'
import { WORKFLOWS } from '#contract/areas.ts'
import { hashLoginPassword } from '#contract/auth/password-encoding.ts'
import { type ActorRole, distinctMessage, type TransitionDef } from '#contract/engine/workflow.ts'
import { rowsOf } from '../engine/query.ts'
import { textPdf } from '../files/store.ts'
import { runOneJob } from '../jobs/runner.ts'
import { DEMO_PASSWORD } from '../seed/access.ts'
import { createTestApp, type TestApp } from '../test/harness.ts'
import { lastAuditId, makeAccount } from '../test/kits/account.ts'
import { simulatedAccountName } from './wallet/simulated-bank.ts'

/**
 * The four-eyes suite, generated from the workflow declarations (docs/ARCHITECTURE.md "Four eyes"): for every
 * transition with a distinct-actor rule, each earlier actor is refused (403, the rule's message, audited, nothing
 * written), and so is the same account renamed; for every checker's transition a client-scoped holder of every
 * feature is refused; a proper second user succeeds; two proper checkers racing get one 200 and one 409. On both
 * drivers (the api phase runs it on PGlite and on PostgreSQL). A workflow with such a transition and no fixture
 * here fails the suite, so a new control cannot go untested.
 */

let t: TestApp
/** Distinct people holding every feature (both sides of every control), scoped to everything. */
const people: { id: string; token: string }[] = []
let clientScoped: string
let seq = 0

const q = async (query: ReturnType<typeof sql>) => rowsOf(await t.database.db.execute(query))
const EVERY_FEATURE = FEATURE_NAMES.filter((f) => f !== 'APPROVE_FOR_OWN_CLIENT')
const person = async (prefix: string) => {
  seq += 1
  return makeAccount(t, { username: `${prefix}.${seq}`, features: EVERY_FEATURE })
}

interface Fixture {
  /** An item ready for `key`, whose earlier actors are the given accounts (others by the first person). */
  ready(key: string, actors: Partial<Record<ActorRole, string>>): Promise<number>
  take(key: string, id: number, token: string): Promise<{ status: number; body: { message: string } }>
  state(id: number): Promise<string>
}

let clt001: { clientId: number; merchantId: number; method: number }
const loners: number[] = []
const runJobs = async () => {
  while (await runOneJob(t.database, t.app.jobHandlers, t.config)) {}
}
const csv = (accounts: string[]) => ({
  name: 'penerima.csv',
  base64: Buffer.from(
    `kode_bank,no_rekening,nama_penerima,nominal,catatan\n${accounts
      .map((a, i) => `014,${a},${simulatedAccountName(a)},${100_000 + i},Uji`)
      .join('\n')}\n`,
  ).toString('base64'),
})
const ok = async <T extends { status: number; body: unknown }>(p: Promise<T>) => {
  const res = await p
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res as T & { body: { result: Record<string, unknown> } }
}

const FIXTURES: Record<string, Fixture> = {
  'deposit-topup': {
    async ready(_key, actors) {
      const res = await ok(
        t.call(
          '/deposit-topup/request',
          {
            merchantId: clt001.merchantId,
            paymentMethodId: clt001.method,
            amount: 250_000,
            proof: {
              name: 'bukti.pdf',
              base64: Buffer.from(textPdf(['BUKTI', `${seq}`])).toString('base64'),
            },
          },
          actors.CREATE ?? people[0]?.token,
        ),
      )
      return Number(res.body.result.id)
    },
    take: (key, id, token) =>
      t.call(
        `/deposit-topup/${key}`,
        key === 'reject' ? { id, reason: 'Bukti tidak terbaca' } : { id },
        token,
      ),
    state: async (id) =>
      String((await q(sql`select status from deposit_topup_request where id = ${id}`))[0]?.status),
  },
  'deposit-adjustment': {
    async ready(_key, actors) {
      seq += 1
      const res = await ok(
        t.call(
          '/deposit-adjustment/request',
          {
            merchantId: clt001.merchantId,
            kind: 'CORRECTION',
            direction: 'CREDIT',
            amount: 5_000,
            reason: 'Selisih setoran yang diperiksa',
            idempotencyKey: `empat-mata-${seq}`,
          },
          actors.CREATE ?? people[0]?.token,
        ),
      )
      return Number(res.body.result.id)
    },
    take: async (key, id, token) =>
      t.call(
        `/deposit-adjustment/${key}`,
        key === 'reject'
          ? { id, reason: 'Bukti selisih tidak ada' }
          : { id, password: await hashLoginPassword(DEMO_PASSWORD) },
        token,
      ),
    state: async (id) =>
      String((await q(sql`select status from deposit_adjustment_request where id = ${id}`))[0]?.status),
  },
  'disburse-doc': {
    async ready(key, actors) {
      const first = people[0]?.token as string
      const creator = actors.CREATE ?? first
      // A retry needs a document whose transfers failed: accounts ending 13 are refused by the simulated bank.
      const accounts = key === 'retry' ? ['5270000013', '8800000013'] : ['5270001234', '8800005678']
      const up = await ok(
        t.call('/disburse-doc/upload', { clientId: clt001.clientId, file: csv(accounts) }, creator),
      )
      const id = Number(up.body.result.id)
      const [line] = await q(sql`select * from disburse_item where doc_id = ${id} order by line limit 1`)
      await ok(
        t.call(
          '/disburse-item/fix',
          {
            id: Number(line?.id),
            bankCode: String(line?.bank_code),
            accountNo: String(line?.account_no),
            expectedName: String(line?.expected_name),
            amount: Number(line?.amount) + 1,
            note: 'Nominal dibetulkan',
          },
          actors.EDIT ?? first,
        ),
      )
      await ok(t.call('/disburse-doc/submit', { id }, actors.SUBMIT ?? first))
      if (key === 'retry') {
        await ok(
          t.call(
            '/disburse-doc/approve',
            { id, password: await hashLoginPassword(DEMO_PASSWORD) },
            people[3]?.token as string,
          ),
        )
        await runJobs()
        expect(await this.state(id)).toBe('FAILED')
      }
      return id
    },
    take: async (key, id, token) =>
      t.call(
        `/disburse-doc/${key}`,
        key === 'approve'
          ? { id, password: await hashLoginPassword(DEMO_PASSWORD) }
          : key === 'reject'
            ? { id, reason: 'Rekening belum diverifikasi' }
            : { id },
        token,
      ),
    state: async (id) => String((await q(sql`select status from disburse_doc where id = ${id}`))[0]?.status),
  },
  'segment-version': {
    async ready(_key, actors) {
      const target = loners.shift()
      if (!target) throw new Error('no merchant left for a segment proposal')
      seq += 1
      const res = await ok(
        t.call(
          '/segmentation/biller-prepaid/add',
          {
            code: `BPR-4M-${seq}`,
            name: `Biller Prabayar Empat Mata ${seq}`,
            effectiveFrom: new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10),
            level: 'MERCHANT',
            targetIds: [target],
            note: 'Uji empat mata',
            schemes: String(
              (
                await q(sql`select string_agg(x, ', ') as s from segment s join segment_version v on v.segment_id = s.id,
                  jsonb_array_elements_text(v.settings -> 'schemes') x where s.code = 'DEFAULT-BILLER-PREPAID' and v.version = 1`)
              )[0]?.s,
            ),
            limitPerTrx: 2_000_000,
            limitPerDay: 20_000_000,
          },
          actors.PROPOSE ?? people[0]?.token,
        ),
      )
      return Number(res.body.result.pendingVersionId)
    },
    take: (key, versionId, token) =>
      t.call(`/segmentation/${key}`, { versionId, note: key === 'reject' ? 'Tidak sesuai memo' : '' }, token),
    state: async (id) => String((await q(sql`select state from segment_version where id = ${id}`))[0]?.state),
  },
  'partner-registration': {
    async ready() {
      seq += 1
      const [row] =
        await q(sql`insert into partner_registration (registration_no, company_name, type, business_field,
          address, city, pic_name, pic_email, bank_code, account_no, account_name, submitted_at)
        values (${`REG/UJI/${seq}`}, ${`PT Empat Mata ${seq}`}, 'AGGREGATOR', 'Pembayaran', 'Jl. Uji 1', 'Jakarta',
          'Budi', ${`pic${seq}@contoh.id`}, '014', '5271234567', 'PT Empat Mata', now())
        returning id`)
      return Number(row?.id)
    },
    take: (key, id, token) =>
      t.call(
        `/partner-registration/${key}`,
        key === 'reject' ? { id, reason: 'Dokumen belum lengkap' } : { id },
        token,
      ),
    state: async (id) =>
      String((await q(sql`select status from partner_registration where id = ${id}`))[0]?.status),
  },
}

beforeAll(async () => {
  t = await createTestApp({ JOB_POLL_MS: '0', SIM_BANK_DELAY_MS: '0' })
  for (let i = 0; i < 4; i++) {
    const p = await person('empat.mata')
    people.push({ id: p.id, token: p.token })
  }
  clientScoped = (
    await makeAccount(t, {
      username: 'empat.mata.clt001',
      features: EVERY_FEATURE,
      level: 'CLIENT',
      value: 'CLT001',
    })
  ).token
  const [m] = await q(sql`select m.id, m.client_id from merchant m join client c on c.id = m.client_id
    where c.code = 'CLT001' order by m.id limit 1`)
  const [v] = await q(sql`select id from deposit_payment_method where code = 'VA_BCA'`)
  clt001 = { clientId: Number(m?.client_id), merchantId: Number(m?.id), method: Number(v?.id) }
  const free = await q(sql`select m.id from merchant m join client c on c.id = m.client_id
    where c.code = 'CLT002' and not exists (select 1 from merchant_group_member g where g.merchant_id = m.id)
      and not exists (select 1 from segment_assignment a where a.level = 'MERCHANT' and a.target_id = m.id)
    order by m.id limit 40`)
  loners.push(...free.map((r) => Number(r.id)))
})
afterAll(() => t.close())

const controlled = WORKFLOWS.flatMap((wf) =>
  Object.entries(wf.transitions as Record<string, TransitionDef<string>>)
    .filter(([, tr]) => (tr.distinctFrom ?? []).length > 0 || tr.checker)
    .map(([key, tr]) => ({ wf, key, tr })),
)

it('every workflow with a control has a fixture here', () => {
  expect(controlled.length).toBeGreaterThan(0)
  for (const { wf } of controlled) expect(Object.keys(FIXTURES), wf.key).toContain(wf.key)
})

describe.each(controlled)('$wf.key › $key', ({ wf, key, tr }) => {
  const fixture = FIXTURES[wf.key] as Fixture
  const second = () => people[1]?.token as string

  it.each(tr.distinctFrom ?? [])(
    'its %s is refused (403, the rule named, audited, nothing written)',
    async (role) => {
      const actor = people[2]?.token as string
      const id = await fixture.ready(key, { [role]: actor })
      const before = await fixture.state(id)
      const since = await lastAuditId(t)
      const res = await fixture.take(key, id, actor)
      expect(res.status, res.body.message).toBe(403)
      expect(res.body.message).toBe(distinctMessage(wf, tr, [role]))
      expect(await fixture.state(id)).toBe(before)
      const refused = await q(sql`select after from audit_log where id > ${since} and action = 'REFUSED'`)
      expect(refused.map((r) => (r.after as { rule: string }).rule)).toContain('distinct')
    },
  )

  if ((tr.distinctFrom ?? []).length > 0)
    it('the same account renamed is refused too (actors are user ids)', async () => {
      const renamed = await person('empat.mata.lama')
      const role = (tr.distinctFrom ?? [])[0] as ActorRole
      const id = await fixture.ready(key, { [role]: renamed.token })
      await t.database.db.execute(
        sql`update dashboard_user set username = ${`empat.mata.baru.${seq}`} where id = ${renamed.id}`,
      )
      const again = await t.login(`empat.mata.baru.${seq}`)
      const res = await fixture.take(key, id, again)
      expect(res.status, res.body.message).toBe(403)
      expect(res.body.message).toBe(distinctMessage(wf, tr, [role]))
    })

  if (tr.checker)
    it('a client-scoped holder of every feature is refused: a checker is scoped to everything', async () => {
      const id = await fixture.ready(key, {})
      const before = await fixture.state(id)
      const res = await fixture.take(key, id, clientScoped)
      expect([403, 404], res.body.message).toContain(res.status)
      if (res.status === 403) expect(res.body.message).toMatch(/cakupan semua data/)
      expect(await fixture.state(id)).toBe(before)
    })

  it('a second user succeeds; two more at once: one wins, the other is told it is decided (409)', async () => {
    const id = await fixture.ready(key, {})
    const res = await fixture.take(key, id, second())
    expect(res.status, res.body.message).toBe(200)
    const raced = await fixture.ready(key, {})
    const answers = await Promise.all([
      fixture.take(key, raced, second()),
      fixture.take(key, raced, people[2]?.token as string),
    ])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    expect(answers.find((a) => a.status === 409)?.body.message).toMatch(/berstatus/)
  })
})
