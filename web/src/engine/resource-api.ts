import { z } from 'zod'
import {
  deleteCheckSchema,
  type ListResult,
  listResultSchema,
  type ResourceDef,
  webRowSchema,
} from '#contract/engine/resource.ts'
import { dataOf } from '../api/call-error.ts'
import { call } from '../api/client.ts'
import { callChecked } from '../api/endpoint.ts'
import type { ListRequestBody } from './list-request.ts'

/** The calls of one resource (POST /{apiPath}/…) and the query keys they are cached under. */
export type Row = Record<string, unknown> & { id: number }

// A call's data or its error, shared with the calls that load no classic zod (option-api.ts, location-api.ts).
export { CallError, dataOf } from '../api/call-error.ts'

export const resourceKeys = {
  all: (def: ResourceDef) => ['resource', def.apiPath] as const,
  list: (def: ResourceDef, request: ListRequestBody) => ['resource', def.apiPath, 'list', request] as const,
  detail: (def: ResourceDef, id: number) => ['resource', def.apiPath, 'detail', id] as const,
}

const path = (def: Pick<ResourceDef, 'apiPath'>, op: string) => `/${def.apiPath}/${op}`

export const resourceApi = {
  list: (def: ResourceDef, body: ListRequestBody, signal?: AbortSignal): Promise<ListResult<Row>> =>
    dataOf(
      callChecked(
        path(def, 'list'),
        body,
        listResultSchema(def).extend({ items: z.array(webRowSchema(def)) }),
        signal ? { signal } : {},
      ),
    ),
  detail: (def: ResourceDef, id: number, signal?: AbortSignal): Promise<Row> =>
    dataOf(callChecked(path(def, 'detail'), { id }, webRowSchema(def), signal ? { signal } : {})),
  add: (def: ResourceDef, input: Record<string, unknown>) => call<Row>(path(def, 'add'), input),
  update: (def: ResourceDef, id: number, input: Record<string, unknown>) =>
    call<Row>(path(def, 'update'), { id, ...input }),
  /** Whether the rows may be deleted, asked before the delete confirmation. */
  deleteCheck: (def: ResourceDef, ids: number[]) =>
    callChecked(path(def, 'delete-check'), { ids }, deleteCheckSchema),
  remove: (def: ResourceDef, ids: number[]) => call<{ deleted: number }>(path(def, 'delete'), { ids }),
  action: (def: ResourceDef, action: string, id: number) => call<Row>(path(def, action), { id }),
}
