import { defineArea } from '../engine/area.ts'
import { productImageGet, productImageRemove, productImageSet } from './image.ts'
import { productBulk, productImportReport, workerRequest } from './import.ts'
import { posEndpoints } from './pos.ts'
import { posBillEndpoints } from './pos-bills.ts'
import { retailResources } from './resources.ts'
import { productStock, stockAdjust } from './stock-calls.ts'
import { stockCountRecord, stockCountSheet, stockVariance } from './stock-count.ts'

/** Retail products, their recipes, images and stock, stock counts and variance, the bulk import and the POS cashier (issue 18). */
export const retail = defineArea({
  name: 'retail',
  resources: retailResources,
  endpoints: {
    productBulk,
    workerRequest,
    productImportReport,
    stockAdjust,
    productStock,
    productImageGet,
    productImageSet,
    productImageRemove,
    stockCountSheet,
    stockCountRecord,
    stockVariance,
    ...posEndpoints,
    ...posBillEndpoints,
  },
  pages: ['/dashboard/retail/product-all', '/pos/kasir'],
})
