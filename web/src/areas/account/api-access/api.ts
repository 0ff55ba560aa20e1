import {
  type ApiDetailUpdateRequest,
  type ApiMasterAddRequest,
  type ApiMasterItem,
  type ApiMasterUpdateRequest,
  apiDetailListResultSchema,
  apiMasterListResultSchema,
  apiSegmentMatrixSchema,
} from '#contract/account/api-access.ts'
import {
  API_DETAILS_PATHS,
  API_MASTER_PATHS,
  API_SEGMENT_PATHS,
  ROLE_SEGMENT_PATHS,
} from '#contract/account/paths.ts'
import { type RoleSegmentItem, roleSegmentItemSchema } from '#contract/account/roles.ts'
import { call } from '../../../api/client.ts'
import { dataOf } from '../../../engine/resource-api.ts'

/** The calls of the API master / details / segment screens and the query keys they are cached under. */
export const apiAccessKeys = {
  all: ['api-access'] as const,
  masters: (body: object) => ['api-access', 'masters', body] as const,
  allMasters: ['api-access', 'masters', 'all'] as const,
  details: (body: object) => ['api-access', 'details', body] as const,
  segments: ['api-access', 'segments'] as const,
  matrix: (segmentId: number) => ['api-access', 'matrix', segmentId] as const,
}

const opts = (signal?: AbortSignal) => (signal ? { signal } : {})

/** Every page of a list, for pickers (masters and segments are a few dozen). */
async function everyPage<T>(
  fetchPage: (page: number) => Promise<{ items: T[]; total: number }>,
): Promise<T[]> {
  const items: T[] = []
  for (let page = 1; page <= 100; page += 1) {
    const res = await fetchPage(page)
    items.push(...res.items)
    if (res.items.length === 0 || items.length >= res.total) break
  }
  return items
}

export const apiAccessApi = {
  masters: async (body: { page: number; pageSize: number; search?: string }, signal?: AbortSignal) =>
    apiMasterListResultSchema.parse(await dataOf(call(API_MASTER_PATHS.list, body, opts(signal)))),
  allMasters: (signal?: AbortSignal): Promise<ApiMasterItem[]> =>
    everyPage((page) => apiAccessApi.masters({ page, pageSize: 100 }, signal)),
  addMaster: (input: ApiMasterAddRequest) => call<ApiMasterItem>(API_MASTER_PATHS.add, input),
  updateMaster: (input: ApiMasterUpdateRequest) => call<ApiMasterItem>(API_MASTER_PATHS.update, input),
  deleteMasters: (ids: number[]) => call<null>(API_MASTER_PATHS.delete, { ids }),

  details: async (
    body: { page: number; pageSize: number; search?: string; filters?: { apiMasterId?: number } },
    signal?: AbortSignal,
  ) => apiDetailListResultSchema.parse(await dataOf(call(API_DETAILS_PATHS.list, body, opts(signal)))),
  updateDetail: (input: ApiDetailUpdateRequest) => call<unknown>(API_DETAILS_PATHS.update, input),
  deleteDetails: (ids: number[]) => call<null>(API_DETAILS_PATHS.delete, { ids }),

  segments: (signal?: AbortSignal): Promise<RoleSegmentItem[]> =>
    everyPage(async (page) => {
      const res = await dataOf(
        call<{ items: unknown[]; total: number }>(
          ROLE_SEGMENT_PATHS.list,
          { page, pageSize: 100, sort: 'code', dir: 'asc' },
          opts(signal),
        ),
      )
      return { items: res.items.map((i) => roleSegmentItemSchema.parse(i)), total: res.total }
    }),
  matrix: async (segmentId: number, signal?: AbortSignal) =>
    apiSegmentMatrixSchema.parse(await dataOf(call(API_SEGMENT_PATHS.list, { segmentId }, opts(signal)))),
  updateMatrix: (segmentId: number, apiMasterIds: number[]) =>
    call<unknown>(API_SEGMENT_PATHS.update, { segmentId, apiMasterIds }),
}
