import { defineArea } from '../engine/area.ts'
import { billerInquiry, billerInquiryHistory, billerInquiryProducts } from './biller-inquiry.ts'
import { mailOutboxList } from './mail-outbox.ts'
import { developerResources } from './resources.ts'

/** Tools for developers: the activity log, the mail outbox and the Biller Helper. */
export const developer = defineArea({
  name: 'developer',
  resources: developerResources,
  endpoints: { mailOutboxList, billerInquiry, billerInquiryProducts, billerInquiryHistory },
  pages: ['/dashboard/utils/mail-outbox', '/dashboard/utils/biller-helper'],
})
