import { sql } from 'drizzle-orm'
import { master } from '#contract/master/index.ts'
import { bank, paymentCategory, paymentMethod } from '../../db/schema/index.ts'
import { serverResource } from '../../engine/resource.ts'
import { count, dependent } from '../corporate/dependents.ts'
import { readByEveryScope } from '../corporate/scope.ts'
import { requireKnownBank } from './bank-check.ts'

const defs = master.resources

export const paymentCategoryResource = serverResource({
  def: defs.paymentCategory,
  table: paymentCategory,
  select: {
    methodCount: count(
      sql`select count(*) from ${paymentMethod} where ${paymentMethod.categoryId} = ${paymentCategory.id}`,
    ),
  },
  search: [paymentCategory.code, paymentCategory.name],
  scope: readByEveryScope,
  unique: [{ constraint: 'payment_category_code_uq', field: 'code', label: 'Kode kategori' }],
  dependents: [dependent('metode pembayaran', paymentMethod, paymentMethod.categoryId)],
})

export const paymentMethodResource = serverResource({
  def: defs.paymentMethod,
  table: paymentMethod,
  from: sql`${paymentMethod} join ${paymentCategory} on ${paymentCategory.id} = ${paymentMethod.categoryId}
    left join ${bank} on ${bank.code} = ${paymentMethod.bankCode}`,
  select: { categoryName: paymentCategory.name, bankName: sql`coalesce(${bank.shortName}, '')` },
  search: [paymentMethod.code, paymentMethod.name],
  scope: readByEveryScope,
  refs: { categoryId: 'payment-category' },
  // A bank the bank list does not know, or an inactive one newly chosen, is refused (issue 15, bad input).
  async toValues(input, { db, before }) {
    if (input.bankCode) await requireKnownBank(db, 'bankCode', String(input.bankCode), before)
    return input
  },
  unique: [{ constraint: 'payment_method_code_uq', field: 'code', label: 'Kode metode' }],
})
