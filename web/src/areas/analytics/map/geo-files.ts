import { useQuery } from '@tanstack/react-query'
import type { Topology } from 'topojson-specification'
// The boundary files (docs/DATA-SOURCES.md) are imported as URLs, so the build copies them into assets/
// under a content hash: precompressed and cached as immutable like the scripts, renamed when they
// change. `no-inline`: a small province file would otherwise be inlined into this chunk as base64.
import provincesUrl from './geo/provinces.topo.json?url&no-inline'

/** Which map is drawn: Indonesia by province, or one province by regency and city. */
export type MapLevel = { level: 'province' } | { level: 'city'; provinceCode: string }

/** Only URLs (a few bytes each); a province's file is fetched when the map drills into it. */
const regencyUrls = import.meta.glob<string>('./geo/regencies/*.topo.json', {
  query: '?url&no-inline',
  import: 'default',
  eager: true,
})

/** The URL of a level's file and the name of its object ("provinces" / "regencies"), or null. */
export function topologyFile(level: MapLevel): { url: string; object: string } | null {
  if (level.level === 'province') return { url: provincesUrl, object: 'provinces' }
  const url = regencyUrls[`./geo/regencies/${level.provinceCode}.topo.json`]
  return url ? { url, object: 'regencies' } : null
}

/** A level's areas: fetched once per session (the files never change under their hashed name). */
export function useAreaTopology(level: MapLevel) {
  const file = topologyFile(level)
  return useQuery({
    queryKey: ['map-topology', file?.url ?? level],
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    // A code without a file will not grow one by asking again.
    retry: file ? 2 : false,
    queryFn: async (): Promise<{ topology: Topology; object: string }> => {
      if (!file) throw new Error('Tidak ada peta untuk provinsi ini.')
      const response = await fetch(file.url).catch(() => null)
      if (!response?.ok) throw new Error('Peta tidak dapat dimuat. Periksa koneksi, lalu coba lagi.')
      return { topology: (await response.json()) as Topology, object: file.object }
    },
  })
}
