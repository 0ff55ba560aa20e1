import { eq, sql } from 'drizzle-orm'
import { resourceByName } from '#contract/areas.ts'
import { auditLog as def } from '#contract/developer/audit-log.ts'
import { maskPersonal } from '#contract/privacy/mask.ts'
import { auditLog } from '../../db/schema/index.ts'
import type { Row } from '../../engine/resource.ts'
import { serverResource } from '../../engine/resource.ts'

/**
 * The row before and after, as the log answers it: the personal data of the entity's resource masked
 * like every other answer (docs/ARCHITECTURE.md "Personal data"); the entry itself keeps the whole
 * values. A change hidden by the mask (a middle digit of a NIK) still reads as a change.
 */
export function maskAuditRow(row: Row): void {
  const personal = resourceByName(String(row.entity))?.personal
  if (!personal) return
  const side = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Row) : null)
  const before = side(row.before)
  const after = side(row.after)
  const masked = (v: Row | null) => (v ? { ...v } : null)
  const b = masked(before)
  const a = masked(after)
  for (const [key, kind] of Object.entries(personal)) {
    const was = before?.[key]
    const now = after?.[key]
    if (b && typeof was === 'string') b[key] = maskPersonal(kind, was)
    if (a && typeof now === 'string') {
      a[key] = maskPersonal(kind, now)
      if (typeof was === 'string' && was !== now && b?.[key] === a[key]) a[key] = `${a[key]} (diubah)`
    }
  }
  if (b) row.before = b
  if (a) row.after = a
}

/** "Log Aktivitas" (read-only). A developer not scoped to everything sees only their own actions. */
export const auditLogResource = serverResource({
  def,
  table: auditLog,
  search: [auditLog.actorUsername, auditLog.entityId],
  filters: { action: (v: never) => eq(auditLog.action, v), entity: (v: never) => eq(auditLog.entity, v) },
  scope: (auth) => (auth.userTypeLevel === 'ALL' ? undefined : sql`${auditLog.actorUserId} = ${auth.userId}`),
  decorate: async (rows) => {
    for (const row of rows) maskAuditRow(row)
  },
  toValues: () => {
    throw new Error('audit log is read-only')
  },
})
