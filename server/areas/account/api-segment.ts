import { and, eq, inArray, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import {
  API_ACCESS_MESSAGES,
  type ApiSegmentMatrix,
  type apiSegmentAdd,
  type apiSegmentDelete,
  type apiSegmentList,
  type apiSegmentUpdate,
} from '#contract/account/api-access.ts'
import { ACCOUNT_MESSAGES } from '#contract/account/messages.ts'
import { authOf } from '../../access/enforce.ts'
import { audit } from '../../audit/log.ts'
import type { Db } from '../../db/client.ts'
import { apiMaster, apiSegment, roleSegment } from '../../db/schema/index.ts'
import type { AreaDeps } from '../../engine/area.ts'
import { answer, type EndpointHandler, type EndpointRequest } from '../../engine/endpoint.ts'
import { rowsOf } from '../../engine/query.ts'
import { badRequest, notFound } from '../../http/errors.ts'
import { escalation, segmentApiMasters } from './escalation.ts'
import { accountWrite } from './write.ts'

async function matrixOf(db: Db, segmentId: number): Promise<ApiSegmentMatrix> {
  const [segment] = await db
    .select({ id: roleSegment.id, code: roleSegment.code, name: roleSegment.name })
    .from(roleSegment)
    .where(eq(roleSegment.id, segmentId))
  if (!segment) throw notFound(ACCOUNT_MESSAGES.segmentNotFound)
  const masters = rowsOf(
    await db.execute(sql`
      select m.id, m.code, m.name, m.description,
        (select count(*)::int from api_detail d where d.api_master_id = m.id) as detail_count,
        (g.segment_id is not null) as granted
      from api_master m
      left join api_segment g on g.api_master_id = m.id and g.segment_id = ${segmentId}
      order by m.code, m.id`),
  ).map((r) => ({
    id: Number(r.id),
    code: String(r.code),
    name: String(r.name),
    description: String(r.description),
    detailCount: Number(r.detail_count),
    granted: Boolean(r.granted),
  }))
  return { segment, masters, granted: masters.filter((m) => m.granted).map((m) => m.id) }
}

/** The codes of these master ids; unknown ids are reported by `unknown`. */
async function mastersByIds(db: Db, ids: readonly number[]) {
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ id: apiMaster.id, code: apiMaster.code })
          .from(apiMaster)
          .where(inArray(apiMaster.id, [...ids]))
  const codes = new Map(rows.map((r) => [r.id, r.code]))
  return { codes, unknown: ids.filter((id) => !codes.has(id)) }
}

/**
 * Sets a segment's API masters to `next` inside a transaction, after the escalation rules (not one's
 * own segment; only masters one's own segment has; an account administrator must remain), and audits
 * the masters before and after.
 */
async function setApiGrants(
  tx: Db,
  request: FastifyRequest,
  segmentId: number,
  next: (current: number[]) => number[],
) {
  const [segment] = await tx
    .select({ id: roleSegment.id })
    .from(roleSegment)
    .where(eq(roleSegment.id, segmentId))
  if (!segment) throw notFound(ACCOUNT_MESSAGES.segmentNotFound)
  const target = { entity: 'api_segment', entityId: String(segmentId) }
  const esc = escalation(tx, authOf(request))
  esc.requireNotOwnSegment(segmentId, target)
  const current = await segmentApiMasters(tx, segmentId)
  const before = [...current.keys()]
  const after = [...new Set(next(before))]
  const added = after.filter((id) => !current.has(id))
  const removed = before.filter((id) => !after.includes(id))
  const { codes } = await mastersByIds(tx, added)
  await esc.requireApiHeld(codes, target)
  const codesOf = (ids: number[]) => ids.map((id) => current.get(id) ?? codes.get(id) ?? String(id)).sort()
  if (added.length === 0 && removed.length === 0) return
  await esc.keepingAnAccountAdmin(target, async () => {
    if (removed.length > 0)
      await tx
        .delete(apiSegment)
        .where(and(eq(apiSegment.segmentId, segmentId), inArray(apiSegment.apiMasterId, removed)))
    if (added.length > 0)
      await tx
        .insert(apiSegment)
        .values(added.map((apiMasterId) => ({ segmentId, apiMasterId })))
        .onConflictDoNothing()
    await tx.update(roleSegment).set({ updatedAt: sql`now()` }).where(eq(roleSegment.id, segmentId))
  })
  await audit(tx, request, {
    action: 'ROLE_CHANGE',
    entity: 'api_segment',
    entityId: String(segmentId),
    before: { apiMasters: codesOf(before) },
    after: { apiMasters: codesOf(after), added: codesOf(added), removed: codesOf(removed) },
  })
}

/*
 * API segment: which API masters a role segment may call. The server refuses a feature-gated route whose
 * master is not granted to the caller's segment, from the caller's next request on.
 */

export const listApiSegments =
  ({ db }: AreaDeps): EndpointHandler<typeof apiSegmentList> =>
  async (request) =>
    matrixOf(db, request.body.segmentId)

export const updateApiSegments =
  ({ db, sendMail }: AreaDeps): EndpointHandler<typeof apiSegmentUpdate> =>
  async (request) => {
    const { segmentId, apiMasterIds } = request.body
    const { unknown } = await mastersByIds(db, [...new Set(apiMasterIds)])
    if (unknown.length > 0) {
      const message = API_ACCESS_MESSAGES.unknownMasters(unknown)
      throw badRequest(message, { errors: [{ field: 'apiMasterIds', message }] })
    }
    await accountWrite(db, request, sendMail, (tx) =>
      setApiGrants(tx, request, segmentId, () => apiMasterIds),
    )
    return answer(await matrixOf(db, segmentId), 'Akses API segmen berhasil diperbarui.')
  }

/** Grants or revokes one API master of a segment, answering the segment's matrix. */
async function changeOneGrant(
  { db, sendMail }: AreaDeps,
  request: EndpointRequest<typeof apiSegmentAdd | typeof apiSegmentDelete>,
  change: (current: number[], apiMasterId: number) => number[],
  message: (code: string) => string,
) {
  const { segmentId, apiMasterId } = request.body
  const { codes } = await mastersByIds(db, [apiMasterId])
  const code = codes.get(apiMasterId)
  if (!code) throw notFound(API_ACCESS_MESSAGES.masterNotFound)
  await accountWrite(db, request, sendMail, (tx) =>
    setApiGrants(tx, request, segmentId, (current) => change(current, apiMasterId)),
  )
  return answer(await matrixOf(db, segmentId), message(code))
}

export const addApiSegment =
  (deps: AreaDeps): EndpointHandler<typeof apiSegmentAdd> =>
  (request) =>
    changeOneGrant(
      deps,
      request,
      (current, id) => [...current, id],
      (code) => `Master API ${code} diizinkan untuk segmen.`,
    )

export const deleteApiSegment =
  (deps: AreaDeps): EndpointHandler<typeof apiSegmentDelete> =>
  (request) =>
    changeOneGrant(
      deps,
      request,
      (current, id) => current.filter((x) => x !== id),
      (code) => `Master API ${code} dicabut dari segmen.`,
    )
