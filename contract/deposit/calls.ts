import { z } from 'zod'
import { access } from '../access/route-access.ts'
import { defineEndpoint } from '../engine/endpoint.ts'
import { optionalText, refId, rupiah, text } from '../engine/fields.ts'
import { storedFileSchema, uploadSchema } from '../engine/upload.ts'
import { transitionEndpoint } from '../engine/workflow.ts'
import { depositAdjustment, depositTopup, HISTORY, SAVING } from './lists.ts'
import { MAX_DEPOSIT_TOPUP, MAX_PROOF_BYTES, MIN_DEPOSIT_TOPUP } from './vocabulary.ts'
import { depositAdjustmentWorkflow, depositTopupWorkflow } from './workflows.ts'

/** The deposit area's calls besides its lists (docs/ARCHITECTURE.md "Ledger and deposits"). */

/** Why a checker refused a top-up (mailed to the merchant); the dialog checks it before the call. */
export const topupRejectReason = text('Alasan penolakan', 300, 5)

export const topupRequestSchema = z.strictObject({
  merchantId: refId('Merchant'),
  paymentMethodId: refId('Metode pembayaran'),
  amount: rupiah('Nominal top up')
    .min(MIN_DEPOSIT_TOPUP, 'Nominal top up minimal Rp10.000.')
    .max(MAX_DEPOSIT_TOPUP, 'Nominal top up maksimal Rp500.000.000.'),
  note: optionalText('Catatan', 300),
  proof: uploadSchema('bukti pembayaran', MAX_PROOF_BYTES),
})
export type TopupRequestInput = z.input<typeof topupRequestSchema>

/** POST /deposit-topup/request: a top-up request with its proof (Menunggu Verifikasi). */
export const depositTopupRequest = defineEndpoint({
  path: '/deposit-topup/request',
  ...transitionEndpoint(depositTopupWorkflow, 'request'),
  summary: 'Ajukan top up deposit merchant dengan bukti pembayaran (gambar/PDF ≤ 5 MB)',
  body: topupRequestSchema,
  result: depositTopup.row,
  optionsOf: ['merchant', 'payment-method-deposit'],
  // The proof travels as base64 inside the JSON: 5 MB of bytes is ~6.7 MB of text.
  bodyLimit: 8 * 1024 * 1024,
})

/** POST /deposit-topup/approve: a checker other than the maker approves; the ledger posts the top-up. */
export const depositTopupApprove = defineEndpoint({
  path: '/deposit-topup/approve',
  ...transitionEndpoint(depositTopupWorkflow, 'approve'),
  summary: 'Setujui permintaan top up (bukan oleh pembuatnya): saldo deposit bertambah',
  body: z.strictObject({ id: z.number().int().positive() }),
  result: depositTopup.row,
})

/** POST /deposit-topup/reject: a user other than the maker rejects, with the reason mailed to the merchant. */
export const depositTopupReject = defineEndpoint({
  path: '/deposit-topup/reject',
  ...transitionEndpoint(depositTopupWorkflow, 'reject'),
  summary: 'Tolak permintaan top up dengan alasan (bukan oleh pembuatnya)',
  body: z.strictObject({ id: z.number().int().positive(), reason: topupRejectReason }),
  result: depositTopup.row,
})

/** POST /deposit-topup/proof: the proof of one request in the caller's scope. */
export const depositTopupProof = defineEndpoint({
  path: '/deposit-topup/proof',
  access: access.features(...SAVING),
  summary: 'Bukti pembayaran satu permintaan top up',
  body: z.strictObject({ id: z.number().int().positive() }),
  result: storedFileSchema,
})

/** A caller's idempotency key: a retry with it answers the first call; another request under it is 409. */
const idempotencyKey = z
  .string({ error: 'Kunci idempotensi wajib diisi.' })
  .trim()
  .regex(
    /^[A-Za-z0-9._:-]{8,80}$/,
    'Kunci idempotensi 8–80 karakter: huruf, angka, titik, titik dua, - atau _.',
  )

/**
 * A deduction of a purchase the deposit paid, posted by the transaction host (a trusted system with the issuer
 * key, never a dashboard button: issue 30) with the transaction number as reference. A deduction beyond the
 * balance is refused naming it; a retry with the same key answers the first posting, another amount is 409.
 */
export const DEPOSIT_MOVEMENT_KINDS = ['DEDUCTION'] as const
export const depositMovementSchema = z.strictObject({
  merchantId: refId('Merchant'),
  kind: z.enum(DEPOSIT_MOVEMENT_KINDS, {
    error: 'Tipe mutasi harus DEDUCTION; koreksi dan refund diajukan dan disetujui pengguna lain.',
  }),
  amount: rupiah('Nominal')
    .min(1, 'Nominal minimal Rp1.')
    .max(MAX_DEPOSIT_TOPUP, 'Nominal maksimal Rp500.000.000.'),
  idempotencyKey,
  /** The transaction number of the purchase. */
  refNo: text('No. referensi', 40),
  description: text('Keterangan', 200, 5),
})
export type DepositMovementInput = z.input<typeof depositMovementSchema>

/** POST /deposit-movement/post: the transaction host's deduction of a purchase paid from a deposit. */
export const depositMovementPost = defineEndpoint({
  path: '/deposit-movement/post',
  access: access.issuer,
  summary: 'Potong deposit merchant untuk transaksi (host transaksi, dengan kunci idempotensi)',
  body: depositMovementSchema,
  result: z.object({
    entryId: z.number(),
    refNo: z.string(),
    kind: z.enum(DEPOSIT_MOVEMENT_KINDS),
    merchantId: z.number(),
    amount: z.number(),
    balanceBefore: z.number(),
    balanceAfter: z.number(),
    postedAt: z.string(),
    replayed: z.boolean(),
  }),
})

/**
 * A correction or refund asked for (the workflow `deposit-adjustment`): a refund names the deduction it reverses
 * by its reference (the transaction number) and raises the deposit; a correction goes either way.
 */
export const adjustmentRequestSchema = z
  .strictObject({
    merchantId: refId('Merchant'),
    kind: z.enum(['CORRECTION', 'REFUND'], { error: 'Jenis harus CORRECTION atau REFUND.' }),
    /** Whether it raises (CREDIT) or lowers (DEBIT) the deposit; a refund always raises it. */
    direction: z.enum(['CREDIT', 'DEBIT'], { error: 'Arah harus CREDIT atau DEBIT.' }).default('CREDIT'),
    amount: rupiah('Nominal')
      .min(1, 'Nominal minimal Rp1.')
      .max(MAX_DEPOSIT_TOPUP, 'Nominal maksimal Rp500.000.000.'),
    /** Only for a refund: the reference of the deduction it reverses. */
    deductionRef: optionalText('No. referensi potongan', 40),
    reason: text('Alasan', 300, 10),
    idempotencyKey,
  })
  .refine((b) => b.kind !== 'REFUND' || b.direction === 'CREDIT', {
    path: ['direction'],
    message: 'Refund selalu menambah saldo deposit (CREDIT).',
  })
  .refine((b) => b.kind !== 'REFUND' || b.deductionRef.trim() !== '', {
    path: ['deductionRef'],
    message: 'Refund harus menyebut no. referensi potongan yang dibatalkan.',
  })
export type AdjustmentRequestInput = z.input<typeof adjustmentRequestSchema>

/** POST /deposit-adjustment/request: a correction or refund waiting for a checker. */
export const depositAdjustmentRequest = defineEndpoint({
  path: '/deposit-adjustment/request',
  ...transitionEndpoint(depositAdjustmentWorkflow, 'request'),
  summary: 'Ajukan koreksi atau refund deposit merchant (diposting setelah disetujui pengguna lain)',
  body: adjustmentRequestSchema,
  result: depositAdjustment.row,
  optionsOf: ['merchant'],
})

/** POST /deposit-adjustment/approve: a checker other than the maker approves with their password or code. */
export const depositAdjustmentApprove = defineEndpoint({
  path: '/deposit-adjustment/approve',
  ...transitionEndpoint(depositAdjustmentWorkflow, 'approve'),
  summary:
    'Setujui koreksi/refund deposit (bukan oleh pembuatnya; password atau kode autentikator): diposting',
  body: z.strictObject({
    id: z.number().int().positive(),
    password: z.string().max(200).optional(),
    code: z.string().max(20).optional(),
  }),
  result: depositAdjustment.row,
})

/** POST /deposit-adjustment/reject: a checker other than the maker rejects it with a reason. */
export const depositAdjustmentReject = defineEndpoint({
  path: '/deposit-adjustment/reject',
  ...transitionEndpoint(depositAdjustmentWorkflow, 'reject'),
  summary: 'Tolak koreksi/refund deposit dengan alasan (bukan oleh pembuatnya)',
  body: z.strictObject({ id: z.number().int().positive(), reason: topupRejectReason }),
  result: depositAdjustment.row,
})

export const svtrxTypeRow = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  direction: z.enum(['CREDIT', 'DEBIT', 'BOTH']),
  description: z.string(),
  active: z.boolean(),
})

/** POST /worker/saving/svtrx-type/list: the deposit's movement types, from the database. */
export const svtrxTypeList = defineEndpoint({
  path: '/worker/saving/svtrx-type/list',
  access: access.features(...SAVING, ...HISTORY),
  summary: 'Tipe mutasi deposit (svtrx-type)',
  body: z.nullish(z.strictObject({})),
  result: z.array(svtrxTypeRow),
})

const movement = z.object({ count: z.number(), amount: z.number() })
const periodBody = z.nullish(
  z.strictObject({
    /** A WIB month `YYYY-MM`; default this month. */
    month: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Bulan harus berformat YYYY-MM.')
      .optional(),
  }),
)

/** POST /dashboard/saving-recap: the deposits in the caller's scope for a month. */
export const savingRecap = defineEndpoint({
  path: '/dashboard/saving-recap',
  access: access.features(...SAVING, ...HISTORY),
  summary: 'Rekap deposit merchant: saldo, top up, potongan, refund, koreksi, permintaan menunggu',
  body: periodBody,
  result: z.object({
    month: z.string(),
    accounts: z.number(),
    totalBalance: z.number(),
    topups: movement,
    deductions: movement,
    refunds: movement,
    corrections: movement,
    pending: movement,
  }),
})

/** POST /dashboard/merchant-saving: the merchants with the largest and the smallest deposits in scope. */
export const merchantSavingDashboard = defineEndpoint({
  path: '/dashboard/merchant-saving',
  access: access.features(...SAVING, ...HISTORY),
  summary: 'Deposit merchant terbesar dan terkecil dalam cakupan data',
  body: z.nullish(z.strictObject({ limit: z.number().int().min(1).max(50).optional() })),
  result: z.object({
    largest: z.array(
      z.object({ merchantId: z.number(), mid: z.string(), name: z.string(), balance: z.number() }),
    ),
    smallest: z.array(
      z.object({ merchantId: z.number(), mid: z.string(), name: z.string(), balance: z.number() }),
    ),
  }),
})
