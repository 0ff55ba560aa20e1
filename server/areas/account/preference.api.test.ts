import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { preferenceGet, preferenceSet } from '#contract/account/preference.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'

let t: TestApp
let admin: string
let other: string
beforeAll(async () => {
  t = await createTestApp()
  admin = await t.login('superadmin')
  other = await t.login('opsretail')
})
afterAll(() => t.close())

describe('list preferences', () => {
  const key = 'list:merchant'

  it('reads null before anything is saved, then what was saved, for its user only', async () => {
    const before = await t.post(preferenceGet.path, { key }, admin)
    expect(before.statusCode).toBe(200)
    expect(before.json()).toEqual({ success: true, message: 'Berhasil', result: null })

    const value = { 'col:name': false, pageSize: 25 }
    const saved = await t.post(preferenceSet.path, { key, value }, admin)
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toEqual({ success: true, message: 'Preferensi disimpan.', result: value })

    expect((await t.post(preferenceGet.path, { key }, admin)).json().result).toEqual(value)
    expect((await t.post(preferenceGet.path, { key }, other)).json().result).toBeNull()

    const replaced = { pageSize: 50 }
    await t.post(preferenceSet.path, { key, value: replaced }, admin)
    expect((await t.post(preferenceGet.path, { key }, admin)).json().result).toEqual(replaced)
  })

  it('needs a session and refuses a malformed key', async () => {
    expect((await t.post(preferenceGet.path, { key })).statusCode).toBe(401)
    expect((await t.post(preferenceSet.path, { key: 'bad key!', value: {} }, admin)).statusCode).toBe(400)
  })
})
