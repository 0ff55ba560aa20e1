import { defineArea } from '../engine/area.ts'
import { auditLog } from './audit-log.ts'
import { mailOutboxList } from './mail-outbox.ts'

/** Tools for developers: the activity log and the mail outbox. */
export const developer = defineArea({
  name: 'developer',
  resources: { auditLog },
  endpoints: { mailOutboxList },
  pages: ['/dashboard/utils/mail-outbox'],
})
