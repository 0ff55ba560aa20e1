import { sql } from 'drizzle-orm'
import { partnerArea } from '#contract/partner/index.ts'
import { billerProduct, feeScheme, partner, partnerProduct } from '../../db/schema/index.ts'
import { rowsOf } from '../../engine/query.ts'
import { type Row, serverResource, type WriteContext } from '../../engine/resource.ts'
import { scopeBy } from '../corporate/scope.ts'
import { fieldError } from '../corporate/write-checks.ts'

/**
 * Segmen Produk Partner (issue 16 §4; contract/partner/segment-product.ts): the products a partner serves with
 * the scheme that shares the admin fee with it. The share is read from that scheme of the fee book, so the
 * list says what the fee engine pays the partner and never a second copy of it.
 */

/** The version of a scheme code in force today (WIB), active, as the fee book compiles it. */
const schemeToday = (code: unknown) => sql`(select s.* from ${feeScheme} s
  where s.code = ${code} and s.status = 'ACTIVE'
    and s.valid_from <= (now() at time zone 'Asia/Jakarta')::date
    and (s.valid_to is null or s.valid_to >= (now() at time zone 'Asia/Jakarta')::date)
  order by s.valid_from desc limit 1)`

type Sharing = { shares?: { partnerId: string }[]; remainderTo?: string }

/**
 * The partner's part of the scheme's sharing in words, in SQL so the list, the detail and the export say the
 * same ("30% dari biaya admin", "Rp1.000 per transaksi"; the figures as the fee masters write them,
 * server/areas/master/fees.ts).
 */
const shareSql = sql<string>`case
  when fs.id is null then 'Skema tidak aktif hari ini'
  when fs.sharing is null then 'Skema tidak membagi fee'
  else coalesce(
    (select case x ->> 'type'
        when 'PERCENT' then replace(rtrim(to_char((x ->> 'bps')::int / 100.0, 'FM99990.99'), '.'), '.', ',')
                            || '% dari biaya admin'
        else 'Rp' || replace(to_char((x ->> 'amount')::int8, 'FM999,999,999,990'), ',', '.') || ' per transaksi'
      end
       from jsonb_array_elements(fs.sharing -> 'shares') x where x ->> 'partnerId' = ${partner.code} limit 1),
    case when fs.sharing ->> 'remainderTo' = ${partner.code} then 'Sisa biaya admin setelah bagian lain'
         else 'Partner tidak disebut dalam skema' end)
  end`

/**
 * The scheme must be an active Mybills admin scheme in force today that covers the product and shares the fee
 * with the partner: otherwise the row would name a share the fee engine never pays.
 */
async function checkScheme(ctx: WriteContext, input: Row): Promise<void> {
  const [p] = rowsOf(await ctx.db.execute(sql`select code from ${partner} where id = ${input.partnerId}`))
  const [product] = rowsOf(
    await ctx.db.execute(sql`select code, name from ${billerProduct} where id = ${input.productId}`),
  )
  if (!p) throw fieldError('partnerId', 'Partner tidak ditemukan.')
  if (!product) throw fieldError('productId', 'Produk biller tidak ditemukan.')
  const code = String(input.schemeCode)
  const [s] = rowsOf(
    await ctx.db.execute(sql`select s.kind, s.component, s.products, s.sharing from ${schemeToday(code)} s`),
  )
  if (!s) throw fieldError('schemeCode', `Skema ${code} tidak ditemukan atau tidak aktif hari ini.`)
  if (s.kind !== 'BILLER' || s.component !== 'ADMIN')
    throw fieldError('schemeCode', `Skema ${code} bukan skema biaya admin biller.`)
  const products = (s.products as string[] | null) ?? []
  if (products.length > 0 && !products.includes(String(product.code)))
    throw fieldError('schemeCode', `Skema ${code} tidak berlaku untuk produk ${String(product.name)}.`)
  const sharing = (typeof s.sharing === 'string' ? JSON.parse(s.sharing) : s.sharing) as Sharing | null
  const named =
    sharing?.shares?.some((x) => x.partnerId === p.code) === true || sharing?.remainderTo === p.code
  if (!named)
    throw fieldError(
      'schemeCode',
      `Skema ${code} tidak membagi biaya admin dengan partner ${String(p.code)}: tambahkan partner ini pada bagi hasil skemanya lebih dahulu.`,
    )
}

export const partnerProductResource = serverResource({
  def: partnerArea.resources.partnerProduct,
  table: partnerProduct,
  from: sql`${partnerProduct} join ${partner} on ${partner.id} = ${partnerProduct.partnerId}
    join ${billerProduct} on ${billerProduct.id} = ${partnerProduct.productId}
    left join lateral ${schemeToday(partnerProduct.schemeCode)} fs on true`,
  select: {
    partnerCode: partner.code,
    partnerName: partner.name,
    productCode: billerProduct.code,
    productName: billerProduct.name,
    productType: billerProduct.type,
    schemeLabel: sql<string>`coalesce(fs.label, '(skema tidak aktif)')`,
    share: shareSql,
    status: partnerProduct.status,
  },
  search: [partner.code, partner.name, billerProduct.code, billerProduct.name, partnerProduct.schemeCode],
  // A partner user sees its own products only; users of a client see none (as the partner list).
  scope: scopeBy({ PARTNER: partnerProduct.partnerId }),
  refs: { partnerId: 'partner', productId: 'product-biller' },
  async toValues(input, ctx) {
    await checkScheme(ctx, input)
    return input
  },
  unique: [
    {
      constraint: 'partner_product_uq',
      field: 'productId',
      label: 'Produk',
      message: 'Produk ini sudah terdaftar untuk partner tersebut.',
    },
  ],
})
