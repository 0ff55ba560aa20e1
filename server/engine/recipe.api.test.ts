import { eq, sql } from 'drizzle-orm'
import { integer, pgTable, varchar } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { resourceByName } from '#contract/areas.ts'
import { defineArea } from '#contract/engine/area.ts'
import { ACTIVE_STATUS, code, oneOf, text } from '#contract/engine/fields.ts'
import { defineResource } from '#contract/engine/resource.ts'
import { resourceProblems } from '#contract/engine/resource-checks.ts'
import { routeByPath, visibleRoutes } from '#contract/navigation/menu.ts'
import { SERVER_AREAS } from '../areas/index.ts'
import { apiDetail, auditLog } from '../db/schema/index.ts'
import { createTestApp, type TestApp } from '../test/harness.ts'
import { makeAccount } from '../test/kits/account.ts'
import { serverArea } from './area.ts'
import { rowsOf } from './query.ts'
import { serverResource } from './resource.ts'

/**
 * The recipe of docs/ARCHITECTURE.md "A new screen", followed for "payment method" master data as a
 * probe that lives only in this test: one contract declaration, one table, a server half of three
 * lines. With no other edit it must be in the menu, the API (with access, validation, 409, audit and
 * export), the OpenAPI document, the API catalogue and the consistency checks.
 */
const paymentMethod = defineResource({
  name: 'payment-method-probe',
  route: '/dashboard/master/payment-method',
  title: 'Metode Pembayaran',
  singular: 'Metode pembayaran',
  access: ['ALL_DEVELOPER_MENU'],
  row: z.object({ id: z.number(), code: z.string(), name: z.string(), status: z.string() }),
  input: z.strictObject({
    code: code('Kode', 16),
    name: text('Nama', 64),
    status: oneOf('Status', ACTIVE_STATUS),
  }),
  columns: [
    { key: 'code', label: 'Kode', sortable: true, format: 'code' },
    { key: 'name', label: 'Nama', sortable: true },
    { key: 'status', label: 'Status', format: 'status', options: ACTIVE_STATUS },
  ],
  filters: [{ key: 'status', type: 'select', options: ACTIVE_STATUS }],
  searchHint: 'Cari kode atau nama…',
  defaultSort: { key: 'code', dir: 'asc' },
  labelField: 'name',
  form: [
    {
      title: 'Metode Pembayaran',
      fields: [
        { key: 'code', type: 'text', lockedOnEdit: true },
        { key: 'name', type: 'text' },
        { key: 'status', type: 'select', options: ACTIVE_STATUS },
      ],
    },
  ],
})
const probeArea = defineArea({
  name: 'developer',
  resources: { paymentMethod },
  endpoints: {},
  pages: [],
})

const table = pgTable('payment_method_probe', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: varchar('code', { length: 16 }).notNull(),
  name: varchar('name', { length: 64 }).notNull(),
  status: varchar('status', { length: 16 }).notNull(),
})
const probeServer = serverArea(probeArea, () => ({
  resources: {
    paymentMethod: serverResource({
      def: paymentMethod,
      table,
      search: [table.code, table.name],
      scope: () => undefined,
      unique: [{ constraint: 'payment_method_probe_code_unique', field: 'code', label: 'Kode' }],
    }),
  },
  endpoints: {},
}))

let t: TestApp
let admin: string
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'error' }, { areas: [...SERVER_AREAS, probeServer] })
  await t.database.db.execute(
    sql.raw(`create table payment_method_probe (
      id integer generated always as identity primary key,
      code varchar(16) not null constraint payment_method_probe_code_unique unique,
      name varchar(64) not null,
      status varchar(16) not null)`),
  )
  admin = await t.login('superadmin')
})
afterAll(() => t.close())

describe('a screen added as the recipe says', () => {
  it('is consistent with the menu and the product, and shown to holders of its feature', () => {
    expect(resourceProblems(paymentMethod, (name) => resourceByName(name))).toEqual([])
    const page = routeByPath(paymentMethod.route)
    expect(page?.title).toBe('Metode Pembayaran')
    const developer = [{ roleName: 'ALL_DEVELOPER_MENU', roleGroup: 'DEVELOPER' }]
    expect(visibleRoutes(developer)).toContain(paymentMethod.route)
    expect(visibleRoutes([])).not.toContain(paymentMethod.route)
  })

  it('answers its calls with validation, duplicates, audit, export and detail', async () => {
    const add = await t.post(
      '/payment-method-probe/add',
      { code: 'QRIS', name: 'QRIS', status: 'ACTIVE' },
      admin,
    )
    expect(add.statusCode, add.body).toBe(200)
    const again = await t.post(
      '/payment-method-probe/add',
      { code: 'QRIS', name: 'Lagi', status: 'ACTIVE' },
      admin,
    )
    expect(again.statusCode).toBe(409)
    expect(again.json().result.errors[0].field).toBe('code')
    const bad = await t.post('/payment-method-probe/add', { code: 'VA', name: '', status: 'X' }, admin)
    expect(bad.statusCode).toBe(400)
    const list = await t.post('/payment-method-probe/list', { filters: { status: 'ACTIVE' } }, admin)
    expect(list.json().result).toMatchObject({ total: 1, items: [{ code: 'QRIS', name: 'QRIS' }] })
    const id = list.json().result.items[0].id as number
    const updated = await t.post(
      '/payment-method-probe/update',
      { id, code: 'QRIS', name: 'QRIS MPM', status: 'ACTIVE' },
      admin,
    )
    expect(updated.statusCode, updated.body).toBe(200)
    expect((await t.post('/payment-method-probe/detail', { id }, admin)).json().result.name).toBe('QRIS MPM')
    const csv = await t.post('/payment-method-probe/export', { format: 'csv' }, admin)
    expect(csv.statusCode).toBe(200)
    expect(csv.body).toContain('QRIS MPM')
    const audits = rowsOf(
      await t.database.db.execute(
        sql`select action from ${auditLog} where ${auditLog.entity} = 'payment-method-probe' order by ${auditLog.id}`,
      ),
    ).map((r) => r.action)
    expect(audits).toEqual(['ADD', 'UPDATE', 'EXPORT'])
    expect((await t.post('/payment-method-probe/delete', { ids: [id] }, admin)).statusCode).toBe(200)
  })

  it('refuses a user without its feature, and is in the API catalogue', async () => {
    const { token } = await makeAccount(t, { username: 'tanpa.master', features: ['MERCHANT_DATA'] })
    expect((await t.post('/payment-method-probe/list', {}, token)).statusCode).toBe(403)
    const routes = await t.database.db
      .select({ method: apiDetail.method, path: apiDetail.path })
      .from(apiDetail)
      .where(eq(apiDetail.registered, true))
    // options are for any signed-in user (scoped), so outside API segments
    for (const op of ['list', 'detail', 'add', 'update', 'delete', 'export'])
      expect(routes, op).toContainEqual({ method: 'POST', path: `/payment-method-probe/${op}` })
  })

  it('is in the OpenAPI document with its row as the answer', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json()
    const detail = JSON.stringify(doc.paths['/payment-method-probe/detail'].post.responses['200'])
    for (const key of ['code', 'name', 'status']) expect(detail).toContain(`"${key}"`)
    expect(doc.paths['/payment-method-probe/add'].post.requestBody).toBeDefined()
  })
})
