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
  /** What only the addressee may read (a PIN, a one-time code, a link with a token): masked for anyone else. */
  secrets?: readonly string[]
}

export const MASK = '••••••'

/**
 * The mail as anyone but its addressee reads it in the outbox (issue 30: the checker's account could be taken
 * from a reset link there): each secret the sender named, and any token, code or key in a link, masked.
 */
export function maskSecrets(text: string, secrets: readonly string[] = []): string {
  let masked = text
  for (const secret of [...secrets].filter((x) => x.length > 0).sort((a, b) => b.length - a.length))
    masked = masked.split(secret).join(MASK)
  return masked.replace(/([?&](?:token|code|otp|key|pin)=)[^&\s"'<>]+/gi, `$1${MASK}`)
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
      .values({
        to: mail.to,
        subject: mail.subject,
        bodyText: mail.text,
        bodyHtml: mail.html ?? null,
        maskedSubject: maskSecrets(mail.subject, mail.secrets),
        maskedText: maskSecrets(mail.text, mail.secrets),
      })
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
