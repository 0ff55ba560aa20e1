import { count, desc, ilike, or } from 'drizzle-orm'
import type { mailOutboxList } from '#contract/developer/mail-outbox.ts'
import type { Db } from '../../db/client.ts'
import { mailOutbox } from '../../db/schema/index.ts'
import type { EndpointHandler } from '../../engine/endpoint.ts'

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * The mail outbox (docs/ARCHITECTURE.md "Sign-in and sessions"): what the product sent (or would have sent
 * without SMTP), newest first.
 */
export const listMailOutbox =
  (db: Db): EndpointHandler<typeof mailOutboxList> =>
  async (request) => {
    const { page, pageSize, search } = request.body
    const where = search
      ? or(
          ilike(mailOutbox.to, `%${escapeLike(search)}%`),
          ilike(mailOutbox.subject, `%${escapeLike(search)}%`),
        )
      : undefined
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
