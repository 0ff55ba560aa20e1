import { ean13CheckDigit } from '#contract/retail/ean13.ts'
import type { ProductUnit } from '#contract/retail/products.ts'

/**
 * The demo's retail catalogue (issue 18): what every merchant stocks by its outlets' kind, and what the
 * transaction generator's sales name (server/seed/transactions/kinds.ts sells the `sold` items by SKU,
 * name and price), so the reports, product sales and the products screen agree. Barcodes carry the GS1
 * Indonesia prefix 899 and a computed check digit; F&B dishes have none. Quantities are thousandths.
 */
const ean = (stem12: string) => `${stem12}${ean13CheckDigit(stem12)}`

export interface CatalogueProduct {
  sku: string
  barcode: string | null
  name: string
  category: string
  unit: ProductUnit
  cost: number
  price: number
  /** Sold by the generator. */
  sold: boolean
  /** Initial stock per outlet (thousandths); 0 for dishes made to order. */
  stock: number
  /** Own recipe: ingredient SKU and quantity (thousandths of the ingredient's unit) per unit sold. */
  recipe?: readonly (readonly [sku: string, qty: number])[]
}

export interface Catalogue {
  categories: readonly (readonly [code: string, name: string])[]
  products: readonly CatalogueProduct[]
  /** Category recipes: drawn for every product of the category sold (a drink's cup and straw). */
  categoryRecipes: Readonly<Record<string, readonly (readonly [sku: string, qty: number])[]>>
}

const dish = (
  sku: string,
  name: string,
  category: string,
  unit: ProductUnit,
  cost: number,
  price: number,
  recipe: CatalogueProduct['recipe'],
): CatalogueProduct => ({
  sku,
  barcode: null,
  name,
  category,
  unit,
  cost,
  price,
  sold: true,
  stock: 0,
  recipe,
})

const ingredient = (
  sku: string,
  name: string,
  unit: ProductUnit,
  cost: number,
  stock: number,
  category = 'BAHAN',
): CatalogueProduct => ({ sku, barcode: null, name, category, unit, cost, price: 0, sold: false, stock })

/** Kedai kopi and rumah makan (outlets of type FNB). */
export const FNB_CATALOGUE: Catalogue = {
  categories: [
    ['MINUMAN', 'Minuman'],
    ['MAKANAN', 'Makanan'],
    ['BAHAN', 'Bahan Baku'],
    ['KEMASAN', 'Kemasan'],
  ],
  products: [
    dish('FNB-001', 'Kopi Susu Gula Aren', 'MINUMAN', 'gelas', 7_500, 18_000, [
      ['BHN-KOPI', 25],
      ['BHN-SUSU', 150],
      ['BHN-AREN', 30],
      ['BHN-ES', 100],
    ]),
    dish('FNB-002', 'Es Teh Manis', 'MINUMAN', 'gelas', 1_500, 5_000, [
      ['BHN-TEH', 5],
      ['BHN-GULA', 20],
      ['BHN-ES', 150],
    ]),
    dish('FNB-003', 'Nasi Goreng Spesial', 'MAKANAN', 'porsi', 11_000, 25_000, [
      ['BHN-BERAS', 150],
      ['BHN-TELUR', 60],
      ['BHN-AYAM', 50],
    ]),
    dish('FNB-004', 'Mie Ayam Bakso', 'MAKANAN', 'porsi', 9_000, 20_000, [
      ['BHN-MIE', 120],
      ['BHN-AYAM', 60],
    ]),
    dish('FNB-005', 'Ayam Geprek', 'MAKANAN', 'porsi', 10_500, 22_000, [
      ['BHN-AYAM', 200],
      ['BHN-BERAS', 120],
    ]),
    dish('FNB-006', 'Soto Ayam', 'MAKANAN', 'porsi', 8_000, 18_000, [
      ['BHN-AYAM', 80],
      ['BHN-BERAS', 100],
    ]),
    dish('FNB-007', 'Es Jeruk', 'MINUMAN', 'gelas', 3_000, 8_000, [
      ['BHN-JERUK', 250],
      ['BHN-GULA', 15],
      ['BHN-ES', 150],
    ]),
    dish('FNB-008', 'Pisang Goreng', 'MAKANAN', 'porsi', 4_500, 12_000, [['BHN-PISANG', 250]]),
    dish('FNB-009', 'Nasi Uduk Komplit', 'MAKANAN', 'porsi', 7_500, 17_000, [
      ['BHN-BERAS', 150],
      ['BHN-TELUR', 60],
    ]),
    dish('FNB-010', 'Kopi Hitam', 'MINUMAN', 'gelas', 3_000, 10_000, [
      ['BHN-KOPI', 15],
      ['BHN-GULA', 10],
    ]),
    ingredient('BHN-KOPI', 'Kopi Bubuk Arabika Gayo', 'kg', 180_000, 5_000),
    ingredient('BHN-SUSU', 'Susu Segar', 'l', 18_000, 20_000),
    ingredient('BHN-AREN', 'Gula Aren Cair', 'l', 45_000, 4_000),
    ingredient('BHN-TEH', 'Teh Melati Kering', 'kg', 60_000, 2_000),
    ingredient('BHN-GULA', 'Gula Pasir', 'kg', 17_000, 10_000),
    ingredient('BHN-ES', 'Es Batu Kristal', 'kg', 2_000, 30_000),
    ingredient('BHN-JERUK', 'Jeruk Peras', 'kg', 22_000, 8_000),
    ingredient('BHN-BERAS', 'Beras Pandan Wangi', 'kg', 15_000, 25_000),
    ingredient('BHN-TELUR', 'Telur Ayam', 'kg', 29_000, 6_000),
    ingredient('BHN-AYAM', 'Daging Ayam Fillet', 'kg', 48_000, 10_000),
    ingredient('BHN-MIE', 'Mie Telur Basah', 'kg', 20_000, 6_000),
    ingredient('BHN-PISANG', 'Pisang Kepok', 'kg', 14_000, 8_000),
    ingredient('KMS-GELAS', 'Gelas Plastik 16 oz', 'pcs', 600, 500_000, 'KEMASAN'),
    ingredient('KMS-SEDOTAN', 'Sedotan', 'pcs', 100, 500_000, 'KEMASAN'),
  ],
  categoryRecipes: {
    MINUMAN: [
      ['KMS-GELAS', 1_000],
      ['KMS-SEDOTAN', 1_000],
    ],
  },
}

const goods = (
  stem: string,
  name: string,
  category: string,
  unit: ProductUnit,
  cost: number,
  price: number,
  sold: boolean,
  stock: number,
): CatalogueProduct => {
  const code = ean(stem)
  return { sku: code, barcode: code, name, category, unit, cost, price, sold, stock }
}

/** Warung sembako, toko kelontong, minimarket and the other shops (outlets of type RETAIL and AGENT). */
export const RETAIL_CATALOGUE: Catalogue = {
  categories: [
    ['SEMBAKO', 'Sembako'],
    ['MAKANAN', 'Makanan Instan'],
    ['MINUMAN', 'Minuman'],
    ['RUMAH_TANGGA', 'Kebutuhan Rumah Tangga'],
  ],
  products: [
    goods('899238810101', 'Indomie Goreng 85g', 'MAKANAN', 'pcs', 2_900, 3_500, true, 120_000),
    goods('899367501001', 'Aqua Botol 600ml', 'MINUMAN', 'botol', 3_100, 4_000, true, 96_000),
    goods('899999919568', 'Beras Premium 5kg', 'SEMBAKO', 'pcs', 71_000, 78_000, true, 20_000),
    goods('899269640547', 'Minyak Goreng 2L', 'SEMBAKO', 'pcs', 34_500, 38_000, true, 30_000),
    goods('899886620030', 'Gula Pasir 1kg', 'SEMBAKO', 'pcs', 16_500, 18_500, true, 40_000),
    goods('899990909600', 'Teh Celup isi 25', 'MINUMAN', 'pak', 6_200, 7_500, true, 36_000),
    goods('899276113601', 'Susu UHT 1L', 'MINUMAN', 'pcs', 17_500, 19_900, true, 24_000),
    goods('899999903322', 'Sabun Mandi Batang', 'RUMAH_TANGGA', 'pcs', 3_600, 4_500, true, 48_000),
    goods('899277231101', 'Telur Ayam 1kg', 'SEMBAKO', 'pcs', 26_500, 29_000, true, 15_000),
    goods('899800901023', 'Kopi Sachet isi 10', 'MINUMAN', 'pak', 12_800, 15_000, true, 30_000),
    goods('899238810102', 'Indomie Soto 75g', 'MAKANAN', 'pcs', 2_800, 3_400, false, 80_000),
    goods('899999919570', 'Beras Pandan Wangi 5 kg', 'SEMBAKO', 'pcs', 74_000, 82_000, false, 12_000),
    goods('899269640550', 'Kecap Manis 520 ml', 'SEMBAKO', 'botol', 21_000, 24_500, false, 18_000),
    goods('899886620031', 'Garam Beryodium 250 g', 'SEMBAKO', 'pcs', 2_300, 3_000, false, 40_000),
    goods('899999903323', 'Sabun Cuci Piring 780 ml', 'RUMAH_TANGGA', 'pcs', 13_500, 16_000, false, 24_000),
  ],
  categoryRecipes: {},
}

export const catalogueOf = (outletType: string): Catalogue =>
  outletType === 'FNB' ? FNB_CATALOGUE : RETAIL_CATALOGUE

/** What the generator sells per kind: SKU, name and price of the sold items, in catalogue order. */
export const SOLD: Record<'FNB' | 'RETAIL', readonly (readonly [string, string, number])[]> = {
  FNB: FNB_CATALOGUE.products.filter((p) => p.sold).map((p) => [p.sku, p.name, p.price] as const),
  RETAIL: RETAIL_CATALOGUE.products.filter((p) => p.sold).map((p) => [p.sku, p.name, p.price] as const),
}
