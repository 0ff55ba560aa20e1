import type { FastifyError, FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { fail } from '#contract/envelope.ts'
import { ApiError } from './errors.ts'

/** Fastify's own client-error codes, in words a user understands. */
const FASTIFY_MESSAGES: Record<string, [status: number, message: string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'Ukuran data terlalu besar (maksimal 1 MB).'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Content-Type harus application/json.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Panjang data tidak sesuai dengan header Content-Length.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'Data JSON kosong.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'Format JSON tidak valid.'],
  FST_ERR_BAD_URL: [400, 'Alamat tidak valid.'],
}

export interface FieldError {
  field: string
  message: string
}

/** What a request value the database refused is told (the field is not known there). */
export const REFUSED_VALUE_MESSAGE = 'Data tidak valid: ada nilai di luar batas yang dapat diproses.'

export interface ErrorHandlerOptions {
  /**
   * Whether an error is the database refusing a value the request carried (server/db/errors.ts
   * isDataException; passed in, since http/ does not import db/): 400, not 500.
   */
  refusedValue?: (error: unknown) => boolean
  /**
   * Whether an error says the database cannot be reached (server/db/errors.ts unreachable): 503 with
   * Retry-After, which a client or the load balancer may try again, not a 500 that looks like a bug.
   */
  unavailable?: (error: unknown) => boolean
}

/** What a request is told while the database cannot be reached (restarting, failing over). */
export const UNAVAILABLE_MESSAGE = 'Database sedang tidak dapat dihubungi. Silakan coba lagi sebentar lagi.'

/** Every error leaves the server as an envelope; nothing a client sends produces a 500 or a stack. */
export function installErrorHandler(app: FastifyInstance, options: ErrorHandlerOptions = {}): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldError[] = error.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? 'Tidak valid.',
      }))
      const first = errors[0]
      const message = first
        ? `Data tidak valid: ${first.field && !first.message.includes(first.field) ? `${first.field}: ` : ''}${first.message}`
        : 'Data tidak valid.'
      return reply.code(400).send({ ...fail(message), result: { errors } })
    }
    if (error instanceof ApiError)
      return reply.code(error.statusCode).send({ ...fail(error.message), result: error.result })
    const known = error.code ? FASTIFY_MESSAGES[error.code] : undefined
    if (known) return reply.code(known[0]).send(fail(known[1]))
    if (error.statusCode === 429) return reply.code(429).send(fail(error.message))
    if (options.unavailable?.(error)) {
      request.log.warn({ err: error }, 'the database cannot be reached')
      return reply.code(503).header('retry-after', '5').send(fail(UNAVAILABLE_MESSAGE))
    }
    if (options.refusedValue?.(error)) {
      request.log.warn({ err: error }, 'a request value refused by the database')
      return reply.code(400).send(fail(REFUSED_VALUE_MESSAGE))
    }
    if (
      error instanceof SyntaxError ||
      (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
    ) {
      return reply.code(error.statusCode ?? 400).send(fail('Permintaan tidak valid.'))
    }
    request.log.error({ err: error }, 'unhandled error')
    return reply.code(500).send(fail('Terjadi kesalahan pada server. Silakan coba lagi.'))
  })
}
