import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  MAX_SAVED_VIEWS,
  type SavedView,
  savedViewAdd,
  savedViewDelete,
  savedViewList,
  savedViewUpdate,
} from '#contract/transactions/saved-views.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'

let t: TestApp
let admin: string
let ops: string
beforeAll(async () => {
  t = await createTestApp()
  admin = await t.login('superadmin')
  ops = await t.login('opsretail')
})
afterAll(() => t.close())

const state = {
  period: 'last7',
  filters: { status: 'FAILED', merchantId: 3 },
  columns: ['createdAt', 'trxNo'],
}

describe('saved views', () => {
  it('adds, lists, renames, changes and deletes a view of one screen for its owner only', async () => {
    const add = await t.post(
      savedViewAdd.path,
      { screen: 'report:retail', name: 'Gagal minggu ini', state },
      admin,
    )
    expect(add.statusCode).toBe(200)
    expect(add.json().message).toBe('Tampilan "Gagal minggu ini" disimpan.')
    const view = add.json().result as SavedView
    expect(view).toMatchObject({ screen: 'report:retail', name: 'Gagal minggu ini', state })
    await t.post(
      savedViewAdd.path,
      { screen: 'report:retail', name: 'Apa saja', state: { filters: {} } },
      admin,
    )
    await t.post(savedViewAdd.path, { screen: 'report:biller', name: 'Gagal minggu ini', state }, admin)

    const list = (screen: string, token = admin) => t.post(savedViewList.path, { screen }, token)
    const names = async (screen: string, token = admin) =>
      ((await list(screen, token)).json().result as SavedView[]).map((v) => v.name)
    expect(await names('report:retail')).toEqual(['Apa saja', 'Gagal minggu ini'])
    expect(await names('report:biller')).toEqual(['Gagal minggu ini'])
    expect(await names('report:retail', ops)).toEqual([])
    const listed = (await list('report:retail')).json().result as SavedView[]
    expect(listed.find((v) => v.id === view.id)?.state).toEqual({ ...state })

    const renamed = await t.post(savedViewUpdate.path, { id: view.id, name: 'Gagal 7 hari' }, admin)
    expect(renamed.statusCode).toBe(200)
    expect(renamed.json().result).toMatchObject({ name: 'Gagal 7 hari', state })
    const changed = await t.post(
      savedViewUpdate.path,
      { id: view.id, state: { ...state, filters: { status: 'PENDING' } } },
      admin,
    )
    expect(changed.json().result.state.filters).toEqual({ status: 'PENDING' })

    // Another user neither changes nor deletes it.
    expect((await t.post(savedViewUpdate.path, { id: view.id, name: 'X' }, ops)).statusCode).toBe(404)
    expect((await t.post(savedViewDelete.path, { id: view.id }, ops)).statusCode).toBe(404)

    const deleted = await t.post(savedViewDelete.path, { id: view.id }, admin)
    expect(deleted.statusCode).toBe(200)
    expect(deleted.json().message).toBe('Tampilan "Gagal 7 hari" dihapus.')
    expect(await names('report:retail')).toEqual(['Apa saja'])
    expect((await t.post(savedViewDelete.path, { id: view.id }, admin)).statusCode).toBe(404)
  })

  it('refuses a duplicate name on a screen (409), bad state (400), and too many views', async () => {
    const body = { screen: 'report:topup', name: 'Harian', state }
    expect((await t.post(savedViewAdd.path, body, ops)).statusCode).toBe(200)
    const dup = await t.post(savedViewAdd.path, { ...body, name: '  Harian ' }, ops)
    expect(dup.statusCode).toBe(409)
    expect(dup.json().message).toBe('Nama tampilan "Harian" sudah dipakai. Pilih nama lain.')
    const other = (await t.post(savedViewAdd.path, { ...body, name: 'Bulanan' }, ops)).json()
      .result as SavedView
    const clash = await t.post(savedViewUpdate.path, { id: other.id, name: 'Harian' }, ops)
    expect(clash.statusCode).toBe(409)
    // The same name is free for another user.
    expect((await t.post(savedViewAdd.path, body, admin)).statusCode).toBe(200)

    for (const bad of [
      { ...body, name: '' },
      { ...body, name: 'x'.repeat(65) },
      { ...body, screen: 'Bukan Layar!' },
      { ...body, state: { ...state, period: 'kemarin-lusa' } },
      { ...body, state: { ...state, pageSize: 500 } },
      { ...body, state: { ...state, unknown: true } },
    ]) {
      const res = await t.post(
        savedViewAdd.path,
        { ...bad, name: bad.name === 'Harian' ? 'Baru' : bad.name },
        ops,
      )
      expect(res.statusCode, JSON.stringify(bad)).toBe(400)
    }
    expect((await t.post(savedViewList.path, { screen: 'report:topup' })).statusCode).toBe(401)

    for (let i = 0; i < MAX_SAVED_VIEWS; i++)
      await t.post(savedViewAdd.path, { screen: 'report:many', name: `V${i}`, state: { filters: {} } }, ops)
    const over = await t.post(
      savedViewAdd.path,
      { screen: 'report:many', name: 'Lagi', state: { filters: {} } },
      ops,
    )
    expect(over.statusCode).toBe(400)
    expect(over.json().message).toContain(`Maksimal ${MAX_SAVED_VIEWS} tampilan`)
  })
})
