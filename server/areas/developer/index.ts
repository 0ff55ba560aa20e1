import { developer } from '#contract/developer/index.ts'
import { serverArea } from '../../engine/area.ts'
import { auditLogResource } from './audit-log.ts'
import { inquire, inquiryHistory, inquiryProducts } from './biller-inquiry.ts'
import { listMailOutbox } from './mail-outbox.ts'

export const developerServer = serverArea(developer, ({ db, config, services }) => ({
  resources: { auditLog: auditLogResource },
  endpoints: {
    mailOutboxList: listMailOutbox(db),
    billerInquiry: inquire(db, services.billerHost, config.billerInquiryTimeoutMs),
    billerInquiryProducts: inquiryProducts(db),
    billerInquiryHistory: inquiryHistory(db),
  },
}))
