import { defineArea } from '../engine/area.ts'
import { productBulk, productImportReport, workerRequest } from './import.ts'
import { posEndpoints } from './pos.ts'
import { retailResources } from './resources.ts'
import { productStock, stockAdjust } from './stock-calls.ts'

/** Retail products, their recipes and stock, the bulk import and the POS cashier (issue 18 items 1–4). */
export const retail = defineArea({
  name: 'retail',
  resources: retailResources,
  endpoints: { productBulk, workerRequest, productImportReport, stockAdjust, productStock, ...posEndpoints },
  pages: ['/dashboard/retail/product-all', '/pos/kasir'],
})
