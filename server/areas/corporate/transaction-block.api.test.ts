import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { UserTypeLevel } from '#contract/auth/schemas.ts'
import { rowsOf } from '../../engine/query.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'
import { makeAccount } from '../../test/kits/account.ts'

/**
 * Data scope of transaction blocks (server/areas/corporate/transaction-block.ts): a scoped user reads the
 * blocks of keys that are theirs (a MID or TID of their client, region, group or merchant; a card or a
 * product of their partner), never a customer number, and nobody but users scoped to all data writes.
 */
let t: TestApp
let admin: string
const ids: Record<string, number> = {}
let place: { mid: string; tid: string; region: string; group: string }

const q = async (query: ReturnType<typeof sql>) => rowsOf(await t.database.db.execute(query))
const unblocked = sql`not exists (select 1 from transaction_block b where b.status = 'ACTIVE' and b.key_value in (m.mid, d.tid))`

/** A merchant of the client with a device that has a TID, neither blocked yet. */
async function placeOf(clientCode: string) {
  const [row] = await q(sql`
    select m.mid, d.tid, r.code as region, g.code as grp
      from merchant m join client c on c.id = m.client_id join region r on r.id = m.region_id
      join corporate_group g on g.id = m.group_id join outlet o on o.merchant_id = m.id
      join device d on d.outlet_id = o.id
     where c.code = ${clientCode} and d.tid is not null and ${unblocked}
     order by m.id, d.id limit 1`)
  if (!row) throw new Error(`no merchant with a device in ${clientCode}`)
  return {
    mid: String(row.mid).trim(),
    tid: String(row.tid).trim(),
    region: String(row.region),
    group: String(row.grp),
  }
}

async function addBlock(name: string, keyType: string, keyValue: string) {
  const res = await t.post(
    '/block-transaction/add',
    {
      keyType,
      keyValue,
      reason: `Uji cakupan ${name}`,
      validUntil: new Date(Date.now() + 86_400_000).toISOString(),
    },
    admin,
  )
  expect(res.statusCode, `${name}: ${res.body}`).toBe(200)
  ids[name] = res.json().result.id
}

const scopedUser = async (username: string, level: UserTypeLevel, value: string) =>
  (await makeAccount(t, { username, features: ['BLOCK_TRANSACTION'], level, value })).token

/** The names of the test's blocks a user reads through list, detail, options and export. */
async function visibleTo(token: string) {
  const listed = new Set<number>(
    (await t.post('/block-transaction/list', { pageSize: 100 }, token))
      .json()
      .result.items.map((r: { id: number }) => r.id),
  )
  const offered = new Set<number>(
    (await t.post('/block-transaction/options', { ids: Object.values(ids) }, token))
      .json()
      .result.map((r: { id: number }) => r.id),
  )
  const csv = (
    await t.app.inject({
      method: 'POST',
      url: '/block-transaction/export',
      payload: { format: 'csv' },
      headers: { authorization: `Bearer ${token}` },
    })
  ).body
  const seen: string[] = []
  for (const [name, id] of Object.entries(ids)) {
    const detail = (await t.post('/block-transaction/detail', { id }, token)).statusCode === 200
    const where = [listed.has(id), offered.has(id), detail, csv.includes(`Uji cakupan ${name}`)]
    // Every call of the resource agrees on what is in scope.
    expect(new Set(where).size, `${name}: list, options, detail, export ${where.join()}`).toBe(1)
    if (detail) seen.push(name)
  }
  return seen.sort()
}

beforeAll(async () => {
  t = await createTestApp()
  admin = await t.login('superadmin')
  place = await placeOf('CLT001')
  const other = await placeOf('CLT002')
  const [product] = await q(sql`
    select bp.code from biller_product bp join partner p on p.id = bp.partner_id
     where p.code = 'PTN003' and not exists (select 1 from transaction_block b where b.status = 'ACTIVE' and b.key_value = bp.code)
     order by bp.code limit 1`)
  const card = (prefix: string) => `${prefix}${String(Date.now()).slice(-12)}`
  await addBlock('mid', 'MID', place.mid)
  await addBlock('tid', 'TID', place.tid)
  await addBlock('otherMid', 'MID', other.mid)
  await addBlock('otherTid', 'TID', other.tid)
  await addBlock('customer', 'CUSTOMER_NO', `53${String(Date.now()).slice(-10)}`)
  // Demo data: BRI Brizzi (6013) is issued by partner PTN001, Mandiri e-money (6032) by none.
  await addBlock('brizzi', 'CARD_NO', card('6013'))
  await addBlock('mandiri', 'CARD_NO', card('6032'))
  await addBlock('product', 'PRODUCT', String(product?.code))
})
afterAll(() => t.close())

describe('transaction blocks: data scope', () => {
  it('users scoped to all data read every block', async () => {
    expect(await visibleTo(admin)).toEqual(Object.keys(ids).sort())
  })

  it('a client, region, group or merchant user reads the blocks of its MIDs and TIDs only', async () => {
    const own = ['mid', 'tid']
    expect(await visibleTo(await scopedUser('blok.client', 'CLIENT', 'CLT001'))).toEqual(own)
    expect(await visibleTo(await scopedUser('blok.region', 'REGION', place.region))).toEqual(own)
    expect(await visibleTo(await scopedUser('blok.group', 'GROUP', place.group))).toEqual(own)
    expect(await visibleTo(await scopedUser('blok.merchant', 'MERCHANT', place.mid))).toEqual(own)
    expect(await visibleTo(await scopedUser('blok.client2', 'CLIENT', 'CLT002'))).toEqual([
      'otherMid',
      'otherTid',
    ])
  })

  it("a partner reads the blocks of the cards it issued and the products it supplies; a customer number is nobody's", async () => {
    expect(await visibleTo(await scopedUser('blok.ptn001', 'PARTNER', 'PTN001'))).toEqual(['brizzi'])
    expect(await visibleTo(await scopedUser('blok.ptn003', 'PARTNER', 'PTN003'))).toEqual(['product'])
  })

  it('a scoped user changes nothing, not even the blocks it reads', async () => {
    const client = await scopedUser('blok.tulis', 'CLIENT', 'CLT001')
    for (const [call, body] of [
      ['reopen', { id: ids.mid }],
      ['delete', { ids: [ids.mid] }],
    ] as const) {
      const res = await t.post(`/block-transaction/${call}`, body, client)
      expect(res.statusCode, call).toBe(403)
    }
    const [row] = await q(sql`select status from transaction_block where id = ${ids.mid}`)
    expect(row?.status).toBe('ACTIVE')
  })
})
