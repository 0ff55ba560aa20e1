import type { Readable } from 'node:stream'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { EndpointDef, Schema } from '#contract/engine/endpoint.ts'
import { envelopeSchema, ok } from '#contract/envelope.ts'
import { ApiError } from '../http/errors.ts'

/** A result with its own success message ("Akun berhasil ditambahkan."), instead of "Berhasil". */
export class Answer<T> {
  constructor(
    readonly result: T,
    readonly message: string,
  ) {}
}
export const answer = <T>(result: T, message: string) => new Answer(result, message)

/** What an endpoint's handler gets: the request with its body parsed by the endpoint's schema. */
export type EndpointRequest<E extends EndpointDef> = FastifyRequest<{ Body: z.output<E['body']> }>

/** The server half of one endpoint: its result (as the schema takes it), or an Answer carrying a message. */
export type EndpointHandler<E extends EndpointDef> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<z.input<E['result']> | Answer<z.input<E['result']>>>

/**
 * The server half of an upload endpoint (`upload` in the contract): the query string parsed by the
 * endpoint's schema, and the file as a stream, not yet read (the access check ran before it).
 */
export type UploadHandler<E extends EndpointDef> = (
  request: FastifyRequest<{ Querystring: z.output<E['body']> }>,
  file: Readable,
  reply: FastifyReply,
) => Promise<z.input<E['result']> | Answer<z.input<E['result']>>>

/** An endpoint's handler as its declaration asks: an upload's, or a JSON call's. */
export type HandlerOf<E extends EndpointDef> = E extends { readonly upload: object }
  ? UploadHandler<E>
  : EndpointHandler<E>

/**
 * Where the stream of an upload's body is kept on `request.body`: under a symbol, so the check of every
 * body's strings (server/http/text-input.ts) sees an empty object and never walks the stream.
 */
const FILE = Symbol('upload')
const OCTET = 'application/octet-stream'

/** Upload bodies are handed over as their stream (once per Fastify instance that has an upload route). */
function acceptUploads(api: FastifyInstance) {
  if (api.hasContentTypeParser(OCTET)) return
  api.addContentTypeParser(OCTET, (_request, payload, done) => done(null, { [FILE]: payload }))
}

export interface HandleOptions {
  /** OpenAPI tags (the area's name). */
  tags: string[]
  /**
   * Parse every answer with the endpoint's result schema and fail loudly when it does not match
   * (tests and the end-to-end server): the shape the web relies on is checked where it is produced.
   */
  checkResults: boolean
}

/** The response schema documents the answer in OpenAPI; the answer itself is serialised as it is. */
export const plainJson = () => (data: unknown) => JSON.stringify(data)

/** Fails loudly when an answer does not match its schema (only where results are checked). */
export function assertResult(schema: Schema, result: unknown, path: string): void {
  const checked = z.safeParse(schema, result)
  if (!checked.success)
    throw new Error(`${path}: the answer does not match its result schema: ${z.prettifyError(checked.error)}`)
}

/**
 * Registers an endpoint: its path, its access rule (from the contract, enforced by the access hook
 * before the body is read), its body schema, and its result schema for OpenAPI and for the check.
 */
export function handle<E extends EndpointDef>(
  api: FastifyInstance,
  endpoint: E,
  handler: HandlerOf<E>,
  options: HandleOptions,
): void {
  const reply = (answered: unknown) => {
    const { result, message } =
      answered instanceof Answer ? answered : { result: answered, message: undefined }
    if (options.checkResults) assertResult(endpoint.result, result, endpoint.path)
    return message === undefined ? ok(result) : ok(result, message)
  }
  if (endpoint.upload) {
    acceptUploads(api)
    const upload = handler as UploadHandler<E>
    api.withTypeProvider<ZodTypeProvider>().post(
      endpoint.path,
      {
        schema: {
          tags: options.tags,
          summary: endpoint.summary,
          querystring: endpoint.body,
          response: { 200: envelopeSchema(endpoint.result) },
        },
        bodyLimit: endpoint.upload.maxBytes,
        serializerCompiler: plainJson,
        config: { access: endpoint.access },
      },
      async (request, res) => {
        const file = (request.body as { [FILE]?: Readable } | undefined)?.[FILE]
        if (!file)
          throw new ApiError(
            415,
            'Kirim berkas sebagai isi permintaan (Content-Type application/octet-stream).',
          )
        return reply(await upload(request as never, file, res))
      },
    )
    return
  }
  const json = handler as EndpointHandler<E>
  api.withTypeProvider<ZodTypeProvider>().post(
    endpoint.path,
    {
      schema: {
        tags: options.tags,
        summary: endpoint.summary,
        body: endpoint.body,
        response: { 200: envelopeSchema(endpoint.result) },
      },
      serializerCompiler: plainJson,
      config: { access: endpoint.access },
      ...(endpoint.bodyLimit ? { bodyLimit: endpoint.bodyLimit } : {}),
    },
    async (request, res) => reply(await json(request as EndpointRequest<E>, res)),
  )
}
