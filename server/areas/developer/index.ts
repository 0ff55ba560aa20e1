import { developer } from '#contract/developer/index.ts'
import { serverArea } from '../../engine/area.ts'
import { auditLogResource } from './audit-log.ts'
import { listMailOutbox } from './mail-outbox.ts'

export const developerServer = serverArea(developer, ({ db }) => ({
  resources: { auditLog: auditLogResource },
  endpoints: { mailOutboxList: listMailOutbox(db) },
}))
