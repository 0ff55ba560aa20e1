import { defineArea } from '../engine/area.ts'
import { productBulk, productImport, productImportReport, workerRequest } from './import.ts'
import { categoryComposition, product, productCategory, productComposition } from './products.ts'
import { productStock, stockAdjust, stockMovement } from './stock-calls.ts'

/** Retail products, their recipes and stock, and the bulk import (issue 18 items 1–2). */
export const retail = defineArea({
  name: 'retail',
  resources: {
    productCategory,
    product,
    productComposition,
    categoryComposition,
    productImport,
    stockMovement,
  },
  endpoints: { productBulk, workerRequest, productImportReport, stockAdjust, productStock },
  pages: ['/dashboard/retail/product-all'],
})
