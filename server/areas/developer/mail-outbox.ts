import { and, count, desc, ilike, or, type SQL, sql } from 'drizzle-orm'
import type { mailOutboxList } from '#contract/developer/mail-outbox.ts'
import type { AuthContext } from '../../access/caller.ts'
import { authOf } from '../../access/enforce.ts'
import type { Db } from '../../db/client.ts'
import { dashboardUser, mailOutbox } from '../../db/schema/index.ts'
import type { EndpointHandler } from '../../engine/endpoint.ts'

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * The mail a caller may read. The outbox holds the mail to every account (password links, PINs), so a
 * developer not scoped to everything reads only the mail to their own address, as they read only their
 * own actions in the activity log (issue 13: found by the generated scope probe; a developer bound to one
 * client read every account's password link).
 */
const outboxScope = (auth: AuthContext): SQL | undefined =>
  auth.userTypeLevel === 'ALL'
    ? undefined
    : sql`lower(${mailOutbox.to}) = (select lower(${dashboardUser.email}) from ${dashboardUser} where ${dashboardUser.id} = ${auth.userId})`

/**
 * The mail outbox (docs/ARCHITECTURE.md "Sign-in and sessions"): what the product sent (or would have sent
 * without SMTP), newest first.
 */
export const listMailOutbox =
  (db: Db): EndpointHandler<typeof mailOutboxList> =>
  async (request) => {
    const { page, pageSize, search } = request.body
    const where = and(
      outboxScope(authOf(request)),
      search
        ? or(
            ilike(mailOutbox.to, `%${escapeLike(search)}%`),
            ilike(mailOutbox.subject, `%${escapeLike(search)}%`),
          )
        : undefined,
    )
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(mailOutbox)
        .where(where)
        .orderBy(desc(mailOutbox.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      db.select({ n: count() }).from(mailOutbox).where(where),
    ])
    return {
      items: rows.map((r) => ({
        ...r,
        createdAt: r.createdAt.toISOString(),
        sentAt: r.sentAt?.toISOString() ?? null,
      })),
      total: total?.n ?? 0,
      page,
      pageSize,
    }
  }
