import { sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import {
  FINAL_STATUSES,
  SYNCABLE_STATUSES,
  TRX_STATUS_LABEL,
  TRX_STATUSES,
  type TrxStatus,
} from '#contract/transactions/catalogue.ts'
import type { TransactionHost } from '#contract/transactions/host.ts'
import { responseCode } from '#contract/transactions/response-codes.ts'
import {
  describeSyncCounts,
  finalStatusMessage,
  HOST_UNAVAILABLE_MESSAGE,
  type SYNC_ENDPOINTS,
  SYNC_KINDS,
  SYNC_OUTCOMES,
  type SyncKind,
  type SyncOutcome,
  type SyncResult,
} from '#contract/transactions/sync.ts'
import { authOf } from '../../../access/enforce.ts'
import { audit } from '../../../audit/log.ts'
import type { Db } from '../../../db/client.ts'
import { auditLog, trxMycroatm, trxRetail } from '../../../db/schema/index.ts'
import { answer, type EndpointHandler } from '../../../engine/endpoint.ts'
import { idsInScope, normalise, rowsOf } from '../../../engine/query.ts'
import { notFound } from '../../../http/errors.ts'
import { HostUnavailableError } from './host.ts'
import { syncTables } from './resources.ts'

/** A host that has not answered after this long is treated as not answering. */
export const HOST_TIMEOUT_MS = 10_000
/** Transactions of one call asked of the host at the same time. */
const CONCURRENCY = 4

const TABLES = { mycroatm: trxMycroatm, retail: trxRetail } as const
const auditEntity = (kind: SyncKind) => (kind === 'mycroatm' ? 'trx_mycroatm' : 'trx_retail')

const isFinal = (status: TrxStatus) => FINAL_STATUSES.includes(status)
const isStatus = (value: unknown): value is TrxStatus =>
  typeof value === 'string' && (TRX_STATUSES as readonly string[]).includes(value)

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new HostUnavailableError()), ms)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

/** Runs `work` over the items with at most `limit` running at once, keeping the input order. */
async function mapPool<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const out: R[] = new Array(items.length)
  let next = 0
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++
      out[i] = await work(items[i] as T)
    }
  })
  await Promise.all(lanes)
  return out
}

/**
 * Asks the host for the final status of stuck transactions and stores it. The write is one conditional
 * UPDATE (`… where status in ('PENDING','SUSPECT')`), so a repeated or concurrent sync never changes a
 * transaction that is already final; trx_daily follows the new status through its triggers. Every
 * outcome, refusals and host failures included, is written to the audit log.
 */
export async function syncTransactions(
  db: Db,
  host: TransactionHost,
  request: FastifyRequest,
  kind: SyncKind,
  ids: readonly number[],
  hostTimeoutMs = HOST_TIMEOUT_MS,
): Promise<SyncResult[]> {
  const table = TABLES[kind]
  const entity = auditEntity(kind)

  async function record(result: SyncResult, before: { status: string; rc: string }, tx: Db = db) {
    await audit(tx, request, {
      action: 'SYNC',
      entity,
      entityId: String(result.id),
      before,
      after: { status: result.status, rc: result.rc, outcome: result.outcome, message: result.message },
    })
    return result
  }

  async function syncOne(id: number): Promise<SyncResult> {
    const [found] = rowsOf(
      await db.execute(
        sql`select ${table.trxNo} as trx_no, ${table.status} as status, ${table.rc} as rc, ${table.amount} as amount, ${table.createdAt} as created_at from ${table} where ${table.id} = ${id}`,
      ),
    )
    if (!found) throw notFound()
    const row = normalise(found)
    const status = row.status as TrxStatus
    const before = { status, rc: String(row.rc ?? '') }
    const base = { id, trxNo: String(row.trx_no), statusBefore: status, rc: before.rc }
    if (isFinal(status))
      return record({ ...base, outcome: 'REFUSED', status, message: finalStatusMessage(status) }, before)

    const [attempts] = rowsOf(
      await db.execute(
        sql`select count(*)::int as n from ${auditLog} where ${auditLog.entity} = ${entity} and ${auditLog.entityId} = ${String(id)} and ${auditLog.action} = 'SYNC'`,
      ),
    )
    let answer: Awaited<ReturnType<TransactionHost['queryStatus']>>
    try {
      answer = await withTimeout(
        host.queryStatus({
          kind: SYNC_KINDS[kind].kind,
          id,
          trxNo: base.trxNo,
          amount: Number(row.amount),
          createdAt: String(row.created_at),
          status,
          attempt: Number(attempts?.n ?? 0),
        }),
        hostTimeoutMs,
      )
    } catch (error) {
      if (!(error instanceof HostUnavailableError))
        request.log.warn({ err: error, id, kind }, 'sync host error')
      const message = error instanceof HostUnavailableError ? error.message : HOST_UNAVAILABLE_MESSAGE
      return record({ ...base, outcome: 'HOST_ERROR', status, message }, before)
    }

    const rc = typeof answer.rc === 'string' ? answer.rc.slice(0, 2) : ''
    if (!isStatus(answer.status))
      return record(
        { ...base, outcome: 'HOST_ERROR', status, message: 'Jawaban host tidak dikenali.' },
        before,
      )
    if (SYNCABLE_STATUSES.includes(answer.status))
      return record(
        { ...base, outcome: 'UNCHANGED', status, message: 'Transaksi masih diproses oleh host.' },
        before,
      )

    const next = answer.status
    const approval =
      kind === 'mycroatm' && answer.approvalCode
        ? sql`, approval_code = ${answer.approvalCode.slice(0, 6)}`
        : sql``
    return db.transaction(async (tx) => {
      const updated = rowsOf(
        await tx.execute(
          sql`update ${table} set status = ${next}, rc = ${rc}${approval}, updated_at = now() where ${table.id} = ${id} and ${table.status} in ${[...SYNCABLE_STATUSES]} returning ${table.id}`,
        ),
      )
      if (updated.length === 0) {
        // Finalised by someone else between the read and this write: never overwrite it.
        const [now] = rowsOf(
          await tx.execute(sql`select ${table.status} as status from ${table} where ${table.id} = ${id}`),
        )
        const current = (now?.status ?? status) as TrxStatus
        return record(
          { ...base, outcome: 'REFUSED', status: current, message: finalStatusMessage(current) },
          before,
          tx,
        )
      }
      // The code explained from the response-code catalogue (sync reaches the banks' hosts: ISO 8583 codes).
      const known = rc ? responseCode('ISO8583', rc) : undefined
      const rcText = rc ? (known ? ` (RC ${rc}: ${known.meaning})` : ` (RC ${rc})`) : ''
      return record(
        {
          ...base,
          outcome: 'UPDATED',
          status: next,
          rc,
          message: `Status diperbarui menjadi ${TRX_STATUS_LABEL[next]}${rcText}.`,
        },
        before,
        tx,
      )
    })
  }

  return mapPool(ids, CONCURRENCY, syncOne)
}

/**
 * POST /sync-transaction/{mycroatm|retail}/sync (the lists of stuck transactions come from the resource
 * engine): the transactions must all be in the caller's scope; one outcome per transaction, and a message
 * that counts them (or the one transaction's own).
 */
export const syncHandler =
  (db: Db, host: TransactionHost, kind: SyncKind): EndpointHandler<(typeof SYNC_ENDPOINTS)[SyncKind]> =>
  async (request) => {
    const ids = [...new Set(request.body.ids)]
    const visible = await idsInScope(db, syncTables[kind], authOf(request), ids)
    if (visible.size !== ids.length)
      throw notFound(
        ids.length > 1
          ? 'Sebagian transaksi tidak ditemukan atau di luar cakupan data Anda.'
          : 'Transaksi tidak ditemukan atau di luar cakupan data Anda.',
      )
    const results = await syncTransactions(db, host, request, kind, ids)
    const counts = Object.fromEntries(SYNC_OUTCOMES.map((o) => [o, 0])) as Record<SyncOutcome, number>
    for (const r of results) counts[r.outcome] += 1
    const message =
      results.length === 1 && results[0]
        ? results[0].message
        : `Sinkronisasi selesai: ${describeSyncCounts(counts)}.`
    return answer({ results, counts }, message)
  }
