import { getDistricts, getVillages } from 'idn-area-data'
import type { LocationItem } from '#contract/location/api.ts'
import { areaName } from './area-name.ts'

interface LowerLevels {
  /** regency code → its districts */
  districts: Map<string, LocationItem[]>
  /** district code → its villages */
  villages: Map<string, LocationItem[]>
}

let loaded: Promise<LowerLevels> | null = null

/**
 * Districts and villages (7k and 83k rows) are read from idn-area-data once per process and kept
 * grouped by parent; provinces and regencies live in the database because lists join and sort on them.
 */
export function lowerLevels(): Promise<LowerLevels> {
  loaded ??= (async () => {
    const group = (rows: { code: string; name: string; parent: string }[]) => {
      const m = new Map<string, LocationItem[]>()
      for (const r of rows) {
        const list = m.get(r.parent) ?? []
        list.push({ code: r.code, name: areaName(r.name) })
        m.set(r.parent, list)
      }
      for (const list of m.values()) list.sort((a, b) => a.name.localeCompare(b.name, 'id'))
      return m
    }
    const [d, v] = await Promise.all([getDistricts(), getVillages()])
    return {
      districts: group(d.map((x) => ({ code: x.code, name: x.name, parent: x.regency_code }))),
      villages: group(v.map((x) => ({ code: x.code, name: x.name, parent: x.district_code }))),
    }
  })()
  return loaded
}

/** The message for the first level that does not lie inside its parent, or null. */
export async function locationProblem(cityCode: string, districtCode: string, villageCode: string) {
  const { districts, villages } = await lowerLevels()
  if (!districts.get(cityCode)?.some((d) => d.code === districtCode))
    return { field: 'districtCode', message: 'Kecamatan tidak berada di kota/kabupaten yang dipilih.' }
  if (!villages.get(districtCode)?.some((v) => v.code === villageCode))
    return { field: 'villageCode', message: 'Kelurahan/desa tidak berada di kecamatan yang dipilih.' }
  return null
}

export async function districtName(code: string): Promise<string> {
  const { districts } = await lowerLevels()
  return districts.get(code.slice(0, 5))?.find((d) => d.code === code)?.name ?? ''
}
