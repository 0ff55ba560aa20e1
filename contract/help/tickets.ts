import { z } from 'zod'
import { access } from '../access/route-access.ts'
import { defineEndpoint } from '../engine/endpoint.ts'
import { oneOf, refId, text } from '../engine/fields.ts'
import { defineResource } from '../engine/resource.ts'
import { storedFileSchema, uploadSchema } from '../engine/upload.ts'
import { richText } from './content.ts'
import {
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
  TICKET_AGE,
  TICKET_PRIORITY,
  TICKET_STATUS,
  TRX_REF_KINDS,
} from './vocabulary.ts'

/**
 * Complaints (issue 19 item 2): tickets `TKT-2026-000123` opened by a merchant (or by support on its behalf), worked
 * through the status flow of vocabulary.ts with a thread of replies (mailed to the merchant) and internal notes,
 * under an SLA in business hours (sla.ts) with a breach marker and escalation.
 */

export const COMPLAIN = ['VIEW_PUSAT_BANTUAN_COMPLAIN'] as const

export const helpTicket = defineResource({
  name: 'help-ticket',
  route: '/dashboard/pusat-bantuan/complain',
  title: 'Daftar Komplain',
  singular: 'Tiket',
  access: COMPLAIN,
  editable: false,
  row: z.object({
    id: z.number(),
    ticketNo: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    merchantId: z.number(),
    merchantName: z.string(),
    mid: z.string(),
    outletId: z.number(),
    outletName: z.string(),
    categoryId: z.number(),
    categoryName: z.string(),
    trxKind: z.string().nullable(),
    trxId: z.number().nullable(),
    trxNo: z.string().nullable(),
    trxRc: z.string().nullable(),
    subject: z.string(),
    description: z.string(),
    priority: z.string(),
    status: z.string(),
    assigneeId: z.number().nullable(),
    assigneeName: z.string().nullable(),
    reporter: z.string(),
    slaDueAt: z.string().nullable(),
    slaRemaining: z.number(),
    slaBreached: z.boolean(),
    escalatedAt: z.string().nullable(),
    escalatedTo: z.string().nullable(),
  }),
  input: z.strictObject({}),
  columns: [
    { key: 'ticketNo', label: 'No. Tiket', sortable: true, format: 'code' },
    { key: 'createdAt', label: 'Dibuat', sortable: true, format: 'datetime' },
    { key: 'subject', label: 'Judul' },
    { key: 'merchantName', label: 'Merchant', sortable: true, priority: 3 },
    { key: 'outletName', label: 'Outlet', priority: 3 },
    { key: 'categoryName', label: 'Kategori', sortable: true, priority: 3 },
    { key: 'priority', label: 'Prioritas', sortable: true, format: 'status', options: TICKET_PRIORITY },
    { key: 'status', label: 'Status', sortable: true, format: 'status', options: TICKET_STATUS },
    { key: 'assigneeName', label: 'Petugas', priority: 3 },
    { key: 'slaDueAt', label: 'Batas SLA', sortable: true, format: 'datetime' },
    { key: 'slaBreached', label: 'Lewat SLA', format: 'boolean' },
    { key: 'escalatedTo', label: 'Eskalasi ke', hidden: true },
    { key: 'trxNo', label: 'No. Transaksi', format: 'code', hidden: true },
    { key: 'updatedAt', label: 'Diperbarui', sortable: true, format: 'datetime', hidden: true },
  ],
  filters: [
    { key: 'status', type: 'select', options: TICKET_STATUS },
    { key: 'priority', type: 'select', options: TICKET_PRIORITY },
    { key: 'assigneeId', label: 'Petugas', type: 'ref', ref: 'help-agent' },
    { key: 'age', label: 'Umur tiket', type: 'select', options: TICKET_AGE },
    { key: 'slaBreached', label: 'Lewat SLA', type: 'boolean' },
    { key: 'categoryId', label: 'Kategori', type: 'ref', ref: 'help-category' },
  ],
  dateRange: { key: 'createdAt', label: 'Tanggal dibuat' },
  searchHint: 'Cari no. tiket, judul, merchant atau no. transaksi…',
  defaultSort: { key: 'createdAt', dir: 'desc' },
  labelField: 'ticketNo',
  codeField: 'subject',
  form: [],
})

/**
 * Petugas Komplain: the dashboard users who take tickets (a select of the ticket list and the assign call); a
 * supervisor receives the tickets escalated when their SLA runs out. Added by username.
 */
export const helpAgent = defineResource({
  name: 'help-agent',
  route: '/dashboard/pusat-bantuan/complain',
  title: 'Petugas Komplain',
  singular: 'Petugas',
  access: COMPLAIN,
  writableByAllScopeOnly: true,
  row: z.object({
    id: z.number(),
    username: z.string(),
    name: z.string(),
    email: z.string(),
    supervisor: z.boolean(),
    active: z.boolean(),
    openTickets: z.number(),
  }),
  input: z.strictObject({
    username: text('Username', 64),
    supervisor: z.boolean(),
    active: z.boolean(),
  }),
  columns: [
    { key: 'name', label: 'Nama', sortable: true },
    { key: 'username', label: 'Username', sortable: true, format: 'code' },
    { key: 'email', label: 'Email', priority: 3 },
    { key: 'supervisor', label: 'Supervisor', format: 'boolean' },
    { key: 'openTickets', label: 'Tiket Terbuka', format: 'number' },
    { key: 'active', label: 'Aktif', format: 'boolean' },
  ],
  filters: [
    { key: 'supervisor', label: 'Supervisor', type: 'boolean' },
    { key: 'active', label: 'Aktif', type: 'boolean' },
  ],
  searchHint: 'Cari nama atau username…',
  defaultSort: { key: 'name', dir: 'asc' },
  labelField: 'name',
  codeField: 'username',
  form: [
    {
      title: 'Petugas Komplain',
      fields: [
        { key: 'username', type: 'text', placeholder: 'supervisor', lockedOnEdit: true },
        { key: 'supervisor', type: 'boolean', help: 'Menerima eskalasi tiket yang melewati SLA.' },
        { key: 'active', type: 'boolean' },
      ],
    },
  ],
})

/** Balasan siap pakai: texts support picks from; one may name a response code, suggested for its transactions. */
export const helpCannedReply = defineResource({
  name: 'help-canned-reply',
  route: '/dashboard/pusat-bantuan/complain',
  title: 'Balasan Siap Pakai',
  singular: 'Balasan siap pakai',
  access: COMPLAIN,
  writableByAllScopeOnly: true,
  row: z.object({
    id: z.number(),
    title: z.string(),
    body: z.string(),
    trxKind: z.string().nullable(),
    rc: z.string().nullable(),
    active: z.boolean(),
    updatedAt: z.string(),
    updatedBy: z.string(),
  }),
  input: z.strictObject({
    title: text('Judul', 100),
    body: text('Isi balasan', 2000),
    trxKind: z
      .enum(['BILLER', 'MYCROATM', ''], { error: 'Jenis transaksi tidak dikenal.' })
      .default('')
      .transform((v) => (v === '' ? null : v)),
    rc: z
      .string()
      .trim()
      .regex(/^(\d{2})?$/, 'Kode respons berisi 2 angka.')
      .default('')
      .transform((v) => (v === '' ? null : v)),
    active: z.boolean(),
  }),
  columns: [
    { key: 'title', label: 'Judul', sortable: true },
    { key: 'trxKind', label: 'Jenis Transaksi', options: TRX_REF_KINDS },
    { key: 'rc', label: 'Kode Respons', format: 'code' },
    { key: 'body', label: 'Isi', priority: 3 },
    { key: 'active', label: 'Aktif', format: 'boolean' },
    { key: 'updatedAt', label: 'Diperbarui', format: 'datetime', hidden: true },
  ],
  filters: [{ key: 'active', label: 'Aktif', type: 'boolean' }],
  searchHint: 'Cari judul atau isi…',
  defaultSort: { key: 'title', dir: 'asc' },
  labelField: 'title',
  form: [
    {
      title: 'Balasan Siap Pakai',
      fields: [
        { key: 'title', type: 'text', placeholder: 'Transaksi sedang diproses biller' },
        { key: 'body', label: 'Isi Balasan', type: 'textarea' },
        {
          key: 'trxKind',
          label: 'Jenis Transaksi',
          type: 'select',
          options: [{ value: '', label: 'Semua' }, ...TRX_REF_KINDS],
        },
        {
          key: 'rc',
          type: 'text',
          placeholder: '68',
          help: 'Disarankan untuk tiket yang transaksinya berkode respons ini.',
        },
        { key: 'active', type: 'boolean' },
      ],
    },
  ],
})

const attachment = uploadSchema('lampiran', MAX_ATTACHMENT_BYTES)
const attachments = z
  .array(attachment)
  .max(MAX_ATTACHMENTS, `Maksimal ${MAX_ATTACHMENTS} lampiran.`)
  .default([])
// Three files of 2 MB as base64 (~8 MB of text) and the rest of the form.
const ATTACHMENTS_BODY_LIMIT = 10 * 1024 * 1024

export const ticketCreateSchema = z.strictObject({
  outletId: refId('Outlet'),
  categoryId: refId('Kategori'),
  subject: text('Judul', 150, 5),
  description: text('Deskripsi', 4000, 10),
  priority: oneOf('Prioritas', TICKET_PRIORITY).default('MEDIUM'),
  trxKind: z.enum(['BILLER', 'MYCROATM'], { error: 'Jenis transaksi tidak dikenal.' }).optional(),
  trxNo: z
    .string()
    .trim()
    .max(40, 'No. transaksi maksimal 40 karakter.')
    .regex(/^[A-Za-z0-9_-]*$/, 'No. transaksi hanya berisi huruf, angka, _ dan -.')
    .optional(),
  attachments,
})
export type TicketCreateInput = z.input<typeof ticketCreateSchema>

/**
 * POST /help-ticket/create: the merchant-facing form (and support opening a ticket for a merchant). Any signed-in
 * user may call it for an outlet inside their data scope: a merchant's own users for their outlets.
 */
export const helpTicketCreate = defineEndpoint({
  path: '/help-ticket/create',
  access: access.session,
  summary: 'Membuat tiket komplain untuk outlet dalam cakupan data (lampiran gambar/PDF ≤ 2 MB)',
  body: ticketCreateSchema,
  result: helpTicket.row.pick({ id: true, ticketNo: true, status: true, slaDueAt: true }),
  bodyLimit: ATTACHMENTS_BODY_LIMIT,
})

/**
 * POST /help-ticket/form-options: what the complaint form offers any signed-in user: the outlets of their data
 * scope (searched by code or name, at most 50) and the published categories. Its own call because the outlet
 * list's /options belong to the outlet screen's features, which a merchant's own user need not hold.
 */
export const helpTicketFormOptions = defineEndpoint({
  path: '/help-ticket/form-options',
  access: access.session,
  summary: 'Pilihan formulir komplain: outlet dalam cakupan data dan kategori yang terbit',
  body: z.nullish(
    z.strictObject({ search: z.string().trim().max(100, 'Kata kunci maksimal 100 karakter.').optional() }),
  ),
  result: z.object({
    outlets: z.array(
      z.object({ id: z.number(), code: z.string(), name: z.string(), merchantName: z.string() }),
    ),
    categories: z.array(z.object({ id: z.number(), name: z.string() })),
  }),
})

export const ticketMessageSchema = z.object({
  id: z.number(),
  kind: z.enum(['REPLY', 'NOTE', 'STATUS', 'SYSTEM', 'MERCHANT']),
  bodyHtml: z.string(),
  statusFrom: z.string().nullable(),
  statusTo: z.string().nullable(),
  author: z.string(),
  createdAt: z.string(),
  attachments: z.array(z.object({ id: z.number(), name: z.string(), mime: z.string(), size: z.number() })),
})
export type TicketMessage = z.infer<typeof ticketMessageSchema>

export const ticketThreadSchema = z.object({
  ticket: helpTicket.row,
  reportRoute: z.string().nullable(),
  /** The response code of the referenced transaction explained ("RC 68 Waktu habis · …"). */
  rcExplained: z.string().nullable(),
  messages: z.array(ticketMessageSchema),
  /** The canned reply for the transaction's response code, else null. */
  suggestion: z.object({ id: z.number(), title: z.string(), body: z.string() }).nullable(),
  /** The statuses the ticket may move to now. */
  next: z.array(z.string()),
})

const ticketId = z.strictObject({ id: z.number().int().positive() })

/** POST /help-ticket/thread: one ticket with its messages, attachments and the suggested reply. */
export const helpTicketThread = defineEndpoint({
  path: '/help-ticket/thread',
  access: access.features(...COMPLAIN),
  summary: 'Satu tiket dengan percakapan, lampiran dan saran balasan',
  body: ticketId,
  result: ticketThreadSchema,
})

/** POST /help-ticket/status: a move along the flow, with the note that says why. */
export const helpTicketStatus = defineEndpoint({
  path: '/help-ticket/status',
  access: access.features(...COMPLAIN),
  summary: 'Mengubah status tiket (dengan catatan); membuka kembali tiket yang selesai/ditolak',
  body: z.strictObject({
    id: z.number().int().positive(),
    status: oneOf('Status', TICKET_STATUS),
    note: text('Catatan', 1000, 3),
  }),
  result: ticketThreadSchema,
})

/** POST /help-ticket/reply: a reply to the merchant (mailed) or an internal note, sanitised, with attachments. */
export const helpTicketReply = defineEndpoint({
  path: '/help-ticket/reply',
  access: access.features(...COMPLAIN),
  summary: 'Membalas tiket (dikirim ke merchant) atau menambah catatan internal',
  body: z.strictObject({
    id: z.number().int().positive(),
    body: richText('Balasan'),
    internal: z.boolean().default(false),
    attachments,
  }),
  result: ticketThreadSchema,
  bodyLimit: ATTACHMENTS_BODY_LIMIT,
})

/** POST /help-ticket/assign: the assignee (or none) and the priority; the SLA follows a priority change. */
export const helpTicketAssign = defineEndpoint({
  path: '/help-ticket/assign',
  access: access.features(...COMPLAIN),
  summary: 'Menetapkan petugas dan prioritas tiket',
  body: z.strictObject({
    id: z.number().int().positive(),
    assigneeId: z.number().int().positive().nullable(),
    priority: oneOf('Prioritas', TICKET_PRIORITY),
  }),
  result: ticketThreadSchema,
  optionsOf: ['help-agent'],
})

/** POST /help-ticket/attachment: one attachment's file, through its ticket's access and scope. */
export const helpTicketAttachment = defineEndpoint({
  path: '/help-ticket/attachment',
  access: access.features(...COMPLAIN),
  summary: 'Berkas lampiran tiket',
  body: ticketId,
  result: storedFileSchema,
})
