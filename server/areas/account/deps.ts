import type { SessionStore } from '../../auth/sessions.ts'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/client.ts'
import type { SendMail } from '../../mail/send.ts'

export interface AccountDeps {
  db: Db
  config: Config
  sessions: SessionStore
  sendMail: SendMail
}

export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)
export const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null)
