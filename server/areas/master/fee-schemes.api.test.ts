import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatRupiah as rp } from '#contract/format.ts'
import { rowsOf } from '../../engine/query.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'

/**
 * The fee masters (issue 15 item 1): tax types, service- and partner-fee schemes over the stored fee book,
 * and the service fee's subjects. Bad input comes back with the fee engine's Indonesian messages on the
 * form's fields.
 */

let t: TestApp
let admin: string

beforeAll(async () => {
  t = await createTestApp()
  admin = await t.login('superadmin')
})
afterAll(() => t.close())

const q = async (text: string) => rowsOf(await t.database.db.execute(sql.raw(text)))
const post = (path: string, body: object) => t.call(path, body, admin)
const list = async (name: string, body: object = {}) => {
  const res = await post(`/${name}/list`, { page: 1, pageSize: 100, ...body })
  expect(res.status).toBe(200)
  return res.body.result.items as Record<string, unknown>[]
}
const errorsOf = (body: { result?: { errors?: { field: string; message: string }[] } }) =>
  body.result?.errors ?? []

/** A TIERED Mybills admin fee shared between a partner, the merchant and MINT. */
const tiered = {
  code: 'ADM-UJI',
  label: 'Admin uji bertingkat',
  component: 'ADMIN',
  bearer: 'CUSTOMER',
  kind: 'BILLER',
  type: 'TIERED',
  tiers: [
    { type: 'FLAT', from: 0, to: 100_000, amount: 2_500 },
    { type: 'PERCENT', from: 100_001, bps: 250 },
  ],
  min: 1_000,
  max: 10_000,
  perUnit: false,
  products: 'PLN_PASCA, pdam_jkt',
  paymentMethods: [],
  merchantCategories: [],
  shares: [
    { type: 'PERCENT', partnerId: 'PTN001', bps: 3_000 },
    { type: 'FLAT', partnerId: 'MERCHANT', amount: 500 },
  ],
  remainderTo: 'MINT',
  validFrom: '2026-01-01',
  validTo: '',
  status: 'ACTIVE',
}

describe('seeded fee book', () => {
  it('lists the seeded taxes, the partner schemes (ADMIN and MDR) and the service scheme with its subjects', async () => {
    const taxes = await list('apps-tax-type')
    expect(taxes.filter((x) => x.code === 'PPN').map((x) => [x.bps, x.base, x.validTo])).toEqual([
      [1_100, 'FULL', '2024-12-31'],
      [1_200, 'DPP_11_12', null],
    ])
    const pfee = await list('apps-pfee-scheme', { search: 'MDR-QRIS' })
    expect(pfee.map((s) => s.code).sort()).toEqual(['MDR-QRIS', 'MDR-QRIS-UMI'])
    expect(pfee.find((s) => s.code === 'MDR-QRIS')).toMatchObject({ feeText: '0,7%', component: 'MDR' })
    expect(pfee.find((s) => s.code === 'MDR-QRIS-UMI')).toMatchObject({ feeText: '2 tingkat' })
    const atm = (await list('apps-pfee-scheme', { search: 'ATM-TARIK-ONUS' }))[0]
    // One share: the merchant's half of the admin fee (issue 15, DOMAIN.md: the bank shares its fee 50:50 with the agent).
    expect(atm).toMatchObject({ feeText: 'Rp3.000', products: 'WITHDRAWAL_ON_US', shareCount: 1 })
    const sfee = await list('apps-sfee-scheme')
    expect(sfee.map((s) => s.code)).toEqual(['SVC-5'])
    expect(sfee[0]).toMatchObject({ feeText: '5%', component: 'SERVICE', bearer: 'CUSTOMER' })
    const subjects = await list('apps-sfee-subject')
    expect(subjects.length).toBeGreaterThanOrEqual(2)
    expect(subjects.every((s) => s.schemeCode === 'SVC-5')).toBe(true)
    expect(sfee[0]?.subjectCount).toBe(subjects.length)
    // The service scheme is not a partner scheme, and the partner list holds no service scheme.
    expect((await list('apps-pfee-scheme', { search: 'SVC-5' })).length).toBe(0)
  })

  it('offers MINT, the merchant and every partner as parties of a sharing', async () => {
    const res = await post('/fee-party/list', {})
    expect(res.status).toBe(200)
    const codes = (res.body.result as { value: string }[]).map((p) => p.value)
    expect(codes.slice(0, 2)).toEqual(['MINT', 'MERCHANT'])
    expect(codes).toContain('PTN001')
  })
})

describe('a tiered partner scheme', () => {
  it('is added with two partner shares, read back as the form holds it, changed, and audited', async () => {
    const add = await post('/apps-pfee-scheme/add', tiered)
    expect(add.status).toBe(200)
    const id = Number(add.body.result.id)
    const detail = await post('/apps-pfee-scheme/detail', { id })
    expect(detail.body.result).toMatchObject({
      code: 'ADM-UJI',
      type: 'TIERED',
      tiers: tiered.tiers,
      min: 1_000,
      max: 10_000,
      products: 'PLN_PASCA, PDAM_JKT',
      shares: tiered.shares,
      remainderTo: 'MINT',
      shareCount: 2,
      feeText: '2 tingkat',
      validTo: null,
    })
    // Stored as the fee book stores it: the engine's fields, nothing of the other types.
    const [row] = await q(`select amount, bps, products, sharing from fee_scheme where id = ${id}`)
    expect(row).toMatchObject({ amount: null, bps: null, products: ['PLN_PASCA', 'PDAM_JKT'] })
    const update = await post('/apps-pfee-scheme/update', { id, ...tiered, type: 'FLAT', amount: 3_000 })
    expect(update.status).toBe(200)
    const [flat] = await q(`select type, amount, tiers from fee_scheme where id = ${id}`)
    expect(flat).toMatchObject({ type: 'FLAT', tiers: null })
    expect(Number(flat?.amount)).toBe(3_000)
    const audit = await q(
      `select action from audit_log where entity = 'apps-pfee-scheme' and entity_id = '${id}' order by id`,
    )
    expect(audit.map((a) => a.action)).toEqual(['ADD', 'UPDATE'])
  })

  it('a later version of the same code may follow, but not overlap', async () => {
    const next = await post('/apps-pfee-scheme/add', { ...tiered, validFrom: '2027-01-01' })
    expect(next.status).toBe(400)
    expect(errorsOf(next.body)).toEqual([
      {
        field: 'validFrom',
        message: 'Masa berlaku bertabrakan dengan versi ADM-UJI yang berlaku mulai 01/01/2026.',
      },
    ])
  })
})

describe('bad input', () => {
  const cases: [string, object, string, string][] = [
    ['percent above 100', { type: 'PERCENT', bps: 10_001 }, 'bps', 'Persentase harus antara 0 dan 100.'],
    ['min above max', { min: 20_000, max: 10_000 }, 'min', 'Minimum tidak boleh lebih besar dari maksimum.'],
    [
      'a gap between tiers',
      { tiers: [tiered.tiers[0], { ...tiered.tiers[1], from: 150_000 }] },
      'tiers.1.from',
      `Ada celah antar tingkat: ${rp(100_001)} s.d. ${rp(149_999)} tidak tercakup.`,
    ],
    [
      'overlapping tiers',
      { tiers: [tiered.tiers[0], { ...tiered.tiers[1], from: 90_000 }] },
      'tiers.1.from',
      `Tingkat tumpang tindih dengan tingkat sebelumnya (${rp(0)} s.d. ${rp(100_000)}).`,
    ],
    [
      'MDR borne by the customer',
      { component: 'MDR', kind: 'RETAIL', shares: [] },
      'bearer',
      'MDR tidak boleh dibebankan ke pelanggan.',
    ],
    [
      'an unknown partner in a share',
      { shares: [{ type: 'PERCENT', partnerId: 'PTN999', bps: 1_000 }] },
      'shares.0.partnerId',
      'Mitra tidak dikenal: PTN999.',
    ],
    [
      'a share percentage above 100',
      { shares: [{ type: 'PERCENT', partnerId: 'PTN001', bps: 12_000 }] },
      'shares.0.bps',
      'Persentase harus antara 0 dan 100.',
    ],
  ]
  it.each(cases)('%s is refused on its field', async (_name, change, field, message) => {
    const res = await post('/apps-pfee-scheme/add', { ...tiered, code: 'ADM-BAD', ...change })
    expect(res.status).toBe(400)
    expect(errorsOf(res.body)).toContainEqual({ field, message })
  })

  it('overlapping validity of a seeded scheme names its period', async () => {
    const res = await post('/apps-pfee-scheme/add', {
      ...tiered,
      code: 'MDR-QRIS',
      component: 'MDR',
      bearer: 'MERCHANT',
      kind: 'RETAIL',
      shares: [],
      validFrom: '2025-06-01',
    })
    expect(res.status).toBe(400)
    expect(errorsOf(res.body)).toContainEqual({
      field: 'validFrom',
      message: 'Masa berlaku bertabrakan dengan versi MDR-QRIS yang berlaku mulai 01/01/2020.',
    })
  })

  it('a tax type: rate above 100 and an overlapping PPN version, named by its period', async () => {
    const tax = { code: 'PPN', label: 'PPN baru', bps: 1_200, base: 'FULL', inclusive: false, validTo: '' }
    const rate = await post('/apps-tax-type/add', {
      ...tax,
      bps: 12_000,
      validFrom: '2030-01-01',
      status: 'ACTIVE',
    })
    expect(errorsOf(rate.body)).toContainEqual({
      field: 'bps',
      message: 'Persentase harus antara 0 dan 100.',
    })
    const clash = await post('/apps-tax-type/add', { ...tax, validFrom: '2024-06-01', status: 'ACTIVE' })
    expect(clash.status).toBe(400)
    expect(errorsOf(clash.body)).toEqual([
      {
        field: 'validFrom',
        message: 'Masa berlaku bertabrakan dengan versi PPN yang berlaku 01/01/2020 s.d. 31/12/2024.',
      },
    ])
    // Editing a version is not refused by itself.
    const [ppn12] = (await list('apps-tax-type', { search: 'DPP' })) as { id: number }[]
    const edit = await post('/apps-tax-type/update', {
      id: ppn12?.id,
      code: 'PPN',
      label: 'PPN 12% DPP 11/12',
      bps: 1_200,
      base: 'DPP_11_12',
      inclusive: false,
      validFrom: '2025-01-01',
      validTo: '',
      status: 'ACTIVE',
    })
    expect(edit.status).toBe(200)
  })
})

describe('service fee and its subjects', () => {
  it('adds a subject (409 twice), refuses deleting or deactivating a scheme subjects use', async () => {
    const [svc] = await list('apps-sfee-scheme')
    const subject = { schemeId: svc?.id, subjectType: 'PRODUCT', subjectCode: 'kopi-susu', status: 'ACTIVE' }
    const add = await post('/apps-sfee-subject/add', subject)
    expect(add.status).toBe(200)
    expect(add.body.result).toMatchObject({ subjectCode: 'KOPI-SUSU', schemeCode: 'SVC-5' })
    expect((await post('/apps-sfee-subject/add', subject)).status).toBe(409)
    const noOutlet = await post('/apps-sfee-subject/add', { ...subject, subjectType: 'OUTLET' })
    expect(errorsOf(noOutlet.body)).toContainEqual({ field: 'outletId', message: 'Outlet wajib dipilih.' })
    const n = (await list('apps-sfee-subject')).length
    const del = await post('/apps-sfee-scheme/delete', { ids: [svc?.id] })
    expect(del.status).toBe(409)
    expect(del.body.message).toContain(`dipakai oleh ${n} subjek`)
    const off = await post('/apps-sfee-scheme/update', {
      id: svc?.id,
      code: 'SVC-5',
      label: 'Service 5%',
      kind: 'RETAIL',
      type: 'PERCENT',
      bps: 500,
      validFrom: '2020-01-01',
      status: 'INACTIVE',
    })
    expect(off.status).toBe(400)
    expect(errorsOf(off.body)[0]).toMatchObject({ field: 'status' })
    expect(errorsOf(off.body)[0]?.message).toContain(`masih dipakai oleh ${n} subjek`)
    // A service scheme borne by the merchant is the engine's refusal, on the service form's fields.
    const pct = await post('/apps-sfee-scheme/add', {
      code: 'SVC-X',
      label: 'Service salah',
      kind: 'RETAIL',
      type: 'PERCENT',
      bps: 10_500,
      validFrom: '2026-01-01',
      status: 'ACTIVE',
    })
    expect(errorsOf(pct.body)).toContainEqual({ field: 'bps', message: 'Persentase harus antara 0 dan 100.' })
  })

  it('refuses deleting the last PB1 version while outlets charge PB1', async () => {
    const [pb1] = await list('apps-tax-type', { search: 'PB1' })
    const check = await post('/apps-tax-type/delete-check', { ids: [pb1?.id] })
    expect(check.body.result.usage).toContainEqual({ label: 'outlet (PB1 aktif)', count: expect.any(Number) })
    const res = await post('/apps-tax-type/delete', { ids: [pb1?.id] })
    expect(res.status).toBe(409)
    expect(res.body.message).toMatch(/dipakai oleh \d+ (penjualan retail|outlet \(PB1 aktif\))/)
  })

  it('a tax version that priced sales is not deleted: the count is the sales taxed within its WIB days', async () => {
    const versions = (await list('apps-tax-type', { search: 'PPN' })) as {
      id: number
      validFrom: string
      validTo: string | null
    }[]
    const used = versions.find((v) => v.validTo === null)
    expect(used).toBeDefined()
    // The same count from the raw rows by their WIB day (the dependent reads the time index instead).
    const [raw] = await q(`select count(*)::int as n from trx_retail
      where tax_type = 'PPN' and (created_at at time zone 'Asia/Jakarta')::date >= date '${used?.validFrom}'`)
    expect(Number(raw?.n)).toBeGreaterThan(0)
    const check = await post('/apps-tax-type/delete-check', { ids: [used?.id] })
    expect(check.body.result.usage).toContainEqual({ label: 'penjualan retail', count: Number(raw?.n) })
    const res = await post('/apps-tax-type/delete', { ids: [used?.id] })
    expect(res.status).toBe(409)
    expect(res.body.message).toContain(`masih dipakai oleh ${Number(raw?.n)} penjualan retail.`)

    // A version no sale falls in (a day before any demo sale) is deleted.
    const add = await post('/apps-tax-type/add', {
      code: 'PJK',
      label: 'Pajak uji',
      bps: 500,
      base: 'FULL',
      inclusive: false,
      validFrom: '2019-01-01',
      validTo: '2019-12-31',
      status: 'ACTIVE',
    })
    expect(add.status).toBe(200)
    const gone = await post('/apps-tax-type/delete', { ids: [add.body.result.id] })
    expect(gone.status).toBe(200)
  })
})
