import { defineArea } from '../engine/area.ts'
import { helpCategoryReorder, helpFaqPublished, helpFaqReorder, helpSubCategoryReorder } from './content.ts'
import { helpResources } from './resources.ts'
import {
  helpTicketAssign,
  helpTicketAttachment,
  helpTicketCreate,
  helpTicketFormOptions,
  helpTicketReply,
  helpTicketStatus,
  helpTicketThread,
} from './tickets.ts'

/** The help centre (issue 19 items 1–2): content (categories, sub-categories, FAQs) and complaints. */
export const help = defineArea({
  name: 'help',
  resources: helpResources,
  endpoints: {
    helpCategoryReorder,
    helpSubCategoryReorder,
    helpFaqReorder,
    helpFaqPublished,
    helpTicketCreate,
    helpTicketFormOptions,
    helpTicketThread,
    helpTicketStatus,
    helpTicketReply,
    helpTicketAssign,
    helpTicketAttachment,
  },
  pages: [
    '/dashboard/pusat-bantuan/category',
    '/dashboard/pusat-bantuan/sub-category',
    '/dashboard/pusat-bantuan/faq',
    '/dashboard/pusat-bantuan/complain',
    '/dashboard/account/bantuan',
  ],
})
