import { type SQL, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { labelOf } from '#contract/engine/fields.ts'
import type { Upload } from '#contract/engine/upload.ts'
import {
  type BusinessCalendar,
  remainingAt,
  type SlaClock,
  slaForPriority,
  slaForStatus,
  startSla,
} from '#contract/help/sla.ts'
import {
  helpAgent as agentDef,
  helpCannedReply as cannedDef,
  type helpTicketAssign,
  type helpTicketAttachment,
  type helpTicketCreate,
  type helpTicketFormOptions,
  type helpTicketReply,
  type helpTicketStatus,
  type helpTicketThread,
  helpTicket as ticketDef,
} from '#contract/help/tickets.ts'
import {
  CLOSED_STATUSES,
  isReopen,
  MAX_ATTACHMENT_BYTES,
  TICKET_PRIORITY,
  TICKET_STATUS,
  TICKET_TRANSITIONS,
  type TicketPriority,
  type TicketStatus,
  TRX_REF_HOST,
  TRX_REF_REPORT,
  type TrxRefKind,
} from '#contract/help/vocabulary.ts'
import { explainRc } from '#contract/transactions/response-codes.ts'
import type { AuthContext } from '../../access/caller.ts'
import { authOf } from '../../access/enforce.ts'
import { audit } from '../../audit/log.ts'
import type { Db } from '../../db/client.ts'
import {
  dashboardUser,
  helpAgent,
  helpCannedReply,
  helpCategory,
  helpTicket,
  merchant,
  outlet,
} from '../../db/schema/index.ts'
import { answer, type EndpointHandler } from '../../engine/endpoint.ts'
import { findRow, listRows, rowsOf } from '../../engine/query.ts'
import { type Row, type ServerResource, serverResource } from '../../engine/resource.ts'
import { runWrite } from '../../engine/write.ts'
import { readStoredFile, storeUpload } from '../../files/store.ts'
import { badRequest, conflict, notFound } from '../../http/errors.ts'
import type { Mail, SendMail } from '../../mail/send.ts'
import { outletResource } from '../corporate/outlet.ts'
import { readByEveryScope, scopeBy } from '../corporate/scope.ts'
import { cleanHtml, htmlOfText, textOfHtml } from './html.ts'

/**
 * Complaint tickets (issue 19 item 2; docs/ARCHITECTURE.md "Help centre"). A ticket belongs to an outlet, so its
 * data scope is its merchant's (client, region, group, merchant denormalised on the row, as the deposit requests
 * are). Every write locks the ticket row, so two agents moving one ticket at once are serialised and the second
 * is judged against the first's result (409 when its move no longer applies).
 */

const NOT_FOUND = 'Tiket tidak ditemukan atau di luar cakupan data Anda.'
const fieldError = (field: string, message: string) => badRequest(message, { errors: [{ field, message }] })

const AGE_DAYS: Record<string, [number, number | null]> = {
  D0: [0, 1],
  D1: [1, 3],
  D3: [3, 7],
  D7: [7, null],
}

/** The SLA as shown: breached once it is marked, or while it runs past its due time. */
const breachedExpr = sql<boolean>`(${helpTicket.slaBreached} or coalesce(${helpTicket.slaDueAt} < now(), false))`

export function ticketResource(cal: BusinessCalendar): ServerResource {
  return serverResource({
    def: ticketDef,
    table: helpTicket,
    from: sql`${helpTicket} join ${merchant} on ${merchant.id} = ${helpTicket.merchantId}
      join ${outlet} on ${outlet.id} = ${helpTicket.outletId}
      join ${helpCategory} on ${helpCategory.id} = ${helpTicket.categoryId}
      left join ${helpAgent} on ${helpAgent.id} = ${helpTicket.assigneeId}
      left join ${dashboardUser} on ${dashboardUser.id} = ${helpAgent.userId}`,
    select: {
      merchantName: merchant.name,
      mid: merchant.mid,
      outletName: outlet.name,
      categoryName: helpCategory.name,
      assigneeName: sql`nullif(coalesce(nullif(${dashboardUser.fullName}, ''), ${dashboardUser.username}), '')`,
      slaBreached: breachedExpr,
    },
    filters: {
      age: (v: string) => {
        const [from, to] = AGE_DAYS[v] ?? [0, null]
        const upper =
          to === null ? sql`` : sql` and ${helpTicket.createdAt} > now() - make_interval(days => ${to})`
        return sql`${helpTicket.createdAt} <= now() - make_interval(days => ${from})${upper}`
      },
      slaBreached: (v: boolean) => (v ? breachedExpr : sql`not ${breachedExpr}`),
    },
    search: [helpTicket.ticketNo, helpTicket.subject, merchant.name, merchant.mid, helpTicket.trxNo],
    scope: scopeBy({
      CLIENT: helpTicket.clientId,
      REGION: helpTicket.regionId,
      GROUP: helpTicket.groupId,
      MERCHANT: helpTicket.merchantId,
    }),
    toValues: () => {
      throw new Error('tickets are written by the help-ticket calls, not by the resource engine')
    },
    // What is left of a running clock is read at the moment of the answer (business time, not SQL's).
    async decorate(rows: Row[]) {
      const now = new Date()
      for (const r of rows) {
        const clock: SlaClock = {
          remaining: Number(r.slaRemaining),
          dueAt: r.slaDueAt ? new Date(String(r.slaDueAt)) : null,
          breached: Boolean(r.slaBreached),
        }
        r.slaRemaining = Math.trunc(remainingAt(clock, now, cal))
      }
    },
  })
}

export const helpAgentResource = serverResource({
  def: agentDef,
  table: helpAgent,
  from: sql`${helpAgent} join ${dashboardUser} on ${dashboardUser.id} = ${helpAgent.userId}`,
  select: {
    username: dashboardUser.username,
    name: sql`coalesce(nullif(${dashboardUser.fullName}, ''), ${dashboardUser.username})`,
    email: dashboardUser.email,
    openTickets: sql`(select count(*)::int from ${helpTicket} t where t.assignee_id = ${helpAgent.id}
      and t.status not in ('SELESAI', 'DITOLAK'))`,
  },
  search: [dashboardUser.username, dashboardUser.fullName],
  // Support staff are not a client's data; only users scoped to everything list or pick them.
  scope: (auth: AuthContext) => (auth.userTypeLevel === 'ALL' ? undefined : false),
  async toValues(input, { db, before }) {
    if (before) return { supervisor: input.supervisor, active: input.active }
    const [u] = rowsOf(
      await db.execute(
        sql`select id, status from dashboard_user where lower(username) = lower(${String(input.username)})`,
      ),
    )
    if (!u) throw fieldError('username', `Pengguna ${String(input.username)} tidak ditemukan.`)
    if (u.status !== 'ACTIVE') throw fieldError('username', `Pengguna ${String(input.username)} tidak aktif.`)
    return { userId: String(u.id), supervisor: input.supervisor, active: input.active }
  },
  unique: [{ constraint: 'help_agent_user_uq', field: 'username', label: 'Petugas' }],
  dependents: [
    {
      label: 'tiket',
      count: (ids: number[]) =>
        sql`(select count(*)::int from ${helpTicket} where ${helpTicket.assigneeId} = any(${sql.param(ids)}::int[]))`,
    },
  ],
})

export const helpCannedReplyResource = serverResource({
  def: cannedDef,
  table: helpCannedReply,
  search: [helpCannedReply.title, helpCannedReply.body],
  scope: readByEveryScope,
  unique: [{ constraint: 'help_canned_reply_title_uq', field: 'title', label: 'Judul' }],
})

// ---- the calls ----

export interface TicketDeps {
  db: Db
  sendMail: SendMail
  cal: BusinessCalendar
  tickets: ServerResource
}

async function ticketInScope(d: TicketDeps, db: Db, auth: AuthContext, id: number): Promise<Row> {
  const row = await findRow(db, d.tickets, auth, id)
  if (!row) throw notFound(NOT_FOUND)
  return row
}

interface Locked {
  id: number
  ticketNo: string
  status: TicketStatus
  priority: TicketPriority
  clock: SlaClock
  subject: string
  reporterEmail: string
  merchantName: string
}

async function lockTicket(tx: Db, d: TicketDeps, auth: AuthContext, id: number): Promise<Locked> {
  await ticketInScope(d, tx, auth, id)
  const [t] = rowsOf(
    await tx.execute(sql`select t.id, t.ticket_no, t.status, t.priority, t.sla_remaining, t.sla_due_at,
        t.sla_breached, t.subject, t.reporter_email, m.name as merchant_name
      from help_ticket t join merchant m on m.id = t.merchant_id where t.id = ${id} for update of t`),
  )
  if (!t) throw notFound(NOT_FOUND)
  return {
    id,
    ticketNo: String(t.ticket_no),
    status: t.status as TicketStatus,
    priority: t.priority as TicketPriority,
    clock: {
      remaining: Number(t.sla_remaining),
      dueAt: t.sla_due_at ? new Date(String(t.sla_due_at)) : null,
      breached: Boolean(t.sla_breached),
    },
    subject: String(t.subject),
    reporterEmail: String(t.reporter_email),
    merchantName: String(t.merchant_name),
  }
}

const clockValues = (c: SlaClock): SQL =>
  sql`sla_remaining = ${c.remaining}, sla_due_at = ${c.dueAt ? c.dueAt.toISOString() : null}::timestamptz,
    sla_breached = ${c.breached}`

async function storeAttachments(
  tx: Db,
  files: readonly Upload[],
  o: { ticketId: number; messageId: number | null; by: string },
) {
  for (const [i, file] of files.entries()) {
    const fileId = await storeUpload(tx, file, {
      field: `attachments.${i}`,
      label: 'lampiran',
      maxBytes: MAX_ATTACHMENT_BYTES,
      by: o.by,
    })
    await tx.execute(sql`insert into help_ticket_attachment (ticket_id, message_id, file_id)
      values (${o.ticketId}, ${o.messageId}, ${fileId}::uuid)`)
  }
}

async function addMessage(
  tx: Db,
  m: {
    ticketId: number
    kind: 'REPLY' | 'NOTE' | 'STATUS' | 'SYSTEM' | 'MERCHANT'
    html: string
    author: string
    from?: string
    to?: string
  },
): Promise<number> {
  const [row] = rowsOf(
    await tx.execute(sql`insert into help_ticket_message (ticket_id, kind, body_html, status_from, status_to, author)
      values (${m.ticketId}, ${m.kind}, ${m.html}, ${m.from ?? null}, ${m.to ?? null}, ${m.author}) returning id`),
  )
  return Number(row?.id)
}

/** The whole thread of a ticket the caller may see. */
async function threadOf(d: TicketDeps, auth: AuthContext, id: number) {
  const ticket = await ticketInScope(d, d.db, auth, id)
  const messages = rowsOf(
    await d.db.execute(sql`select id, kind, body_html, status_from, status_to, author, created_at
      from help_ticket_message where ticket_id = ${id} order by id`),
  )
  const files = rowsOf(
    await d.db.execute(sql`select a.id, a.message_id, f.name, f.mime, f.size
      from help_ticket_attachment a join stored_file f on f.id = a.file_id where a.ticket_id = ${id} order by a.id`),
  )
  const filesOf = (messageId: number | null) =>
    files
      .filter((f) => (f.message_id === null ? null : Number(f.message_id)) === messageId)
      .map((f) => ({ id: Number(f.id), name: String(f.name), mime: String(f.mime), size: Number(f.size) }))
  const kind = ticket.trxKind as TrxRefKind | null
  const rc = ticket.trxRc === null ? null : String(ticket.trxRc)
  const [suggested] =
    kind && rc
      ? rowsOf(
          await d.db.execute(sql`select id, title, body from help_canned_reply
            where active and rc = ${rc} and (trx_kind = ${kind} or trx_kind is null)
            order by (trx_kind is null), id limit 1`),
        )
      : []
  return {
    ticket: ticket as never,
    reportRoute: kind && ticket.trxId !== null ? `${TRX_REF_REPORT[kind]}?id=${String(ticket.trxId)}` : null,
    rcExplained: kind && rc ? explainRc(TRX_REF_HOST[kind], rc) : null,
    messages: [
      // The merchant's description opens the thread, with the files sent with it.
      {
        id: 0,
        kind: 'MERCHANT' as const,
        bodyHtml: htmlOfText(String(ticket.description)),
        statusFrom: null,
        statusTo: 'BARU',
        author: String(ticket.reporter),
        createdAt: String(ticket.createdAt),
        attachments: filesOf(null),
      },
      ...messages.map((m) => ({
        id: Number(m.id),
        kind: m.kind as 'REPLY',
        bodyHtml: String(m.body_html),
        statusFrom: m.status_from === null ? null : String(m.status_from),
        statusTo: m.status_to === null ? null : String(m.status_to),
        author: String(m.author),
        createdAt: new Date(String(m.created_at)).toISOString(),
        attachments: filesOf(Number(m.id)),
      })),
    ],
    suggestion: suggested
      ? { id: Number(suggested.id), title: String(suggested.title), body: String(suggested.body) }
      : null,
    next: [...TICKET_TRANSITIONS[ticket.status as TicketStatus]],
  }
}

const trxTable: Record<TrxRefKind, SQL> = { BILLER: sql`trx_biller`, MYCROATM: sql`trx_mycroatm` }

export const createTicket =
  (d: TicketDeps): EndpointHandler<typeof helpTicketCreate> =>
  async (request) => {
    const auth = authOf(request)
    const b = request.body
    const o = await findRow(d.db, outletResource, auth, b.outletId)
    if (!o) throw fieldError('outletId', 'Outlet tidak ditemukan atau di luar cakupan data Anda.')
    const [cat] = rowsOf(await d.db.execute(sql`select id from help_category where id = ${b.categoryId}`))
    if (!cat) throw fieldError('categoryId', 'Kategori tidak ditemukan.')
    let trx: { id: number; rc: string } | null = null
    if (b.trxNo) {
      if (!b.trxKind) throw fieldError('trxKind', 'Jenis transaksi wajib dipilih bila no. transaksi diisi.')
      const [t] = rowsOf(
        await d.db.execute(sql`select id, rc from ${trxTable[b.trxKind]}
          where trx_no = ${b.trxNo} and merchant_id = ${Number(o.merchantId)}`),
      )
      if (!t) throw fieldError('trxNo', `Transaksi ${b.trxNo} tidak ditemukan pada merchant outlet ini.`)
      trx = { id: Number(t.id), rc: String(t.rc) }
    }
    const now = new Date()
    const clock = startSla(b.priority, now, d.cal)
    const created = await runWrite(
      d.db,
      d.sendMail,
      async (tx, queueMail) => {
        // The year's next number, counted in one statement (two tickets at once take two numbers).
        const [n] = rowsOf(
          await tx.execute(sql`insert into help_ticket_counter (year, last)
            values (extract(year from now() at time zone 'Asia/Jakarta')::int, 1)
            on conflict (year) do update set last = help_ticket_counter.last + 1
            returning 'TKT-' || year || '-' || lpad(last::text, 6, '0') as no`),
        )
        const ticketNo = String(n?.no)
        const [row] = rowsOf(
          await tx.execute(sql`insert into help_ticket (ticket_no, client_id, region_id, group_id, merchant_id,
              outlet_id, category_id, trx_kind, trx_id, trx_no, trx_rc, subject, description, priority, reporter,
              reporter_email, sla_remaining, sla_due_at, created_by, updated_by)
            select ${ticketNo}, m.client_id, m.region_id, m.group_id, m.id, ${b.outletId}, ${b.categoryId},
              ${trx ? b.trxKind : null}, ${trx?.id ?? null}, ${trx ? b.trxNo : null}, ${trx?.rc ?? null},
              ${b.subject}, ${b.description}, ${b.priority}, ${auth.username}, m.email, ${clock.remaining},
              ${clock.dueAt?.toISOString() ?? null}::timestamptz, ${auth.username}, ${auth.username}
            from merchant m where m.id = ${Number(o.merchantId)}
            returning id, reporter_email`),
        )
        const id = Number(row?.id)
        await storeAttachments(tx, b.attachments, { ticketId: id, messageId: null, by: auth.username })
        await audit(tx, request, {
          action: 'CREATE',
          entity: 'help_ticket',
          entityId: String(id),
          after: { ticketNo, outletId: b.outletId, priority: b.priority, trxNo: b.trxNo ?? null },
        })
        queueMail({
          to: String(row?.reporter_email),
          subject: `Komplain ${ticketNo} diterima`,
          text:
            `Yth. ${String(o.merchantName ?? o.name)},\n\nKomplain Anda "${b.subject}" telah kami terima dengan nomor ${ticketNo}. ` +
            `Tim kami akan menanganinya paling lambat ${clock.dueAt ? wibText(clock.dueAt) : '-'} WIB (jam kerja).\n\nSalam,\nMINT`,
        })
        return { id, ticketNo }
      },
      { unique: [] },
    )
    return answer(
      {
        id: created.id,
        ticketNo: created.ticketNo,
        status: 'BARU',
        slaDueAt: clock.dueAt?.toISOString() ?? null,
      },
      `Komplain ${created.ticketNo} dibuat.`,
    )
  }

const wibText = (d: Date) =>
  new Intl.DateTimeFormat('id-ID', {
    timeZone: 'Asia/Jakarta',
    dateStyle: 'short',
    timeStyle: 'short',
  })
    .format(d)
    .replace(/\./g, ':')

export const formOptions =
  (d: TicketDeps): EndpointHandler<typeof helpTicketFormOptions> =>
  async (request) => {
    const auth = authOf(request)
    const search = request.body?.search
    // The outlet list's own scope and search (server/areas/corporate/outlet.ts), so this offers what it would.
    const page = await listRows(d.db, outletResource, auth, {
      page: 1,
      pageSize: 50,
      sort: 'name',
      dir: 'asc',
      filters: {},
      ...(search ? { search } : {}),
    })
    const categories = rowsOf(
      await d.db.execute(
        sql`select id, name from help_category where status = 'PUBLISHED' order by sort_order, id`,
      ),
    )
    return {
      outlets: page.items.map((o) => ({
        id: Number(o.id),
        code: String(o.code),
        name: String(o.name),
        merchantName: String(o.merchantName ?? ''),
      })),
      categories: categories.map((c) => ({ id: Number(c.id), name: String(c.name) })),
    }
  }

export const ticketThread =
  (d: TicketDeps): EndpointHandler<typeof helpTicketThread> =>
  async (request) =>
    threadOf(d, authOf(request), request.body.id)

export const changeStatus =
  (d: TicketDeps): EndpointHandler<typeof helpTicketStatus> =>
  async (request) => {
    const auth = authOf(request)
    const { id, status: to, note } = request.body
    const msg = await runWrite(
      d.db,
      d.sendMail,
      async (tx, queueMail) => {
        const t = await lockTicket(tx, d, auth, id)
        if (!TICKET_TRANSITIONS[t.status].includes(to))
          throw conflict(
            `Tiket ${t.ticketNo} berstatus ${labelOf(TICKET_STATUS, t.status)}: tidak dapat diubah ke ${labelOf(TICKET_STATUS, to)}.`,
          )
        const clock = slaForStatus(t.clock, to, new Date(), d.cal)
        const closing = CLOSED_STATUSES.includes(to)
        await tx.execute(sql`update help_ticket set status = ${to}, ${clockValues(clock)},
            closed_at = ${closing ? sql`now()` : null}, updated_at = now(), updated_by = ${auth.username}
          where id = ${id}`)
        await addMessage(tx, {
          ticketId: id,
          kind: 'STATUS',
          html: htmlOfText(note),
          author: auth.username,
          from: t.status,
          to,
        })
        await audit(tx, request, {
          action: isReopen(t.status, to) ? 'REOPEN' : 'STATUS',
          entity: 'help_ticket',
          entityId: String(id),
          before: { status: t.status },
          after: { status: to, note, slaBreached: clock.breached },
        })
        // The merchant hears of a close, a reopen and a question waiting on them, with the note.
        if (closing || isReopen(t.status, to) || to === 'MENUNGGU_RESPONS') queueMail(statusMail(t, to, note))
        return isReopen(t.status, to)
          ? `Tiket ${t.ticketNo} dibuka kembali.`
          : `Status tiket ${t.ticketNo} menjadi ${labelOf(TICKET_STATUS, to)}.`
      },
      { unique: [] },
    )
    return answer(await threadOf(d, auth, id), msg)
  }

const statusMail = (t: Locked, to: TicketStatus, note: string): Mail => ({
  to: t.reporterEmail,
  subject: `Komplain ${t.ticketNo}: ${labelOf(TICKET_STATUS, to)}`,
  text:
    `Yth. ${t.merchantName},\n\nStatus komplain ${t.ticketNo} "${t.subject}" sekarang ${labelOf(TICKET_STATUS, to)}.\n\n` +
    `${note}\n\nSalam,\nMINT`,
})

export const replyTicket =
  (d: TicketDeps): EndpointHandler<typeof helpTicketReply> =>
  async (request) => {
    const auth = authOf(request)
    const { id, internal, attachments } = request.body
    // Only the allow-listed HTML is kept: a script, an event handler or a javascript: link never reaches the row.
    const html = cleanHtml(request.body.body)
    const text = textOfHtml(html)
    if (text.length === 0)
      throw fieldError('body', 'Balasan wajib diisi (setelah dibersihkan tidak ada teks).')
    await runWrite(
      d.db,
      d.sendMail,
      async (tx, queueMail) => {
        const t = await lockTicket(tx, d, auth, id)
        const messageId = await addMessage(tx, {
          ticketId: id,
          kind: internal ? 'NOTE' : 'REPLY',
          html,
          author: auth.username,
        })
        await storeAttachments(tx, attachments, { ticketId: id, messageId, by: auth.username })
        await tx.execute(
          sql`update help_ticket set updated_at = now(), updated_by = ${auth.username} where id = ${id}`,
        )
        await audit(tx, request, {
          action: internal ? 'NOTE' : 'REPLY',
          entity: 'help_ticket',
          entityId: String(id),
          after: { messageId, attachments: attachments.length },
        })
        if (!internal)
          queueMail({
            to: t.reporterEmail,
            subject: `Balasan komplain ${t.ticketNo}: ${t.subject}`,
            text: `Yth. ${t.merchantName},\n\n${text}\n\nNo. tiket: ${t.ticketNo}\n\nSalam,\nMINT`,
          })
      },
      { unique: [] },
    )
    return answer(
      await threadOf(d, auth, id),
      internal ? 'Catatan internal ditambahkan.' : 'Balasan dikirim ke merchant.',
    )
  }

export const assignTicket =
  (d: TicketDeps): EndpointHandler<typeof helpTicketAssign> =>
  async (request) => {
    const auth = authOf(request)
    const { id, assigneeId, priority } = request.body
    await runWrite(
      d.db,
      d.sendMail,
      async (tx) => {
        const t = await lockTicket(tx, d, auth, id)
        let agentName = '-'
        if (assigneeId !== null) {
          // The agents are the head office's staff, a list only users scoped to all data read (helpAgent's scope
          // above): a user scoped to a client sees no agent, so it cannot name one either.
          if (auth.userTypeLevel !== 'ALL') throw fieldError('assigneeId', 'Petugas tidak ditemukan.')
          const [a] = rowsOf(
            await tx.execute(sql`select a.active, coalesce(nullif(u.full_name, ''), u.username) as name
              from help_agent a join dashboard_user u on u.id = a.user_id where a.id = ${assigneeId}`),
          )
          if (!a) throw fieldError('assigneeId', 'Petugas tidak ditemukan.')
          if (a.active !== true) throw fieldError('assigneeId', 'Petugas tidak aktif.')
          agentName = String(a.name)
        }
        const clock = slaForPriority(t.clock, t.priority, priority, new Date(), d.cal)
        await tx.execute(sql`update help_ticket set assignee_id = ${assigneeId}, priority = ${priority},
            ${clockValues(clock)}, updated_at = now(), updated_by = ${auth.username} where id = ${id}`)
        await addMessage(tx, {
          ticketId: id,
          kind: 'SYSTEM',
          html: htmlOfText(`Petugas: ${agentName}. Prioritas: ${labelOf(TICKET_PRIORITY, priority)}.`),
          author: auth.username,
        })
        await audit(tx, request, {
          action: 'ASSIGN',
          entity: 'help_ticket',
          entityId: String(id),
          before: { priority: t.priority },
          after: { assigneeId, priority },
        })
      },
      { unique: [] },
    )
    return answer(await threadOf(d, auth, id), 'Petugas dan prioritas tiket disimpan.')
  }

export const ticketAttachment =
  (d: TicketDeps): EndpointHandler<typeof helpTicketAttachment> =>
  async (request) => {
    const auth = authOf(request)
    const [a] = rowsOf(
      await d.db.execute(
        sql`select ticket_id, file_id from help_ticket_attachment where id = ${request.body.id}`,
      ),
    )
    if (!a) throw notFound('Lampiran tidak ditemukan.')
    await ticketInScope(d, d.db, auth, Number(a.ticket_id))
    const file = await readStoredFile(d.db, String(a.file_id))
    if (!file) throw notFound('Lampiran tidak ditemukan.')
    return file
  }

// ---- escalation ----

/**
 * Tickets whose SLA ran out while they were Baru or Diproses are escalated once to the supervisor (the first
 * active agent marked supervisor): marked breached and escalated, a system message in the thread, a mail to the
 * supervisor. Rows are taken `for update skip locked`, so two processes sweeping at once never escalate one
 * ticket twice and a ticket being worked on is left to the next sweep. Answers how many were escalated.
 */
export async function escalateOverdue(db: Db, sendMail: SendMail, request: FastifyRequest | null = null) {
  const [sup] = rowsOf(
    await db.execute(sql`select u.username, u.email from help_agent a join dashboard_user u on u.id = a.user_id
      where a.supervisor and a.active and u.status = 'ACTIVE' order by a.id limit 1`),
  )
  const supervisor = sup ? String(sup.username) : null
  const escalated = await runWrite(
    db,
    sendMail,
    async (tx, queueMail) => {
      const rows = rowsOf(
        await tx.execute(sql`select id, ticket_no, subject, priority from help_ticket
          where sla_due_at < now() and escalated_at is null and status in ('BARU', 'DIPROSES')
          order by sla_due_at limit 100 for update skip locked`),
      )
      if (rows.length === 0) return rows
      const ids = rows.map((r) => Number(r.id))
      await tx.execute(sql`update help_ticket set escalated_at = now(), escalated_to = ${supervisor ?? '-'},
          sla_breached = true where id = any(${sql.param(ids)}::int[])`)
      await tx.execute(sql`insert into help_ticket_message (ticket_id, kind, body_html, author)
        select id, 'SYSTEM', ${htmlOfText(
          `SLA terlewati: tiket dieskalasi otomatis ke supervisor ${supervisor ?? '(belum ada supervisor)'}.`,
        )}, 'system' from unnest(${sql.param(ids)}::int[]) as id`)
      // One audit entry per ticket (at most 100 a sweep), so each ticket's history names its escalation.
      for (const id of ids)
        await audit(tx, request, {
          action: 'ESCALATE',
          entity: 'help_ticket',
          entityId: String(id),
          after: { supervisor },
          actor: { id: null, username: 'system' },
        })
      if (sup)
        queueMail({
          to: String(sup.email),
          subject: `Eskalasi: ${rows.length} komplain melewati SLA`,
          text: `Tiket berikut melewati SLA dan dieskalasi kepada Anda:\n\n${rows
            .map(
              (r) =>
                `- ${String(r.ticket_no)} (${labelOf(TICKET_PRIORITY, String(r.priority))}): ${String(r.subject)}`,
            )
            .join('\n')}\n\nSalam,\nMINT`,
        })
      return rows
    },
    { unique: [] },
  )
  return escalated.length
}
