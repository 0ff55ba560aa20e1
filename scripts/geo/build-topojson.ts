/**
 * Builds the map's boundary files (docs/DATA-SOURCES.md) from a checkout of the source repository:
 *
 *   npx tsx scripts/geo/build-topojson.ts <checkout of Indonesia-Geojson-2026> [out dir]
 *
 * Writes <out>/provinces.topo.json (the 38 provinces) and <out>/regencies/<province code>.topo.json (the
 * regencies and cities of one province, loaded on drill-down): simplified for a map about 1,000 px wide,
 * quantized, each geometry's id the Kemendagri code the app stores ("32", "32.73") and its name the one
 * the app shows. The provinces are the union of their regencies rather than the source's own province
 * file, whose provinces were simplified one by one and do not share borders (39 of 685 arcs shared),
 * so they would gap and overlap once simplified; the regencies share theirs (1,022 of 1,614).
 * The output depends only on the input: running it again on the same commit gives the same bytes.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { geoArea, geoBounds } from 'd3-geo'
import type { Feature, FeatureCollection, MultiPolygon, Polygon, Position } from 'geojson'
import { getProvinces, getRegencies } from 'idn-area-data'
import { feature, merge, quantize } from 'topojson-client'
import { topology } from 'topojson-server'
import { filter, filterWeight, presimplify, simplify } from 'topojson-simplify'
import type { GeometryCollection, Objects, Topology } from 'topojson-specification'
import { areaName } from '../../server/areas/location/area-name.ts'
import { matchProvinces, matchRegencies } from './area-codes.ts'

/** The file of the source this script reads (regency and city boundaries with their province's name). */
export const SOURCE_FILE = 'Geojson/indonesia_kabupaten.geojson'
/** Width in px the map is simplified for: a point is dropped where it moves the outline < ~½ px. */
const TARGET_PX = 1000
/** Visvalingam area kept, in px² at TARGET_PX: smaller triangles are flattened. */
const KEEP_TRIANGLE_PX2 = 0.35
/** An island (a polygon of a feature that has a bigger one) under this many px² is left out. */
const KEEP_ISLAND_PX2 = 1.5
/** Quantization: 10,000 steps across the file's extent, ~10 per px at TARGET_PX. */
const QUANTIZATION = 1e4

type Area = Feature<Polygon | MultiPolygon, { name: string }> & { id: string }

async function main() {
  const [source, out = 'web/src/areas/analytics/map/geo'] = process.argv.slice(2)
  if (!source) throw new Error('Usage: tsx scripts/geo/build-topojson.ts <source checkout> [out dir]')
  const input = JSON.parse(readFileSync(path.join(source, SOURCE_FILE), 'utf8')) as FeatureCollection<
    Polygon | MultiPolygon,
    { WADMPR: string; WADMKK: string }
  >
  const provinces = await getProvinces()
  const regencies = (await getRegencies()).map((r) => ({
    code: r.code,
    name: r.name,
    provinceCode: r.province_code,
  }))

  const provinceNames = [...new Set(input.features.map((f) => f.properties.WADMPR))].map((name) => ({ name }))
  const p = matchProvinces(provinceNames, provinces)
  if (p.unmatched.length > 0) throw new Error(`Provinces not matched: ${p.unmatched.map((u) => u.name)}`)
  if (p.matched.length !== provinces.length)
    throw new Error(`${p.matched.length} provinces in the source, ${provinces.length} in Kemendagri's list`)
  const provinceCode = new Map(p.matched.map((m) => [m.source.name, m.code]))

  const r = matchRegencies(
    input.features.map((f) => ({
      feature: f,
      name: f.properties.WADMKK,
      provinceCode: provinceCode.get(f.properties.WADMPR) as string,
    })),
    regencies,
  )
  if (r.unmatched.length > 0)
    throw new Error(`Regencies not matched: ${r.unmatched.map((u) => `${u.provinceCode} ${u.name}`)}`)
  // Names as the source writes them, in the app's style ("Kab. Aceh Barat", "Kota Jakarta Barat"): the
  // codes are Kemendagri's, but idn-area-data's names are ODbL and would make these files a derived
  // database of it; the page shows the server's names anyway, these only where an area has no figures.
  const nameOf = new Map<string, string>([
    ...p.matched.map((m) => [m.code, areaName(m.source.name.toUpperCase())] as const),
    ...r.matched.map(
      (m) =>
        [
          m.code,
          areaName(
            (/^kota\s/i.test(m.source.name) ? m.source.name : `Kabupaten ${m.source.name}`).toUpperCase(),
          ),
        ] as const,
    ),
  ])
  const areas: Area[] = r.matched
    .map(({ source: s, code }) => ({
      type: 'Feature' as const,
      id: code,
      properties: { name: nameOf.get(code) as string },
      geometry: rewind(s.feature.geometry),
    }))
    .sort((a, b) => a.id.localeCompare(b.id))

  rmSync(path.join(out, 'regencies'), { recursive: true, force: true })
  mkdirSync(path.join(out, 'regencies'), { recursive: true })
  const sizes: string[] = []
  const write = (file: string, topo: Topology) => {
    const text = JSON.stringify(topo)
    writeFileSync(path.join(out, file), text)
    sizes.push(`${file} ${(text.length / 1024).toFixed(1)} KB`)
  }

  // Provinces: the union of their regencies, in one topology so neighbours share their border arcs.
  const whole = topologyOf('regencies', areas)
  const regencyObject = whole.objects.regencies as GeometryCollection
  const provinceAreas: Area[] = provinces.map((prov) => ({
    type: 'Feature',
    id: prov.code,
    properties: { name: nameOf.get(prov.code) as string },
    geometry: merge(
      whole,
      regencyObject.geometries.filter((g) => String(g.id).slice(0, 2) === prov.code) as never,
    ),
  }))
  write('provinces.topo.json', simplified('provinces', provinceAreas))

  for (const prov of provinces) {
    const own = areas.filter((a) => a.id.slice(0, 2) === prov.code)
    write(`regencies/${prov.code}.topo.json`, simplified('regencies', own))
  }
  console.log(sizes.join('\n'))
}

/**
 * A topology of `features` under `name`, drawn for TARGET_PX across their extent: small islands left
 * out (never a feature's biggest polygon, so a small city keeps its shape), Visvalingam-simplified with
 * shared borders kept shared, and quantized.
 */
function simplified(name: string, features: Area[]): Topology {
  const [[west, south], [east, north]] = geoBounds({ type: 'FeatureCollection', features })
  const degPerPx = Math.max(east - west, (north - south) * 1.3) / TARGET_PX
  const kept = features.map((f) => dropIslands(f, KEEP_ISLAND_PX2 * degPerPx ** 2))
  let topo = topologyOf(name, kept)
  topo = simplify(presimplify(topo), KEEP_TRIANGLE_PX2 * degPerPx ** 2)
  // Simplifying can collapse a small ring to a line (no area); such rings go, and a feature left with
  // none would vanish from the collection, which the count below refuses.
  topo = filter(topo, filterWeight(topo))
  topo = quantize(topo, QUANTIZATION)
  const object = topo.objects[name] as GeometryCollection<{ name: string }>
  const lost = features.filter((f) => !object.geometries.some((g) => g.id === f.id))
  if (lost.length > 0) throw new Error(`${name}: nothing left of ${lost.map((f) => f.id)}`)
  for (const g of object.geometries) {
    const area = geoArea(feature(topo, g) as Feature)
    if (area > 2 * Math.PI) throw new Error(`${name} ${g.id}: wound the wrong way`)
  }
  delete topo.bbox
  return topo
}

/** `features` as one object `name` of a topology (unquantized: quantizing comes after simplifying). */
function topologyOf(name: string, features: Area[]): Topology<Objects<Area['properties']>> {
  const collection: FeatureCollection = { type: 'FeatureCollection', features }
  return topology({ [name]: collection }) as Topology<Objects<Area['properties']>>
}

/** The feature without its polygons under `minArea` (deg²), always keeping its biggest one. */
function dropIslands(f: Area, minArea: number): Area {
  if (f.geometry.type === 'Polygon') return f
  const polygons = f.geometry.coordinates
  const areas = polygons.map((poly) => Math.abs(ringArea(poly[0] as Position[])))
  const biggest = areas.indexOf(Math.max(...areas))
  const kept = polygons.filter((_, i) => i === biggest || (areas[i] as number) >= minArea)
  return { ...f, geometry: { type: 'MultiPolygon', coordinates: kept } }
}

/** Shoelace area in lon/lat: negative for a clockwise ring (x east, y north). */
function ringArea(ring: Position[]): number {
  let sum = 0
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [x0, y0] = ring[j] as [number, number]
    const [x1, y1] = ring[i] as [number, number]
    sum += x0 * y1 - x1 * y0
  }
  return sum / 2
}

/**
 * Rings wound as d3-geo reads them (outer rings clockwise, holes anticlockwise, on the plane of lon/lat;
 * the source mixes both windings, and a wrongly wound province would be drawn as the rest of the globe).
 */
function rewind(geometry: Polygon | MultiPolygon): Polygon | MultiPolygon {
  const polygon = (rings: Position[][]) =>
    rings.map((ring, i) => {
      const clockwise = ringArea(ring) < 0
      return clockwise === (i === 0) ? ring : [...ring].reverse()
    })
  return geometry.type === 'Polygon'
    ? { type: 'Polygon', coordinates: polygon(geometry.coordinates) }
    : { type: 'MultiPolygon', coordinates: geometry.coordinates.map(polygon) }
}

await main()
