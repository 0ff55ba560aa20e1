import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { type Catalogue, FNB_CATALOGUE, RETAIL_CATALOGUE } from './retail-catalogue.ts'

/**
 * Every merchant's products (issue 18): the catalogue of its outlets' kind (server/seed/retail-catalogue.ts)
 * with categories, recipes and each outlet's initial stock as movements. One statement per table and kind,
 * whatever the number of merchants (set-based, the first start stays fast).
 */
export async function seedRetailProducts(db: Db): Promise<void> {
  await seedKind(db, FNB_CATALOGUE, sql`= 'FNB'`)
  await seedKind(db, RETAIL_CATALOGUE, sql`<> 'FNB'`)
}

async function seedKind(db: Db, cat: Catalogue, outletType: ReturnType<typeof sql>) {
  const json = (v: unknown) => sql`${JSON.stringify(v)}::jsonb`
  const merchants = sql`(select m.id from merchant m where (select o.type from outlet o where o.merchant_id = m.id order by o.id limit 1) ${outletType})`
  await db.execute(sql`
    insert into product_category (merchant_id, code, name)
    select m.id, c.code, c.name from ${merchants} m
    cross join jsonb_to_recordset(${json(cat.categories.map(([code, name]) => ({ code, name })))}) as c(code text, name text)`)
  await db.execute(sql`
    insert into product (merchant_id, category_id, sku, barcode, name, unit, cost_price, sell_price, tax_type)
    select m.id, pc.id, p.sku, p.barcode, p.name, p.unit, p.cost, p.price,
      case when p.price = 0 then 'NONE' else p.tax end
    from ${merchants} m
    cross join jsonb_to_recordset(${json(
      cat.products.map((p) => ({
        sku: p.sku,
        barcode: p.barcode,
        name: p.name,
        unit: p.unit,
        cost: p.cost,
        price: p.price,
        category: p.category,
        tax: cat === FNB_CATALOGUE ? 'PB1' : 'PPN',
      })),
    )}) as p(sku text, barcode text, name text, unit text, cost int8, price int8, category text, tax text)
    join product_category pc on pc.merchant_id = m.id and pc.code = p.category`)
  const lines = cat.products.flatMap((p) =>
    (p.recipe ?? []).map(([ingredient, qty], position) => ({ owner: p.sku, ingredient, qty, position })),
  )
  if (lines.length > 0) {
    await db.execute(sql`
      insert into product_composition (product_id)
      select p.id from product p where p.merchant_id in ${merchants}
        and p.sku in (select jsonb_array_elements_text(${json([...new Set(lines.map((l) => l.owner))])}))`)
    await db.execute(sql`
      insert into composition_item (product_composition_id, ingredient_id, qty_milli, unit, position)
      select pc.id, ing.id, l.qty, ing.unit, l.position
      from jsonb_to_recordset(${json(lines)}) as l(owner text, ingredient text, qty int8, position int2)
      join product p on p.sku = l.owner and p.merchant_id in ${merchants}
      join product_composition pc on pc.product_id = p.id
      join product ing on ing.merchant_id = p.merchant_id and ing.sku = l.ingredient`)
  }
  const categoryLines = Object.entries(cat.categoryRecipes).flatMap(([category, items]) =>
    items.map(([ingredient, qty], position) => ({ category, ingredient, qty, position })),
  )
  if (categoryLines.length > 0) {
    await db.execute(sql`
      insert into category_composition (category_id)
      select c.id from product_category c where c.merchant_id in ${merchants}
        and c.code in (select jsonb_array_elements_text(${json(Object.keys(cat.categoryRecipes))}))`)
    await db.execute(sql`
      insert into composition_item (category_composition_id, ingredient_id, qty_milli, unit, position)
      select cc.id, ing.id, l.qty, ing.unit, l.position
      from jsonb_to_recordset(${json(categoryLines)}) as l(category text, ingredient text, qty int8, position int2)
      join product_category c on c.code = l.category and c.merchant_id in ${merchants}
      join category_composition cc on cc.category_id = c.id
      join product ing on ing.merchant_id = c.merchant_id and ing.sku = l.ingredient`)
  }
  // Initial stock at every outlet: one movement per product and outlet (the trigger keeps product_stock).
  await db.execute(sql`
    insert into stock_movement (product_id, outlet_id, qty_milli, reason, reference, created_by)
    select p.id, o.id, s.stock, 'ADJUSTMENT', 'Stok awal (data demo)', 'system'
    from jsonb_to_recordset(${json(cat.products.filter((p) => p.stock > 0).map((p) => ({ sku: p.sku, stock: p.stock })))}) as s(sku text, stock int8)
    join product p on p.sku = s.sku and p.merchant_id in ${merchants}
    join outlet o on o.merchant_id = p.merchant_id
    order by p.id, o.id`)
}
