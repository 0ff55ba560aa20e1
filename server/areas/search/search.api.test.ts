import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { corporate } from '#contract/corporate/index.ts'
import { maskPersonal } from '#contract/privacy/mask.ts'
import type { SearchGroup, SearchKind } from '#contract/search/search.ts'
import { REPORTS } from '#contract/transactions/reports.ts'
import { rowsOf } from '../../engine/query.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'
import { makeAccount } from '../../test/kits/account.ts'

let t: TestApp
let admin: string
beforeAll(async () => {
  t = await createTestApp()
  admin = await t.login('superadmin')
})
afterAll(() => t.close())

const one = async (text: string) => {
  const [row] = rowsOf(await t.database.db.execute(sql.raw(text)))
  if (!row) throw new Error(`no row for ${text}`)
  return row
}

async function search(q: unknown, token = admin) {
  const res = await t.post('/search', { q }, token)
  expect(res.statusCode, res.body).toBe(200)
  return (res.json().result as { groups: SearchGroup[] }).groups
}
const group = (groups: SearchGroup[], kind: SearchKind) => groups.find((g) => g.kind === kind)?.items ?? []
const kinds = (groups: SearchGroup[]) => groups.map((g) => g.kind)
const reportOf = (slug: string) => {
  const def = REPORTS.find((r) => r.slug === slug)
  if (!def) throw new Error(slug)
  return def
}
const CLT001 = `(select id from client where code = 'CLT001')`

describe('finds each kind', () => {
  it('a merchant by its whole MID, by part of it and by its name', async () => {
    const m = await one(`select id, mid, name from merchant order by id limit 1`)
    const byMid = group(await search(String(m.mid)), 'merchant')
    expect(byMid).toEqual([
      expect.objectContaining({
        title: m.name,
        href: `${corporate.resources.merchant.route}?id=${m.id}`,
      }),
    ])
    expect(byMid[0]?.detail).toContain(`MID ${m.mid}`)
    const part = String(m.mid).slice(-7)
    expect(group(await search(part), 'merchant').map((h) => h.title)).toContain(m.name)
    const word = String(m.name).split(' ').at(-1) ?? ''
    const byName = group(await search(word.toLowerCase()), 'merchant')
    expect(byName.length).toBeGreaterThan(0)
    expect(byName.length).toBeLessThanOrEqual(5)
    for (const hit of byName) expect(hit.title.toLowerCase()).toContain(word.toLowerCase())
    // First five by name.
    expect(byName.map((h) => h.title)).toEqual(
      [...byName.map((h) => h.title)].sort((a, b) => (a < b ? -1 : 1)),
    )
  })

  it('an outlet by its code (any case) and by its name', async () => {
    const o = await one(`select id, code, name from outlet order by id desc limit 1`)
    const byCode = group(await search(String(o.code).toLowerCase()), 'outlet')
    expect(byCode).toEqual([
      expect.objectContaining({ title: o.name, href: `${corporate.resources.outlet.route}?id=${o.id}` }),
    ])
    expect(group(await search(String(o.name)), 'outlet').map((h) => h.title)).toContain(o.name)
  })

  it('a device by its TID and by its serial number, opening the screen of its kind', async () => {
    const screen = { POS: 'deviceOutlet', MYCROATM: 'deviceMycroatm', PRINTER: 'printerKitchen' } as const
    for (const kind of ['POS', 'MYCROATM'] as const) {
      const d = await one(
        `select id, tid, serial_number from device where kind = '${kind}' order by id limit 1`,
      )
      const href = `${corporate.resources[screen[kind]].route}?id=${d.id}`
      expect(group(await search(String(d.tid)), 'device')).toEqual([
        expect.objectContaining({ title: `TID ${d.tid}`, href }),
      ])
      expect(group(await search(String(d.serial_number)), 'device')).toEqual([
        expect.objectContaining({ href }),
      ])
    }
    const p = await one(`select id, serial_number from device where kind = 'PRINTER' order by id limit 1`)
    expect(group(await search(String(p.serial_number)), 'device')).toEqual([
      expect.objectContaining({
        title: `SN ${p.serial_number}`,
        href: `${corporate.resources.printerKitchen.route}?id=${p.id}`,
      }),
    ])
  })

  it('a dashboard user by username, e-mail or name', async () => {
    for (const q of ['opsretail', 'opsretail@mint', 'Operasional Ret']) {
      expect(group(await search(q), 'user'), q).toEqual([
        expect.objectContaining({ title: 'opsretail', href: '/dashboard/user?q=opsretail' }),
      ])
    }
  })

  it('a transaction of every kind by its number, opening its report on its day with its detail', async () => {
    for (const def of REPORTS) {
      const table = {
        retail: 'trx_retail',
        biller: 'trx_biller',
        mycroatm: 'trx_mycroatm',
        topup: 'trx_topup',
        'topup-deposit': 'trx_deposit',
      }[def.slug]
      const row = await one(
        `select id, trx_no, to_char(created_at at time zone 'Asia/Jakarta', 'YYYY-MM-DD') as day from ${table} order by id limit 1`,
      )
      const hits = group(await search(String(row.trx_no).toLowerCase()), 'transaction')
      expect(hits, def.slug).toEqual([
        expect.objectContaining({
          title: row.trx_no,
          href: `${def.route}?${new URLSearchParams({ from: String(row.day), to: String(row.day), q: String(row.trx_no), id: String(row.id) })}`,
        }),
      ])
      expect(hits[0]?.detail).toContain(def.title)
    }
  })

  it('by RRN, by customer number (masked) and by a card (never whole)', async () => {
    const atm = await one(`select id, rrn from trx_mycroatm order by id limit 1`)
    expect(group(await search(String(atm.rrn)), 'transaction').map((h) => h.key)).toContain(
      `transaction:mycroatm:${atm.id}`,
    )

    const bill = await one(
      `select customer_no from trx_biller where length(customer_no) between 6 and 32 and customer_no ~ '^[0-9]+$' order by id limit 1`,
    )
    const customerNo = String(bill.customer_no)
    const byCustomer = group(await search(customerNo), 'transaction')
    const billerHits = byCustomer.filter((h) => h.href.startsWith(reportOf('biller').route))
    expect(billerHits.length).toBeGreaterThan(0)
    for (const hit of billerHits)
      expect(hit.detail).toContain(`No. Pelanggan ${maskPersonal('account', customerNo)}`)
    expect(JSON.stringify(byCustomer)).not.toContain(`Pelanggan ${customerNo}`)

    const card = await one(`select card_no from trx_topup order by id limit 1`)
    const cardNo = String(card.card_no)
    const byCard = group(await search(cardNo), 'transaction')
    expect(byCard.length).toBeGreaterThan(0)
    expect(JSON.stringify(byCard)).not.toContain(cardNo)
    for (const hit of byCard) expect(hit.detail).toContain(maskPersonal('account', cardNo))

    // Four digits: the newest transactions whose card ends so, across Mycroatm and top-up, newest first.
    const last4 = cardNo.slice(-4)
    const byLast4 = group(await search(last4), 'transaction')
    expect(byLast4.length).toBeGreaterThan(0)
    expect(byLast4.length).toBeLessThanOrEqual(5)
    const [expected] = rowsOf(
      await t.database.db.execute(sql`select count(*)::int as n from (
        select id from trx_topup where right(card_no, 4) = ${last4}
        union all select id from trx_mycroatm where right(pan_masked, 4) = ${last4}) x`),
    )
    expect(byLast4.length).toBe(Math.min(5, Number(expected?.n)))
    for (const hit of byLast4) expect(hit.detail).toMatch(new RegExp(`Kartu \\S*\\*+${last4}`))
    expect(JSON.stringify(byLast4)).not.toContain(cardNo)
  })

  it('groups in a fixed order, pages are not its business, and a short query finds no data', async () => {
    expect(await search('zz')).toEqual([])
    expect(await search('qqqqxxxx-nothing')).toEqual([])
  })
})

describe('features and data scope', () => {
  it('gives each kind only to a holder of its screen’s feature', async () => {
    const { token } = await makeAccount(t, { username: 'search.outlets', features: ['OUTLET_DATA'] })
    const m = await one(`select mid, name from merchant order by id limit 1`)
    expect(kinds(await search(String(m.mid), token))).toEqual([])
    expect(kinds(await search('opsretail', token))).toEqual([])
    const o = await one(`select code from outlet order by id limit 1`)
    expect(kinds(await search(String(o.code), token))).toEqual(['outlet'])
    const none = await makeAccount(t, { username: 'search.nothing', features: [] })
    const trx = await one(`select trx_no from trx_retail order by id limit 1`)
    expect(await search(String(trx.trx_no), none.token)).toEqual([])
    expect(await search(String(m.mid), none.token)).toEqual([])
  })

  it('opsretail (CLT001: merchants, outlets, retail) never sees another client’s rows', async () => {
    const ops = await t.login('opsretail')
    const own = await one(`select mid, name from merchant where client_id = ${CLT001} order by id limit 1`)
    const other = await one(`select mid from merchant where client_id <> ${CLT001} order by id limit 1`)
    expect(group(await search(String(own.mid), ops), 'merchant').map((h) => h.title)).toEqual([own.name])
    expect(await search(String(other.mid), ops)).toEqual([])
    // A name shared across clients: only CLT001's.
    const word = await one(
      `select split_part(name, ' ', 1) as w from merchant group by 1 having count(distinct client_id) > 1 order by count(*) desc limit 1`,
    )
    const hits = group(await search(String(word.w), ops), 'merchant')
    expect(hits.length).toBeGreaterThan(0)
    const clt001 = await one(`select name from client where code = 'CLT001'`)
    for (const hit of hits) expect(hit.detail).toContain(String(clt001.name))
    const otherOutlet = await one(`select code from outlet where client_id <> ${CLT001} order by id limit 1`)
    expect(await search(String(otherOutlet.code), ops)).toEqual([])

    const mine = await one(
      `select id, trx_no from trx_retail where client_id = ${CLT001} order by id limit 1`,
    )
    const theirs = await one(`select trx_no from trx_retail where client_id <> ${CLT001} order by id limit 1`)
    expect(group(await search(String(mine.trx_no), ops), 'transaction').map((h) => h.key)).toEqual([
      `transaction:retail:${mine.id}`,
    ])
    expect(await search(String(theirs.trx_no), ops)).toEqual([])
    // Not a holder of the biller report, whatever the client.
    const bill = await one(`select trx_no from trx_biller where client_id = ${CLT001} order by id limit 1`)
    expect(await search(String(bill.trx_no), ops)).toEqual([])
    // Devices and accounts are not among its features.
    expect(await search('superadmin', ops)).toEqual([])
  })

  it('a partner sees only its own transactions and no merchant; mitra (no such feature) sees no data', async () => {
    const mitra = await t.login('mitra')
    const trx = await one(`select trx_no from trx_topup order by id limit 1`)
    expect(await search(String(trx.trx_no), mitra)).toEqual([])
    // The partner with the most biller transactions (the template's PTN001 may have none).
    const p = await one(
      `select p.id, p.code from partner p join trx_biller t on t.partner_id = p.id group by 1, 2 order by count(*) desc limit 1`,
    )
    const { token } = await makeAccount(t, {
      username: 'search.partner',
      features: ['VIEW_ALL_TRANSACTION', 'MERCHANT_DATA'],
      level: 'PARTNER',
      value: String(p.code),
    })
    const own = await one(`select id, trx_no from trx_biller where partner_id = ${p.id} order by id limit 1`)
    const other = await one(`select trx_no from trx_biller where partner_id <> ${p.id} order by id limit 1`)
    expect(group(await search(String(own.trx_no), token), 'transaction').map((h) => h.key)).toEqual([
      `transaction:biller:${own.id}`,
    ])
    expect(await search(String(other.trx_no), token)).toEqual([])
    const m = await one(`select mid from merchant order by id limit 1`)
    expect(await search(String(m.mid), token)).toEqual([])
  })
})

describe('bad input', () => {
  it('answers 400 with a message, never 500', async () => {
    const cases: [unknown, string][] = [
      [{}, 'Kata kunci wajib diisi.'],
      [{ q: '' }, 'Kata kunci minimal 2 karakter.'],
      [{ q: '   a   ' }, 'Kata kunci minimal 2 karakter.'],
      [{ q: 'x'.repeat(65) }, 'Kata kunci maksimal 64 karakter.'],
      [{ q: 42 }, ''],
      [{ q: 'ab\u0000cd' }, ''],
      [{ q: 'abc', extra: 1 }, ''],
    ]
    for (const [body, message] of cases) {
      const res = await t.post('/search', body, admin)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      const answer = res.json()
      expect(answer.success).toBe(false)
      expect(String(answer.message).length).toBeGreaterThan(0)
      if (message) expect(answer.message).toContain(message)
    }
    // LIKE's wildcards are text like any other.
    expect(group(await search('%%%'), 'merchant')).toEqual([])
    expect(group(await search('___'), 'merchant')).toEqual([])
    expect((await t.post('/search', { q: 'abc' })).statusCode).toBe(401)
  })
})
