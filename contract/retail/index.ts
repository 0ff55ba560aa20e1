import { defineArea } from '../engine/area.ts'
import { productBulk, productImportReport, workerRequest } from './import.ts'
import { retailResources } from './resources.ts'
import { productStock, stockAdjust } from './stock-calls.ts'

/** Retail products, their recipes and stock, and the bulk import (issue 18 items 1–2). */
export const retail = defineArea({
  name: 'retail',
  resources: retailResources,
  endpoints: { productBulk, workerRequest, productImportReport, stockAdjust, productStock },
  pages: ['/dashboard/retail/product-all'],
})
