import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { HostAnswer, HostQuery, TransactionHost } from '#contract/transactions/host.ts'
import type { SyncResponse } from '#contract/transactions/sync.ts'
import { rowsOf } from '../../../engine/query.ts'
import { createTestApp, type TestApp } from '../../../test/harness.ts'
import { auditSince, lastAuditId, makeAccount } from '../../../test/kits/account.ts'
import { insertMycroatm, insertRetail, type OutletRef, outletOf } from '../../../test/kits/transactions.ts'
import { HostUnavailableError } from './host.ts'

/** A host that answers what each test scripts for a transaction number, and records what it was asked. */
class ScriptedHost implements TransactionHost {
  calls: HostQuery[] = []
  answers = new Map<string, HostAnswer | Error | ((q: HostQuery) => Promise<HostAnswer>)>()
  async queryStatus(q: HostQuery): Promise<HostAnswer> {
    this.calls.push(q)
    const a = this.answers.get(q.trxNo)
    if (!a) throw new Error(`unscripted ${q.trxNo}`)
    if (a instanceof Error) throw a
    return typeof a === 'function' ? a(q) : a
  }
}

const host = new ScriptedHost()
let t: TestApp
let admin: string
let scoped: string
let mine: OutletRef
let other: OutletRef
const day = (d: number, h = 3) => new Date(Date.UTC(2031, 0, d, h))

beforeAll(async () => {
  t = await createTestApp({}, { transactionHost: host })
  admin = await t.login('superadmin')
  scoped = (
    await makeAccount(t, {
      username: 'sync.clt001',
      features: ['SYNC_TRX_MYCROATM', 'SYNC_TRX_RETAIL'],
      level: 'CLIENT',
      value: 'CLT001',
    })
  ).token
  mine = await outletOf(t.database.db, 'CLT001')
  other = await outletOf(t.database.db, 'CLT002')
})
afterAll(() => t.close())

const q = async (query: ReturnType<typeof sql>) => rowsOf(await t.database.db.execute(query))
const statusOf = async (table: 'trx_mycroatm' | 'trx_retail', id: number) =>
  (
    await q(
      table === 'trx_mycroatm'
        ? sql`select status, rc, approval_code from trx_mycroatm where id = ${id}`
        : sql`select status, rc from trx_retail where id = ${id}`,
    )
  )[0] as { status: string; rc: string; approval_code?: string } | undefined
const sync = (kind: string, ids: number[], token = admin) =>
  t.post(`/sync-transaction/${kind}/sync`, { ids }, token)
const resultOf = (res: { json(): { result: SyncResponse } }) => res.json().result

describe('stuck transaction lists', () => {
  let ids: Record<string, number>
  beforeAll(async () => {
    const db = t.database.db
    ids = {
      pending: await insertMycroatm(db, mine, { trxNo: 'LST-P-1', status: 'PENDING', createdAt: day(2) }),
      suspect: await insertMycroatm(db, mine, { trxNo: 'LST-S-1', status: 'SUSPECT', createdAt: day(3) }),
      success: await insertMycroatm(db, mine, { trxNo: 'LST-OK-1', status: 'SUCCESS', createdAt: day(3) }),
      otherClient: await insertMycroatm(db, other, {
        trxNo: 'LST-X-1',
        status: 'PENDING',
        createdAt: day(4),
      }),
      late: await insertMycroatm(db, mine, { trxNo: 'LST-P-2', status: 'PENDING', createdAt: day(20) }),
    }
  })
  const list = (body: Record<string, unknown>, token = admin) =>
    t.post('/sync-transaction/mycroatm/list', { pageSize: 100, ...body }, token)

  it('lists only Menunggu and Timeout/Suspect transactions, newest first, within the WIB day range', async () => {
    const res = await list({ dateFrom: '2031-01-01', dateTo: '2031-01-10' })
    expect(res.statusCode).toBe(200)
    const items = res.json().result.items as { trxNo: string; status: string; merchantName: string }[]
    expect(items.map((i) => i.trxNo)).toEqual(['LST-X-1', 'LST-S-1', 'LST-P-1'])
    expect(items.every((i) => i.merchantName.length > 0)).toBe(true)
    const suspect = await list({
      dateFrom: '2031-01-01',
      dateTo: '2031-01-31',
      filters: { status: 'SUSPECT' },
    })
    expect(suspect.json().result.items.map((i: { trxNo: string }) => i.trxNo)).toEqual(['LST-S-1'])
  })

  it('a day is a WIB day: 23:30 WIB on the 1st belongs to the 1st, not the 2nd', async () => {
    // 2031-01-01 16:30 UTC = 23:30 WIB on 1 January.
    await insertMycroatm(t.database.db, mine, {
      trxNo: 'LST-WIB-1',
      status: 'PENDING',
      createdAt: new Date(Date.UTC(2031, 0, 1, 16, 30)),
    })
    const first = await list({ dateFrom: '2031-01-01', dateTo: '2031-01-01' })
    expect(first.json().result.items.map((i: { trxNo: string }) => i.trxNo)).toEqual(['LST-WIB-1'])
    const second = await list({ dateFrom: '2031-01-02', dateTo: '2031-01-02' })
    expect(second.json().result.items.map((i: { trxNo: string }) => i.trxNo)).toEqual(['LST-P-1'])
  })

  it('a scoped user sees only the transactions of their client', async () => {
    const res = await list({ dateFrom: '2031-01-01', dateTo: '2031-01-10' }, scoped)
    expect(res.json().result.items.map((i: { trxNo: string }) => i.trxNo)).not.toContain('LST-X-1')
    const detail = await t.post('/sync-transaction/mycroatm/detail', { id: ids.otherClient }, scoped)
    expect(detail.statusCode).toBe(404)
  })

  it('refuses a range that ends before it starts, an impossible day, and callers without the feature', async () => {
    const backwards = await list({ dateFrom: '2031-01-10', dateTo: '2031-01-01' })
    expect(backwards.statusCode).toBe(400)
    expect(backwards.json().message).toBe('Tanggal awal tidak boleh setelah tanggal akhir.')
    const impossible = await list({ dateFrom: '2031-02-30' })
    expect(impossible.statusCode).toBe(400)
    const ops = await t.login('opsretail')
    expect((await list({}, ops)).statusCode).toBe(403)
    const retailOnly = (await makeAccount(t, { username: 'sync.retail.only', features: ['SYNC_TRX_RETAIL'] }))
      .token
    expect((await list({}, retailOnly)).statusCode).toBe(403)
    expect((await t.post('/sync-transaction/retail/list', {}, retailOnly)).statusCode).toBe(200)
  })
})

describe('sync', () => {
  it('success: the host final status is stored with its RC and approval code, audited, and counted in the daily rollup (trx_daily_live) at once', async () => {
    const id = await insertMycroatm(t.database.db, mine, {
      trxNo: 'SYN-OK-1',
      status: 'PENDING',
      createdAt: day(5),
    })
    host.answers.set('SYN-OK-1', { status: 'SUCCESS', rc: '00', approvalCode: '123456' })
    const daily = async (status: string) =>
      Number(
        (
          await q(
            sql`select coalesce(sum(trx_count), 0)::int as n from trx_daily_live where kind = 'MYCROATM' and day = '2031-01-05' and merchant_id = ${mine.merchantId} and status = ${status}`,
          )
        )[0]?.n ?? 0,
      )
    expect(await daily('PENDING')).toBe(1)
    const since = await lastAuditId(t)

    const res = await sync('mycroatm', [id])
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.message).toBe('Status diperbarui menjadi Sukses (RC 00: Disetujui).')
    expect(resultOf(res).results).toEqual([
      {
        id,
        trxNo: 'SYN-OK-1',
        outcome: 'UPDATED',
        statusBefore: 'PENDING',
        status: 'SUCCESS',
        rc: '00',
        message: 'Status diperbarui menjadi Sukses (RC 00: Disetujui).',
      },
    ])
    expect(await statusOf('trx_mycroatm', id)).toEqual({
      status: 'SUCCESS',
      rc: '00',
      approval_code: '123456',
    })
    expect(await daily('PENDING')).toBe(0)
    expect(await daily('SUCCESS')).toBe(1)
    const [entry] = await auditSince(t, since, 'SYNC')
    expect(entry).toMatchObject({
      entity: 'trx_mycroatm',
      entityId: String(id),
      actorUsername: 'superadmin',
      before: { status: 'PENDING', rc: '' },
      after: { status: 'SUCCESS', rc: '00', outcome: 'UPDATED' },
    })
  })

  it('a decline is final too: Gagal with the host RC', async () => {
    const id = await insertRetail(t.database.db, mine, {
      trxNo: 'SYN-GAGAL-1',
      status: 'SUSPECT',
      createdAt: day(5),
    })
    host.answers.set('SYN-GAGAL-1', { status: 'FAILED', rc: '51' })
    const res = await sync('retail', [id])
    expect(resultOf(res).results[0]).toMatchObject({ outcome: 'UPDATED', status: 'FAILED', rc: '51' })
    expect(await statusOf('trx_retail', id)).toMatchObject({ status: 'FAILED', rc: '51' })
  })

  it('failure: a host that does not answer leaves the transaction as it was, says so, and is audited', async () => {
    const id = await insertMycroatm(t.database.db, mine, {
      trxNo: 'SYN-DOWN-1',
      status: 'SUSPECT',
      createdAt: day(6),
    })
    host.answers.set('SYN-DOWN-1', new HostUnavailableError())
    const since = await lastAuditId(t)
    const res = await sync('mycroatm', [id])
    expect(res.statusCode).toBe(200)
    expect(resultOf(res).results[0]).toMatchObject({
      outcome: 'HOST_ERROR',
      status: 'SUSPECT',
      message: 'Host tidak merespons.',
    })
    expect(await statusOf('trx_mycroatm', id)).toMatchObject({ status: 'SUSPECT', rc: '68' })
    const [entry] = await auditSince(t, since, 'SYNC')
    expect(entry?.after).toMatchObject({ outcome: 'HOST_ERROR', status: 'SUSPECT' })

    // Any other host error is reported the same way, without leaking its text.
    host.answers.set('SYN-DOWN-1', new Error('ECONNRESET 10.0.0.7:8583'))
    const again = await sync('mycroatm', [id])
    expect(resultOf(again).results[0]?.message).toBe('Host tidak merespons.')
    // A still-pending answer changes nothing either; the attempt number reaches the host.
    host.answers.set('SYN-DOWN-1', { status: 'SUSPECT', rc: '' })
    const pending = await sync('mycroatm', [id])
    expect(resultOf(pending).results[0]).toMatchObject({
      outcome: 'UNCHANGED',
      message: 'Transaksi masih diproses oleh host.',
    })
    expect(host.calls.filter((c) => c.trxNo === 'SYN-DOWN-1').map((c) => c.attempt)).toEqual([0, 1, 2])
  })

  it('idempotence: a second sync of a final transaction is refused with the reason and never reaches the host', async () => {
    const id = await insertMycroatm(t.database.db, mine, {
      trxNo: 'SYN-TWICE-1',
      status: 'PENDING',
      createdAt: day(7),
    })
    host.answers.set('SYN-TWICE-1', { status: 'SUCCESS', rc: '00' })
    expect(resultOf(await sync('mycroatm', [id])).results[0]?.outcome).toBe('UPDATED')
    host.answers.set('SYN-TWICE-1', { status: 'FAILED', rc: '05' })
    const calls = host.calls.length
    const since = await lastAuditId(t)
    const second = await sync('mycroatm', [id])
    expect(second.statusCode).toBe(200)
    expect(second.json().message).toBe('Transaksi sudah final (Sukses).')
    expect(resultOf(second).results[0]).toMatchObject({ outcome: 'REFUSED', status: 'SUCCESS' })
    expect(host.calls.length).toBe(calls)
    expect(await statusOf('trx_mycroatm', id)).toMatchObject({ status: 'SUCCESS', rc: '00' })
    expect((await auditSince(t, since, 'SYNC'))[0]?.after).toMatchObject({ outcome: 'REFUSED' })
  })

  it('two syncs at once: one stores its answer, the other is refused and changes nothing', async () => {
    const id = await insertMycroatm(t.database.db, mine, {
      trxNo: 'SYN-RACE-1',
      status: 'PENDING',
      createdAt: day(8),
    })
    let n = 0
    host.answers.set('SYN-RACE-1', async () => {
      n += 1
      // Both requests have read PENDING before either answer arrives.
      await new Promise((r) => setTimeout(r, 50))
      return n === 1 ? { status: 'SUCCESS', rc: '00' } : { status: 'FAILED', rc: '05' }
    })
    const [a, b] = await Promise.all([sync('mycroatm', [id]), sync('mycroatm', [id])])
    const outcomes = [resultOf(a).results[0]?.outcome, resultOf(b).results[0]?.outcome].sort()
    expect(outcomes).toEqual(['REFUSED', 'UPDATED'])
    const winner = [resultOf(a), resultOf(b)].find((r) => r.results[0]?.outcome === 'UPDATED')
    expect((await statusOf('trx_mycroatm', id))?.status).toBe(winner?.results[0]?.status)
  })

  it('many at once: one outcome per id, in the order asked, with counts', async () => {
    const db = t.database.db
    const a = await insertRetail(db, mine, { trxNo: 'SYN-M-1', status: 'PENDING', createdAt: day(9) })
    const b = await insertRetail(db, mine, { trxNo: 'SYN-M-2', status: 'SUCCESS', createdAt: day(9) })
    const c = await insertRetail(db, mine, { trxNo: 'SYN-M-3', status: 'PENDING', createdAt: day(9) })
    host.answers.set('SYN-M-1', { status: 'SUCCESS', rc: '00' })
    host.answers.set('SYN-M-3', new HostUnavailableError())
    const res = await sync('retail', [a, b, c, a])
    const body = resultOf(res)
    expect(body.results.map((r) => [r.trxNo, r.outcome])).toEqual([
      ['SYN-M-1', 'UPDATED'],
      ['SYN-M-2', 'REFUSED'],
      ['SYN-M-3', 'HOST_ERROR'],
    ])
    expect(body.counts).toEqual({ UPDATED: 1, UNCHANGED: 0, REFUSED: 1, HOST_ERROR: 1 })
    expect(res.json().message).toBe('Sinkronisasi selesai: 1 diperbarui, 1 ditolak, 1 gagal.')
  })

  it('scope: a user never syncs a transaction outside their scope (404, nothing asked, nothing changed)', async () => {
    const db = t.database.db
    const outside = await insertMycroatm(db, other, {
      trxNo: 'SYN-OUT-1',
      status: 'PENDING',
      createdAt: day(10),
    })
    const inside = await insertMycroatm(db, mine, {
      trxNo: 'SYN-IN-1',
      status: 'PENDING',
      createdAt: day(10),
    })
    host.answers.set('SYN-OUT-1', { status: 'SUCCESS', rc: '00' })
    host.answers.set('SYN-IN-1', { status: 'SUCCESS', rc: '00' })
    const calls = host.calls.length
    const res = await sync('mycroatm', [inside, outside], scoped)
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe('Sebagian transaksi tidak ditemukan atau di luar cakupan data Anda.')
    expect(host.calls.length).toBe(calls)
    expect((await statusOf('trx_mycroatm', inside))?.status).toBe('PENDING')
    expect((await statusOf('trx_mycroatm', outside))?.status).toBe('PENDING')
    // A retail id is not a Mycroatm id: the kinds never mix.
    const retail = await insertRetail(db, mine, {
      trxNo: 'SYN-KIND-1',
      status: 'PENDING',
      createdAt: day(10),
    })
    const wrongKind = await sync('mycroatm', [retail + 1_000_000])
    expect(wrongKind.statusCode).toBe(404)
    expect((await sync('mycroatm', [inside], scoped)).statusCode).toBe(200)
  })

  it('bad input: no ids, more than 50, not numbers, unknown fields → 400; no feature → 403', async () => {
    expect((await sync('mycroatm', [])).json().message).toContain('Pilih minimal satu transaksi.')
    const many = Array.from({ length: 51 }, (_, i) => i + 1)
    const tooMany = await sync('mycroatm', many)
    expect(tooMany.statusCode).toBe(400)
    expect(tooMany.json().message).toContain('Maksimal 50 transaksi')
    expect((await t.post('/sync-transaction/mycroatm/sync', { ids: ['1'] }, admin)).statusCode).toBe(400)
    expect(
      (await t.post('/sync-transaction/mycroatm/sync', { ids: [1], force: true }, admin)).statusCode,
    ).toBe(400)
    const ops = await t.login('opsretail')
    expect((await sync('retail', [1], ops)).statusCode).toBe(403)
    expect((await t.post('/sync-transaction/retail/sync', { ids: [1] })).statusCode).toBe(401)
  })
})
