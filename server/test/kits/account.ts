import { and, desc, eq, gt, sql } from 'drizzle-orm'
import type { FeatureName } from '#contract/access/features.ts'
import type { UserTypeLevel } from '#contract/auth/schemas.ts'
import { auditLog, mailOutbox } from '../../db/schema/index.ts'
import { rowsOf } from '../../engine/query.ts'
import { createSegment, createUser, DEMO_PASSWORD } from '../../seed/access.ts'
import type { TestApp } from '../harness.ts'

/** Test fixtures of the account API tests (not used by the server). */
export async function makeAccount(
  t: TestApp,
  a: {
    username: string
    features?: readonly FeatureName[]
    segmentId?: number
    level?: UserTypeLevel
    value?: string
    login?: boolean
  },
): Promise<{ id: string; segmentId: number; token: string }> {
  const db = t.database.db
  const segmentId =
    a.segmentId ??
    (await createSegment(db, {
      code: `SEG_${a.username.replace(/\W/g, '_').toUpperCase()}`,
      name: `Segmen ${a.username}`,
      features: a.features ?? [],
    }))
  const id = await createUser(db, {
    username: a.username,
    email: `${a.username}@contoh.id`,
    fullName: `Pengguna ${a.username}`,
    password: DEMO_PASSWORD,
    roleSegmentId: segmentId,
    userTypeLevel: a.level ?? 'ALL',
    userTypeValue: a.value ?? '',
    ...(a.level === 'PARTNER' ? { partnerCode: a.value, sharingFeePartnerCode: a.value } : {}),
  })
  const token = a.login === false ? '' : await t.login(a.username)
  return { id, segmentId, token }
}

/** Audit rows written since `sinceId` for this action (newest first). */
export async function auditSince(t: TestApp, sinceId: number, action: string) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(gt(auditLog.id, sinceId), eq(auditLog.action, action)))
    .orderBy(desc(auditLog.id))
}

export async function lastAuditId(t: TestApp): Promise<number> {
  const [row] = rowsOf(await t.database.db.execute(sql`select coalesce(max(id), 0)::int as n from audit_log`))
  return Number(row?.n ?? 0)
}

/** The newest mail to this address and the email/token of the link in it. */
export async function latestMailTo(t: TestApp, to: string) {
  const [mail] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.id))
    .limit(1)
  if (!mail) throw new Error(`no mail to ${to}`)
  const link = mail.bodyText.match(/https?:\/\/\S+/)?.[0]
  if (!link) throw new Error('no link in the mail')
  const u = new URL(link)
  return {
    mail,
    path: u.pathname,
    email: u.searchParams.get('email') ?? '',
    token: u.searchParams.get('token') ?? '',
  }
}

/** One code of the demo data, by a query returning a column `code`. */
export async function demoCode(t: TestApp, query: string): Promise<string> {
  const [row] = rowsOf(await t.database.db.execute(sql.raw(query)))
  if (!row) throw new Error(`no demo row for ${query}`)
  return String(row.code).trim()
}
