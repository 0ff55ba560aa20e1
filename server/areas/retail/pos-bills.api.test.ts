import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../engine/query.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'
import { makeAccount } from '../../test/kits/account.ts'

/** Saved (open) bills of table service, shared by every cashier device of an outlet (issue 18 item 3). */
let t: TestApp
let admin: string
let ops: string
const cafe = { outletId: 0, merchantId: 0, shiftId: 0, products: [] as number[] }
/** An outlet outside the cashier account's client (CLT001). */
let foreignOutlet = 0

const q = async (query: ReturnType<typeof sql>) => rowsOf(await t.database.db.execute(query))
const post = (path: string, body: unknown, token = admin) => t.post(path, body, token)
const bill = (over: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  outletId: cafe.outletId,
  label: `Meja ${Math.floor(Math.random() * 1e6)}`,
  lines: [
    { productId: cafe.products[0], qty: 2, discount: 0 },
    { productId: cafe.products[1], qty: 1, discount: 1_000 },
  ],
  orderDiscount: 0,
  version: 0,
  ...over,
})

beforeAll(async () => {
  t = await createTestApp({ JOB_POLL_MS: '0' })
  admin = await t.login('superadmin')
  // Holds the cashier, bound to client CLT001: only the data scope can refuse it.
  ops = (
    await makeAccount(t, {
      username: 'kasirclt1',
      features: ['DEMO_POS_KASIR'],
      level: 'CLIENT',
      value: 'CLT001',
    })
  ).token
  const [o] = await q(sql`
    select o.id, o.merchant_id from outlet o
    where o.type = 'FNB' and o.status = 'ACTIVE' and exists (select 1 from product p where p.merchant_id = o.merchant_id)
    order by o.id limit 1`)
  cafe.outletId = Number(o?.id)
  cafe.merchantId = Number(o?.merchant_id)
  cafe.products = (
    await q(sql`
      select id from product where merchant_id = ${cafe.merchantId} and outlet_id is null and status = 'ACTIVE' and sell_price >= 5000
      order by id limit 2`)
  ).map((r) => Number(r.id))
  const [f] = await q(sql`
    select o.id from outlet o join merchant m on m.id = o.merchant_id join client c on c.id = m.client_id
    where c.code <> 'CLT001' order by o.id limit 1`)
  foreignOutlet = Number(f?.id)
  const shift = await post('/pos/shift/open', { outletId: cafe.outletId, openingCash: 100_000 })
  expect(shift.statusCode, shift.body).toBe(200)
  cafe.shiftId = shift.json().result.id
})
afterAll(() => t.close())

describe('saved bills', () => {
  it('a bill saved on one device is listed for the outlet; the same id again is the same bill', async () => {
    const body = bill()
    const res = await post('/pos/bill/save', body)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().result).toMatchObject({ id: body.id, label: body.label, version: 1, openedBy: null })
    const again = await post('/pos/bill/save', body)
    expect(again.statusCode).toBe(200)
    expect(again.json().message).toContain('sudah tersimpan')
    const list = (await post('/pos/bill/list', { outletId: cafe.outletId })).json().result
    expect(list.filter((b: { id: string }) => b.id === body.id)).toHaveLength(1)
    const [n] = await q(sql`select count(*)::int as n from pos_open_bill where id = ${body.id}`)
    expect(n?.n).toBe(1)
  })

  it('opened, it is marked as this cashier’s; saved back it is released; a save on a stale version is refused', async () => {
    const body = bill()
    await post('/pos/bill/save', body)
    const opened = await post('/pos/bill/open', { id: body.id })
    expect(opened.statusCode).toBe(200)
    expect(opened.json().result).toMatchObject({ openedBy: 'superadmin', version: 1 })
    const more = {
      ...body,
      lines: [...body.lines, { productId: cafe.products[0], qty: 1, discount: 0 }],
      version: 1,
    }
    const saved = await post('/pos/bill/save', more)
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().result).toMatchObject({ version: 2, openedBy: null })
    expect(saved.json().result.lines).toHaveLength(3)
    // Another device still holding version 1 would lose the order just added: refused, nothing changed.
    const stale = await post('/pos/bill/save', { ...body, version: 1 })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().message).toContain('sudah diubah oleh superadmin')
    const [row] = await q(
      sql`select version, jsonb_array_length(lines) as n from pos_open_bill where id = ${body.id}`,
    )
    expect(row).toMatchObject({ version: 2, n: 3 })
  })

  it('refuses a second bill of the same name, an empty bill, a product the outlet does not sell and a bad id', async () => {
    const first = bill()
    await post('/pos/bill/save', first)
    const same = await post('/pos/bill/save', bill({ label: first.label }))
    expect(same.statusCode).toBe(400)
    expect(same.json().message).toContain('sudah ada')
    const empty = await post('/pos/bill/save', bill({ lines: [] }))
    expect(empty.statusCode).toBe(400)
    expect(empty.json().message).toContain('Bill kosong tidak disimpan.')
    const [other] = await q(
      sql`select id from product where merchant_id <> ${cafe.merchantId} order by id limit 1`,
    )
    const foreign = await post(
      '/pos/bill/save',
      bill({ lines: [{ productId: Number(other?.id), qty: 1, discount: 0 }] }),
    )
    expect(foreign.statusCode).toBe(400)
    expect(foreign.json().message).toBe('Ada produk yang tidak dijual di outlet ini.')
    const badId = await post('/pos/bill/open', { id: 'meja-5' })
    expect(badId.statusCode).toBe(400)
    expect(badId.json().message).toContain('Bill tidak valid.')
  })

  it('a user outside the outlet’s data scope neither sees nor opens its bills', async () => {
    const body = bill({ outletId: foreignOutlet })
    const [p] = await q(sql`
      select p.id from product p join outlet o on o.merchant_id = p.merchant_id
      where o.id = ${foreignOutlet} and p.outlet_id is null order by p.id limit 1`)
    if (!p) return expect.fail('the foreign outlet’s merchant has no product in the demo data')
    const saved = await post('/pos/bill/save', {
      ...body,
      lines: [{ productId: Number(p.id), qty: 1, discount: 0 }],
    })
    expect(saved.statusCode, saved.body).toBe(200)
    for (const [path, payload] of [
      ['/pos/bill/list', { outletId: foreignOutlet }],
      ['/pos/bill/open', { id: body.id }],
      ['/pos/bill/delete', { id: body.id }],
    ] as const) {
      const res = await post(path, payload, ops)
      expect(res.statusCode, path).toBe(404)
    }
    const [n] = await q(sql`select count(*)::int as n from pos_open_bill where id = ${body.id}`)
    expect(n?.n).toBe(1)
  })

  it('the sale that settles a bill deletes it in its transaction; a second sale of the same bill is refused and writes nothing', async () => {
    const body = bill()
    await post('/pos/bill/save', body)
    const sale = async () => ({
      idempotencyKey: randomUUID(),
      outletId: cafe.outletId,
      shiftId: cafe.shiftId,
      receiptNo: (await post('/pos/receipt-numbers', { outletId: cafe.outletId, count: 1 })).json().result
        .numbers[0],
      soldAt: new Date().toISOString(),
      lines: body.lines,
      orderDiscount: 0,
      payments: [{ method: 'CASH', amount: 10_000_000 }],
      billId: body.id,
    })
    const first = await post('/pos/sale', await sale())
    expect(first.statusCode, first.body).toBe(200)
    expect(await q(sql`select id from pos_open_bill where id = ${body.id}`)).toHaveLength(0)
    const second = await sale()
    const res = await post('/pos/sale', second)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toContain('sudah dibayar atau dihapus')
    expect(await q(sql`select id from trx_retail where trx_no = ${second.receiptNo}`)).toHaveLength(0)
    expect(await q(sql`select id from stock_movement where reference = ${second.receiptNo}`)).toHaveLength(0)
  })

  it('a deleted bill is audited and gone for every device', async () => {
    const body = bill()
    await post('/pos/bill/save', body)
    const res = await post('/pos/bill/delete', { id: body.id })
    expect(res.statusCode).toBe(200)
    const again = await post('/pos/bill/delete', { id: body.id })
    expect(again.statusCode).toBe(404)
    const [a] = await q(
      sql`select action, entity_id from audit_log where entity = 'pos-open-bill' and entity_id = ${body.label}`,
    )
    expect(a).toMatchObject({ action: 'DELETE' })
  })
})
