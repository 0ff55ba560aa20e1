import { z } from 'zod'
import { access } from '../access/route-access.ts'
import { defineEndpoint, noBody } from '../engine/endpoint.ts'
import { formatNumber } from '../format.ts'
import {
  BILLER_CATEGORIES,
  BILLER_PRODUCT_TYPES,
  TRX_STATUSES,
  type TrxStatus,
} from '../transactions/catalogue.ts'
import { RC_NEXT_LABEL, responseCode } from '../transactions/response-codes.ts'

/*
 * Biller Helper (issue 15 item 3): a developer asks the biller host for a customer's bill
 * (`/dynamic/inquiry/v2`) and reads the answer, its response code and the raw JSON. docs/ARCHITECTURE.md
 * "Biller Helper".
 */

export const CUSTOMER_NO_MIN = 6
export const CUSTOMER_NO_MAX = 20

/** The RC the dashboard answers with when the host does not answer in time, or fails. */
export const INQUIRY_TIMEOUT_RC = '68'
export const INQUIRY_HOST_ERROR_RC = '96'

/** "Biller tidak merespons dalam 10 detik (RC 68). Silakan coba lagi." */
export const inquiryTimeoutMessage = (timeoutMs: number) =>
  `Biller tidak merespons dalam ${timeoutMs >= 1000 ? `${formatNumber(timeoutMs / 1000)} detik` : `${timeoutMs} ms`} (RC ${INQUIRY_TIMEOUT_RC}). Silakan coba lagi.`
export const INQUIRY_HOST_ERROR_MESSAGE = `Biller sedang mengalami gangguan (RC ${INQUIRY_HOST_ERROR_RC}). Silakan coba lagi.`
export const PRODUCT_NOT_FOUND_MESSAGE = 'Produk biller tidak ditemukan.'
export const PRODUCT_INACTIVE_MESSAGE = 'Produk biller tidak aktif.'

/**
 * An RC's Indonesian meaning, the status it implies and what to do next, from the response-code catalogue
 * (contract/transactions/response-codes.ts); an unknown code is failed, with the code shown.
 */
export const billerRcInfo = (rc: string): { label: string; status: TrxStatus; next: string } => {
  const known = responseCode('BILLER', rc)
  return known
    ? { label: known.meaning, status: known.status, next: RC_NEXT_LABEL[known.next] }
    : { label: `Kode respons tidak dikenal (${rc})`, status: 'FAILED', next: RC_NEXT_LABEL.NONE }
}

export const billerInquiryRequestSchema = z.strictObject({
  productCode: z
    .string({ error: 'Produk biller wajib dipilih.' })
    .trim()
    .min(1, 'Produk biller wajib dipilih.')
    .max(32, 'Kode produk maksimal 32 karakter.'),
  customerNo: z
    .string({ error: 'Nomor pelanggan wajib diisi.' })
    .trim()
    .min(1, { error: 'Nomor pelanggan wajib diisi.', abort: true })
    .regex(/^\d+$/, { error: 'Nomor pelanggan hanya boleh berisi angka.', abort: true })
    .min(CUSTOMER_NO_MIN, `Nomor pelanggan minimal ${CUSTOMER_NO_MIN} digit.`)
    .max(CUSTOMER_NO_MAX, `Nomor pelanggan maksimal ${CUSTOMER_NO_MAX} digit.`),
})
export type BillerInquiryRequest = z.input<typeof billerInquiryRequestSchema>

const amount = z.number().int().nullable()

export const billerInquiryResultSchema = z.object({
  /** The row of biller_inquiry_log. */
  id: z.number(),
  at: z.string(),
  productCode: z.string(),
  productName: z.string(),
  biller: z.string(),
  productType: z.enum(BILLER_PRODUCT_TYPES),
  customerNo: z.string(),
  rc: z.string(),
  /** The RC's Indonesian meaning (BILLER_RC). */
  rcLabel: z.string(),
  /** What to do next after this RC (the response-code catalogue: advice, retry, correct the input…). */
  rcNext: z.string(),
  status: z.enum(TRX_STATUSES),
  customerName: z.string().nullable(),
  period: z.string().nullable(),
  sheets: z.number().int().nullable(),
  bill: amount,
  admin: amount,
  penalty: amount,
  total: amount,
  durationMs: z.number().int(),
  /** What the host sent, as it sent it; null when it did not answer. */
  raw: z.unknown(),
})
export type BillerInquiryResult = z.infer<typeof billerInquiryResultSchema>

/**
 * The inquiry. Every answer of the host (or its silence) is `success: true` with the RC in `result`
 * and its meaning in `message`: 00 a bill, 14/88/97/96 the biller's refusal, 68 when the host did not
 * answer within BILLER_INQUIRY_TIMEOUT_MS. 400 bad input, 404 unknown product, 409 inactive product.
 */
export const billerInquiry = defineEndpoint({
  path: '/dynamic/inquiry/v2',
  access: access.features('ALL_DEVELOPER_MENU'),
  summary: 'Inquiry tagihan biller (Biller Helper)',
  body: billerInquiryRequestSchema,
  result: billerInquiryResultSchema,
})

export const billerInquiryProductSchema = z.object({
  code: z.string(),
  name: z.string(),
  biller: z.string(),
  category: z.enum(BILLER_CATEGORIES),
  type: z.enum(BILLER_PRODUCT_TYPES),
  adminFee: z.number(),
})
export type BillerInquiryProduct = z.infer<typeof billerInquiryProductSchema>

/** The active biller products the helper offers (the product-biller screen will be their resource). */
export const billerInquiryProducts = defineEndpoint({
  path: '/dynamic/inquiry/products',
  access: access.features('ALL_DEVELOPER_MENU'),
  summary: 'Daftar produk biller aktif untuk Biller Helper',
  body: noBody,
  result: z.object({ items: z.array(billerInquiryProductSchema) }),
})

export const billerInquiryHistoryItemSchema = z.object({
  id: z.number(),
  at: z.string(),
  productCode: z.string(),
  productName: z.string(),
  customerNo: z.string(),
  rc: z.string(),
  rcLabel: z.string(),
  status: z.enum(TRX_STATUSES),
  customerName: z.string().nullable(),
  total: amount,
  durationMs: z.number().int(),
})
export type BillerInquiryHistoryItem = z.infer<typeof billerInquiryHistoryItemSchema>

export const BILLER_INQUIRY_HISTORY_SIZE = 10

/** The caller's own last inquiries, newest first. */
export const billerInquiryHistory = defineEndpoint({
  path: '/dynamic/inquiry/history',
  access: access.features('ALL_DEVELOPER_MENU'),
  summary: 'Riwayat inquiry biller terakhir milik pengguna',
  body: noBody,
  result: z.object({ items: z.array(billerInquiryHistoryItemSchema) }),
})
