import type { CallResult } from '#contract/envelope.ts'
import { SYNC_OUTCOMES, type SyncOutcome, type SyncResponse } from '#contract/transactions/sync.ts'

/**
 * A selection synced in batches (one call per batch, so the page can show progress and stop between
 * batches). Pure, so the batching and the bookkeeping are tested without a browser.
 */

/** What the page shows for one transaction: the server's outcome, or ERROR when its batch call failed. */
export interface RowSyncResult {
  id: number
  trxNo: string
  outcome: SyncOutcome | 'ERROR'
  status: string | null
  message: string
}

export interface SyncProgress {
  total: number
  done: number
  results: RowSyncResult[]
  /** Set once every batch ran or the run was stopped. */
  finished: boolean
  stopped: boolean
}

export function batchesOf<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

export type OutcomeCounts = Record<SyncOutcome | 'ERROR', number>

export function countOutcomes(results: readonly RowSyncResult[]): OutcomeCounts {
  const counts = Object.fromEntries([...SYNC_OUTCOMES, 'ERROR'].map((o) => [o, 0])) as OutcomeCounts
  for (const r of results) counts[r.outcome] += 1
  return counts
}

/** "12 diperbarui, 2 masih diproses, 1 gagal": the toast after a run. */
export function summaryOf(results: readonly RowSyncResult[], stopped: boolean): string {
  const c = countOutcomes(results)
  const parts = [
    c.UPDATED ? `${c.UPDATED} diperbarui` : '',
    c.UNCHANGED ? `${c.UNCHANGED} masih diproses` : '',
    c.REFUSED ? `${c.REFUSED} ditolak` : '',
    c.HOST_ERROR + c.ERROR ? `${c.HOST_ERROR + c.ERROR} gagal` : '',
  ].filter(Boolean)
  const head = stopped ? 'Sinkronisasi dihentikan' : 'Sinkronisasi selesai'
  return `${head}: ${parts.length > 0 ? parts.join(', ') : 'tidak ada data'}.`
}

/**
 * Runs the batches one after another. A batch whose call fails (network, session, scope) marks its
 * transactions ERROR with the server's message and the run goes on; `shouldStop` is asked between batches.
 */
export async function runSync(
  rows: readonly { id: number; trxNo: string }[],
  batchSize: number,
  callBatch: (ids: number[]) => Promise<CallResult<SyncResponse>>,
  onProgress: (p: SyncProgress) => void,
  shouldStop: () => boolean,
): Promise<SyncProgress> {
  let progress: SyncProgress = { total: rows.length, done: 0, results: [], finished: false, stopped: false }
  onProgress(progress)
  for (const batch of batchesOf(rows, batchSize)) {
    if (shouldStop()) {
      progress = { ...progress, stopped: true }
      break
    }
    const answer = await callBatch(batch.map((r) => r.id))
    const results: RowSyncResult[] =
      answer.success && answer.data
        ? answer.data.results.map((r) => ({
            id: r.id,
            trxNo: r.trxNo,
            outcome: r.outcome,
            status: r.status,
            message: r.message,
          }))
        : batch.map((r) => ({
            id: r.id,
            trxNo: r.trxNo,
            outcome: 'ERROR',
            status: null,
            message: answer.message,
          }))
    progress = { ...progress, done: progress.done + batch.length, results: [...progress.results, ...results] }
    onProgress(progress)
  }
  progress = { ...progress, finished: true }
  onProgress(progress)
  return progress
}
