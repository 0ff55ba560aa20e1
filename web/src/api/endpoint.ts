import type { EndpointBody, EndpointDef, EndpointResult } from '#contract/engine/endpoint.ts'
import type { CallResult } from '#contract/envelope.ts'
import { type CallOptions, call } from './client.ts'

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
  const result = await call<unknown>(endpoint.path, body, auth === undefined ? options : { ...options, auth })
  if (!result.success) return { ...result, data: null }
  const parsed = endpoint.result.safeParse(result.data)
  if (!parsed.success) return { success: false, data: null, message: INVALID_RESPONSE }
  return { success: true, data: parsed.data as EndpointResult<E>, message: result.message }
}
