import { describe, expect, it } from 'vitest'
import type { CallResult } from '#contract/envelope.ts'
import type { SyncResponse } from '#contract/transactions/sync.ts'
import { batchesOf, runSync, type SyncProgress, summaryOf } from './sync-run.ts'

const rows = Array.from({ length: 23 }, (_, i) => ({ id: i + 1, trxNo: `MYC${i + 1}` }))

const answer = (ids: number[]): CallResult<SyncResponse> => ({
  success: true,
  message: 'ok',
  data: {
    results: ids.map((id) => ({
      id,
      trxNo: `MYC${id}`,
      outcome: id % 5 === 0 ? 'HOST_ERROR' : 'UPDATED',
      statusBefore: 'PENDING',
      status: id % 5 === 0 ? 'PENDING' : 'SUCCESS',
      rc: '00',
      message: id % 5 === 0 ? 'Host tidak merespons.' : 'Status diperbarui menjadi Sukses (RC 00).',
    })),
    counts: { UPDATED: 0, UNCHANGED: 0, REFUSED: 0, HOST_ERROR: 0 },
  },
})

describe('sync in batches', () => {
  it('splits a selection into batches of the given size, the last one shorter', () => {
    expect(batchesOf(rows, 10).map((b) => b.length)).toEqual([10, 10, 3])
    expect(batchesOf([], 10)).toEqual([])
  })

  it('reports progress after every batch and keeps every outcome in the order asked', async () => {
    const seen: number[] = []
    const calls: number[][] = []
    const done = await runSync(
      rows,
      10,
      async (ids) => {
        calls.push(ids)
        return answer(ids)
      },
      (p) => seen.push(p.done),
      () => false,
    )
    expect(calls.map((c) => c.length)).toEqual([10, 10, 3])
    expect(seen).toEqual([0, 10, 20, 23, 23])
    expect(done.results.map((r) => r.id)).toEqual(rows.map((r) => r.id))
    expect(done).toMatchObject({ finished: true, stopped: false, done: 23, total: 23 })
    expect(summaryOf(done.results, false)).toBe('Sinkronisasi selesai: 19 diperbarui, 4 gagal.')
  })

  it('a failed batch marks its rows with the server message and the run goes on', async () => {
    const done = await runSync(
      rows.slice(0, 4),
      2,
      async (ids) =>
        ids[0] === 1
          ? { success: false, data: null, message: 'Sesi Anda telah berakhir. Silakan login kembali.' }
          : answer(ids),
      () => {},
      () => false,
    )
    expect(done.results.map((r) => [r.id, r.outcome])).toEqual([
      [1, 'ERROR'],
      [2, 'ERROR'],
      [3, 'UPDATED'],
      [4, 'UPDATED'],
    ])
    expect(done.results[0]?.message).toBe('Sesi Anda telah berakhir. Silakan login kembali.')
  })

  it('stops between batches when asked, and says so', async () => {
    let batches = 0
    const last: SyncProgress[] = []
    const done = await runSync(
      rows,
      10,
      async (ids) => {
        batches += 1
        return answer(ids)
      },
      (p) => last.push(p),
      () => batches >= 1,
    )
    expect(batches).toBe(1)
    expect(done).toMatchObject({ done: 10, stopped: true, finished: true })
    expect(summaryOf(done.results, true)).toBe('Sinkronisasi dihentikan: 8 diperbarui, 2 gagal.')
  })
})
