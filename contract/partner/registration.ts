import { z } from 'zod'
import { defineEndpoint } from '../engine/endpoint.ts'
import { auditColumns, text } from '../engine/fields.ts'
import { defineResource, type Option } from '../engine/resource.ts'
import { defineWorkflow, transitionEndpoint } from '../engine/workflow.ts'
import { PARTNER_TYPES } from './partner.ts'

/**
 * Pendaftaran partner (/dashboard/mint-partner/approved-partner, VIEW_APPROVED_PARTNER; issue 16 §5): the
 * applications of companies that want to become partners, each decided once: approved (the partner is created,
 * or activated when it exists) or rejected with a reason, the applicant told by mail. Companies apply on
 * /mint-partner-registration (contract/public/partner-signup.ts); the demo seeds applications.
 */

export const REGISTRATION_STATUS = [
  { value: 'PENDING', label: 'Menunggu' },
  { value: 'APPROVED', label: 'Disetujui' },
  { value: 'REJECTED', label: 'Ditolak' },
] as const satisfies readonly Option[]

/**
 * A company's application to become a partner (contract/partner/registration.ts): it comes from the public form, so
 * it has no maker among the users; a user scoped to everything decides it once (approved: a partner with its bank
 * account exists, which settlements pay).
 */
export const partnerRegistrationWorkflow = defineWorkflow({
  key: 'partner-registration',
  noun: 'pendaftaran partner',
  entity: 'partner-registration',
  states: REGISTRATION_STATUS,
  transitions: {
    approve: {
      label: 'Setujui',
      passive: 'Disetujui',
      from: ['PENDING'],
      to: 'APPROVED',
      feature: ['VIEW_APPROVED_PARTNER'],
      actor: 'APPROVE',
      checker: true,
    },
    reject: {
      label: 'Tolak',
      passive: 'Ditolak',
      from: ['PENDING'],
      to: 'REJECTED',
      feature: ['VIEW_APPROVED_PARTNER'],
      actor: 'REJECT',
      checker: true,
      danger: true,
    },
  },
})

export const partnerRegistration = defineResource({
  name: 'partner-registration',
  route: '/dashboard/mint-partner/approved-partner',
  title: 'Pendaftaran Partner',
  singular: 'Pendaftaran partner',
  access: ['VIEW_APPROVED_PARTNER'],
  editable: false,
  writableByAllScopeOnly: true,
  row: z.object({
    id: z.number(),
    registrationNo: z.string(),
    companyName: z.string(),
    type: z.string(),
    businessField: z.string(),
    address: z.string(),
    city: z.string(),
    picName: z.string(),
    picEmail: z.string(),
    bankName: z.string(),
    accountNo: z.string(),
    accountName: z.string(),
    submittedAt: z.string(),
    status: z.string(),
    decidedAt: z.string().nullable(),
    decidedBy: z.string(),
    rejectReason: z.string(),
    partnerCode: z.string(),
    ...auditColumns,
  }),
  input: z.strictObject({}),
  columns: [
    { key: 'registrationNo', label: 'No. Pendaftaran', sortable: true, format: 'code' },
    { key: 'companyName', label: 'Nama Perusahaan', sortable: true },
    { key: 'type', label: 'Jenis', sortable: true, options: PARTNER_TYPES },
    { key: 'city', label: 'Kota', priority: 3 },
    { key: 'picName', label: 'Penanggung Jawab', priority: 3 },
    { key: 'picEmail', label: 'Email', priority: 3, hidden: true },
    { key: 'businessField', label: 'Bidang Usaha', hidden: true },
    { key: 'address', label: 'Alamat', hidden: true },
    { key: 'bankName', label: 'Bank', hidden: true },
    { key: 'accountNo', label: 'No. Rekening', format: 'code', hidden: true },
    { key: 'accountName', label: 'Nama Pemilik Rekening', hidden: true },
    { key: 'submittedAt', label: 'Diajukan', sortable: true, format: 'datetime' },
    { key: 'status', label: 'Status', sortable: true, options: REGISTRATION_STATUS },
    { key: 'decidedAt', label: 'Diputuskan', format: 'datetime', hidden: true },
    { key: 'decidedBy', label: 'Diputuskan oleh', hidden: true },
    { key: 'rejectReason', label: 'Alasan Penolakan', hidden: true },
    { key: 'partnerCode', label: 'Kode Partner', format: 'code', hidden: true },
  ],
  filters: [
    { key: 'status', type: 'select', options: REGISTRATION_STATUS },
    { key: 'type', type: 'select', options: PARTNER_TYPES },
  ],
  searchHint: 'Cari no. pendaftaran, perusahaan atau email…',
  defaultSort: { key: 'submittedAt', dir: 'desc' },
  labelField: 'companyName',
  codeField: 'registrationNo',
  form: [],
})

/** Why an application is refused: told to the applicant, so it must say something. */
export const rejectReason = text('Alasan penolakan', 500, 10)

const decision = z.object({
  id: z.number(),
  status: z.string(),
  partnerCode: z.string(),
})

export const registrationApprove = defineEndpoint({
  path: '/partner-registration/approve',
  ...transitionEndpoint(partnerRegistrationWorkflow, 'approve'),
  summary:
    'Setujui pendaftaran partner: partner dibuat (atau diaktifkan) dan pendaftar diberi tahu lewat email',
  body: z.strictObject({ id: z.number().int().positive() }),
  result: decision,
})

export const registrationReject = defineEndpoint({
  path: '/partner-registration/reject',
  ...transitionEndpoint(partnerRegistrationWorkflow, 'reject'),
  summary: 'Tolak pendaftaran partner dengan alasan; pendaftar diberi tahu lewat email',
  body: z.strictObject({ id: z.number().int().positive(), reason: rejectReason }),
  result: decision,
})

export const APPROVE_CONFIRM = 'Apakah Anda yakin ingin menyetujui pendaftaran partner ini?'
export const REJECT_CONFIRM = 'Apakah Anda yakin ingin menolak pendaftaran partner ini?'
