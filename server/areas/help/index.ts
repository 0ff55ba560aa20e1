import { help } from '#contract/help/index.ts'
import { calendarOf } from '#contract/help/sla.ts'
import { serverArea } from '../../engine/area.ts'
import {
  helpCategoryResource,
  helpFaqResource,
  helpSubCategoryResource,
  publishedFaqs,
  reorderCategories,
  reorderFaqs,
  reorderSubCategories,
} from './content.ts'
import {
  assignTicket,
  changeStatus,
  createTicket,
  formOptions,
  helpAgentResource,
  helpCannedReplyResource,
  replyTicket,
  ticketAttachment,
  ticketResource,
  ticketThread,
} from './tickets.ts'

export const helpServer = serverArea(help, ({ db, sendMail, config }) => {
  const cal = calendarOf(config.helpHolidays)
  const tickets = ticketResource(cal)
  const d = { db, sendMail, cal, tickets }
  return {
    resources: {
      helpCategory: helpCategoryResource,
      helpSubCategory: helpSubCategoryResource,
      helpFaq: helpFaqResource,
      helpTicket: tickets,
      helpAgent: helpAgentResource,
      helpCannedReply: helpCannedReplyResource,
    },
    endpoints: {
      helpCategoryReorder: reorderCategories(db),
      helpSubCategoryReorder: reorderSubCategories(db),
      helpFaqReorder: reorderFaqs(db),
      helpFaqPublished: publishedFaqs(db),
      helpTicketCreate: createTicket(d),
      helpTicketFormOptions: formOptions(d),
      helpTicketThread: ticketThread(d),
      helpTicketStatus: changeStatus(d),
      helpTicketReply: replyTicket(d),
      helpTicketAssign: assignTicket(d),
      helpTicketAttachment: ticketAttachment(d),
    },
  }
})
