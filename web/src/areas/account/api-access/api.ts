import {
  type ApiDetailUpdateRequest,
  type ApiMasterAddRequest,
  type ApiMasterItem,
  type ApiMasterUpdateRequest,
  apiDetailDelete,
  apiDetailList,
  apiDetailUpdate,
  apiMasterAdd,
  apiMasterDelete,
  apiMasterList,
  apiMasterUpdate,
  apiSegmentList,
  apiSegmentUpdate,
} from '#contract/account/api-access.ts'
import { type RoleSegmentItem, roleSegmentList } from '#contract/account/roles.ts'
import { callEndpoint } from '../../../api/endpoint.ts'
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
  masters: (body: { page: number; pageSize: number; search?: string }, signal?: AbortSignal) =>
    dataOf(callEndpoint(apiMasterList, body, { signal })),
  allMasters: (signal?: AbortSignal): Promise<ApiMasterItem[]> =>
    everyPage((page) => apiAccessApi.masters({ page, pageSize: 100 }, signal)),
  addMaster: (input: ApiMasterAddRequest) => callEndpoint(apiMasterAdd, input),
  updateMaster: (input: ApiMasterUpdateRequest) => callEndpoint(apiMasterUpdate, input),
  deleteMasters: (ids: number[]) => callEndpoint(apiMasterDelete, { ids }),

  details: (
    body: { page: number; pageSize: number; search?: string; filters?: { apiMasterId?: number } },
    signal?: AbortSignal,
  ) => dataOf(callEndpoint(apiDetailList, body, { signal })),
  updateDetail: (input: ApiDetailUpdateRequest) => callEndpoint(apiDetailUpdate, input),
  deleteDetails: (ids: number[]) => callEndpoint(apiDetailDelete, { ids }),

  segments: (signal?: AbortSignal): Promise<RoleSegmentItem[]> =>
    everyPage((page) =>
      dataOf(callEndpoint(roleSegmentList, { page, pageSize: 100, sort: 'code', dir: 'asc' }, { signal })),
    ),
  matrix: (segmentId: number, signal?: AbortSignal) =>
    dataOf(callEndpoint(apiSegmentList, { segmentId }, { signal })),
  updateMatrix: (segmentId: number, apiMasterIds: number[]) =>
    callEndpoint(apiSegmentUpdate, { segmentId, apiMasterIds }),
}
