import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm'
import type { mailOutboxList } from '#contract/developer/mail-outbox.ts'
import type { AuthContext } from '../../access/caller.ts'
import { authOf } from '../../access/enforce.ts'
import type { Db } from '../../db/client.ts'
import { dashboardUser, mailOutbox } from '../../db/schema/index.ts'
import type { EndpointHandler } from '../../engine/endpoint.ts'
import { MASK } from '../../mail/send.ts'

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

/** A mail kept before its secrets were masked: only its addressee reads it. */
const OLD_MAIL = 'Isi email ini hanya dapat dibaca oleh penerimanya.'

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
 * without SMTP), newest first. A reader sees their own mail whole and everyone else's with its tokens, links'
 * secrets, PINs and one-time codes masked (issue 30: a developer could take the checker's account from it).
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
            // The masked subject: a search must not guess a one-time code a character at a time.
            ilike(sql`coalesce(${mailOutbox.maskedSubject}, '')`, `%${escapeLike(search)}%`),
          )
        : undefined,
    )
    const auth = authOf(request)
    const [me] = await db
      .select({ email: dashboardUser.email })
      .from(dashboardUser)
      .where(eq(dashboardUser.id, auth.userId))
    const mine = (to: string) => to.toLowerCase() === me?.email.toLowerCase()
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
        id: r.id,
        to: r.to,
        // Whole for its addressee; for anyone else with every secret masked (server/mail/send.ts).
        subject: mine(r.to) ? r.subject : (r.maskedSubject ?? r.subject.replace(/\b\d{4,8}\b/g, MASK)),
        bodyText: mine(r.to) ? r.bodyText : (r.maskedText ?? OLD_MAIL),
        createdAt: r.createdAt.toISOString(),
        sentAt: r.sentAt?.toISOString() ?? null,
        error: r.error,
      })),
      total: total?.n ?? 0,
      page,
      pageSize,
    }
  }
