/**
 * A resource list's page sizes (the request's `pageSize`, contract/engine/resource.ts). Apart from the
 * resource declarations, which hold zod schemas, so that the web's list state (also the dashboards') reads
 * them without loading zod.
 */
export const MAX_PAGE_SIZE = 100
export const PAGE_SIZES = [10, 25, 50, 100] as const
