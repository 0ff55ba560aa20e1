import type { z } from 'zod'
import * as mini from 'zod/mini'
import type { AnyOf } from '../access/can.ts'
import type { RouteAccess } from '../access/route-access.ts'
import type { WorkflowDef } from './workflow.ts'

/**
 * A call that is not one of a resource's CRUD calls (docs/ARCHITECTURE.md "Endpoints"): its path, who
 * may call it, the body it takes and the `result` of its envelope, declared once. The server registers
 * it with `handle` (server/engine/endpoint.ts), which checks the answer against `result` in tests and
 * documents it in OpenAPI; the web calls it with `callEndpoint` (web/src/api/endpoint.ts), which parses
 * the answer with the same schema, so neither side restates a shape.
 */
/**
 * Any zod schema, classic or zod/mini (docs/ARCHITECTURE.md "Bundle size": the sign-in calls are declared
 * with zod/mini so the sign-in page stays small); both sides parse through zod's core.
 */
export type Schema = z.core.$ZodType

export interface EndpointDef<Body extends Schema = Schema, Result extends Schema = Schema> {
  readonly path: string
  readonly access: RouteAccess
  /** One line for the OpenAPI document (Indonesian, like the rest of it). */
  readonly summary: string
  readonly body: Body
  /** The envelope's `result` on success; `z.null()` for a call that answers with a message only. */
  readonly result: Result
  /**
   * Resources (by name) whose rows the call's form picks in a searchable select (POST /{name}/options):
   * the call's features then open those options too (contract/options-access.ts). Only for a call
   * gated by features, or by the session with `optionsAccess` naming the features of the pages that use it
   * (the dashboards' filters: every signed-in user reads the home page, the summaries' holders pick merchants).
   */
  readonly optionsOf?: readonly string[]
  /** For a session call with `optionsOf`: the features whose holders get those options. */
  readonly optionsAccess?: AnyOf
  /** Bytes a body may have, for a call carrying a file (server/app.ts allows 1 MB otherwise). */
  readonly bodyLimit?: number
  /**
   * An upload (issue 18, the bulk import): the request body is the file itself (application/octet-stream,
   * at most `maxBytes`), which the handler reads as a stream; `body` then validates the query string, what
   * the file is for. The web sends it with `uploadFile` (web/src/api/upload.ts).
   */
  readonly upload?: { readonly maxBytes: number }
  /** The controlled transition this call takes (contract/engine/workflow.ts `transitionEndpoint`). */
  readonly transition?: { readonly workflow: WorkflowDef; readonly key: string }
}

export const defineEndpoint = <Body extends Schema, Result extends Schema>(
  def: EndpointDef<Body, Result>,
): EndpointDef<Body, Result> => def

/** An upload endpoint (`upload`: the body is the file, `body` validates the query string). */
export const defineUpload = <Body extends Schema, Result extends Schema>(
  def: EndpointDef<Body, Result> & { readonly upload: { readonly maxBytes: number } },
): EndpointDef<Body, Result> & { readonly upload: { readonly maxBytes: number } } => def

/** What a caller sends (defaults may be left out). */
export type EndpointBody<E extends EndpointDef> = z.input<E['body']>
/** What the caller gets back, parsed. */
export type EndpointResult<E extends EndpointDef> = z.output<E['result']>

/**
 * The body of a call that takes none (/logout, /profile, the province list): nothing, or an object whose
 * fields are ignored, as these calls have always accepted.
 */
export const noBody = mini.nullish(mini.object({}))
