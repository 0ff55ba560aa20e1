import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { getProvinces, getRegencies } from 'idn-area-data'
import { describe, expect, it } from 'vitest'

/** The map's boundary files, as scripts/geo/build-topojson.ts writes them (docs/DATA-SOURCES.md). */
const GEO = path.resolve(import.meta.dirname, '../../web/src/areas/analytics/map/geo')
/** Raw bytes of the provinces file, loaded by the map page: the budget of issue 14. */
const PROVINCES_BUDGET = 150 * 1024
/** A province's regencies, loaded on drill-down. */
const REGENCIES_BUDGET = 40 * 1024
/**
 * Regencies and cities the source has no boundary of (docs/DATA-SOURCES.md): six small cities, drawn
 * inside the regency around them, and the Thousand Islands. The map lists their figures beside it.
 */
const WITHOUT_SHAPE = ['12.73', '12.76', '13.74', '13.75', '31.01', '33.71', '35.76']

interface Topo {
  type: 'Topology'
  transform?: unknown
  objects: Record<string, { type: string; geometries: { id: string; properties: { name: string } }[] }>
}
const read = (file: string) => JSON.parse(readFileSync(path.join(GEO, file), 'utf8')) as Topo

const provinces = await getProvinces()
const regencies = await getRegencies()

describe('the map boundary files', () => {
  it('hold the 38 provinces under their Kemendagri codes, quantized, within budget', () => {
    const topo = read('provinces.topo.json')
    expect(topo.transform).toBeDefined()
    const ids = topo.objects.provinces?.geometries.map((g) => g.id)
    expect(ids?.sort()).toEqual(provinces.map((p) => p.code).sort())
    expect(topo.objects.provinces?.geometries.find((g) => g.id === '95')?.properties.name).toBe(
      'Papua Pegunungan',
    )
    const bytes = statSync(path.join(GEO, 'provinces.topo.json')).size
    expect(bytes).toBeLessThanOrEqual(PROVINCES_BUDGET)
    expect(gzipSync(readFileSync(path.join(GEO, 'provinces.topo.json'))).length).toBeLessThan(bytes / 2)
  })

  it('hold one file per province with its regencies and cities, every one but the listed few', () => {
    const files = readdirSync(path.join(GEO, 'regencies')).sort()
    expect(files).toEqual(provinces.map((p) => `${p.code}.topo.json`).sort())
    const drawn: string[] = []
    for (const file of files) {
      const province = file.slice(0, 2)
      const geometries = read(`regencies/${file}`).objects.regencies?.geometries ?? []
      for (const g of geometries) {
        expect(g.id.slice(0, 3)).toBe(`${province}.`)
        expect(g.properties.name).toMatch(/^(Kab\.|Kota) /)
        drawn.push(g.id)
      }
      expect(statSync(path.join(GEO, 'regencies', file)).size).toBeLessThanOrEqual(REGENCIES_BUDGET)
    }
    expect(new Set(drawn).size).toBe(drawn.length)
    const missing = regencies.map((r) => r.code).filter((code) => !drawn.includes(code))
    expect(missing).toEqual(WITHOUT_SHAPE)
    expect(drawn).toHaveLength(regencies.length - WITHOUT_SHAPE.length)
  })
})
