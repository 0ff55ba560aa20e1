import { count, desc, ilike, or } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { access } from '#contract/access/route-access.ts'
import { MAIL_OUTBOX_PATHS, mailOutboxListRequestSchema } from '#contract/developer/mail-outbox.ts'
import { ok } from '#contract/envelope.ts'
import type { Db } from '../../db/client.ts'
import { mailOutbox } from '../../db/schema/index.ts'

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * The mail outbox (docs/ARCHITECTURE.md "Sign-in and sessions"): what the product sent (or would have sent
 * without SMTP), newest first.
 */
export function mailOutboxRoutes(api: FastifyInstance, db: Db) {
  api.withTypeProvider<ZodTypeProvider>().post(
    MAIL_OUTBOX_PATHS.list,
    {
      schema: {
        tags: ['developer'],
        summary: 'Daftar email keluar (outbox)',
        body: mailOutboxListRequestSchema,
      },
      config: { access: access.features('ALL_DEVELOPER_MENU') },
    },
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
      return ok({
        items: rows.map((r) => ({
          ...r,
          createdAt: r.createdAt.toISOString(),
          sentAt: r.sentAt?.toISOString() ?? null,
        })),
        total: total?.n ?? 0,
        page,
        pageSize,
      })
    },
  )
}
