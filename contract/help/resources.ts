import { helpCategory, helpFaq, helpSubCategory } from './content.ts'
import { helpAgent, helpCannedReply, helpTicket } from './tickets.ts'

/** The help area's resources (imported alone by the web's resource engine: contract/resources.ts). */
export const helpResources = {
  helpCategory,
  helpSubCategory,
  helpFaq,
  helpTicket,
  helpAgent,
  helpCannedReply,
}
