import { z } from 'zod'
import {
  deleteCheckSchema,
  type ListResult,
  listResultSchema,
  type RefOption,
  type ResourceDef,
  refOptionSchema,
  webRowSchema,
} from '#contract/engine/resource.ts'
import type { CallResult, FieldError } from '#contract/envelope.ts'
import { call } from '../api/client.ts'
import { callChecked } from '../api/endpoint.ts'
import type { ListRequestBody } from './list-request.ts'

/** The calls of one resource (POST /{apiPath}/…) and the query keys they are cached under. */
export type Row = Record<string, unknown> & { id: number }

/** A failed call as a thrown error, keeping the server's message and field errors. */
export class CallError extends Error {
  readonly errors: FieldError[] | undefined
  constructor(result: Pick<CallResult<unknown>, 'message' | 'errors'>) {
    super(result.message)
    this.name = 'CallError'
    this.errors = result.errors
  }
}

/** The data of a successful call, or a CallError. */
export async function dataOf<T>(promise: Promise<CallResult<T>>): Promise<T> {
  const result = await promise
  if (!result.success) throw new CallError(result)
  return result.data as T
}

export const resourceKeys = {
  all: (def: ResourceDef) => ['resource', def.apiPath] as const,
  list: (def: ResourceDef, request: ListRequestBody) => ['resource', def.apiPath, 'list', request] as const,
  detail: (def: ResourceDef, id: number) => ['resource', def.apiPath, 'detail', id] as const,
}
export const optionKeys = {
  all: (apiPath: string) => ['resource', apiPath, 'options'] as const,
  search: (apiPath: string, search: string, filters?: Record<string, unknown>) =>
    ['resource', apiPath, 'options', 'search', search, filters ?? {}] as const,
  ids: (apiPath: string, ids: readonly number[]) => ['resource', apiPath, 'options', 'ids', ids] as const,
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
  options: (
    apiPath: string,
    body: { search?: string; ids?: number[]; limit?: number; filters?: Record<string, unknown> },
    signal?: AbortSignal,
  ): Promise<RefOption[]> =>
    dataOf(callChecked(`/${apiPath}/options`, body, z.array(refOptionSchema), signal ? { signal } : {})),
  add: (def: ResourceDef, input: Record<string, unknown>) => call<Row>(path(def, 'add'), input),
  update: (def: ResourceDef, id: number, input: Record<string, unknown>) =>
    call<Row>(path(def, 'update'), { id, ...input }),
  /** Whether the rows may be deleted, asked before the delete confirmation. */
  deleteCheck: (def: ResourceDef, ids: number[]) =>
    callChecked(path(def, 'delete-check'), { ids }, deleteCheckSchema),
  remove: (def: ResourceDef, ids: number[]) => call<{ deleted: number }>(path(def, 'delete'), { ids }),
  action: (def: ResourceDef, action: string, id: number) => call<Row>(path(def, action), { id }),
}
