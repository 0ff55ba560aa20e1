import { getProvinces, getRegencies } from 'idn-area-data'
import { describe, expect, it } from 'vitest'
import { kemendagriKey, matchProvinces, matchRegencies, NAME_ALIASES, regencyKey } from './area-codes.ts'

const provinces = await getProvinces()
const regencies = (await getRegencies()).map((r) => ({
  code: r.code,
  name: r.name,
  provinceCode: r.province_code,
}))

describe('matching the boundary source to Kemendagri codes', () => {
  it('finds all 38 provinces by the names the source writes, the 2022 Papua splits included', () => {
    const names = provinces.map((p) => ({
      name: p.name.toLowerCase().replace(/\b\w/g, (c) => c.toUpperCase()),
    }))
    names.push({ name: 'Pulau Fiktif' })
    const { matched, unmatched } = matchProvinces(names, provinces)
    expect(matched).toHaveLength(38)
    expect(unmatched).toEqual([{ name: 'Pulau Fiktif' }])
    const code = (name: string) => matched.find((m) => m.source.name === name)?.code
    expect(code('Papua Selatan')).toBe('93')
    expect(code('Papua Tengah')).toBe('94')
    expect(code('Papua Pegunungan')).toBe('95')
    expect(code('Papua Barat Daya')).toBe('96')
    expect(code('Daerah Istimewa Yogyakarta')).toBe('34')
    expect(matchProvinces([{ name: 'DKI Jakarta' }], provinces).matched[0]?.code).toBe('31')
  })

  it('tells a regency from the city of the same name, and reads spelling variants', () => {
    const source = [
      ['32', 'Bandung', '32.04'],
      ['32', 'Kota Bandung', '32.73'],
      ['31', 'Kota Administrasi Jakarta Barat', '31.73'],
      ['17', 'Muko Muko', '17.06'],
      ['92', 'Fak Fak', '92.03'],
      ['73', 'Kota Pare Pare', '73.72'],
      ['74', 'Kota Bau Bau', '74.72'],
      ['72', 'Tojo Una Una', '72.09'],
      ['62', 'Kota Palangkaraya', '62.71'],
      ['15', 'Batanghari', '15.04'],
      ['73', 'Pangkajene Kepulauan', '73.10'],
    ] as const
    const { matched, unmatched } = matchRegencies(
      source.map(([provinceCode, name]) => ({ provinceCode, name })),
      regencies,
    )
    expect(unmatched).toEqual([])
    expect(matched.map((m) => [m.source.provinceCode, m.source.name, m.code])).toEqual(source)
  })

  it('looks a name up in its own province only', () => {
    // Kabupaten Bogor is in Jawa Barat; the same name under Banten is not a match.
    const { matched, unmatched } = matchRegencies([{ provinceCode: '36', name: 'Bogor' }], regencies)
    expect(matched).toEqual([])
    expect(unmatched).toHaveLength(1)
  })

  it('every alias is still needed and names a Kemendagri regency', () => {
    for (const [provinceCode, aliases] of Object.entries(NAME_ALIASES))
      for (const [name, kemendagri] of Object.entries(aliases)) {
        const keys = regencies
          .filter((r) => r.provinceCode === provinceCode)
          .map((r) => kemendagriKey(r.name))
        expect(keys).not.toContain(regencyKey(name))
        expect(keys).toContain(regencyKey(kemendagri))
      }
  })

  it('gives every Kemendagri regency and city a key of its own within its province', () => {
    const keys = regencies.map((r) => `${r.provinceCode}|${kemendagriKey(r.name)}`)
    expect(new Set(keys).size).toBe(regencies.length)
  })
})
