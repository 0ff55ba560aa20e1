import { z } from 'zod'
import { access } from '../access/route-access.ts'
import { defineEndpoint } from '../engine/endpoint.ts'

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

/** What the product sent (or would have sent without SMTP), newest first. */
export const mailOutboxList = defineEndpoint({
  path: '/mail-outbox/list',
  access: access.features('ALL_DEVELOPER_MENU'),
  summary: 'Daftar email keluar (outbox)',
  body: mailOutboxListRequestSchema,
  result: mailOutboxListResultSchema,
})
