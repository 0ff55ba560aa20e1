import { eq, sql } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import type { Config } from '../config.ts'
import type { Db } from '../db/client.ts'
import { mailOutbox } from '../db/schema/index.ts'

export interface Mail {
  to: string
  subject: string
  text: string
  /** The HTML twin of `text` (server/mail/templates.ts); plain-text mail has none. */
  html?: string
}

/**
 * Every mail is written to the outbox first (so nothing is lost and a developer page can list it),
 * then sent through SMTP when SMTP_URL is configured.
 */
export function mailer(db: Db, config: Config) {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null
  return async function send(mail: Mail): Promise<void> {
    const [row] = await db
      .insert(mailOutbox)
      .values({ to: mail.to, subject: mail.subject, bodyText: mail.text, bodyHtml: mail.html ?? null })
      .returning({ id: mailOutbox.id })
    if (!transport || !row) return
    try {
      await transport.sendMail({
        from: config.mailFrom,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
      })
      await db.update(mailOutbox).set({ sentAt: sql`now()` }).where(eq(mailOutbox.id, row.id))
    } catch (err) {
      await db
        .update(mailOutbox)
        .set({ error: err instanceof Error ? err.message : String(err) })
        .where(eq(mailOutbox.id, row.id))
    }
  }
}

export type SendMail = ReturnType<typeof mailer>
