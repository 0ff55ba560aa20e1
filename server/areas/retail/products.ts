import { sql } from 'drizzle-orm'
import { retail } from '#contract/retail/index.ts'
import { costAbovePrice } from '#contract/retail/products.ts'
import {
  categoryComposition,
  compositionItem,
  merchant,
  outlet,
  product,
  productCategory,
  productComposition,
  productStock,
  stockCount,
  stockMovement,
} from '../../db/schema/index.ts'
import { rowsOf } from '../../engine/query.ts'
import { serverResource, type WriteContext } from '../../engine/resource.ts'
import { dependent } from '../corporate/dependents.ts'
import { fieldError } from '../corporate/write-checks.ts'
import { merchantScope, qtyText } from './sql.ts'

const defs = retail.resources

export const productCategoryResource = serverResource({
  def: defs.productCategory,
  table: productCategory,
  from: sql`${productCategory} join ${merchant} on ${merchant.id} = ${productCategory.merchantId}`,
  select: {
    merchantName: merchant.name,
    productCount: sql`(select count(*) from ${product} where ${product.categoryId} = ${productCategory.id})::int`,
  },
  search: [productCategory.code, productCategory.name],
  scope: merchantScope,
  refs: { merchantId: 'merchant' },
  unique: [{ constraint: 'product_category_code_uq', field: 'code', label: 'Kode kategori' }],
  dependents: [dependent('produk', product, product.categoryId)],
})

/** The product's own recipe, or its category's: selling it draws ingredients, not itself. */
const isComposite = sql<boolean>`(exists (select 1 from ${productComposition} where ${productComposition.productId} = ${product.id}) or exists (select 1 from ${categoryComposition} where ${categoryComposition.categoryId} = ${product.categoryId}))`
const stockSum = sql`coalesce((select sum(${productStock.qtyMilli}) from ${productStock} where ${productStock.productId} = ${product.id}), 0)::int8`

/** A row the product names must be the merchant's own (its category, its outlet). */
async function requireOfMerchant(
  ctx: WriteContext,
  what: { table: typeof productCategory | typeof outlet; id: number; field: string; label: string },
  merchantId: number,
) {
  const [row] = rowsOf(await ctx.db.execute(sql`select merchant_id from ${what.table} where id = ${what.id}`))
  if (!row || Number(row.merchant_id) !== merchantId)
    throw fieldError(what.field, `${what.label} harus milik merchant yang sama dengan produk.`)
}

export const productResource = serverResource({
  def: defs.product,
  table: product,
  from: sql`${product} join ${merchant} on ${merchant.id} = ${product.merchantId} join ${productCategory} on ${productCategory.id} = ${product.categoryId} left join ${outlet} on ${outlet.id} = ${product.outletId}`,
  select: {
    merchantName: merchant.name,
    outletName: sql`coalesce(${outlet.name}, '')`,
    categoryName: productCategory.name,
    barcode: sql`coalesce(${product.barcode}, '')`,
    isComposite,
    stockMilli: stockSum,
    stock: qtyText(stockSum),
    imageId: sql`${product.imageFileId}::text`,
  },
  search: [product.sku, product.barcode, product.name],
  scope: merchantScope,
  refs: { merchantId: 'merchant', outletId: 'outlet', categoryId: 'product-category' },
  async toValues(input, ctx) {
    const merchantId = Number(input.merchantId)
    await requireOfMerchant(
      ctx,
      { table: productCategory, id: Number(input.categoryId), field: 'categoryId', label: 'Kategori' },
      merchantId,
    )
    if (input.outletId !== null && input.outletId !== undefined)
      await requireOfMerchant(
        ctx,
        { table: outlet, id: Number(input.outletId), field: 'outletId', label: 'Outlet' },
        merchantId,
      )
    return { ...input, barcode: input.barcode === '' ? null : input.barcode }
  },
  notice: (row) => costAbovePrice(Number(row.costPrice), Number(row.sellPrice)),
  unique: [
    {
      constraint: 'product_sku_uq',
      field: 'sku',
      label: 'SKU',
      message: 'SKU sudah dipakai produk lain merchant ini.',
    },
    {
      constraint: 'product_barcode_uq',
      field: 'barcode',
      label: 'Barcode',
      message: 'Barcode sudah dipakai produk lain merchant ini.',
    },
  ],
  dependents: [
    dependent('mutasi stok', stockMovement, stockMovement.productId),
    dependent('stok opname', stockCount, stockCount.productId),
    dependent('resep (sebagai bahan)', compositionItem, compositionItem.ingredientId),
  ],
})
