import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { merchant } from '#contract/corporate/merchant.ts'
import { resourceScreen } from '#contract/engine/saved-view-screens.ts'
import {
  MAX_SAVED_VIEWS,
  type SavedView,
  savedViewAdd,
  savedViewDelete,
  savedViewList,
  savedViewUpdate,
} from '#contract/engine/saved-views.ts'
import { helpCannedReply, helpTicket } from '#contract/help/tickets.ts'
import { savedView } from '../db/schema/index.ts'
import { createTestApp, type TestApp } from '../test/harness.ts'
import { makeAccount } from '../test/kits/account.ts'

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

/** The complaint page shows three lists on its one route (tabs): each list's views are its own. */
const TICKETS = resourceScreen(helpTicket, true)
const CANNED = resourceScreen(helpCannedReply, true)
const MERCHANTS = resourceScreen(merchant, false)

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
    const body = { screen: 'report:retail', name: 'Harian', state }
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
      { ...body, state: { ...state, dir: 'sideways' } },
    ]) {
      const res = await t.post(
        savedViewAdd.path,
        { ...bad, name: bad.name === 'Harian' ? 'Baru' : bad.name },
        ops,
      )
      expect(res.statusCode, JSON.stringify(bad)).toBe(400)
    }
    expect((await t.post(savedViewList.path, { screen: 'report:retail' })).statusCode).toBe(401)

    for (let i = 0; i < MAX_SAVED_VIEWS; i++)
      await t.post(savedViewAdd.path, { screen: MERCHANTS, name: `V${i}`, state: { filters: {} } }, ops)
    const over = await t.post(
      savedViewAdd.path,
      { screen: MERCHANTS, name: 'Lagi', state: { filters: {} } },
      ops,
    )
    expect(over.statusCode).toBe(400)
    expect(over.json().message).toContain(`Maksimal ${MAX_SAVED_VIEWS} tampilan`)
  })

  it('keeps the views of a resource list (the complaint tickets) apart from its tabs and other users', async () => {
    const ticketState = {
      search: 'printer',
      filters: { status: 'BARU', age: 'D3' },
      columns: ['ticketNo', 'status'],
      sort: 'priority',
      dir: 'desc',
      pageSize: 25,
    }
    const add = await t.post(
      savedViewAdd.path,
      { screen: TICKETS, name: 'Baru lama', state: ticketState },
      admin,
    )
    expect(add.statusCode, add.body).toBe(200)
    expect(add.json().result).toMatchObject({ screen: TICKETS, state: ticketState })
    const names = async (screen: string) =>
      ((await t.post(savedViewList.path, { screen }, admin)).json().result as SavedView[]).map((v) => v.name)
    expect(await names(TICKETS)).toEqual(['Baru lama'])
    expect(await names(CANNED)).toEqual([])

    // A corporate list: the merchants, which opsretail may open; its views are not the administrator's.
    const own = await t.post(
      savedViewAdd.path,
      {
        screen: MERCHANTS,
        name: 'Aktif',
        state: { filters: { status: 'ACTIVE' }, sort: 'name', dir: 'asc' },
      },
      admin,
    )
    expect(own.statusCode, own.body).toBe(200)
    const opsViews = (await t.post(savedViewList.path, { screen: MERCHANTS }, ops)).json()
      .result as SavedView[]
    expect(opsViews.map((v) => v.name)).not.toContain('Aktif')
    const id = (own.json().result as SavedView).id
    expect((await t.post(savedViewUpdate.path, { id, name: 'Punya saya' }, ops)).json().message).toBe(
      'Tampilan tersimpan tidak ditemukan.',
    )
  })

  it('refuses a screen the user may not open (403) and a key that names no list (400)', async () => {
    // opsretail holds no help-desk feature: the complaint list is closed to it, and so are its views.
    for (const call of [
      t.post(savedViewList.path, { screen: TICKETS }, ops),
      t.post(savedViewAdd.path, { screen: TICKETS, name: 'Coba', state: { filters: {} } }, ops),
      t.post(savedViewList.path, { screen: 'report:topup' }, ops),
    ]) {
      const res = await call
      expect(res.statusCode).toBe(403)
      expect(res.json().message).toBe('Anda tidak memiliki akses ke layar ini.')
    }
    // A user with exactly the complaint list's feature may keep views there, and not on the merchants.
    const { token } = await makeAccount(t, {
      username: 'views.helpdesk',
      features: ['VIEW_PUSAT_BANTUAN_COMPLAIN'],
    })
    expect((await t.post(savedViewList.path, { screen: TICKETS }, token)).statusCode).toBe(200)
    expect((await t.post(savedViewList.path, { screen: MERCHANTS }, token)).statusCode).toBe(403)

    for (const screen of [
      'report:nosuch',
      '/dashboard/nowhere',
      `${helpTicket.route}:${merchant.name}`,
      `${merchant.route}:merchant:x`,
      'layar',
    ]) {
      const res = await t.post(savedViewAdd.path, { screen, name: 'X', state: { filters: {} } }, admin)
      expect(res.statusCode, screen).toBe(400)
      expect(res.json().message, screen).toBe('Layar tidak dikenal.')
    }
  })

  it("still lists a view stored before today's rules (a period since removed, no sort)", async () => {
    const { id: userId } = await makeAccount(t, {
      username: 'views.old',
      features: ['VIEW_ALL_TRANSACTION'],
      login: false,
    })
    await t.database.db.insert(savedView).values({
      userId,
      screen: 'report:biller',
      name: 'Lama',
      state: { period: 'kemarin-lusa', pageSize: 500, filters: { gone: 1 }, columns: ['nosuch'] },
    })
    const token = await t.login('views.old')
    const res = await t.post(savedViewList.path, { screen: 'report:biller' }, token)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().result[0].state).toMatchObject({ period: 'kemarin-lusa', pageSize: 500 })
  })
})
