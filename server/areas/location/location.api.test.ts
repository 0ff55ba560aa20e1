import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bankList, cityList, districtList, provinceList, villageList } from '#contract/location/api.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'

let t: TestApp
let token: string
beforeAll(async () => {
  t = await createTestApp()
  token = await t.login('mitra')
})
afterAll(() => t.close())

describe('location and bank lists', () => {
  it('walks province → city → district → village, each level in name order', async () => {
    const provinces = (await t.post(provinceList.path, {}, token)).json().result
    expect(provinces.length).toBeGreaterThan(30)
    const jakarta = provinces.find((p: { name: string }) => /jakarta/i.test(p.name))
    expect(jakarta).toMatchObject({ code: '31' })

    const cities = (await t.post(cityList.path, { provinceCode: '31' }, token)).json().result
    expect(cities.length).toBeGreaterThan(0)
    const names = cities.map((c: { name: string }) => c.name)
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))

    const districts = (await t.post(districtList.path, { cityCode: cities[0].code }, token)).json().result
    expect(districts.length).toBeGreaterThan(0)
    const villages = await t.post(villageList.path, { districtCode: districts[0].code }, token)
    expect(villages.statusCode).toBe(200)
    expect(villages.json().result.length).toBeGreaterThan(0)
  })

  it('an unknown parent has no places; a malformed one is refused naming the field', async () => {
    expect((await t.post(districtList.path, { cityCode: '99.99' }, token)).json().result).toEqual([])
    const bad = await t.post(cityList.path, { provinceCode: 'x' }, token)
    expect(bad.statusCode).toBe(400)
    expect(bad.json().result.errors[0]).toEqual({ field: 'provinceCode', message: 'Provinsi wajib dipilih.' })
  })

  it('lists the active banks by code', async () => {
    const res = await t.post(bankList.path, {}, token)
    expect(res.statusCode).toBe(200)
    const codes = res.json().result.map((b: { code: string }) => b.code)
    expect(codes.length).toBeGreaterThan(0)
    expect(codes).toEqual([...codes].sort())
  })

  it('a call without a body takes none at all, and needs no session (the self-registration form reads it)', async () => {
    const bare = await t.app.inject({
      method: 'POST',
      url: provinceList.path,
      headers: { authorization: `Bearer ${token}` },
    })
    expect(bare.statusCode).toBe(200)
    expect((await t.post(provinceList.path, {})).statusCode).toBe(200)
  })
})
