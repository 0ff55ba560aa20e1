import { z } from 'zod'

/** Every API response: `{ success, message, result }` (docs/ARCHITECTURE.md "Calls"). */
export const envelopeSchema = <T extends z.core.$ZodType>(result: T) =>
  z.object({ success: z.boolean(), message: z.string(), result })

/**
 * `requestId` is on failures only (the server's id of the request, in its log lines: docs/OPERATIONS.md), so a
 * success body is exactly `{ success, message, result }`.
 */
export type Envelope<T> = { success: boolean; message: string; result: T; requestId?: string }

export const ok = <T>(result: T, message = 'Berhasil'): Envelope<T> => ({ success: true, message, result })
export const fail = (message: string): Envelope<null> => ({ success: false, message, result: null })
/** A failure as the server answers it: the request's id after the envelope's fields. */
export const withRequestId = <T>(failure: Envelope<T>, requestId: string): Envelope<T> => ({
  ...failure,
  requestId,
})

export interface FieldError {
  field: string
  message: string
}

/**
 * What every web call wrapper returns (docs/PRODUCT.md §7): data is null on failure. A validation failure
 * also names its fields (`errors`), so a form can show each message under its own input.
 */
export type CallResult<T> = { success: boolean; data: T | null; message: string; errors?: FieldError[] }

const fieldErrorsOf = (result: unknown): FieldError[] | undefined => {
  const errors = (result as { errors?: unknown } | null)?.errors
  if (!Array.isArray(errors)) return undefined
  const valid = errors.filter(
    (e): e is FieldError => typeof e?.field === 'string' && typeof e?.message === 'string',
  )
  return valid.length > 0 ? valid : undefined
}

const isEnvelope = (body: unknown): body is Envelope<unknown> =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as { success?: unknown }).success === 'boolean' &&
  'message' in body

/**
 * Turns whatever came back (a parsed body, or an Error from a network failure) into a CallResult.
 * Anything that is not an envelope is a failure with a readable message.
 */
export function toCallResult<T>(
  body: unknown,
  fallbackMessage = 'Terjadi kesalahan. Silakan coba lagi.',
): CallResult<T> {
  if (body instanceof Error) return { success: false, data: null, message: body.message || fallbackMessage }
  if (!isEnvelope(body)) return { success: false, data: null, message: fallbackMessage }
  const message = typeof body.message === 'string' && body.message ? body.message : fallbackMessage
  if (!body.success) {
    const errors = fieldErrorsOf(body.result)
    return errors ? { success: false, data: null, message, errors } : { success: false, data: null, message }
  }
  return { success: true, data: (body.result ?? null) as T | null, message }
}
