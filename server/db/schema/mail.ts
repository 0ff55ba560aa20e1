import { bigint, pgTable, text, varchar } from 'drizzle-orm/pg-core'
import { ts } from './columns.ts'

/** Outgoing mail: sent through SMTP when configured, otherwise kept here for the developer page. */
export const mailOutbox = pgTable('mail_outbox', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  to: varchar('to', { length: 254 }).notNull(),
  subject: varchar('subject', { length: 200 }).notNull(),
  bodyText: text('body_text').notNull(),
  /** The HTML twin of the text (templated mail, server/mail/templates.ts); null for plain-text mail. */
  bodyHtml: text('body_html'),
  /**
   * The subject and text as anyone but the addressee reads them: every token, link secret, PIN and one-time code
   * masked (server/mail/send.ts). Null for mail kept before they were (its body is then not shown to others).
   */
  maskedSubject: varchar('masked_subject', { length: 200 }),
  maskedText: text('masked_text'),
  createdAt: ts('created_at').notNull().defaultNow(),
  sentAt: ts('sent_at'),
  error: text('error'),
})
