import { sql } from 'drizzle-orm'
import { ean13CheckDigit } from '#contract/retail/ean13.ts'
import { productImportJob } from '../areas/retail/import/job.ts'
import { PRODUCT_IMPORT_JOB } from '../areas/retail/import/upload.ts'
import type { Database, Db } from '../db/client.ts'
import { rowsOf } from '../engine/query.ts'
import { enqueueJob, runOneJob } from '../jobs/runner.ts'
import { type Catalogue, FNB_CATALOGUE, RETAIL_CATALOGUE } from './retail-catalogue.ts'

const ean = (stem12: string) => `${stem12}${ean13CheckDigit(stem12)}`

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

/**
 * Two stock counts (opname, issue 18 item 5) of every recipe ingredient at every outlet that has one: a week
 * ago the shelf matched the book; yesterday a little less was counted (0–4% by product, shrinkage), recorded as
 * the count rows and their COUNT movements, as POST /stock-count/record writes them. Set-based: two statements.
 */
export async function seedDemoStockCounts(db: Db): Promise<void> {
  const counted = sql`
    select p.id as product_id, o.id as outlet_id, s.qty_milli as book,
      s.qty_milli - s.qty_milli * (p.id % 5) / 100 as counted
    from product p
    join product_stock s on s.product_id = p.id
    join outlet o on o.id = s.outlet_id
    where s.qty_milli > 0 and exists (select 1 from composition_item ci where ci.ingredient_id = p.id)`
  await db.execute(sql`
    insert into stock_count (product_id, outlet_id, counted_milli, book_milli, counted_at, counted_by, note)
    select c.product_id, c.outlet_id, v.counted, c.book, v.at, 'system', v.note
    from (${counted}) c
    cross join lateral (values
      (c.book, now() - interval '7 days', 'Opname mingguan (data demo)'),
      (c.counted, now() - interval '1 day', 'Opname mingguan (data demo)')) as v(counted, at, note)`)
  await db.execute(sql`
    insert into stock_movement (product_id, outlet_id, qty_milli, reason, reference, created_by, created_at)
    select k.product_id, k.outlet_id, k.counted_milli - k.book_milli, 'COUNT', 'OPNAME #' || k.id, 'system', k.counted_at
    from stock_count k where k.counted_milli <> k.book_milli
    order by k.product_id, k.outlet_id`)
}

/**
 * A few imports in the history (issue 18 item 2), made through the real upload record and job: for the first
 * shop of each client a file of five new products with their initial stock (done), and for the first of them
 * a file with mistakes (refused whole, its per-row report kept).
 */
export async function seedDemoImports(database: Pick<Database, 'db' | 'driver'>, by: string): Promise<void> {
  const { db } = database
  const shops = rowsOf(
    await db.execute(sql`
      select distinct on (m.client_id) m.id as merchant_id, o.id as outlet_id
      from merchant m join outlet o on o.merchant_id = m.id and o.type = 'RETAIL'
      where exists (select 1 from product_category c where c.merchant_id = m.id and c.code = 'SEMBAKO')
      order by m.client_id, m.id, o.id`),
  )
  const header = 'sku,barcode,nama,kategori,satuan,harga_modal,harga_jual,jenis_pajak,stok_awal'
  const good = [
    header,
    `MIE-SEDAAP-GRG,${ean('899868000101')},Mie Sedaap Goreng 90 g,MAKANAN,pcs,2800,3500,PPN,48`,
    `SKM-370,${ean('899868000102')},Susu Kental Manis 370 g,MINUMAN,pcs,10800,12500,PPN,24`,
    `ROTI-TAWAR,,Roti Tawar Kupas 370 g,MAKANAN,pcs,14000,17000,PPN,10`,
    `KAYU-PUTIH-60,${ean('899868000103')},Minyak Kayu Putih 60 ml,RUMAH_TANGGA,botol,19500,23000,PPN,12`,
    `TISU-250,${ean('899868000104')},Tisu Wajah 250 lembar,RUMAH_TANGGA,pak,11000,13500,PPN,20`,
  ].join('\n')
  const bad = [
    header,
    `KOPI-KAPAL-API,8991002101016,Kopi Kapal Api 165 g,MINUMAN,pcs,13500,15500,PPN,12`,
    `TEH-PUCUK,${ean('899868000201')},Teh Pucuk Harum 350 ml,MINUMAN,botol,3200,-4000,PPN,24`,
    `KOPI-KAPAL-API,,Kopi Kapal Api Mix,MINUMAN,pcs,1200,1500,PPN,`,
    `GULA-AREN-BLOK,,Gula Aren Blok 500 g,BUMBU,pcs,16000,15000,,`,
  ].join('\n')
  const files = shops.flatMap((s, i) => {
    const at = { merchant_id: Number(s.merchant_id), outlet_id: Number(s.outlet_id) }
    return [
      { ...at, name: 'tambahan-produk-november.csv', content: good },
      ...(i === 0 ? [{ ...at, name: 'produk-baru-desember.csv', content: bad }] : []),
    ]
  })
  for (const f of files) {
    const [row] = rowsOf(
      await db.execute(sql`
        insert into product_import (merchant_id, outlet_id, file_name, format, size_bytes, file, created_by)
        values (${Number(f.merchant_id)}, ${Number(f.outlet_id)}, ${f.name}, 'CSV', ${Buffer.byteLength(f.content)}, ${Buffer.from(f.content)}, ${by})
        returning id`),
    )
    const jobId = await enqueueJob(db, {
      kind: PRODUCT_IMPORT_JOB,
      payload: { importId: Number(row?.id), merchantId: Number(f.merchant_id) },
      owner: by,
    })
    await db.execute(sql`update product_import set job_id = ${jobId} where id = ${Number(row?.id)}`)
  }
  const handlers = new Map([[PRODUCT_IMPORT_JOB, productImportJob]])
  // The seed runs the queue to its end: a failed attempt is tried again at once, not after a backoff.
  while (await runOneJob(database, handlers, { jobRetryBaseMs: 0, jobRetryMaxMs: 0 })) {}
}
