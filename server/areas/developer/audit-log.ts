import { eq, sql } from 'drizzle-orm'
import { auditLog as def } from '#contract/developer/audit-log.ts'
import { auditLog } from '../../db/schema/index.ts'
import { serverResource } from '../../engine/resource.ts'

/** "Log Aktivitas" (read-only). A developer not scoped to everything sees only their own actions. */
export const auditLogResource = serverResource({
  def,
  table: auditLog,
  search: [auditLog.actorUsername, auditLog.entityId],
  filters: { action: (v: never) => eq(auditLog.action, v), entity: (v: never) => eq(auditLog.entity, v) },
  scope: (auth) => (auth.userTypeLevel === 'ALL' ? undefined : sql`${auditLog.actorUserId} = ${auth.userId}`),
  toValues: () => {
    throw new Error('audit log is read-only')
  },
})
