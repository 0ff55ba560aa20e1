import { type SQL, sql } from 'drizzle-orm'
import { retail } from '#contract/retail/index.ts'
import {
  categoryComposition,
  compositionItem,
  merchant,
  product,
  productCategory,
  productComposition,
} from '../../db/schema/index.ts'
import { rowsOf } from '../../engine/query.ts'
import { type Row, serverResource, type WriteContext } from '../../engine/resource.ts'
import { fieldError } from '../corporate/write-checks.ts'
import { merchantScope, qtyText } from './sql.ts'

const defs = retail.resources

/** The recipe lines of one owner, as the row shows them (ingredient, "0,025", unit) and as one sentence. */
function recipeSelect(owner: SQL) {
  const lines = sql`from ${compositionItem} join ${product} ing on ing.id = ${compositionItem.ingredientId} where ${owner}`
  return {
    items: sql`coalesce((select json_agg(json_build_object('ingredientId', ${compositionItem.ingredientId}, 'ingredientName', ing.name, 'qty', ${qtyText(compositionItem.qtyMilli)}, 'unit', ${compositionItem.unit}) order by ${compositionItem.position}) ${lines}), '[]'::json)`,
    itemCount: sql`(select count(*) ${lines})::int`,
    itemsText: sql`coalesce((select string_agg(ing.name || ' ' || ${qtyText(compositionItem.qtyMilli)} || ' ' || ${compositionItem.unit}, ', ' order by ${compositionItem.position}) ${lines}), '')`,
  }
}

interface Line {
  ingredientId: number
  qty: number
  unit: string
}

/**
 * Writes a recipe's lines in place of the old ones: every ingredient a product of the same merchant, each
 * quantity in the ingredient's own unit (so stock is drawn exactly, without conversions), and no cycle.
 */
async function writeLines(
  ctx: WriteContext,
  owner: { column: 'product_composition_id' | 'category_composition_id'; id: number },
  merchantId: number,
  lines: Line[],
  roots: SQL,
) {
  const ids = lines.map((l) => l.ingredientId)
  const found = new Map(
    rowsOf(
      await ctx.db.execute(
        sql`select id, name, unit, merchant_id from ${product} where id in ${ids.length ? ids : [0]}`,
      ),
    ).map((r) => [Number(r.id), r]),
  )
  lines.forEach((l, i) => {
    const ing = found.get(l.ingredientId)
    if (!ing || Number(ing.merchant_id) !== merchantId)
      throw fieldError(`items.${i}.ingredientId`, 'Bahan harus produk milik merchant yang sama.')
    if (ing.unit !== l.unit)
      throw fieldError(
        `items.${i}.unit`,
        `Satuan harus ${String(ing.unit)} (satuan stok ${String(ing.name)}), agar stok terpotong tepat.`,
      )
  })
  await ctx.db.execute(
    sql`delete from ${compositionItem} where ${sql.identifier(owner.column)} = ${owner.id}`,
  )
  await ctx.db.execute(sql`
    insert into ${compositionItem} (${sql.identifier(owner.column)}, ingredient_id, qty_milli, unit, position)
    select ${owner.id}, l.ingredient_id, l.qty_milli, l.unit, l.position
    from jsonb_to_recordset(${JSON.stringify(lines.map((l, i) => ({ ingredient_id: l.ingredientId, qty_milli: l.qty, unit: l.unit, position: i })))}::jsonb)
      as l(ingredient_id int, qty_milli int8, unit text, position int2)`)
  await refuseCycle(ctx, merchantId, roots)
}

/**
 * Refuses a recipe that contains itself, directly or through other recipes (issue 18), naming the cycle:
 * "Kopi Susu → Sirup Aren → Kopi Susu". A product draws the lines of its own recipe and of its category's;
 * `roots` are the products whose recipe just changed (one product, or every product of a category).
 */
async function refuseCycle(ctx: WriteContext, merchantId: number, roots: SQL) {
  const [cycle] = rowsOf(
    await ctx.db.execute(sql`
      with recursive edge(src, dst) as (
        select pc.product_id, ci.ingredient_id
        from ${compositionItem} ci join ${productComposition} pc on pc.id = ci.product_composition_id
        join ${product} p on p.id = pc.product_id where p.merchant_id = ${merchantId}
        union all
        select p.id, ci.ingredient_id
        from ${compositionItem} ci join ${categoryComposition} cc on cc.id = ci.category_composition_id
        join ${product} p on p.category_id = cc.category_id where p.merchant_id = ${merchantId}
      ), walk(root, node, path) as (
        select e.src, e.dst, array[e.src, e.dst] from edge e where e.src in (${roots})
        union all
        select w.root, e.dst, w.path || e.dst from walk w join edge e on e.src = w.node
        where w.node <> w.root and e.dst <> all(w.path[2:]) and cardinality(w.path) < 32
      )
      select path from walk where node = root limit 1`),
  )
  if (!cycle) return
  const path = (cycle.path as (number | string)[]).map(Number)
  const names = new Map(
    rowsOf(await ctx.db.execute(sql`select id, name from ${product} where id in ${path}`)).map((r) => [
      Number(r.id),
      String(r.name),
    ]),
  )
  const text = path.map((id) => names.get(id) ?? `#${id}`).join(' → ')
  throw fieldError(
    'items',
    path.length === 2
      ? `Resep tidak boleh memuat produk itu sendiri: ${text}.`
      : `Resep berputar (memuat dirinya sendiri lewat produk lain): ${text}.`,
  )
}

async function merchantOf(ctx: WriteContext, table: typeof product | typeof productCategory, id: number) {
  const [row] = rowsOf(await ctx.db.execute(sql`select merchant_id from ${table} where id = ${id}`))
  return row ? Number(row.merchant_id) : null
}

const requireMerchant = async (
  ctx: WriteContext,
  input: Row,
  target: { table: typeof product | typeof productCategory; field: string; label: string },
) => {
  const id = Number(input[target.field])
  if ((await merchantOf(ctx, target.table, id)) !== Number(input.merchantId))
    throw fieldError(target.field, `${target.label} harus milik merchant yang dipilih.`)
  return id
}

export const productCompositionResource = serverResource({
  def: defs.productComposition,
  table: productComposition,
  from: sql`${productComposition} join ${product} on ${product.id} = ${productComposition.productId} join ${merchant} on ${merchant.id} = ${product.merchantId}`,
  select: {
    merchantId: product.merchantId,
    merchantName: merchant.name,
    productSku: product.sku,
    productName: product.name,
    ...recipeSelect(sql`${compositionItem.productCompositionId} = ${productComposition.id}`),
  },
  search: [product.name, product.sku],
  scope: merchantScope,
  refs: { merchantId: 'merchant', productId: 'product' },
  async toValues(input, ctx) {
    return {
      productId: await requireMerchant(ctx, input, { table: product, field: 'productId', label: 'Produk' }),
    }
  },
  async afterWrite(id, input, ctx) {
    await writeLines(
      ctx,
      { column: 'product_composition_id', id },
      Number(input.merchantId),
      input.items as Line[],
      sql`${Number(input.productId)}`,
    )
  },
  unique: [
    {
      constraint: 'product_composition_product_id_unique',
      field: 'productId',
      label: 'Produk',
      message: 'Produk ini sudah punya resep; ubah resep yang ada.',
    },
  ],
})

export const categoryCompositionResource = serverResource({
  def: defs.categoryComposition,
  table: categoryComposition,
  from: sql`${categoryComposition} join ${productCategory} on ${productCategory.id} = ${categoryComposition.categoryId} join ${merchant} on ${merchant.id} = ${productCategory.merchantId}`,
  select: {
    merchantId: productCategory.merchantId,
    merchantName: merchant.name,
    categoryCode: productCategory.code,
    categoryName: productCategory.name,
    ...recipeSelect(sql`${compositionItem.categoryCompositionId} = ${categoryComposition.id}`),
  },
  search: [productCategory.name, productCategory.code],
  scope: merchantScope,
  refs: { merchantId: 'merchant', categoryId: 'product-category' },
  async toValues(input, ctx) {
    return {
      categoryId: await requireMerchant(ctx, input, {
        table: productCategory,
        field: 'categoryId',
        label: 'Kategori',
      }),
    }
  },
  async afterWrite(id, input, ctx) {
    await writeLines(
      ctx,
      { column: 'category_composition_id', id },
      Number(input.merchantId),
      input.items as Line[],
      sql`select id from ${product} where category_id = ${Number(input.categoryId)}`,
    )
  },
  unique: [
    {
      constraint: 'category_composition_category_id_unique',
      field: 'categoryId',
      label: 'Kategori',
      message: 'Kategori ini sudah punya resep; ubah resep yang ada.',
    },
  ],
})
