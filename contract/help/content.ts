import { z } from 'zod'
import { access } from '../access/route-access.ts'
import { audit } from '../engine/columns.ts'
import { defineEndpoint } from '../engine/endpoint.ts'
import { auditColumns, oneOf, optionalText, refId, text } from '../engine/fields.ts'
import { orderColumn, reorderBody, reorderResult } from '../engine/reorder.ts'
import { defineResource } from '../engine/resource.ts'
import { CONTENT_STATUS, HELP_ICON_OPTIONS, MAX_HTML_CHARS } from './vocabulary.ts'

/**
 * The help centre's content (issue 19 item 1): categories, their sub-categories and the FAQs under them, each
 * with an order and a status Terbit/Draf. Only what is published (and whose parents are published) is read by
 * merchants: `/help/faq/published`.
 */

const order = orderColumn

export const helpCategory = defineResource({
  name: 'help-category',
  route: '/dashboard/pusat-bantuan/category',
  title: 'Kategori Pusat Bantuan',
  singular: 'Kategori',
  access: ['VIEW_PUSAT_BANTUAN_CATEGORY'],
  writableByAllScopeOnly: true,
  row: z.object({
    id: z.number(),
    name: z.string(),
    icon: z.string(),
    description: z.string(),
    sortOrder: z.number(),
    status: z.string(),
    subCategories: z.number(),
    ...auditColumns,
  }),
  input: z.strictObject({
    name: text('Nama kategori', 64),
    icon: oneOf('Ikon', HELP_ICON_OPTIONS),
    description: optionalText('Deskripsi', 200),
    status: oneOf('Status', CONTENT_STATUS),
  }),
  columns: [
    order,
    { key: 'name', label: 'Nama Kategori', sortable: true },
    { key: 'icon', label: 'Ikon', format: 'code', priority: 3 },
    { key: 'description', label: 'Deskripsi', priority: 3 },
    { key: 'subCategories', label: 'Sub Kategori', format: 'number' },
    { key: 'status', label: 'Status', sortable: true, format: 'status', options: CONTENT_STATUS },
    ...audit,
  ],
  filters: [{ key: 'status', type: 'select', options: CONTENT_STATUS }],
  searchHint: 'Cari nama kategori…',
  defaultSort: { key: 'sortOrder', dir: 'asc' },
  labelField: 'name',
  form: [
    {
      title: 'Kategori',
      fields: [
        { key: 'name', type: 'text', placeholder: 'Transaksi' },
        { key: 'icon', type: 'select', options: HELP_ICON_OPTIONS },
        { key: 'description', type: 'textarea' },
        { key: 'status', type: 'select', options: CONTENT_STATUS },
      ],
    },
  ],
})

export const helpSubCategory = defineResource({
  name: 'help-sub-category',
  route: '/dashboard/pusat-bantuan/sub-category',
  title: 'Sub Kategori Pusat Bantuan',
  singular: 'Sub kategori',
  access: ['VIEW_PUSAT_BANTUAN_SUB_CATEGORY'],
  writableByAllScopeOnly: true,
  row: z.object({
    id: z.number(),
    categoryId: z.number(),
    categoryName: z.string(),
    name: z.string(),
    icon: z.string(),
    sortOrder: z.number(),
    status: z.string(),
    faqs: z.number(),
    ...auditColumns,
  }),
  input: z.strictObject({
    categoryId: refId('Kategori'),
    name: text('Nama sub kategori', 64),
    icon: oneOf('Ikon', HELP_ICON_OPTIONS),
    status: oneOf('Status', CONTENT_STATUS),
  }),
  columns: [
    order,
    { key: 'name', label: 'Nama Sub Kategori', sortable: true },
    { key: 'categoryName', label: 'Kategori', sortable: true },
    { key: 'icon', label: 'Ikon', format: 'code', priority: 3 },
    { key: 'faqs', label: 'FAQ', format: 'number' },
    { key: 'status', label: 'Status', sortable: true, format: 'status', options: CONTENT_STATUS },
    ...audit,
  ],
  filters: [
    { key: 'categoryId', label: 'Kategori', type: 'ref', ref: 'help-category' },
    { key: 'status', type: 'select', options: CONTENT_STATUS },
  ],
  searchHint: 'Cari nama sub kategori…',
  defaultSort: { key: 'sortOrder', dir: 'asc' },
  labelField: 'name',
  codeField: 'categoryName',
  form: [
    {
      title: 'Sub Kategori',
      fields: [
        { key: 'categoryId', label: 'Kategori', type: 'ref', ref: 'help-category' },
        { key: 'name', type: 'text', placeholder: 'Pembayaran tagihan' },
        { key: 'icon', type: 'select', options: HELP_ICON_OPTIONS },
        { key: 'status', type: 'select', options: CONTENT_STATUS },
      ],
    },
  ],
})

/** Rich text as the editor sends it; the server keeps only what its allow-list permits (server/areas/help/html.ts). */
export const richText = (label: string) =>
  z
    .string({ error: `${label} wajib diisi.` })
    .max(MAX_HTML_CHARS, `${label} maksimal ${MAX_HTML_CHARS.toLocaleString('id-ID')} karakter.`)
    .refine((html) => html.replace(/<[^>]*>/g, '').trim().length > 0, `${label} wajib diisi.`)

export const helpFaq = defineResource({
  name: 'help-faq',
  route: '/dashboard/pusat-bantuan/faq',
  title: 'FAQ Pusat Bantuan',
  singular: 'FAQ',
  access: ['VIEW_PUSAT_BANTUAN_FAQ'],
  writableByAllScopeOnly: true,
  row: z.object({
    id: z.number(),
    subCategoryId: z.number(),
    subCategoryName: z.string(),
    categoryName: z.string(),
    question: z.string(),
    answer: z.string(),
    sortOrder: z.number(),
    status: z.string(),
    ...auditColumns,
  }),
  input: z.strictObject({
    subCategoryId: refId('Sub kategori'),
    question: text('Pertanyaan', 300),
    answer: richText('Jawaban'),
    status: oneOf('Status', CONTENT_STATUS),
  }),
  columns: [
    order,
    { key: 'question', label: 'Pertanyaan', sortable: true },
    { key: 'subCategoryName', label: 'Sub Kategori', sortable: true },
    { key: 'categoryName', label: 'Kategori', sortable: true, priority: 3 },
    { key: 'answer', label: 'Jawaban', hidden: true },
    { key: 'status', label: 'Status', sortable: true, format: 'status', options: CONTENT_STATUS },
    ...audit,
  ],
  filters: [
    { key: 'subCategoryId', label: 'Sub Kategori', type: 'ref', ref: 'help-sub-category' },
    { key: 'status', type: 'select', options: CONTENT_STATUS },
  ],
  searchHint: 'Cari pertanyaan…',
  defaultSort: { key: 'sortOrder', dir: 'asc' },
  labelField: 'question',
  codeField: 'subCategoryName',
  detailHidden: ['answer'],
  form: [
    {
      title: 'FAQ',
      fields: [
        { key: 'subCategoryId', label: 'Sub Kategori', type: 'ref', ref: 'help-sub-category' },
        { key: 'question', type: 'text', placeholder: 'Bagaimana cara membatalkan transaksi?' },
        { key: 'answer', label: 'Jawaban', type: 'richtext' },
        { key: 'status', type: 'select', options: CONTENT_STATUS },
      ],
    },
  ],
})

export const helpCategoryReorder = defineEndpoint({
  path: '/help-category/reorder',
  access: access.features('VIEW_PUSAT_BANTUAN_CATEGORY'),
  summary: 'Mengatur urutan kategori pusat bantuan',
  body: reorderBody,
  result: reorderResult,
})
export const helpSubCategoryReorder = defineEndpoint({
  path: '/help-sub-category/reorder',
  access: access.features('VIEW_PUSAT_BANTUAN_SUB_CATEGORY'),
  summary: 'Mengatur urutan sub kategori dalam satu kategori',
  body: reorderBody,
  result: reorderResult,
})
export const helpFaqReorder = defineEndpoint({
  path: '/help-faq/reorder',
  access: access.features('VIEW_PUSAT_BANTUAN_FAQ'),
  summary: 'Mengatur urutan FAQ dalam satu sub kategori',
  body: reorderBody,
  result: reorderResult,
})

/** The published help content, nested, as merchants read it. */
export const publishedFaqSchema = z.object({
  categories: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      icon: z.string(),
      description: z.string(),
      subCategories: z.array(
        z.object({
          id: z.number(),
          name: z.string(),
          icon: z.string(),
          faqs: z.array(z.object({ id: z.number(), question: z.string(), answer: z.string() })),
        }),
      ),
    }),
  ),
})
export type PublishedFaq = z.infer<typeof publishedFaqSchema>

const publishedBody = z.nullish(
  z.strictObject({
    search: z.string().trim().max(100, 'Kata kunci pencarian maksimal 100 karakter.').optional(),
  }),
)

/**
 * POST /help/faq/published: every published FAQ under published parents, in their order, searched in the
 * question and the answer's text. Public (no sign-in): the public help page links to it (issue 19 item 4),
 * and the signed-in read view (/dashboard/account/bantuan) calls it too.
 */
export const helpFaqPublished = defineEndpoint({
  path: '/help/faq/published',
  access: access.public,
  summary: 'FAQ yang terbit, per kategori dan sub kategori (publik, dapat dicari)',
  body: publishedBody,
  result: publishedFaqSchema,
})
