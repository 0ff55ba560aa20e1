import { useQuery } from '@tanstack/react-query'
import { bankList, cityList, districtList, provinceList, villageList } from '#contract/location/api.ts'
import { dataOf } from '../api/call-error.ts'
import { callEndpoint } from '../api/endpoint.ts'

/** Provinces, cities, districts, villages and banks: reference lists, fetched once and kept. */
export type LocationLevel = 'province' | 'city' | 'district' | 'village'

const FOREVER = { staleTime: Number.POSITIVE_INFINITY, gcTime: 60 * 60 * 1000 }

/** The places of one level inside their parent (a province has none). */
function fetchLevel(level: LocationLevel, parentCode: string, signal: AbortSignal) {
  switch (level) {
    case 'province':
      return callEndpoint(provinceList, {}, { signal })
    case 'city':
      return callEndpoint(cityList, { provinceCode: parentCode }, { signal })
    case 'district':
      return callEndpoint(districtList, { cityCode: parentCode }, { signal })
    case 'village':
      return callEndpoint(villageList, { districtCode: parentCode }, { signal })
  }
}

export function useLocations(level: LocationLevel, parentCode?: string, wanted = true) {
  const needsParent = level !== 'province'
  return useQuery({
    queryKey: ['location', level, parentCode ?? ''],
    enabled: wanted && (!needsParent || Boolean(parentCode)),
    queryFn: ({ signal }) => dataOf(fetchLevel(level, parentCode ?? '', signal)),
    ...FOREVER,
  })
}

export function useBanks() {
  return useQuery({
    queryKey: ['bank-list'],
    queryFn: ({ signal }) => dataOf(callEndpoint(bankList, {}, { signal })),
    ...FOREVER,
  })
}
