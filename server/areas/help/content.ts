import { sql } from 'drizzle-orm'
import type {
  helpCategoryReorder,
  helpFaqPublished,
  helpFaqReorder,
  helpSubCategoryReorder,
} from '#contract/help/content.ts'
import {
  helpCategory as categoryDef,
  helpFaq as faqDef,
  helpSubCategory as subCategoryDef,
} from '#contract/help/content.ts'
import type { Db } from '../../db/client.ts'
import { helpCategory, helpFaq, helpSubCategory } from '../../db/schema/index.ts'
import type { EndpointHandler } from '../../engine/endpoint.ts'
import { rowsOf } from '../../engine/query.ts'
import { lastOf, reorder } from '../../engine/reorder.ts'
import { serverResource } from '../../engine/resource.ts'
import { badRequest } from '../../http/errors.ts'
import { dependent } from '../corporate/dependents.ts'
import { readByEveryScope } from '../corporate/scope.ts'
import { cleanHtml, textOfHtml } from './html.ts'

/**
 * The help centre's content (issue 19 item 1): the engine's resources for categories, sub-categories and FAQs
 * (rows no client owns: read by every holder of the feature, written by users scoped to everything), the order
 * of each parent's rows (/…/reorder) and the published tree merchants read (/help/faq/published).
 */

export const helpCategoryResource = serverResource({
  def: categoryDef,
  table: helpCategory,
  select: {
    subCategories: sql`(select count(*)::int from ${helpSubCategory} s where s.category_id = ${helpCategory.id})`,
  },
  search: [helpCategory.name],
  scope: readByEveryScope,
  toValues: (input, { before }) => (before ? input : { ...input, sortOrder: lastOf(sql`help_category`) }),
  unique: [{ constraint: 'help_category_name_uq', field: 'name', label: 'Nama kategori' }],
  dependents: [dependent('sub kategori', helpSubCategory, helpSubCategory.categoryId)],
})

export const helpSubCategoryResource = serverResource({
  def: subCategoryDef,
  table: helpSubCategory,
  from: sql`${helpSubCategory} join ${helpCategory} on ${helpCategory.id} = ${helpSubCategory.categoryId}`,
  select: {
    categoryName: helpCategory.name,
    faqs: sql`(select count(*)::int from ${helpFaq} f where f.sub_category_id = ${helpSubCategory.id})`,
  },
  search: [helpSubCategory.name, helpCategory.name],
  scope: readByEveryScope,
  refs: { categoryId: 'help-category' },
  toValues: (input, { before }) =>
    before && before.categoryId === input.categoryId
      ? input
      : {
          ...input,
          sortOrder: lastOf(sql`help_sub_category`, sql`category_id = ${Number(input.categoryId)}`),
        },
  unique: [{ constraint: 'help_sub_category_name_uq', field: 'name', label: 'Nama sub kategori' }],
  dependents: [dependent('FAQ', helpFaq, helpFaq.subCategoryId)],
})

export const helpFaqResource = serverResource({
  def: faqDef,
  table: helpFaq,
  from: sql`${helpFaq} join ${helpSubCategory} on ${helpSubCategory.id} = ${helpFaq.subCategoryId}
    join ${helpCategory} on ${helpCategory.id} = ${helpSubCategory.categoryId}`,
  select: { subCategoryName: helpSubCategory.name, categoryName: helpCategory.name },
  search: [helpFaq.question, helpSubCategory.name],
  scope: readByEveryScope,
  refs: { subCategoryId: 'help-sub-category' },
  toValues(input, { before }) {
    // Whatever the editor (or any client) sent, only the allow-listed HTML is stored.
    const answerHtml = cleanHtml(String(input.answer))
    if (textOfHtml(answerHtml).length === 0) {
      const message = 'Jawaban wajib diisi (setelah dibersihkan tidak ada teks yang tersisa).'
      throw badRequest(message, { errors: [{ field: 'answer', message }] })
    }
    const values = { ...input, answer: answerHtml }
    return before && before.subCategoryId === input.subCategoryId
      ? values
      : {
          ...values,
          sortOrder: lastOf(sql`help_faq`, sql`sub_category_id = ${Number(input.subCategoryId)}`),
        }
  },
})

export const reorderCategories = (db: Db): EndpointHandler<typeof helpCategoryReorder> =>
  reorder(db, { table: 'help_category', parent: null, label: 'kategori' }) as never
export const reorderSubCategories = (db: Db): EndpointHandler<typeof helpSubCategoryReorder> =>
  reorder(db, { table: 'help_sub_category', parent: 'category_id', label: 'sub kategori' }) as never
export const reorderFaqs = (db: Db): EndpointHandler<typeof helpFaqReorder> =>
  reorder(db, { table: 'help_faq', parent: 'sub_category_id', label: 'FAQ' }) as never

/**
 * The published tree: categories, sub-categories and FAQs that are all Terbit, in their order; a search keeps the
 * FAQs whose question or answer (its text, not its tags) holds every word typed, and the parents holding them.
 */
export const publishedFaqs =
  (db: Db): EndpointHandler<typeof helpFaqPublished> =>
  async (request) => {
    const words = (request.body?.search ?? '')
      .toLowerCase()
      .split(/\s+/)
      .filter((w) => w.length > 0)
      .slice(0, 8)
    const rows = rowsOf(
      await db.execute(sql`select c.id as c_id, c.name as c_name, c.icon as c_icon, c.description as c_desc,
          s.id as s_id, s.name as s_name, s.icon as s_icon, f.id as f_id, f.question, f.answer
        from help_category c join help_sub_category s on s.category_id = c.id
        join help_faq f on f.sub_category_id = s.id
        where c.status = 'PUBLISHED' and s.status = 'PUBLISHED' and f.status = 'PUBLISHED'
        order by c.sort_order, c.id, s.sort_order, s.id, f.sort_order, f.id`),
    )
    type Sub = {
      id: number
      name: string
      icon: string
      faqs: { id: number; question: string; answer: string }[]
    }
    type Cat = { id: number; name: string; icon: string; description: string; subCategories: Sub[] }
    const categories: Cat[] = []
    for (const r of rows) {
      const answerHtml = String(r.answer)
      if (words.length > 0) {
        const hay = `${String(r.question)} ${textOfHtml(answerHtml)}`.toLowerCase()
        if (!words.every((w) => hay.includes(w))) continue
      }
      let cat = categories.at(-1)
      if (cat?.id !== Number(r.c_id)) {
        cat = {
          id: Number(r.c_id),
          name: String(r.c_name),
          icon: String(r.c_icon),
          description: String(r.c_desc),
          subCategories: [],
        }
        categories.push(cat)
      }
      let sub = cat.subCategories.at(-1)
      if (sub?.id !== Number(r.s_id)) {
        sub = { id: Number(r.s_id), name: String(r.s_name), icon: String(r.s_icon), faqs: [] }
        cat.subCategories.push(sub)
      }
      sub.faqs.push({ id: Number(r.f_id), question: String(r.question), answer: answerHtml })
    }
    return { categories }
  }
