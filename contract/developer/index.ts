import { defineArea } from '../engine/area.ts'
import { mailOutboxList } from './mail-outbox.ts'
import { developerResources } from './resources.ts'

/** Tools for developers: the activity log and the mail outbox. */
export const developer = defineArea({
  name: 'developer',
  resources: developerResources,
  endpoints: { mailOutboxList },
  pages: ['/dashboard/utils/mail-outbox'],
})
