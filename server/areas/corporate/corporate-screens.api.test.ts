import { parse } from 'csv-parse/sync'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FEATURE_NAMES } from '#contract/access/features.ts'
import { corporate } from '#contract/corporate/index.ts'
import type { ResourceDef } from '#contract/engine/resource.ts'
import { rowsOf } from '../../engine/query.ts'
import { createSegment, createUser, DEMO_PASSWORD } from '../../seed/access.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'

const corp = corporate.resources
const ops = corporate.resources

let t: TestApp
let admin: string
let scoped: string
beforeAll(async () => {
  t = await createTestApp()
  admin = await t.login('superadmin')
  // A fixture account holding every feature but bound to client CLT001: scope, not features, must stop it.
  const seg = await createSegment(t.database.db, {
    code: 'ALL_CLT001',
    name: 'Semua fitur CLT001',
    features: FEATURE_NAMES,
  })
  await createUser(t.database.db, {
    username: 'scoped.clt001',
    email: 'scoped@mint.local',
    fullName: 'Scoped',
    password: DEMO_PASSWORD,
    roleSegmentId: seg,
    userTypeLevel: 'CLIENT',
    userTypeValue: 'CLT001',
  })
  scoped = await t.login('scoped.clt001')
})
afterAll(() => t.close())

const q = async (text: string) => rowsOf(await t.database.db.execute(sql.raw(text)))

/**
 * Whole values for the personal fields a detail carries masked (issue 13, defect 8): a new row is typed
 * in full, never copied from an answer.
 */
const PERSONAL_SAMPLES = {
  nik: '3273014501900001',
  npwp: '0012345678901000',
  phone: '+628121234567',
  account: '1234567890',
} as const
const wholePersonal = (def: ResourceDef) =>
  Object.fromEntries(Object.entries(def.personal ?? {}).map(([key, kind]) => [key, PERSONAL_SAMPLES[kind]]))

/** Per screen: how to turn an existing row into a new, distinct one, and which client column scopes it. */
interface Case {
  def: ResourceDef
  fresh: (row: Record<string, unknown>) => Record<string, unknown>
  /** SQL giving ids of rows of client CLT002 (outside the scoped user's scope); null for global data. */
  otherClient: string | null
  /** Expected rows for the CLT001-scoped user (SQL count). */
  mineCount: string | null
}
const uniq = Date.now().toString().slice(-6)
const cases: Case[] = [
  {
    def: corp.client,
    fresh: (r) => ({ ...r, code: `CLT9${uniq.slice(-2)}`, name: 'PT Uji Coba' }),
    otherClient: `select id from client where code = 'CLT002'`,
    mineCount: `select count(*)::int n from client where code = 'CLT001'`,
  },
  {
    def: corp.region,
    fresh: (r) => ({ ...r, code: `REG-UJI-${uniq}` }),
    otherClient: `select r.id from region r join client c on c.id = r.client_id where c.code = 'CLT002'`,
    mineCount: `select count(*)::int n from region r join client c on c.id = r.client_id where c.code = 'CLT001'`,
  },
  {
    def: corp.group,
    fresh: (r) => ({ ...r, code: `GRP-UJI-${uniq}` }),
    otherClient: `select g.id from corporate_group g join region r on r.id = g.region_id join client c on c.id = r.client_id where c.code = 'CLT002'`,
    mineCount: `select count(*)::int n from corporate_group g join region r on r.id = g.region_id join client c on c.id = r.client_id where c.code = 'CLT001'`,
  },
  {
    def: corp.merchant,
    fresh: (r) => ({ ...r, mid: `0000088${uniq}00` }),
    otherClient: `select m.id from merchant m join client c on c.id = m.client_id where c.code = 'CLT002'`,
    mineCount: `select count(*)::int n from merchant m join client c on c.id = m.client_id where c.code = 'CLT001'`,
  },
  {
    def: corp.outlet,
    fresh: (r) => ({ ...r, code: `OTL-U${uniq}` }),
    otherClient: `select o.id from outlet o join client c on c.id = o.client_id where c.code = 'CLT002'`,
    mineCount: `select count(*)::int n from outlet o join client c on c.id = o.client_id where c.code = 'CLT001'`,
  },
  {
    def: ops.merchantGroup,
    fresh: (r) => ({ ...r, code: `MG-UJI-${uniq}` }),
    otherClient: `select g.id from merchant_group g join client c on c.id = g.client_id where c.code = 'CLT002'`,
    mineCount: `select count(*)::int n from merchant_group g join client c on c.id = g.client_id where c.code = 'CLT001'`,
  },
  {
    def: ops.target,
    fresh: (r) => ({ ...r, period: '2030-01' }),
    otherClient: `select t.id from merchant_target t join client c on c.id = t.client_id where c.code = 'CLT002'`,
    mineCount: `select count(*)::int n from merchant_target t join client c on c.id = t.client_id where c.code = 'CLT001'`,
  },
  {
    def: ops.outletUser,
    fresh: (r) => ({ ...r, username: `uji.${uniq}` }),
    otherClient: `select u.id from outlet_user u join client c on c.id = u.client_id where c.code = 'CLT002'`,
    mineCount: `select count(*)::int n from outlet_user u join client c on c.id = u.client_id where c.code = 'CLT001'`,
  },
  {
    def: ops.deviceOutlet,
    fresh: (r) => ({ ...r, serialNumber: `SNUJI${uniq}`, tid: `T${uniq}X` }),
    otherClient: `select d.id from device d join client c on c.id = d.client_id where c.code = 'CLT002' and kind = 'POS'`,
    mineCount: `select count(*)::int n from device d join client c on c.id = d.client_id where c.code = 'CLT001' and kind = 'POS'`,
  },
  {
    def: ops.deviceMycroatm,
    fresh: (r) => ({ ...r, serialNumber: `SNEDC${uniq}`, tid: `E${uniq}X` }),
    otherClient: `select d.id from device d join client c on c.id = d.client_id where c.code = 'CLT002' and kind = 'MYCROATM'`,
    mineCount: `select count(*)::int n from device d join client c on c.id = d.client_id where c.code = 'CLT001' and kind = 'MYCROATM'`,
  },
  {
    def: ops.printerKitchen,
    fresh: (r) => ({ ...r, serialNumber: `SNPRN${uniq}` }),
    otherClient: `select d.id from device d join client c on c.id = d.client_id where c.code = 'CLT002' and kind = 'PRINTER'`,
    mineCount: `select count(*)::int n from device d join client c on c.id = d.client_id where c.code = 'CLT001' and kind = 'PRINTER'`,
  },
  {
    def: ops.deviceActivityPeriod,
    fresh: (r) => ({ ...r, code: `PRD-UJI-${uniq}`, startDate: '2031-01-01', endDate: '2031-01-31' }),
    otherClient: `select p.id from device_activity_period p join client c on c.id = p.client_id where c.code = 'CLT002'`,
    mineCount: `select count(*)::int n from device_activity_period p join client c on c.id = p.client_id where c.code = 'CLT001'`,
  },
  {
    def: ops.appVersion,
    fresh: (r) => ({ ...r, versionCode: 999, versionName: '9.9.9', minSupportedCode: 1 }),
    otherClient: null,
    mineCount: null,
  },
  {
    def: ops.blockTransaction,
    fresh: () => ({
      keyType: 'CUSTOMER_NO',
      keyValue: `99${uniq}1234`,
      reason: 'Uji blokir',
      validUntil: new Date(Date.now() + 86_400_000).toISOString(),
    }),
    otherClient: null,
    mineCount: null,
  },
]

const inputOf = (def: ResourceDef, row: Record<string, unknown>) =>
  Object.fromEntries(
    Object.keys(def.input.shape)
      .filter((k) => k in row)
      .map((k) => [k, row[k]]),
  )

describe.each(cases)('$def.name', ({ def, fresh, otherClient, mineCount }) => {
  const path = `/${def.apiPath}`

  it('lists with paging, every filter value and search; exports all matching rows', async () => {
    const all = await t.post(`${path}/list`, { pageSize: 5 }, admin)
    expect(all.statusCode).toBe(200)
    const { items, total } = all.json().result
    expect(total).toBeGreaterThan(0)
    expect(items.length).toBe(Math.min(5, total))
    for (const item of items) expect(def.row.safeParse(item).success).toBe(true)
    // Times leave the server as ISO 8601 in UTC on both drivers.
    for (const c of def.columns.filter((col) => col.format === 'datetime'))
      for (const item of items)
        if (item[c.key] !== null)
          expect(item[c.key], `${def.name}.${c.key}`).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)

    const select = def.filters.find((f) => f.type === 'select')
    if (select && select.type === 'select') {
      let sum = 0
      for (const o of select.options)
        sum += (await t.post(`${path}/list`, { filters: { [select.key]: o.value } }, admin)).json().result
          .total
      expect(sum).toBe(total)
    }
    const label = String(items[0][def.labelField] ?? '')
    const found = await t.post(`${path}/list`, { search: label.slice(0, 20) }, admin)
    expect(found.statusCode).toBe(200)

    const csv = await t.app.inject({
      method: 'POST',
      url: `${path}/export`,
      payload: { format: 'csv' },
      headers: { authorization: `Bearer ${admin}` },
    })
    expect(csv.statusCode).toBe(200)
    expect((parse(csv.body, { bom: true }) as unknown[]).length - 1).toBe(total)
  })

  it('adds, updates and deletes a row', async () => {
    const [first] = (await t.post(`${path}/list`, { pageSize: 1 }, admin)).json().result.items
    const row = (await t.post(`${path}/detail`, { id: first.id }, admin)).json().result
    const input = inputOf(def, { ...fresh(row), ...wholePersonal(def) })
    const added = await t.post(`${path}/add`, input, admin)
    expect(added.json().message).toBe(`${def.singular} berhasil ditambahkan.`)
    const id = added.json().result.id
    const updated = await t.post(`${path}/update`, { id, ...input }, admin)
    expect(updated.json().message).toBe(`${def.singular} berhasil diperbarui.`)
    const deleted = await t.post(`${path}/delete`, { ids: [id] }, admin)
    expect(deleted.json().message).toBe(`${def.singular} berhasil dihapus.`)
    expect((await t.post(`${path}/detail`, { id }, admin)).statusCode).toBe(404)
  })

  it('needs its feature', async () => {
    const mitra = await t.login('mitra')
    expect((await t.post(`${path}/list`, {}, mitra)).statusCode).toBe(403)
    expect((await t.post(`${path}/export`, { format: 'csv' }, mitra)).statusCode).toBe(403)
  })

  it.runIf(otherClient !== null)('a client-scoped user sees and touches only its client', async () => {
    const [mine] = await q(mineCount as string)
    expect((await t.post(`${path}/list`, {}, scoped)).json().result.total).toBe(mine?.n)
    const [other] = await q(`${otherClient} limit 1`)
    expect((await t.post(`${path}/detail`, { id: other?.id }, scoped)).statusCode).toBe(404)
    expect((await t.post(`${path}/delete`, { ids: [other?.id] }, scoped)).statusCode).toBe(404)
    expect((await t.post(`${path}/detail`, { id: other?.id }, admin)).statusCode).toBe(200)
  })

  // App versions are read by every holder of the feature; transaction blocks by the holders whose keys
  // they block (server/areas/corporate/transaction-block.api.test.ts). Both are written from ALL only.
  it.runIf(otherClient === null)(
    'data of no client is read by scoped users but written only by users scoped to everything',
    async () => {
      expect((await t.post(`${path}/list`, {}, scoped)).statusCode).toBe(200)
      const [first] = (await t.post(`${path}/list`, { pageSize: 1 }, admin)).json().result.items
      const res = await t.post(`${path}/delete`, { ids: [first.id] }, scoped)
      expect(res.statusCode).toBe(403)
      expect(res.json().message).toBe('Data ini hanya dapat diubah oleh pengguna dengan cakupan semua data.')
    },
  )
})
