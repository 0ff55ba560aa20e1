import { readFileSync } from 'node:fs'
import { simpleParser } from 'mailparser'

/**
 * The mail the app sent, as its addressee receives it: the e2e server's SMTP capture (scripts/e2e-server.ts) writes
 * every message to E2E_MAIL_FILE. The outbox shows everyone else's mail with its secrets masked, so a test reads a
 * code or a link here, as the person it was sent to would.
 */
export interface ReceivedMail {
  to: string[]
  subject: string
  text: string
}

async function received(): Promise<ReceivedMail[]> {
  const file = process.env.E2E_MAIL_FILE
  if (!file) throw new Error('E2E_MAIL_FILE is not set (playwright.config.ts)')
  const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean)
  return Promise.all(
    lines.map(async (line) => {
      const { to, raw } = JSON.parse(line) as { to: string[]; raw: string }
      const mail = await simpleParser(raw)
      return { to, subject: mail.subject ?? '', text: mail.text ?? '' }
    }),
  )
}

/** The newest mail to `to` that `match` accepts, waiting for it a while (mail goes out after the commit). */
export async function mailTo(
  to: string,
  match: (m: ReceivedMail) => boolean = () => true,
): Promise<ReceivedMail> {
  for (let i = 0; i < 40; i++) {
    const found = (await received()).reverse().find((m) => m.to.includes(to) && match(m))
    if (found) return found
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`no mail to ${to}`)
}
