import { z } from 'zod'
import { defineEndpoint } from '../engine/endpoint.ts'
import { optionalText, refId, text } from '../engine/fields.ts'
import { uploadSchema } from '../engine/upload.ts'
import { transitionEndpoint } from '../engine/workflow.ts'
import { disburseDoc, disburseItem } from './lists.ts'
import { MAX_DISBURSE_AMOUNT, MAX_DISBURSE_FILE_BYTES } from './vocabulary.ts'
import { disburseWorkflow } from './workflows.ts'

/** The corporate wallet's calls besides its lists (docs/ARCHITECTURE.md "Corporate wallet"). */

const docId = z.strictObject({ id: z.number().int().positive() })

/**
 * POST /disburse-doc/upload: a CSV or XLSX of recipients for one client's wallet. A file that cannot be a document
 * (wrong columns, no rows, more than 100.000 rows, not CSV/XLSX) is refused with a clear message and nothing is
 * saved; otherwise the document is saved as Draf with every row checked (bank, account number, amount, duplicates)
 * and inquired (the account's name and how it matches), the per-row report, before anyone can submit it.
 */
export const disburseUpload = defineEndpoint({
  path: '/disburse-doc/upload',
  ...transitionEndpoint(disburseWorkflow, 'upload'),
  summary:
    'Unggah berkas penerima disbursement (CSV/XLSX): validasi dan inquiry setiap baris, disimpan sebagai Draf',
  body: z.strictObject({
    clientId: refId('Klien'),
    file: uploadSchema('penerima', MAX_DISBURSE_FILE_BYTES),
  }),
  result: disburseDoc.row,
  optionsOf: ['client'],
  bodyLimit: Math.ceil(MAX_DISBURSE_FILE_BYTES / 3) * 4 + 64 * 1024,
})

export const disburseRowSchema = z.strictObject({
  id: z.number().int().positive(),
  bankCode: z
    .string({ error: 'Kode bank wajib diisi.' })
    .trim()
    .regex(/^\d{3}$/, 'Kode bank harus 3 digit angka.'),
  accountNo: z
    .string({ error: 'No. rekening wajib diisi.' })
    .trim()
    .regex(/^\d{6,20}$/, 'No. rekening harus 6–20 digit angka.'),
  expectedName: optionalText('Nama penerima', 120),
  amount: z
    .number({ error: 'Nominal wajib diisi.' })
    .int('Nominal harus rupiah bulat.')
    .min(1, 'Nominal minimal Rp1.')
    .max(MAX_DISBURSE_AMOUNT, 'Nominal maksimal Rp250.000.000 (batas BI-FAST).'),
  note: optionalText('Catatan', 100),
})
export type DisburseRowInput = z.input<typeof disburseRowSchema>

/** POST /disburse-item/fix: a row of a Draf corrected in the screen, checked and inquired again. */
export const disburseItemFix = defineEndpoint({
  path: '/disburse-item/fix',
  ...transitionEndpoint(disburseWorkflow, 'fix'),
  summary: 'Perbaiki satu baris dokumen Draf (divalidasi dan di-inquiry ulang)',
  body: disburseRowSchema,
  result: disburseItem.row,
})

/** POST /disburse-item/remove: a row of a Draf taken out (duplicates of it are checked again). */
export const disburseItemRemove = defineEndpoint({
  path: '/disburse-item/remove',
  ...transitionEndpoint(disburseWorkflow, 'remove'),
  summary: 'Hapus satu baris dari dokumen Draf',
  body: docId,
  result: disburseDoc.row,
})

/** POST /disburse-doc/submit: the maker submits a Draf whose rows are all valid (Menunggu Persetujuan). */
export const disburseSubmit = defineEndpoint({
  path: '/disburse-doc/submit',
  ...transitionEndpoint(disburseWorkflow, 'submit'),
  summary: 'Ajukan dokumen Draf untuk persetujuan (semua baris harus valid)',
  body: docId,
  result: disburseDoc.row,
})

/**
 * POST /disburse-doc/approve: a user other than the maker, asked again for their password (the value /login takes)
 * or, with an authenticator, its code; the wallet holds total plus fees and the execution starts in the background.
 */
export const disburseApprove = defineEndpoint({
  path: '/disburse-doc/approve',
  ...transitionEndpoint(disburseWorkflow, 'approve'),
  summary:
    'Setujui dokumen (bukan oleh pengaju; password atau kode 2FA diminta ulang): dana ditahan lalu dikirim',
  body: z.strictObject({
    id: z.number().int().positive(),
    /** base64(HMAC-SHA512(LOGIN_HMAC_KEY, password)), exactly as /login receives it. */
    password: z.string().max(200).optional(),
    /** The authenticator's 6-digit code, for a user with two-factor sign-in. */
    code: z.string().max(20).optional(),
  }),
  result: disburseDoc.row,
})

export const disburseRejectReason = text('Alasan penolakan', 300, 5)

/** POST /disburse-doc/reject: a user other than the maker rejects with a reason (Dibatalkan). */
export const disburseReject = defineEndpoint({
  path: '/disburse-doc/reject',
  ...transitionEndpoint(disburseWorkflow, 'reject'),
  summary: 'Tolak dokumen dengan alasan (bukan oleh pengaju)',
  body: z.strictObject({ id: z.number().int().positive(), reason: disburseRejectReason }),
  result: disburseDoc.row,
})

/**
 * POST /disburse-doc/retry: the failed items of a Sebagian Gagal or Gagal document sent again (a new hold of their
 * total plus fees); an item whose outcome is unknown is first asked of the bank (advice), never paid twice.
 */
export const disburseRetry = defineEndpoint({
  path: '/disburse-doc/retry',
  ...transitionEndpoint(disburseWorkflow, 'retry'),
  summary: 'Kirim ulang item yang gagal (item yang belum pasti dicek dulu ke bank)',
  body: docId,
  result: disburseDoc.row,
})

/**
 * POST /disburse-doc/resume: a document whose execution stopped (its job gave up after the bank stopped answering)
 * is executed again from where it stands: unknown items are asked of the bank first (advice), so none is paid twice.
 * The money stays held meanwhile; no new hold is made.
 */
export const disburseResume = defineEndpoint({
  path: '/disburse-doc/resume',
  ...transitionEndpoint(disburseWorkflow, 'resume'),
  summary: 'Lanjutkan eksekusi dokumen yang terhenti (item yang belum pasti dicek dulu ke bank)',
  body: docId,
  result: disburseDoc.row,
})
