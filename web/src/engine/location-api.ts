import { useQuery } from '@tanstack/react-query'
import { type BankItem, LOCATION_PATHS, type LocationItem } from '#contract/location/api.ts'
import { call } from '../api/client.ts'
import { dataOf } from './resource-api.ts'

/** Provinces, cities, districts, villages and banks: reference lists, fetched once and kept. */
export type LocationLevel = 'province' | 'city' | 'district' | 'village'

const PARENT_PARAM = { city: 'provinceCode', district: 'cityCode', village: 'districtCode' } as const
const FOREVER = { staleTime: Number.POSITIVE_INFINITY, gcTime: 60 * 60 * 1000 }

export function useLocations(level: LocationLevel, parentCode?: string, wanted = true) {
  const needsParent = level !== 'province'
  return useQuery({
    queryKey: ['location', level, parentCode ?? ''],
    enabled: wanted && (!needsParent || Boolean(parentCode)),
    queryFn: ({ signal }) =>
      dataOf(
        call<LocationItem[]>(
          LOCATION_PATHS[level],
          level === 'province' ? {} : { [PARENT_PARAM[level]]: parentCode },
          { signal },
        ),
      ),
    ...FOREVER,
  })
}

export function useBanks() {
  return useQuery({
    queryKey: ['bank-list'],
    queryFn: ({ signal }) => dataOf(call<BankItem[]>(LOCATION_PATHS.banks, {}, { signal })),
    ...FOREVER,
  })
}
