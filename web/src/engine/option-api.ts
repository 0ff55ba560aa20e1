import * as z from 'zod/mini'
import { type RefOption, refOptionSchema } from '#contract/engine/ref-options.ts'
import { dataOf } from '../api/call-error.ts'
import { callChecked } from '../api/endpoint.ts'

/**
 * The rows a searchable select offers (POST /{apiPath}/options) and the query keys they are cached under.
 * Apart from the resource calls (resource-api.ts), which parse with the resources' classic zod schemas, so
 * that a filter's select loads no classic zod.
 */
export const optionKeys = {
  all: (apiPath: string) => ['resource', apiPath, 'options'] as const,
  search: (apiPath: string, search: string, filters?: Record<string, unknown>) =>
    ['resource', apiPath, 'options', 'search', search, filters ?? {}] as const,
  ids: (apiPath: string, ids: readonly number[]) => ['resource', apiPath, 'options', 'ids', ids] as const,
}

const refOptions = z.array(refOptionSchema)

export const fetchOptions = (
  apiPath: string,
  body: { search?: string; ids?: number[]; limit?: number; filters?: Record<string, unknown> },
  signal?: AbortSignal,
): Promise<RefOption[]> =>
  dataOf(callChecked(`/${apiPath}/options`, body, refOptions, signal ? { signal } : {}))
