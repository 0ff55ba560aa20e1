import type { Option } from '../engine/resource.ts'
import type { RcHost } from '../transactions/response-codes.ts'

/** The help centre's words and limits (docs/DOMAIN.md §1f; docs/ARCHITECTURE.md "Help centre"). */

export const CONTENT_STATUS = [
  { value: 'PUBLISHED', label: 'Terbit' },
  { value: 'DRAFT', label: 'Draf' },
] as const satisfies readonly Option[]
export type ContentStatus = (typeof CONTENT_STATUS)[number]['value']

/**
 * The icons a category or sub-category may take: lucide icon names (the menu's icons are lucide too), a closed
 * list so the web draws each from a map and a stored name is never an arbitrary string.
 */
export const HELP_ICONS = [
  'circle-help',
  'credit-card',
  'wallet',
  'receipt',
  'store',
  'smartphone',
  'user',
  'shield-check',
  'settings',
  'package',
  'banknote',
  'qr-code',
  'printer',
  'wifi',
  'message-circle',
  'file-text',
] as const
export type HelpIcon = (typeof HELP_ICONS)[number]
export const HELP_ICON_OPTIONS: readonly Option[] = HELP_ICONS.map((value) => ({ value, label: value }))

export const TICKET_STATUS = [
  { value: 'BARU', label: 'Baru' },
  { value: 'DIPROSES', label: 'Diproses' },
  { value: 'MENUNGGU_RESPONS', label: 'Menunggu Respons' },
  { value: 'SELESAI', label: 'Selesai' },
  { value: 'DITOLAK', label: 'Ditolak' },
] as const satisfies readonly Option[]
export type TicketStatus = (typeof TICKET_STATUS)[number]['value']

export const TICKET_PRIORITY = [
  { value: 'LOW', label: 'Rendah' },
  { value: 'MEDIUM', label: 'Sedang' },
  { value: 'HIGH', label: 'Tinggi' },
] as const satisfies readonly Option[]
export type TicketPriority = (typeof TICKET_PRIORITY)[number]['value']

/**
 * The status flow Baru → Diproses → Menunggu Respons → Selesai or Ditolak (issue 19 item 2). Waiting on the
 * merchant goes back to Diproses when they answer; a closed ticket (Selesai, Ditolak) is reopened to Diproses.
 */
export const TICKET_TRANSITIONS: Readonly<Record<TicketStatus, readonly TicketStatus[]>> = {
  BARU: ['DIPROSES', 'DITOLAK'],
  DIPROSES: ['MENUNGGU_RESPONS', 'SELESAI', 'DITOLAK'],
  MENUNGGU_RESPONS: ['DIPROSES', 'SELESAI', 'DITOLAK'],
  SELESAI: ['DIPROSES'],
  DITOLAK: ['DIPROSES'],
}
export const CLOSED_STATUSES: readonly TicketStatus[] = ['SELESAI', 'DITOLAK']
export const isReopen = (from: TicketStatus, to: TicketStatus) =>
  CLOSED_STATUSES.includes(from) && !CLOSED_STATUSES.includes(to)

/** SPEC.md §8: the confirmation of an update, and of a reopen ('membuka kembali'). */
export const STATUS_CONFIRM = 'Apakah Anda yakin ingin memperbarui status tiket ini?'
export const REOPEN_CONFIRM = 'Apakah Anda yakin ingin membuka kembali tiket ini?'
export const statusConfirm = (from: TicketStatus, to: TicketStatus) =>
  isReopen(from, to) ? REOPEN_CONFIRM : STATUS_CONFIRM

/** The transactions a ticket may refer to: the reports with a host's response code (DOMAIN.md §2). */
export const TRX_REF_KINDS = [
  { value: 'BILLER', label: 'Mybills (biller)' },
  { value: 'MYCROATM', label: 'Mycroatm' },
] as const satisfies readonly Option[]
export type TrxRefKind = (typeof TRX_REF_KINDS)[number]['value']
export const TRX_REF_HOST: Readonly<Record<TrxRefKind, RcHost>> = { BILLER: 'BILLER', MYCROATM: 'ISO8583' }
/** The report whose detail drawer shows the transaction (`?id=` opens it: web/src/engine/list-state.ts). */
export const TRX_REF_REPORT: Readonly<Record<TrxRefKind, string>> = {
  BILLER: '/dashboard/transaction/biller-all',
  MYCROATM: '/dashboard/transaction/mycroatm-all',
}

/** Ticket age buckets of the list's filter, in whole days since the ticket was opened. */
export const TICKET_AGE = [
  { value: 'D0', label: '< 1 hari' },
  { value: 'D1', label: '1–3 hari' },
  { value: 'D3', label: '3–7 hari' },
  { value: 'D7', label: '> 7 hari' },
] as const satisfies readonly Option[]

export const MAX_ATTACHMENT_BYTES = 2 * 1024 * 1024
export const MAX_ATTACHMENTS = 3
export const MAX_HTML_CHARS = 20_000
