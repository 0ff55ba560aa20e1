import { z } from 'zod'

export const MAIL_OUTBOX_PATHS = { list: '/mail-outbox/list' } as const

export const mailOutboxListRequestSchema = z.strictObject({
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(254).optional(),
})

export const mailOutboxItemSchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  bodyText: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  error: z.string().nullable(),
})
export type MailOutboxItem = z.infer<typeof mailOutboxItemSchema>

export const mailOutboxListResultSchema = z.object({
  items: z.array(mailOutboxItemSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
})
