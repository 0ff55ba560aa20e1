import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/harness.ts'
import { makeAccount } from '../../test/kits/account.ts'

let t: TestApp
let everything: string
let bound: string
beforeAll(async () => {
  t = await createTestApp()
  everything = (await makeAccount(t, { username: 'dev.semua', features: ['ALL_DEVELOPER_MENU'] })).token
  bound = (
    await makeAccount(t, {
      username: 'dev.klien',
      features: ['ALL_DEVELOPER_MENU'],
      level: 'CLIENT',
      value: 'CLT001',
    })
  ).token
  // A password link to each of them (and the demo superadmin): mail the outbox keeps whole.
  for (const email of ['dev.semua@contoh.id', 'dev.klien@contoh.id', 'superadmin@mint.local'])
    expect((await t.post('/auth/forgot-password', { email })).statusCode).toBe(200)
})
afterAll(() => t.close())

const outbox = async (token: string, body: object = {}) => {
  const res = await t.post('/mail-outbox/list', { pageSize: 100, ...body }, token)
  expect(res.statusCode).toBe(200)
  return res.json().result as { items: { to: string; bodyText: string }[]; total: number }
}

describe('mail outbox and data scope (issue 13, found by the scope probe)', () => {
  it('a developer scoped to everything reads every mail', async () => {
    const all = await outbox(everything)
    expect(all.items.map((m) => m.to)).toEqual(
      expect.arrayContaining(['dev.semua@contoh.id', 'dev.klien@contoh.id', 'superadmin@mint.local']),
    )
  })

  it('a developer bound to one client reads only the mail to their own address, not another account’s password link', async () => {
    const own = await outbox(bound)
    expect(own.items.map((m) => m.to)).toEqual(['dev.klien@contoh.id'])
    expect(own.total).toBe(1)
    const searched = await outbox(bound, { search: 'superadmin' })
    expect(searched).toMatchObject({ items: [], total: 0 })
  })
})
