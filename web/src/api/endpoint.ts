import * as z from 'zod/mini'
import type { EndpointBody, EndpointDef, EndpointResult, Schema } from '#contract/engine/endpoint.ts'
import type { CallResult } from '#contract/envelope.ts'
import { type CallOptions, call, sendFile } from './client.ts'

export const INVALID_RESPONSE = 'Respons server tidak sesuai. Silakan coba lagi.'

/**
 * Calls an endpoint of the contract and parses its answer with the endpoint's result schema: a
 * failure keeps the server's message (and field errors); an answer of the wrong shape is a failure
 * too, never a cast. A public endpoint is sent without the bearer.
 */
export async function callEndpoint<E extends EndpointDef>(
  endpoint: E,
  body: EndpointBody<E>,
  options: CallOptions = {},
): Promise<CallResult<EndpointResult<E>>> {
  const auth = endpoint.access.kind === 'public' || endpoint.access.kind === 'basic' ? false : options.auth
  return callChecked<E['result']>(
    endpoint.path,
    body,
    endpoint.result,
    auth === undefined ? options : { ...options, auth },
  )
}

/**
 * Sends a file to an upload endpoint (`defineUpload`): the query string from `query` (validated by the
 * server with the endpoint's schema), the file as the body; the answer parsed like `callEndpoint`'s.
 */
export async function uploadFile<E extends EndpointDef>(
  endpoint: E,
  query: Record<string, string | number | undefined>,
  file: Blob,
  options: CallOptions = {},
): Promise<CallResult<EndpointResult<E>>> {
  const qs = new URLSearchParams()
  for (const [k, v] of Object.entries(query)) if (v !== undefined) qs.set(k, String(v))
  const result = await sendFile<unknown>(`${endpoint.path}?${qs}`, file, options)
  if (!result.success) return { ...result, data: null }
  const parsed = z.safeParse(endpoint.result, result.data)
  if (!parsed.success) return { success: false, data: null, message: INVALID_RESPONSE }
  return { success: true, data: parsed.data as EndpointResult<E>, message: result.message }
}

/** A call whose answer is parsed with `schema` (the resource engine's calls, whose schemas come from a resource). */
export async function callChecked<S extends Schema>(
  path: string,
  body: unknown,
  schema: S,
  options: CallOptions = {},
): Promise<CallResult<z.output<S>>> {
  const result = await call<unknown>(path, body, options)
  if (!result.success) return { ...result, data: null }
  // zod's core parse works for classic and zod/mini schemas alike, and keeps classic zod out of this file.
  const parsed = z.safeParse(schema, result.data)
  if (!parsed.success) return { success: false, data: null, message: INVALID_RESPONSE }
  return { success: true, data: parsed.data as z.output<S>, message: result.message }
}
