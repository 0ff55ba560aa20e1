import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { shiftMonth, wibDay } from '#contract/engine/dates.ts'
import { rowsOf } from '../../engine/query.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'
import { makeAccount } from '../../test/kits/account.ts'
import { insertRetail, type OutletRef, outletOf } from '../../test/kits/transactions.ts'

let t: TestApp
let admin: string
let scoped: string
let mine: OutletRef
let other: OutletRef

beforeAll(async () => {
  t = await createTestApp()
  admin = await t.login('superadmin')
  scoped = (
    await makeAccount(t, {
      username: 'aktivitas.clt001',
      features: ['SETTING_DEVICE_ACTIVITY_PERIODE'],
      level: 'CLIENT',
      value: 'CLT001',
    })
  ).token
  mine = await outletOf(t.database.db, 'CLT001')
  other = await outletOf(t.database.db, 'CLT002')
})
afterAll(() => t.close())

const q = async (query: ReturnType<typeof sql>) => rowsOf(await t.database.db.execute(query))
let n = 0
/** A new device of the outlet, so its activity is only what the test records. */
async function newDevice(
  at: OutletRef,
  kind: 'POS' | 'MYCROATM' | 'PRINTER' = 'POS',
): Promise<{ id: number; tid: string }> {
  n += 1
  const tid = `UA${String(Date.now()).slice(-4)}${String(n).padStart(2, '0')}`
  const [row] = await q(
    sql`insert into device (kind, outlet_id, client_id, brand, model, serial_number, tid)
        values (${kind}, ${at.outletId}, ${at.clientId}, 'Sunmi', 'V2', ${`SNUA${tid}`}, ${kind === 'PRINTER' ? null : tid}) returning id`,
  )
  return { id: Number(row?.id), tid }
}
async function event(deviceId: number, at: OutletRef, kind: string, when: string) {
  await q(
    sql`insert into device_activity (device_id, client_id, merchant_id, outlet_id, event, at)
        values (${deviceId}, ${at.clientId}, ${at.merchantId}, ${at.outletId}, ${kind}, ${when}::timestamptz)`,
  )
}
const summary = (body: Record<string, unknown>, token = admin) =>
  t.post('/device-activity/filter/v2', body, token)

describe('device events', () => {
  it('the periods moved to /device-activity-period; /device-activity/list lists events, newest first', async () => {
    expect((await t.post('/device-activity-period/list', {}, admin)).statusCode).toBe(200)
    const res = await t.post('/device-activity/list', { pageSize: 5 }, admin)
    expect(res.statusCode).toBe(200)
    const items = res.json().result.items as { at: string; event: string; device: string }[]
    expect(items.length).toBe(5)
    const times = items.map((i) => i.at)
    expect([...times].sort().reverse()).toEqual(times)
  })

  it('the demo has a period of this WIB month and of each of the three before for every client', async () => {
    const thisMonth = wibDay().slice(0, 7)
    const rows = await q(sql`select c.code, p.start_date::text as start from device_activity_period p
      join client c on c.id = p.client_id order by 1, 2`)
    const months = [-3, -2, -1, 0].map((by) => `${shiftMonth(thisMonth, by)}-01`)
    for (const code of ['CLT001', 'CLT002', 'CLT003'])
      expect(
        rows.filter((r) => r.code === code).map((r) => String(r.start)),
        code,
      ).toEqual(months)
  })

  it('a device reports an event: listed, and the device takes its heartbeat time and app version', async () => {
    const d = await newDevice(mine)
    const at = new Date(Date.now() - 3_600_000).toISOString()
    const res = await t.post(
      '/device-activity/add',
      { deviceId: d.id, event: 'LOGIN', at, appVersion: '2.4.1', detail: 'Masuk oleh kasir' },
      scoped,
    )
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe('Aktivitas device dicatat.')
    expect(res.json().result).toMatchObject({
      event: 'LOGIN',
      device: d.tid,
      deviceKind: 'POS',
      appVersion: '2.4.1',
    })
    const [dev] = await q(sql`select last_heartbeat_at, app_version from device where id = ${d.id}`)
    expect(new Date(String(dev?.last_heartbeat_at)).toISOString()).toBe(at)
    expect(dev?.app_version).toBe('2.4.1')
    const list = await t.post('/device-activity/list', { search: d.tid, filters: { event: 'LOGIN' } }, scoped)
    expect(list.json().result.items.map((i: { device: string }) => i.device)).toEqual([d.tid])
  })

  it('refuses events from the future, from long ago, of unknown kinds, of printers, of withdrawn devices and out of scope', async () => {
    const d = await newDevice(mine)
    const add = (body: Record<string, unknown>, token = admin) =>
      t.post('/device-activity/add', { deviceId: d.id, event: 'HEARTBEAT', ...body }, token)
    const future = await add({ at: new Date(Date.now() + 3_600_000).toISOString() })
    expect(future.statusCode).toBe(400)
    expect(future.json().message).toBe('Waktu aktivitas tidak boleh di masa depan.')
    expect((await add({ at: new Date(Date.now() - 8 * 86_400_000).toISOString() })).statusCode).toBe(400)
    expect((await add({ event: 'REBOOT' })).statusCode).toBe(400)
    expect((await add({ at: '21/11/2026' })).statusCode).toBe(400)
    const printer = await newDevice(mine, 'PRINTER')
    expect(
      (await t.post('/device-activity/add', { deviceId: printer.id, event: 'LOGIN' }, admin)).statusCode,
    ).toBe(404)
    const foreign = await newDevice(other)
    expect(
      (await t.post('/device-activity/add', { deviceId: foreign.id, event: 'LOGIN' }, scoped)).statusCode,
    ).toBe(404)
    await q(sql`update device set status = 'WITHDRAWN' where id = ${d.id}`)
    expect((await add({})).statusCode).toBe(409)
    const ops = await t.login('opsretail')
    expect((await t.post('/device-activity/list', {}, ops)).statusCode).toBe(403)
  })
})

describe('per-device summary (filter/v2)', () => {
  let d: { id: number; tid: string }
  beforeAll(async () => {
    d = await newDevice(mine)
    // 1 March (WIB): login, two heartbeats, logout; 3 March: login and a heartbeat just after midnight WIB.
    await event(d.id, mine, 'LOGIN', '2031-03-01T01:00:00Z')
    await event(d.id, mine, 'HEARTBEAT', '2031-03-01T03:00:00Z')
    await event(d.id, mine, 'HEARTBEAT', '2031-03-01T05:00:00Z')
    await event(d.id, mine, 'LOGOUT', '2031-03-01T13:00:00Z')
    await event(d.id, mine, 'LOGIN', '2031-03-02T17:10:00Z') // 3 March 00:10 WIB
    await event(d.id, mine, 'HEARTBEAT', '2031-03-02T19:10:00Z')
    const db = t.database.db
    await insertRetail(db, mine, {
      trxNo: `DA-${d.tid}-1`,
      status: 'SUCCESS',
      createdAt: new Date('2031-03-01T04:00:00Z'),
      deviceId: d.id,
    })
    await insertRetail(db, mine, {
      trxNo: `DA-${d.tid}-2`,
      status: 'SUCCESS',
      createdAt: new Date('2031-03-02T20:00:00Z'),
      deviceId: d.id,
    })
    await insertRetail(db, mine, {
      trxNo: `DA-${d.tid}-3`,
      status: 'FAILED',
      createdAt: new Date('2031-03-02T20:05:00Z'),
      deviceId: d.id,
    })
  })
  const rowOf = (res: { json(): { result: { items: Record<string, unknown>[] } } }) =>
    res.json().result.items.find((i) => i.device === d.tid)

  it('counts logins, heartbeats, successful transactions and active WIB days in the range', async () => {
    const res = await summary({ dateFrom: '2031-03-01', dateTo: '2031-03-10', search: d.tid })
    expect(res.statusCode).toBe(200)
    expect(res.json().result.range).toEqual({ dateFrom: '2031-03-01', dateTo: '2031-03-10', period: null })
    expect(rowOf(res)).toMatchObject({
      logins: 2,
      heartbeats: 3,
      transactions: 2,
      activeDays: 2,
      lastSeenAt: '2031-03-02T19:10:00.000Z',
      meetsMinimum: null,
      deviceKind: 'POS',
    })
    // 2 March WIB holds nothing of it: the 17:10 UTC login belongs to 3 March.
    const second = await summary({ dateFrom: '2031-03-02', dateTo: '2031-03-02', search: d.tid })
    expect(rowOf(second)).toMatchObject({
      logins: 0,
      heartbeats: 0,
      transactions: 0,
      activeDays: 0,
      lastSeenAt: null,
    })
  })

  it('sorts by activity: the most active first by default', async () => {
    const res = await summary({ dateFrom: '2031-03-01', dateTo: '2031-03-10', pageSize: 100 })
    const days = (res.json().result.items as { activeDays: number }[]).map((i) => i.activeDays)
    expect(days).toEqual([...days].sort((a, b) => b - a))
    expect(days[0]).toBe(2)
    const least = await summary({
      dateFrom: '2031-03-01',
      dateTo: '2031-03-10',
      sort: 'activeDays',
      dir: 'asc',
    })
    expect(least.json().result.items[0].activeDays).toBe(0)
    const busiest = await summary({
      dateFrom: '2031-03-01',
      dateTo: '2031-03-10',
      sort: 'heartbeats',
      dir: 'desc',
    })
    expect(busiest.json().result.items[0].device).toBe(d.tid)
  })

  it('against a period: its client, its days and its minimums decide who meets them', async () => {
    const code = `PRD-UA-${d.tid}`
    const added = await t.post(
      '/device-activity-period/add',
      {
        clientId: mine.clientId,
        code,
        name: 'Periode uji Maret 2031',
        startDate: '2031-03-01',
        endDate: '2031-03-31',
        minActiveDays: 2,
        minTransactions: 2,
        status: 'ACTIVE',
      },
      admin,
    )
    expect(added.statusCode).toBe(200)
    const periodId = added.json().result.id as number
    const res = await summary({ filters: { periodId }, pageSize: 100, sort: 'activeDays', dir: 'desc' })
    expect(res.statusCode).toBe(200)
    expect(res.json().result.range).toMatchObject({
      dateFrom: '2031-03-01',
      dateTo: '2031-03-31',
      period: { code, minActiveDays: 2, minTransactions: 2 },
    })
    const items = res.json().result.items as { device: string; clientName: string; meetsMinimum: boolean }[]
    expect(new Set(items.map((i) => i.clientName)).size).toBe(1)
    expect(items.find((i) => i.device === d.tid)?.meetsMinimum).toBe(true)
    expect(items.filter((i) => i.device !== d.tid && i.meetsMinimum !== false)).toEqual([])
    const meets = await summary({ filters: { periodId, meetsMinimum: true } })
    expect(meets.json().result.items.map((i: { device: string }) => i.device)).toEqual([d.tid])
    const fails = await summary({ filters: { periodId, meetsMinimum: false }, pageSize: 100 })
    expect(fails.json().result.total).toBe(res.json().result.total - 1)

    const period = added.json().result
    const updated = await t.post(
      '/device-activity-period/update',
      {
        id: periodId,
        clientId: period.clientId,
        code,
        name: period.name,
        startDate: period.startDate,
        endDate: period.endDate,
        minActiveDays: 3,
        minTransactions: 2,
        status: 'ACTIVE',
      },
      admin,
    )
    expect(updated.statusCode).toBe(200)
    expect(rowOf(await summary({ filters: { periodId }, search: d.tid }))?.meetsMinimum).toBe(false)
  })

  it('is scoped: a CLT001 user sees only CLT001 devices and never another client’s period', async () => {
    const res = await summary({ dateFrom: '2031-03-01', dateTo: '2031-03-02', pageSize: 100 }, scoped)
    const clients = new Set((res.json().result.items as { clientName: string }[]).map((i) => i.clientName))
    const [name] = await q(sql`select name from client where code = 'CLT001'`)
    expect([...clients]).toEqual([name?.name])
    const [foreign] = await q(
      sql`select p.id from device_activity_period p join client c on c.id = p.client_id where c.code = 'CLT002' limit 1`,
    )
    expect((await summary({ filters: { periodId: Number(foreign?.id) } }, scoped)).statusCode).toBe(404)
  })

  it('bad input: no period and no range, a backwards or too long range, both at once, minimum without period → 400', async () => {
    const none = await summary({})
    expect(none.statusCode).toBe(400)
    expect(none.json().message).toBe('Pilih periode atau isi rentang tanggal (dari dan sampai).')
    expect((await summary({ dateFrom: '2031-03-10', dateTo: '2031-03-01' })).json().message).toBe(
      'Tanggal awal tidak boleh setelah tanggal akhir.',
    )
    expect((await summary({ dateFrom: '2030-01-01', dateTo: '2031-03-01' })).statusCode).toBe(400)
    const [period] = await q(sql`select id from device_activity_period limit 1`)
    expect(
      (
        await summary({
          dateFrom: '2031-03-01',
          dateTo: '2031-03-02',
          filters: { periodId: Number(period?.id) },
        })
      ).statusCode,
    ).toBe(400)
    const minimum = await summary({
      dateFrom: '2031-03-01',
      dateTo: '2031-03-02',
      filters: { meetsMinimum: true },
    })
    expect(minimum.statusCode).toBe(400)
    expect(minimum.json().message).toBe('Filter memenuhi minimum hanya berlaku bila periode dipilih.')
    expect((await summary({ dateFrom: '2031-03-01', dateTo: '2031-03-02', sort: 'detail' })).statusCode).toBe(
      400,
    )
  })
})
