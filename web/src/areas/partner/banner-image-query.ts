import { useQuery } from '@tanstack/react-query'
import { bannerImageGet } from '#contract/partner/app-banner.ts'
import { dataOf } from '../../api/call-error.ts'
import { callEndpoint } from '../../api/endpoint.ts'

/** A stored file never changes under its id: fetched once per id, kept for the session. */
export function useBannerImage(bannerId: number, imageId: string | null) {
  return useQuery({
    queryKey: ['partner-banner-image', imageId],
    enabled: imageId !== null,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: ({ signal }) => dataOf(callEndpoint(bannerImageGet, { bannerId }, { signal })),
  })
}
