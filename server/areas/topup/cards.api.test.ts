import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../engine/query.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'
import { auditSince, lastAuditId, makeAccount } from '../../test/kits/account.ts'
import { type OutletRef, outletOf } from '../../test/kits/transactions.ts'
import { BlockedCardError, recordTopup } from './record-topup.ts'

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
      username: 'kartu.clt001',
      features: ['OPEN_BLOCKED_CARD', 'DEMO_POS_KASIR'],
      level: 'CLIENT',
      value: 'CLT001',
    })
  ).token
  mine = await outletOf(t.database.db, 'CLT001')
  other = await outletOf(t.database.db, 'CLT002')
})
afterAll(() => t.close())

const q = async (query: ReturnType<typeof sql>) => rowsOf(await t.database.db.execute(query))
/** A card of Mandiri e-money (prefix 6032) no demo card has: the generator's serials are shorter. */
let serial = 0
const freshCard = (prefix = '6032') =>
  `${prefix}9${String(Date.now()).slice(-6)}${String(++serial).padStart(5, '0')}`
const block = (body: Record<string, unknown>, token = admin) => t.post('/card-blocked/add', body, token)
const topup = (body: Record<string, unknown>, token = admin) =>
  t.post(
    '/topup/transaction/add',
    { outletId: mine.outletId, channel: 'POS', cardBalance: 50_000, ...body },
    token,
  )

describe('card block and unblock', () => {
  it('blocks a card: the issuer comes from its prefix, it is listed, logged (who, when, why) and audited', async () => {
    const cardNo = freshCard()
    const since = await lastAuditId(t)
    const res = await block({
      cardNo: `${cardNo.slice(0, 4)} ${cardNo.slice(4, 8)} ${cardNo.slice(8)}`,
      reason: 'LOST',
      note: 'Dilaporkan hilang di halte',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe(`Kartu ${cardNo} berhasil diblokir.`)
    expect(res.json().result).toMatchObject({
      cardNo,
      issuerCode: 'MANDIRI',
      issuerName: 'Mandiri e-money',
      reason: 'LOST',
      blockedBy: 'superadmin',
      status: 'BLOCKED',
    })
    const list = await t.post('/card-blocked/list', { search: cardNo }, admin)
    expect(list.json().result.items.map((r: { cardNo: string }) => r.cardNo)).toEqual([cardNo])
    const log = await t.post('/card-blocked/log/list', { search: cardNo }, admin)
    expect(log.json().result.items).toEqual([
      expect.objectContaining({
        cardNo,
        action: 'BLOCK',
        reason: 'LOST',
        note: 'Dilaporkan hilang di halte',
        actor: 'superadmin',
        issuerName: 'Mandiri e-money',
      }),
    ])
    const [entry] = await auditSince(t, since, 'BLOCK')
    expect(entry).toMatchObject({ entity: 'card-blocked', actorUsername: 'superadmin' })
    expect(entry?.after).toMatchObject({ cardNo, reason: 'LOST' })
  })

  it('blocking an already blocked card → 409; an unknown prefix or a malformed number → 400', async () => {
    const cardNo = freshCard('0145')
    expect((await block({ cardNo, reason: 'FRAUD' })).statusCode).toBe(200)
    const again = await block({ cardNo, reason: 'DAMAGED' })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('Kartu sudah diblokir.')
    expect(again.json().result.errors).toEqual([{ field: 'cardNo', message: 'Kartu sudah diblokir.' }])

    const unknown = await block({ cardNo: '5555000011112222', reason: 'LOST' })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().message).toBe('Penerbit kartu tidak dikenali.')
    const short = await block({ cardNo: '603212345', reason: 'LOST' })
    expect(short.statusCode).toBe(400)
    expect(short.json().result.errors[0]).toEqual({
      field: 'cardNo',
      message: 'Nomor kartu harus 16 digit angka.',
    })
    expect((await block({ cardNo: freshCard(), reason: 'STOLEN' })).statusCode).toBe(400)
    expect((await block({ cardNo: freshCard(), reason: 'LOST', extra: 1 })).statusCode).toBe(400)
  })

  it('two blocks of one card at the same moment: one succeeds, the other is a conflict', async () => {
    const cardNo = freshCard('7546')
    const [a, b] = await Promise.all([block({ cardNo, reason: 'LOST' }), block({ cardNo, reason: 'FRAUD' })])
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409])
    const [n] = await q(
      sql`select count(*)::int as n from card_block where card_no = ${cardNo} and unblocked_at is null`,
    )
    expect(n?.n).toBe(1)
  })

  it('a top-up of a blocked card is refused (409 with the reason, the attempt audited); after an unblock it goes through', async () => {
    const cardNo = freshCard()
    const blocked = await block({ cardNo, reason: 'FRAUD', note: 'Transaksi mencurigakan' })
    const id = blocked.json().result.id as number
    const since = await lastAuditId(t)

    const refused = await topup({ cardNo, amount: 100_000 })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe('Kartu diblokir (Fraud): top up ditolak.')
    await expect(
      recordTopup(t.database.db, {
        outletId: mine.outletId,
        cardNo,
        amount: 50_000,
        channel: 'APP',
        cardBalance: 0,
      }),
    ).rejects.toBeInstanceOf(BlockedCardError)
    expect(await q(sql`select id from trx_topup where card_no = ${cardNo}`)).toEqual([])
    const [attempt] = await auditSince(t, since, 'TOPUP_REFUSED')
    expect(attempt).toMatchObject({ entity: 'card-blocked', entityId: cardNo })

    // Unblock needs a note; with one, the card leaves the list and the log says who and why.
    const noNote = await t.post('/card-blocked/unblock', { id }, admin)
    expect(noNote.statusCode).toBe(400)
    const unblocked = await t.post('/card-blocked/unblock', { id, note: 'Diverifikasi pemilik kartu' }, admin)
    expect(unblocked.statusCode).toBe(200)
    expect(unblocked.json().message).toBe(`Blokir kartu ${cardNo} telah dibuka.`)
    expect((await t.post('/card-blocked/detail', { id }, admin)).statusCode).toBe(404)
    const log = await t.post('/card-blocked/log/list', { search: cardNo, sort: 'at', dir: 'asc' }, admin)
    expect(log.json().result.items.map((r: { action: string; note: string }) => [r.action, r.note])).toEqual([
      ['BLOCK', 'Transaksi mencurigakan'],
      ['UNBLOCK', 'Diverifikasi pemilik kartu'],
    ])
    const [entry] = await auditSince(t, since, 'UNBLOCK')
    expect(entry?.before).toMatchObject({ cardNo, status: 'BLOCKED' })
    expect(entry?.after).toMatchObject({ status: 'UNBLOCKED', unblockNote: 'Diverifikasi pemilik kartu' })

    const twice = await t.post('/card-blocked/unblock', { id, note: 'Sekali lagi' }, admin)
    expect(twice.statusCode).toBe(409)
    expect(
      (await t.post('/card-blocked/unblock', { id: 999_999_999, note: 'Tidak ada' }, admin)).statusCode,
    ).toBe(404)

    const accepted = await topup({ cardNo, amount: 100_000 })
    expect(accepted.statusCode).toBe(200)
    // The card can be blocked again later: a new block, a new log line.
    expect((await block({ cardNo, reason: 'LOST' })).statusCode).toBe(200)
  })

  it('the log and the list filter by reason, action and WIB day range', async () => {
    const cardNo = freshCard('9360')
    await block({ cardNo, reason: 'DAMAGED', note: 'Chip tidak terbaca' })
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10)
    const damaged = await t.post(
      '/card-blocked/list',
      { filters: { reason: 'DAMAGED' }, dateFrom: today, dateTo: today, pageSize: 100 },
      admin,
    )
    const items = damaged.json().result.items as { cardNo: string; reason: string }[]
    expect(items.map((i) => i.cardNo)).toContain(cardNo)
    expect(items.every((i) => i.reason === 'DAMAGED')).toBe(true)
    const unblocks = await t.post(
      '/card-blocked/log/list',
      { filters: { action: 'UNBLOCK' }, pageSize: 100 },
      admin,
    )
    expect(unblocks.json().result.items.every((i: { action: string }) => i.action === 'UNBLOCK')).toBe(true)
    const past = await t.post('/card-blocked/list', { search: cardNo, dateTo: '2020-01-01' }, admin)
    expect(past.json().result.total).toBe(0)
  })

  it('a card belongs to no client: a client-scoped user reads none of the registry and cannot block or unblock; no feature → 403', async () => {
    const cardNo = freshCard()
    const id = (await block({ cardNo, reason: 'LOST' })).json().result.id as number
    const list = await t.post('/card-blocked/list', {}, scoped)
    expect(list.statusCode).toBe(200)
    expect(list.json().result.total).toBe(0)
    expect((await t.post('/card-blocked/log/list', {}, scoped)).json().result.total).toBe(0)
    expect((await t.post('/card-blocked/detail', { id }, scoped)).statusCode).toBe(404)
    expect((await t.post('/card-blocked/options', { search: cardNo }, scoped)).json().result).toEqual([])
    const refused = await block({ cardNo: freshCard(), reason: 'LOST' }, scoped)
    expect(refused.statusCode).toBe(403)
    expect((await t.post('/card-blocked/unblock', { id, note: 'Coba buka' }, scoped)).statusCode).toBe(403)
    const ops = await t.login('opsretail')
    expect((await t.post('/card-blocked/list', {}, ops)).statusCode).toBe(403)
    expect((await t.post('/card-blocked/log/list', {}, ops)).statusCode).toBe(403)
    expect((await t.post('/card-blocked/options', {}, ops)).statusCode).toBe(403)
    expect((await block({ cardNo: freshCard(), reason: 'LOST' }, ops)).statusCode).toBe(403)
  })

  it("a partner reads the blocks and the log of the cards its bank issued, nobody else's", async () => {
    // Demo data: BRI Brizzi (prefix 6013) is issued by partner PTN001, Mandiri e-money (6032) by none.
    const partner = (
      await makeAccount(t, {
        username: 'kartu.ptn001',
        features: ['OPEN_BLOCKED_CARD'],
        level: 'PARTNER',
        value: 'PTN001',
      })
    ).token
    const own = freshCard('6013')
    const other = freshCard()
    const ownId = (await block({ cardNo: own, reason: 'LOST' })).json().result.id as number
    const otherId = (await block({ cardNo: other, reason: 'FRAUD' })).json().result.id as number

    const list = (await t.post('/card-blocked/list', { pageSize: 100 }, partner)).json().result
    expect(list.items.map((r: { cardNo: string }) => r.cardNo)).toContain(own)
    expect(new Set(list.items.map((r: { issuerCode: string }) => r.issuerCode))).toEqual(new Set(['BRIZZI']))
    expect((await t.post('/card-blocked/detail', { id: ownId }, partner)).statusCode).toBe(200)
    expect((await t.post('/card-blocked/detail', { id: otherId }, partner)).statusCode).toBe(404)
    const offered = (await t.post('/card-blocked/options', { ids: [ownId, otherId] }, partner)).json().result
    expect(offered.map((o: { id: number }) => o.id)).toEqual([ownId])
    expect((await t.post('/card-blocked/list', { search: other }, partner)).json().result.total).toBe(0)

    const log = (await t.post('/card-blocked/log/list', { pageSize: 100 }, partner)).json().result
    expect(log.items.map((r: { cardNo: string }) => r.cardNo)).toContain(own)
    expect(new Set(log.items.map((r: { issuerName: string }) => r.issuerName))).toEqual(
      new Set(['BRI Brizzi']),
    )
    expect((await t.post('/card-blocked/log/list', { search: other }, partner)).json().result.total).toBe(0)

    const csv = await t.app.inject({
      method: 'POST',
      url: '/card-blocked/export',
      payload: { format: 'csv' },
      headers: { authorization: `Bearer ${partner}` },
    })
    expect(csv.statusCode).toBe(200)
    expect(csv.body).toContain(own)
    expect(csv.body).not.toContain(other)
    // Users scoped to all data still read every block.
    expect((await t.post('/card-blocked/detail', { id: otherId }, admin)).statusCode).toBe(200)
  })
})

describe('top-up and card balance updates', () => {
  it('a top-up at the POS writes the card at once; the fee follows the schedule (on-us free up to Rp200.000)', async () => {
    const [m] = await q(sql`select settlement_bank_code as bank from merchant where id = ${mine.merchantId}`)
    const [issuer] = await q(
      sql`select prefix, bank_code = ${String(m?.bank)} as on_us from card_issuer order by (bank_code = ${String(m?.bank)}) desc, code limit 1`,
    )
    const cardNo = freshCard(String(issuer?.prefix))
    const res = await topup({ cardNo, amount: 100_000, cardBalance: 25_000 })
    expect(res.statusCode).toBe(200)
    const record = res.json().result
    expect(record).toMatchObject({
      cardNo,
      amount: 100_000,
      fee: issuer?.on_us ? 0 : 1_500,
      balanceBefore: 25_000,
      balanceAfter: 125_000,
      channel: 'POS',
      status: 'SUCCESS',
      balanceUpdateId: null,
    })
    expect(record.trxNo).toMatch(/^TUP\d{6}[0-9A-Z]{9}$/)
    const [row] = await q(
      sql`select client_id, merchant_id, outlet_id, status from trx_topup where id = ${record.id}`,
    )
    expect(row).toEqual({
      client_id: mine.clientId,
      merchant_id: mine.merchantId,
      outlet_id: mine.outletId,
      status: 'SUCCESS',
    })
  })

  it('refuses what a reader would refuse: over the maximum balance, an unknown issuer, a device of another outlet, an outlet out of scope', async () => {
    const over = await topup({ cardNo: freshCard(), amount: 200_000, cardBalance: 9_900_000 })
    expect(over.statusCode).toBe(400)
    expect(over.json().message).toContain('melebihi batas maksimum')
    expect((await topup({ cardNo: '5555000011112222', amount: 50_000 })).json().message).toBe(
      'Penerbit kartu tidak dikenali.',
    )
    const [foreign] = await q(
      sql`select id from device where outlet_id <> ${mine.outletId} and kind = 'POS' limit 1`,
    )
    const wrongDevice = await topup({ cardNo: freshCard(), amount: 50_000, deviceId: Number(foreign?.id) })
    expect(wrongDevice.statusCode).toBe(400)
    expect((await topup({ cardNo: freshCard(), amount: 55_500 })).statusCode).toBe(400)
    const outside = await topup({ cardNo: freshCard(), amount: 50_000, outletId: other.outletId }, scoped)
    expect(outside.statusCode).toBe(404)
    expect((await topup({ cardNo: freshCard(), amount: 50_000 }, scoped)).statusCode).toBe(200)
  })

  it('an online top-up waits as a pending update; applying it writes the balances once; scope and blocks apply', async () => {
    const cardNo = freshCard('6013')
    const res = await topup({ cardNo, amount: 150_000, cardBalance: 40_000, channel: 'APP' }, scoped)
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toContain('Saldo menunggu kartu ditempelkan.')
    const updateId = res.json().result.balanceUpdateId as number
    expect(updateId).toBeGreaterThan(0)

    const list = await t.post(
      '/card-balance-update/list',
      { search: cardNo, filters: { status: 'PENDING' } },
      admin,
    )
    expect(list.json().result.items).toEqual([
      expect.objectContaining({
        id: updateId,
        cardNo,
        issuerName: 'BRI Brizzi',
        pendingAmount: 150_000,
        cardBalanceBefore: null,
        status: 'PENDING',
        topupTrxNo: res.json().result.trxNo,
      }),
    ])

    // A user of another client neither sees nor applies it.
    const otherUser = (
      await makeAccount(t, {
        username: 'kartu.clt002',
        features: ['OPEN_BLOCKED_CARD'],
        level: 'CLIENT',
        value: 'CLT002',
      })
    ).token
    expect((await t.post('/card-balance-update/detail', { id: updateId }, otherUser)).statusCode).toBe(404)
    expect((await t.post('/card-balance-update/apply', { id: updateId }, otherUser)).statusCode).toBe(404)

    const since = await lastAuditId(t)
    const applied = await t.post('/card-balance-update/apply', { id: updateId }, scoped)
    expect(applied.statusCode).toBe(200)
    expect(applied.json().message).toBe(`Saldo tertunda Rp\u00a0150.000 diterapkan ke kartu ${cardNo}.`)
    expect(applied.json().result).toMatchObject({
      status: 'APPLIED',
      cardBalanceBefore: 40_000,
      cardBalanceAfter: 190_000,
    })
    expect(applied.json().result.appliedAt).toEqual(expect.any(String))
    expect((await auditSince(t, since, 'APPLY'))[0]).toMatchObject({ entity: 'card-balance-update' })
    const again = await t.post('/card-balance-update/apply', { id: updateId }, admin)
    expect(again.statusCode).toBe(409)

    // A pending update of a card blocked since the top-up is not written to it.
    const lost = freshCard('6013')
    const pending = await topup({ cardNo: lost, amount: 50_000, channel: 'APP' })
    await block({ cardNo: lost, reason: 'LOST' })
    const refused = await t.post(
      '/card-balance-update/apply',
      { id: pending.json().result.balanceUpdateId },
      admin,
    )
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe('Kartu diblokir (Hilang): saldo tertunda tidak dapat diterapkan.')
  })

  it('the demo history has pending and applied updates, filtered by status and day', async () => {
    const applied = await t.post(
      '/card-balance-update/list',
      { filters: { status: 'APPLIED' }, pageSize: 5 },
      admin,
    )
    expect(applied.statusCode).toBe(200)
    expect(applied.json().result.items.length).toBeGreaterThan(0)
    for (const row of applied.json().result.items as {
      cardBalanceAfter: number
      cardBalanceBefore: number
      pendingAmount: number
    }[])
      expect(row.cardBalanceAfter - row.cardBalanceBefore).toBe(row.pendingAmount)
    const bad = await t.post(
      '/card-balance-update/list',
      { dateFrom: '2026-11-30', dateTo: '2026-11-01' },
      admin,
    )
    expect(bad.statusCode).toBe(400)
    expect(
      (await t.post('/topup/transaction/add', { outletId: mine.outletId }, await t.login('mitra')))
        .statusCode,
    ).toBe(403)
  })
})
