import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../config.ts'
import { rowsOf } from '../../engine/query.ts'
import { textPdf } from '../../files/store.ts'
import { mailer } from '../../mail/send.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'
import { makeAccount } from '../../test/kits/account.ts'
import { escalateOverdue } from './tickets.ts'
import { OWASP_XSS_VECTORS, unsafeParts } from './xss-vectors.ts'

let t: TestApp
let agent: string
let clientUser: string
let merchantUser: string
let outsider: string
let mine: { outletId: number; merchantId: number; email: string; mid: string }
let other: { outletId: number }
let categoryId: number
let trx: { no: string; rc: string; id: number } | null

const q = async (query: ReturnType<typeof sql>) => rowsOf(await t.database.db.execute(query))
const pdf = () => ({ name: 'struk.pdf', base64: Buffer.from(textPdf(['STRUK'])).toString('base64') })
const lastMail = async (to: string) =>
  (await q(sql`select subject, body_text from mail_outbox where "to" = ${to} order by id desc limit 1`))[0]

beforeAll(async () => {
  // The app's own sweep is off: the test runs the escalation itself.
  t = await createTestApp({ HELP_ESCALATION_MS: '0' })
  agent = (await makeAccount(t, { username: 'tkt.agent', features: ['VIEW_PUSAT_BANTUAN_COMPLAIN'] })).token
  clientUser = (
    await makeAccount(t, {
      username: 'tkt.clt002',
      features: ['VIEW_PUSAT_BANTUAN_COMPLAIN'],
      level: 'CLIENT',
      value: 'CLT002',
    })
  ).token
  const [m] =
    await q(sql`select o.id as outlet_id, m.id, m.email, m.mid from outlet o join merchant m on m.id = o.merchant_id
    join client c on c.id = m.client_id where c.code = 'CLT001' order by o.id limit 1`)
  mine = {
    outletId: Number(m?.outlet_id),
    merchantId: Number(m?.id),
    email: String(m?.email),
    mid: String(m?.mid),
  }
  merchantUser = (
    await makeAccount(t, { username: 'tkt.merchant', features: [], level: 'MERCHANT', value: mine.mid })
  ).token
  outsider = (await makeAccount(t, { username: 'tkt.none', features: [] })).token
  const [o] = await q(
    sql`select o.id from outlet o join client c on c.id = o.client_id where c.code = 'CLT002' order by o.id limit 1`,
  )
  other = { outletId: Number(o?.id) }
  categoryId = Number((await q(sql`select id from help_category order by id limit 1`))[0]?.id)
  const [x] = await q(
    sql`select id, trx_no, rc from trx_biller where merchant_id = ${mine.merchantId} and rc = '68' limit 1`,
  )
  trx = x ? { id: Number(x.id), no: String(x.trx_no), rc: String(x.rc) } : null
})
afterAll(() => t.close())

const create = (body: Record<string, unknown> = {}, token = merchantUser) =>
  t.call(
    '/help-ticket/create',
    {
      outletId: mine.outletId,
      categoryId,
      subject: 'Transaksi pending',
      description: 'Saldo terpotong tetapi token belum diterima.',
      priority: 'HIGH',
      ...body,
    },
    token,
  )

describe('opening a ticket (the merchant-facing form)', () => {
  it('a merchant user opens a ticket for its own outlet: numbered per year, SLA running, mail sent', async () => {
    const res = await create({ attachments: [pdf()] })
    expect(res.status).toBe(200)
    const year = new Intl.DateTimeFormat('en', { timeZone: 'Asia/Jakarta', year: 'numeric' }).format(
      new Date(),
    )
    expect(res.body.result.ticketNo).toMatch(new RegExp(`^TKT-${year}-\\d{6}$`))
    expect(res.body.result.status).toBe('BARU')
    expect(res.body.result.slaDueAt).not.toBeNull()
    const next = await create()
    const n = (no: string) => Number(no.slice(-6))
    expect(n(next.body.result.ticketNo)).toBe(n(res.body.result.ticketNo) + 1)
    expect((await lastMail(mine.email))?.subject).toContain(next.body.result.ticketNo)
    const files =
      await q(sql`select f.sha256, f.mime from help_ticket_attachment a join stored_file f on f.id = a.file_id
      where a.ticket_id = ${res.body.result.id}`)
    expect(files).toHaveLength(1)
    expect(files[0]?.mime).toBe('application/pdf')
    expect(String(files[0]?.sha256)).toMatch(/^[0-9a-f]{64}$/)
  })

  it('refuses an outlet outside the caller scope, a wrong type by content, a file too large, an unknown transaction', async () => {
    const outside = await create({ outletId: other.outletId })
    expect(outside.status).toBe(400)
    expect(outside.body.result.errors[0].field).toBe('outletId')
    const fake = {
      name: 'foto.png',
      base64: Buffer.from('<html><script>alert(1)</script></html>').toString('base64'),
    }
    const wrong = await create({ attachments: [fake] })
    expect(wrong.status).toBe(400)
    expect(wrong.body.result.errors[0].field).toBe('attachments.0')
    const big = Buffer.alloc(2 * 1024 * 1024 + 10)
    Buffer.from('%PDF-').copy(big)
    const large = await create({ attachments: [{ name: 'besar.pdf', base64: big.toString('base64') }] })
    expect(large.status).toBe(400)
    const missing = await create({ trxKind: 'BILLER', trxNo: 'TIDAKADA123' })
    expect(missing.status).toBe(400)
    expect(missing.body.result.errors[0].field).toBe('trxNo')
    // A user of another client cannot open a ticket for this merchant's outlet.
    expect((await create({}, clientUser)).status).toBe(400)
    expect((await t.call('/help-ticket/create', {})).status).toBe(401)
  })
})

describe('working a ticket', () => {
  it('goes Baru → Diproses → Menunggu Respons → Diproses → Selesai, is reopened, with notes; refuses a jump', async () => {
    const { id } = (await create()).body.result
    const move = (status: string, note = 'Catatan perubahan status', token = agent) =>
      t.call('/help-ticket/status', { id, status, note }, token)
    expect((await move('SELESAI')).status).toBe(409)
    expect((await move('DIPROSES', 'x')).status).toBe(400)
    const p = await move('DIPROSES')
    expect(p.status).toBe(200)
    expect(p.body.result.ticket.status).toBe('DIPROSES')
    expect(p.body.result.next).toEqual(['MENUNGGU_RESPONS', 'SELESAI', 'DITOLAK'])
    const w = await move('MENUNGGU_RESPONS', 'Mohon kirim foto struk')
    expect(w.body.result.ticket.slaDueAt).toBeNull()
    expect((await lastMail(mine.email))?.body_text).toContain('Mohon kirim foto struk')
    await move('DIPROSES')
    const done = await move('SELESAI', 'Token sudah terkirim ulang')
    expect(done.body.result.ticket.status).toBe('SELESAI')
    const reopened = await move('DIPROSES', 'Merchant belum menerima token')
    expect(reopened.status).toBe(200)
    expect(reopened.body.message).toContain('dibuka kembali')
    const statuses = reopened.body.result.messages
      .filter((m: { kind: string }) => m.kind === 'STATUS')
      .map((m: { statusTo: string }) => m.statusTo)
    expect(statuses).toEqual(['DIPROSES', 'MENUNGGU_RESPONS', 'DIPROSES', 'SELESAI', 'DIPROSES'])
    const audits = await q(
      sql`select action from audit_log where entity = 'help_ticket' and entity_id = ${String(id)} order by id`,
    )
    expect(audits.map((a) => a.action)).toContain('REOPEN')
  })

  it('a reply is mailed to the merchant and sanitised; an internal note is not mailed; no OWASP vector survives', async () => {
    const { id, ticketNo } = (await create()).body.result
    const reply = await t.call(
      '/help-ticket/reply',
      {
        id,
        body: `<p>Halo, <strong>sudah kami cek</strong>.</p>${OWASP_XSS_VECTORS.join('')}`,
        attachments: [pdf()],
      },
      agent,
    )
    expect(reply.status).toBe(200)
    const last = reply.body.result.messages.at(-1)
    expect(last.kind).toBe('REPLY')
    expect(unsafeParts(last.bodyHtml)).toEqual([])
    expect(last.bodyHtml).toContain('<strong>sudah kami cek</strong>')
    expect(last.attachments).toHaveLength(1)
    const mail = await lastMail(mine.email)
    expect(mail?.subject).toContain(ticketNo)
    expect(mail?.body_text).toContain('sudah kami cek')
    expect(mail?.body_text).not.toContain('<')
    for (const v of OWASP_XSS_VECTORS) {
      const one = await t.call(
        '/help-ticket/reply',
        { id, body: `<p>balasan</p>${v}`, internal: true },
        agent,
      )
      expect(one.status).toBe(200)
      expect(unsafeParts(one.body.result.messages.at(-1).bodyHtml), v).toEqual([])
    }
    const mailsBefore = (
      await q(sql`select count(*)::int as n from mail_outbox where "to" = ${mine.email}`)
    )[0]?.n
    await t.call('/help-ticket/reply', { id, body: '<p>Catatan untuk tim saja</p>', internal: true }, agent)
    const mailsAfter = (
      await q(sql`select count(*)::int as n from mail_outbox where "to" = ${mine.email}`)
    )[0]?.n
    expect(mailsAfter).toBe(mailsBefore)
    expect(
      (await t.call('/help-ticket/reply', { id, body: '<script>alert(1)</script>' }, agent)).status,
    ).toBe(400)

    // The attachment is read through its ticket, under the ticket's scope.
    const fileId = last.attachments[0].id
    const file = await t.call('/help-ticket/attachment', { id: fileId }, agent)
    expect(file.status).toBe(200)
    expect(file.body.result.mime).toBe('application/pdf')
    expect((await t.call('/help-ticket/attachment', { id: fileId }, clientUser)).status).toBe(404)
    expect((await t.call('/help-ticket/thread', { id }, clientUser)).status).toBe(404)
  })

  it('assigns an agent and a priority; the SLA follows the priority; unknown agents are refused', async () => {
    const { id } = (await create({ priority: 'LOW' })).body.result
    const before = (await t.call('/help-ticket/thread', { id }, agent)).body.result.ticket
    const [a] = await q(sql`select id from help_agent where active order by id limit 1`)
    const res = await t.call(
      '/help-ticket/assign',
      { id, assigneeId: Number(a?.id), priority: 'HIGH' },
      agent,
    )
    expect(res.status).toBe(200)
    expect(res.body.result.ticket.assigneeId).toBe(Number(a?.id))
    expect(new Date(res.body.result.ticket.slaDueAt).getTime()).toBeLessThan(
      new Date(before.slaDueAt).getTime(),
    )
    expect(
      (await t.call('/help-ticket/assign', { id, assigneeId: 999999, priority: 'HIGH' }, agent)).status,
    ).toBe(400)
    const filtered = await t.call(
      '/help-ticket/list',
      { filters: { assigneeId: Number(a?.id), priority: 'HIGH' } },
      agent,
    )
    expect(filtered.body.result.items.map((r: { id: number }) => r.id)).toContain(id)
  })

  it('suggests the canned reply of the referenced transaction response code and links its report', async () => {
    if (!trx) return
    const { id } = (await create({ trxKind: 'BILLER', trxNo: trx.no })).body.result
    const thread = (await t.call('/help-ticket/thread', { id }, agent)).body.result
    expect(thread.ticket.trxRc).toBe('68')
    expect(thread.rcExplained).toContain('RC 68')
    expect(thread.reportRoute).toBe(`/dashboard/transaction/biller-all?id=${trx.id}`)
    expect(thread.suggestion?.title).toContain('RC 68')
  })
})

describe('lists, scope and escalation', () => {
  it('filters by status, priority, age and breach; a client user sees only its client tickets', async () => {
    const all = await t.call('/help-ticket/list', { pageSize: 100, filters: { status: 'SELESAI' } }, agent)
    expect(all.status).toBe(200)
    expect(all.body.result.total).toBeGreaterThan(0)
    for (const r of all.body.result.items) expect(r.status).toBe('SELESAI')
    const old = await t.call('/help-ticket/list', { pageSize: 100, filters: { age: 'D7' } }, agent)
    for (const r of old.body.result.items)
      expect(Date.now() - new Date(r.createdAt).getTime()).toBeGreaterThanOrEqual(7 * 86_400_000)
    const breached = await t.call(
      '/help-ticket/list',
      { pageSize: 100, filters: { slaBreached: true } },
      agent,
    )
    for (const r of breached.body.result.items) expect(r.slaBreached).toBe(true)
    const scoped = await t.call('/help-ticket/list', { pageSize: 100 }, clientUser)
    const [c2] = await q(sql`select id from client where code = 'CLT002'`)
    const ids = scoped.body.result.items.map((r: { id: number }) => r.id)
    const clients = await q(
      sql`select distinct client_id from help_ticket where id = any(${sql.param(ids)}::int[])`,
    )
    expect(clients.map((r) => Number(r.client_id))).toEqual([Number(c2?.id)])
    expect((await t.call('/help-ticket/list', {}, outsider)).status).toBe(403)
  })

  it('escalates a running ticket past its SLA once, to the supervisor, with a message and a mail', async () => {
    const { id, ticketNo } = (await create()).body.result
    await q(sql`update help_ticket set sla_due_at = now() - interval '1 minute' where id = ${id}`)
    const n = await escalateOverdue(t.database.db, mailer(t.database.db, loadConfig({ NODE_ENV: 'test' })))
    expect(n).toBeGreaterThanOrEqual(1)
    const [row] = await q(
      sql`select escalated_at, escalated_to, sla_breached from help_ticket where id = ${id}`,
    )
    expect(row?.escalated_to).toBe('supervisor')
    expect(row?.sla_breached).toBe(true)
    const again = await escalateOverdue(t.database.db, async () => {})
    const [msgs] = await q(
      sql`select count(*)::int as n from help_ticket_message where ticket_id = ${id} and kind = 'SYSTEM'`,
    )
    expect(Number(msgs?.n)).toBe(1)
    expect(again).toBe(0)
    const mail = await lastMail('supervisor@mint.local')
    expect(mail?.body_text).toContain(ticketNo)
  })
})
