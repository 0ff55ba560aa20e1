import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { EndpointDef, Schema } from '#contract/engine/endpoint.ts'
import { envelopeSchema, ok } from '#contract/envelope.ts'

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
  handler: EndpointHandler<E>,
  options: HandleOptions,
): void {
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
    async (request, reply) => {
      const answered = await handler(request as EndpointRequest<E>, reply)
      const { result, message } =
        answered instanceof Answer ? answered : { result: answered, message: undefined }
      if (options.checkResults) assertResult(endpoint.result, result, endpoint.path)
      return message === undefined ? ok(result) : ok(result, message)
    },
  )
}
