import type { FastifyRequest } from 'fastify'
import type { AuditAction } from '#contract/developer/audit-log.ts'
import type { Db } from '../db/client.ts'
import { auditLog } from '../db/schema/index.ts'

export interface AuditEntry {
  /** One of the actions the audit log names (its list gives each a label, so none is shown as a raw code). */
  action: AuditAction
  entity: string
  entityId?: string
  before?: unknown
  after?: unknown
  /** Who acted when nobody is signed in yet (sign-in, password reset). */
  actor?: { id: string | null; username: string }
}

/** Writes one audit row: who, when, what, the row before and after. */
export async function audit(db: Db, request: FastifyRequest | null, entry: AuditEntry): Promise<void> {
  const actor = entry.actor ?? {
    id: request?.auth?.userId ?? null,
    username: request?.auth?.username ?? 'system',
  }
  await db.insert(auditLog).values({
    actorUserId: actor.id,
    actorUsername: actor.username,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? '',
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: request?.ip ?? '',
  })
}
