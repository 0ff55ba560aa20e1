import { createStore, del, entries, get, set } from 'idb-keyval'
import { posReceiptNumbers, posSale, type SaleInput, type SaleRecord } from '#contract/retail/pos.ts'
import { NETWORK_ERROR } from '../../../api/client.ts'
import { callEndpoint } from '../../../api/endpoint.ts'

/**
 * What the cashier keeps in the browser (issue 18 item 4, docs/ARCHITECTURE.md "POS cashier"), in IndexedDB
 * through idb-keyval: the sales not yet confirmed by the server (sent when the connection returns, exactly
 * once: each carries its idempotency key, so sending one twice is still one sale) and the receipt numbers
 * reserved ahead (a sale made offline prints its final number). Saved (open) bills live on the server
 * (bills.ts).
 */
const sales = createStore('mint-pos-sales', 'sales')
const receipts = createStore('mint-pos-receipts', 'receipts')

export interface QueuedSale {
  input: SaleInput
  /** The server's refusal, once it refused (kept for the cashier to see; never sent again). */
  refused?: string
}

export async function queueSale(input: SaleInput): Promise<void> {
  await set(input.idempotencyKey, { input } satisfies QueuedSale, sales)
}

export async function queuedSales(): Promise<QueuedSale[]> {
  const all = (await entries<string, QueuedSale>(sales)).map(([, v]) => v)
  return all.sort((a, b) => a.input.soldAt.localeCompare(b.input.soldAt))
}

export type SendResult =
  | { kind: 'sent'; record: SaleRecord }
  | { kind: 'offline' }
  | { kind: 'refused'; message: string }

/** Sends one queued sale; it leaves the queue once the server answered (written, or refused for good). */
async function sendOne(q: QueuedSale): Promise<SendResult> {
  const res = await callEndpoint(posSale, q.input)
  if (res.success && res.data) {
    await del(q.input.idempotencyKey, sales)
    return { kind: 'sent', record: res.data }
  }
  if (res.message === NETWORK_ERROR) return { kind: 'offline' }
  await set(q.input.idempotencyKey, { ...q, refused: res.message } satisfies QueuedSale, sales)
  return { kind: 'refused', message: res.message }
}

let flushing: Promise<Map<string, SendResult>> | null = null

/**
 * Sends every queued sale, oldest first, stopping at the first network failure. One flush at a time in this
 * tab (a second caller shares the running one); another tab sending the same sale is still one sale.
 */
export function flushQueue(): Promise<Map<string, SendResult>> {
  flushing ??= (async () => {
    const out = new Map<string, SendResult>()
    try {
      for (const q of await queuedSales()) {
        if (q.refused) continue
        const r = await sendOne(q)
        out.set(q.input.idempotencyKey, r)
        if (r.kind === 'offline') break
      }
    } finally {
      flushing = null
    }
    return out
  })()
  return flushing
}

export const dropRefused = (key: string) => del(key, sales)

/** Keep this many numbers in hand, so a sale needs no call before its receipt prints. */
const POOL_LOW = 10
const POOL_FETCH = 20

/** Reserves more receipt numbers when the pool runs low; offline it does nothing (the pool serves). */
export async function topUpReceipts(outletId: number): Promise<number> {
  const pool = (await get<string[]>(String(outletId), receipts)) ?? []
  if (pool.length >= POOL_LOW) return pool.length
  const res = await callEndpoint(posReceiptNumbers, { outletId, count: POOL_FETCH })
  if (!res.success || !res.data) return pool.length
  const next = [...pool, ...res.data.numbers]
  await set(String(outletId), next, receipts)
  return next.length
}

/** Takes the next reserved receipt number, or null when none is left (offline for too long). */
export async function takeReceipt(outletId: number): Promise<string | null> {
  const pool = (await get<string[]>(String(outletId), receipts)) ?? []
  const [first, ...rest] = pool
  if (!first) return null
  await set(String(outletId), rest, receipts)
  return first
}

/** The receipt number the next sale will take (for the QRIS bill number shown before the sale ends). */
export async function nextReceipt(outletId: number): Promise<string | null> {
  return ((await get<string[]>(String(outletId), receipts)) ?? [])[0] ?? null
}
