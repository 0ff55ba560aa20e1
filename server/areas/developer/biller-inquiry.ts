import { asc, desc, eq } from 'drizzle-orm'
import { type BillerHost, type BillerInquiryAnswer, NO_BILL } from '#contract/developer/biller-host.ts'
import {
  BILLER_INQUIRY_HISTORY_SIZE,
  type BillerInquiryResult,
  type billerInquiry,
  type billerInquiryHistory,
  type billerInquiryProducts,
  billerRcInfo,
  INQUIRY_HOST_ERROR_MESSAGE,
  INQUIRY_HOST_ERROR_RC,
  INQUIRY_TIMEOUT_RC,
  inquiryTimeoutMessage,
  PRODUCT_INACTIVE_MESSAGE,
  PRODUCT_NOT_FOUND_MESSAGE,
} from '#contract/developer/biller-inquiry.ts'
import { authOf } from '../../access/enforce.ts'
import { audit } from '../../audit/log.ts'
import type { Db } from '../../db/client.ts'
import { billerInquiryLog, billerProduct } from '../../db/schema/index.ts'
import { answer, type EndpointHandler } from '../../engine/endpoint.ts'
import { conflict, notFound } from '../../http/errors.ts'

/** What the host said, or that it did not answer in time, or that it failed. */
type Outcome = { kind: 'answer'; answer: BillerInquiryAnswer } | { kind: 'timeout' } | { kind: 'error' }

/**
 * Asks the host and stops waiting after `timeoutMs`: the host is told through the signal, and the wait
 * ends then even if the host ignores it (a race with the timer, so the request never hangs).
 */
async function ask(
  host: BillerHost,
  query: Omit<Parameters<BillerHost['inquiry']>[0], 'signal'>,
  timeoutMs: number,
): Promise<Outcome> {
  const controller = new AbortController()
  let timer: NodeJS.Timeout | undefined
  const timedOut = new Promise<Outcome>((resolve) => {
    timer = setTimeout(() => {
      controller.abort(new Error('Biller inquiry timed out'))
      resolve({ kind: 'timeout' })
    }, timeoutMs)
  })
  try {
    return await Promise.race([
      host
        .inquiry({ ...query, signal: controller.signal })
        .then((a): Outcome => ({ kind: 'answer', answer: a })),
      timedOut,
    ])
  } catch {
    return controller.signal.aborted ? { kind: 'timeout' } : { kind: 'error' }
  } finally {
    clearTimeout(timer)
  }
}

/**
 * POST /dynamic/inquiry/v2 (docs/ARCHITECTURE.md "Biller Helper"): the product must exist (404) and be
 * active (409); the host's answer, its silence past BILLER_INQUIRY_TIMEOUT_MS (RC 68) or its failure
 * (RC 96) is answered with 200 and the RC, logged in biller_inquiry_log and audited (INQUIRY) in one
 * transaction.
 */
export const inquire =
  (db: Db, host: BillerHost, timeoutMs: number): EndpointHandler<typeof billerInquiry> =>
  async (request) => {
    const auth = authOf(request)
    const { productCode, customerNo } = request.body
    const [product] = await db.select().from(billerProduct).where(eq(billerProduct.code, productCode))
    if (!product) throw notFound(PRODUCT_NOT_FOUND_MESSAGE)
    if (product.status !== 'ACTIVE') throw conflict(PRODUCT_INACTIVE_MESSAGE)

    const started = performance.now()
    const outcome = await ask(
      host,
      {
        product: {
          code: product.code,
          name: product.name,
          biller: product.biller,
          category: product.category,
          type: product.type,
          denomination: product.denomination,
          adminFee: product.adminFee,
          cutOff:
            product.cutOffStart && product.cutOffEnd
              ? { start: product.cutOffStart, end: product.cutOffEnd }
              : null,
        },
        customerNo,
      },
      timeoutMs,
    )
    const durationMs = Math.round(performance.now() - started)

    const rc =
      outcome.kind === 'answer'
        ? outcome.answer.rc
        : outcome.kind === 'timeout'
          ? INQUIRY_TIMEOUT_RC
          : INQUIRY_HOST_ERROR_RC
    const info = billerRcInfo(rc)
    const figures =
      outcome.kind === 'answer'
        ? {
            customerName: outcome.answer.customerName,
            period: outcome.answer.period,
            sheets: outcome.answer.sheets,
            bill: outcome.answer.bill,
            admin: outcome.answer.admin,
            penalty: outcome.answer.penalty,
            total: outcome.answer.total,
          }
        : NO_BILL
    const raw = outcome.kind === 'answer' ? outcome.answer.raw : null
    const summary = {
      productCode: product.code,
      productName: product.name,
      biller: product.biller,
      productType: product.type,
      customerNo,
      rc,
      rcLabel: info.label,
      rcNext: info.next,
      status: info.status,
      ...figures,
      durationMs,
    }

    const row = await db.transaction(async (tx) => {
      const [logged] = await tx
        .insert(billerInquiryLog)
        .values({
          userId: auth.userId,
          username: auth.username,
          productCode: product.code,
          customerNo,
          rc,
          durationMs,
          result: summary,
          raw,
        })
        .returning({ id: billerInquiryLog.id, at: billerInquiryLog.at })
      if (!logged) throw new Error('biller_inquiry_log: no row returned')
      await audit(tx, request, {
        action: 'INQUIRY',
        entity: 'biller_inquiry_log',
        entityId: String(logged.id),
        after: { productCode: product.code, customerNo, rc, durationMs },
      })
      return logged
    })

    const result: BillerInquiryResult = { id: row.id, at: row.at.toISOString(), ...summary, raw }
    const message =
      outcome.kind === 'timeout'
        ? inquiryTimeoutMessage(timeoutMs)
        : outcome.kind === 'error'
          ? INQUIRY_HOST_ERROR_MESSAGE
          : rc === '00'
            ? 'Inquiry berhasil (RC 00).'
            : `${info.label} (RC ${rc}).`
    return answer(result, message)
  }

/** POST /dynamic/inquiry/products: the active biller products, by name. */
export const inquiryProducts =
  (db: Db): EndpointHandler<typeof billerInquiryProducts> =>
  async () => ({
    items: await db
      .select({
        code: billerProduct.code,
        name: billerProduct.name,
        biller: billerProduct.biller,
        category: billerProduct.category,
        type: billerProduct.type,
        adminFee: billerProduct.adminFee,
      })
      .from(billerProduct)
      .where(eq(billerProduct.status, 'ACTIVE'))
      .orderBy(asc(billerProduct.name), asc(billerProduct.code)),
  })

type Summary = Omit<BillerInquiryResult, 'id' | 'at' | 'raw'>

/** POST /dynamic/inquiry/history: the caller's own last inquiries, newest first. */
export const inquiryHistory =
  (db: Db): EndpointHandler<typeof billerInquiryHistory> =>
  async (request) => {
    const auth = authOf(request)
    const rows = await db
      .select({ id: billerInquiryLog.id, at: billerInquiryLog.at, result: billerInquiryLog.result })
      .from(billerInquiryLog)
      .where(eq(billerInquiryLog.userId, auth.userId))
      .orderBy(desc(billerInquiryLog.at), desc(billerInquiryLog.id))
      .limit(BILLER_INQUIRY_HISTORY_SIZE)
    return {
      items: rows.map((r) => {
        const s = r.result as Summary
        return {
          id: r.id,
          at: r.at.toISOString(),
          productCode: s.productCode,
          productName: s.productName,
          customerNo: s.customerNo,
          rc: s.rc,
          rcLabel: s.rcLabel,
          status: s.status,
          customerName: s.customerName,
          total: s.total,
          durationMs: s.durationMs,
        }
      }),
    }
  }
