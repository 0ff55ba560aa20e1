import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BillerHost, BillerInquiryQuery } from '#contract/developer/biller-host.ts'
import type { BillerInquiryResult } from '#contract/developer/biller-inquiry.ts'
import { billerProduct } from '../../db/schema/index.ts'
import { rowsOf } from '../../engine/query.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'
import { makeAccount } from '../../test/kits/account.ts'
import { SimulatedBillerHost } from './biller-host.ts'

/** A tiny timeout, so the timeout paths answer quickly. */
const TIMEOUT_MS = 300

/** Customer numbers of the host wrapper below: one the host never settles (ignoring the signal), one it fails. */
const SILENT = '777777777770'
const BROKEN = '777777777779'

let t: TestApp
let dev: string
let devId: string
let other: string
const signals: AbortSignal[] = []
const simulated = new SimulatedBillerHost({ latencyMs: 0, now: () => new Date('2026-12-03T05:00:00Z') })
const host: BillerHost = {
  inquiry(q: BillerInquiryQuery) {
    signals.push(q.signal)
    if (q.customerNo === SILENT) return new Promise(() => {})
    if (q.customerNo === BROKEN) return Promise.reject(new Error('ECONNRESET'))
    return simulated.inquiry(q)
  },
}

beforeAll(async () => {
  t = await createTestApp({ BILLER_INQUIRY_TIMEOUT_MS: String(TIMEOUT_MS) }, { billerHost: host })
  const account = await makeAccount(t, { username: 'dev.biller', features: ['ALL_DEVELOPER_MENU'] })
  dev = account.token
  devId = account.id
  other = (await makeAccount(t, { username: 'ops.biller', features: ['MERCHANT_DATA'] })).token
})
afterAll(() => t.close())

const inquire = async (body: object, token = dev) => {
  const res = await t.post('/dynamic/inquiry/v2', body, token)
  return {
    status: res.statusCode,
    body: res.json() as { success: boolean; message: string; result: unknown },
  }
}
const ok = async (productCode: string, customerNo: string) => {
  const { status, body } = await inquire({ productCode, customerNo })
  expect(status).toBe(200)
  expect(body.success).toBe(true)
  return { message: body.message, result: body.result as BillerInquiryResult }
}
const q = async (query: ReturnType<typeof sql>) => rowsOf(await t.database.db.execute(query))

describe('biller inquiry: each RC of the demo host', () => {
  it('success: a PLN postpaid bill whose figures add up (total = bill + admin + penalty, admin per sheet)', async () => {
    const { message, result: r } = await ok('PLNPASCA', '530000000006')
    expect(message).toBe('Inquiry berhasil (RC 00).')
    expect(r).toMatchObject({
      rc: '00',
      rcLabel: 'Transaksi sukses',
      status: 'SUCCESS',
      productCode: 'PLNPASCA',
    })
    expect(r.customerName).toMatch(/^[A-Z]+ [A-Z]+$/)
    expect(r.sheets).toBeGreaterThanOrEqual(1)
    // The bill of the month before December 2026 (WIB); several sheets run back from it.
    expect(r.period).toMatch(r.sheets === 1 ? /^NOV 2026$/ : /^[A-Z]{3} 2026 - NOV 2026$/)
    expect(r.admin).toBe(2_750 * (r.sheets ?? 0))
    expect(r.total).toBe((r.bill ?? 0) + (r.admin ?? 0) + (r.penalty ?? 0))
    expect(r.bill).toBeGreaterThan(0)
    expect(r.raw).toMatchObject({
      rc: '00',
      idpel: '530000000006',
      data: { nama: r.customerName, total: r.total },
    })
  })

  it('the answer is a pure function of product and customer number', async () => {
    const a = await ok('PLNPASCA', '530000000006')
    const b = await ok('PLNPASCA', '530000000006')
    const { id: _a, at: _at, durationMs: _d, ...first } = a.result
    const { id: _b, at: _bt, durationMs: _e, ...second } = b.result
    expect(second).toEqual(first)
  })

  it('late sheets carry a penalty: some PLN customer has several sheets and a penalty of Rp5.000 per late sheet', async () => {
    let found: BillerInquiryResult | undefined
    for (let i = 10; i <= 400 && !found; i += 10) {
      const { result } = await ok('PLNPASCA', `53000000${String(i).padStart(4, '0')}`)
      if ((result.sheets ?? 0) > 1) found = result
    }
    expect(found, 'a customer with more than one sheet among forty').toBeDefined()
    expect(found?.penalty).toBe(5_000 * ((found?.sheets ?? 1) - 1))
    expect(found?.total).toBe((found?.bill ?? 0) + (found?.admin ?? 0) + (found?.penalty ?? 0))
  })

  it('success of a prepaid product: face value plus admin, no period and no penalty', async () => {
    const { result: r } = await ok('PLNPRA100', '14123456780')
    expect(r).toMatchObject({
      rc: '00',
      bill: 100_000,
      admin: 2_500,
      penalty: 0,
      total: 102_500,
      period: null,
    })
    expect(r.customerName).not.toBeNull()
  })

  it('unknown customer: RC 14 with its meaning, no figures', async () => {
    const { message, result: r } = await ok('PLNPASCA', '530000000011')
    expect(r).toMatchObject({ rc: '14', status: 'FAILED', customerName: null, total: null })
    expect(r.rcLabel).toBe('Nomor tujuan / ID pelanggan salah')
    expect(message).toBe('Nomor tujuan / ID pelanggan salah (RC 14).')
  })

  it('bill already paid: RC 88', async () => {
    const { message, result: r } = await ok('BPJSKS', '8888801234567892')
    expect(r).toMatchObject({ rc: '88', rcLabel: 'Tagihan sudah terbayar', status: 'FAILED', total: null })
    expect(message).toBe('Tagihan sudah terbayar (RC 88).')
    expect(r.raw).toMatchObject({ rc: '88', message: 'TAGIHAN SUDAH TERBAYAR' })
  })

  it('cut-off: RC 97', async () => {
    const { message, result: r } = await ok('PDAMBGR', '12345673')
    expect(r).toMatchObject({ rc: '97', status: 'FAILED' })
    expect(message).toBe('Sedang cut-off, coba lagi setelah cut-off (RC 97).')
  })

  it('cut-off: a product whose daily window holds the current WIB time answers 97 to any number', async () => {
    const set = (start: string | null, end: string | null) =>
      t.database.db
        .update(billerProduct)
        .set({ cutOffStart: start, cutOffEnd: end })
        .where(eq(billerProduct.code, 'PDAMBGR'))
    // The host's clock reads 12:00 WIB.
    await set('11:30', '12:30')
    const closed = await ok('PDAMBGR', '12345678')
    expect(closed.result).toMatchObject({ rc: '97', total: null })
    await set('12:30:00', '13:00:00')
    expect((await ok('PDAMBGR', '12345678')).result.rc).toBe('00')
    await set(null, null)
  })

  it('biller disruption: RC 96', async () => {
    const { result: r } = await ok('TELKOMPSTN', '122233344455')
    expect(r).toMatchObject({ rc: '96', rcLabel: 'Gangguan pada biller' })
  })

  it('timeout: a host that never answers is answered within the configured timeout with RC 68 and a clear message; the host is told to stop', async () => {
    for (const customerNo of ['530000000004', SILENT]) {
      const started = Date.now()
      const { message, result: r } = await ok('PLNPASCA', customerNo)
      const took = Date.now() - started
      expect(took).toBeGreaterThanOrEqual(TIMEOUT_MS - 20)
      expect(took).toBeLessThan(TIMEOUT_MS + 2_000)
      expect(r).toMatchObject({ rc: '68', status: 'SUSPECT', raw: null, total: null })
      expect(r.rcLabel).toBe('Waktu habis, biller tidak merespons')
      expect(message).toBe('Biller tidak merespons dalam 300 ms (RC 68). Silakan coba lagi.')
      expect(signals.at(-1)?.aborted).toBe(true)
    }
  })

  it('a host failure: RC 96 with a clear message', async () => {
    const { message, result: r } = await ok('PLNPASCA', BROKEN)
    expect(r).toMatchObject({ rc: '96', raw: null })
    expect(message).toBe('Biller sedang mengalami gangguan (RC 96). Silakan coba lagi.')
  })
})

describe('biller inquiry: bad input', () => {
  it('an unknown product: 404 with a message; an inactive one: 409', async () => {
    const unknown = await inquire({ productCode: 'TIDAKADA', customerNo: '530000000006' })
    expect(unknown.status).toBe(404)
    expect(unknown.body).toMatchObject({ success: false, message: 'Produk biller tidak ditemukan.' })

    await t.database.db
      .update(billerProduct)
      .set({ status: 'INACTIVE' })
      .where(eq(billerProduct.code, 'XL10'))
    const inactive = await inquire({ productCode: 'XL10', customerNo: '081812345678' })
    expect(inactive.status).toBe(409)
    expect(inactive.body.message).toBe('Produk biller tidak aktif.')
    const products = await t.post('/dynamic/inquiry/products', {}, dev)
    const codes = (products.json().result.items as { code: string }[]).map((p) => p.code)
    expect(codes).toContain('PLNPASCA')
    expect(codes).not.toContain('XL10')
  })

  it.each([
    ['12AB5678', 'Nomor pelanggan hanya boleh berisi angka.'],
    ['1234 5678', 'Nomor pelanggan hanya boleh berisi angka.'],
    ['123456789012345678901', 'Nomor pelanggan maksimal 20 digit.'],
    ['12345', 'Nomor pelanggan minimal 6 digit.'],
    ['', 'Nomor pelanggan wajib diisi.'],
  ])('customer number %j: 400 naming the field', async (customerNo, message) => {
    const { status, body } = await inquire({ productCode: 'PLNPASCA', customerNo })
    expect(status).toBe(400)
    expect(body.success).toBe(false)
    expect((body.result as { errors: { field: string; message: string }[] }).errors).toContainEqual({
      field: 'customerNo',
      message,
    })
  })

  it('no product: 400 naming the field; an unknown field is refused', async () => {
    const { status, body } = await inquire({ productCode: '', customerNo: '530000000006' })
    expect(status).toBe(400)
    expect((body.result as { errors: { field: string }[] }).errors.map((e) => e.field)).toContain(
      'productCode',
    )
    expect((await inquire({ productCode: 'PLNPASCA', customerNo: '530000000006', extra: 1 })).status).toBe(
      400,
    )
  })
})

describe('biller inquiry: access, log and audit', () => {
  it('a user without ALL_DEVELOPER_MENU gets 403 on every call; no token 401', async () => {
    for (const path of ['/dynamic/inquiry/v2', '/dynamic/inquiry/products', '/dynamic/inquiry/history']) {
      expect(
        (await t.post(path, { productCode: 'PLNPASCA', customerNo: '530000000006' }, other)).statusCode,
      ).toBe(403)
      expect((await t.post(path, {})).statusCode).toBe(401)
    }
  })

  it('each inquiry writes a log row (who, product, customer, RC, duration, raw JSON) and an INQUIRY audit entry', async () => {
    const { result: r } = await ok('PDAMBGR', '12345678')
    const [log] = await q(sql`select * from biller_inquiry_log where id = ${r.id}`)
    expect(log).toMatchObject({
      user_id: devId,
      username: 'dev.biller',
      product_code: 'PDAMBGR',
      customer_no: '12345678',
      rc: '00',
      duration_ms: r.durationMs,
    })
    expect(log?.raw).toEqual(r.raw)
    expect(log?.result).toMatchObject({ total: r.total, customerName: r.customerName })
    const [entry] = await q(
      sql`select * from audit_log where action = 'INQUIRY' and entity = 'biller_inquiry_log' and entity_id = ${String(r.id)}`,
    )
    expect(entry).toMatchObject({ actor_username: 'dev.biller', actor_user_id: devId })
    expect(entry?.after).toEqual({
      productCode: 'PDAMBGR',
      customerNo: '12345678',
      rc: '00',
      durationMs: r.durationMs,
    })
  })

  it('the timeout is logged too, with RC 68 and no raw answer', async () => {
    const { result: r } = await ok('PLNPASCA', '530000000004')
    const [log] = await q(sql`select rc, raw, duration_ms from biller_inquiry_log where id = ${r.id}`)
    expect(log).toMatchObject({ rc: '68', raw: null })
    expect(Number(log?.duration_ms)).toBeGreaterThanOrEqual(TIMEOUT_MS - 20)
  })

  it('the history holds the caller’s own last 10 inquiries, newest first, and nobody else’s', async () => {
    const res = await t.post('/dynamic/inquiry/history', {}, dev)
    expect(res.statusCode).toBe(200)
    const items = res.json().result.items as { id: number; rc: string }[]
    expect(items).toHaveLength(10)
    const ids = items.map((i) => i.id)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
    expect(items[0]?.rc).toBe('68')

    const admin = await t.login('superadmin')
    const none = await t.post('/dynamic/inquiry/history', {}, admin)
    expect(none.json().result.items).toEqual([])
  })
})
