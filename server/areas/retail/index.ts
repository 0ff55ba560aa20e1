import { sql } from 'drizzle-orm'
import { retail } from '#contract/retail/index.ts'
import { merchant, outlet, productImport } from '../../db/schema/index.ts'
import { serverArea } from '../../engine/area.ts'
import { serverResource } from '../../engine/resource.ts'
import type { JobHandler } from '../../jobs/runner.ts'
import { adjustStock, importReport, jobStatusOf, productStockOf } from './calls.ts'
import { categoryCompositionResource, productCompositionResource } from './compositions.ts'
import { readImage, removeImage, setImage } from './image.ts'
import { productImportJob } from './import/job.ts'
import { PRODUCT_IMPORT_JOB, uploadProducts } from './import/upload.ts'
import {
  closeShift,
  openShift,
  posOutletList,
  posSetupOf,
  postSale,
  reserveReceiptNumbers,
  shiftSales,
  voidSale,
} from './pos.ts'
import { deleteBill, listBills, openBill, saveBill } from './pos-bills.ts'
import { productCategoryResource, productResource } from './products.ts'
import { merchantScope } from './sql.ts'
import { stockMovementResource } from './stock.ts'
import { countSheet, recordCount, stockCountResource, varianceOf } from './stock-count.ts'

/** The import records: who, when, which file, how many rows and findings, what became of it. */
const productImportResource = serverResource({
  def: retail.resources.productImport,
  table: productImport,
  from: sql`${productImport} join ${merchant} on ${merchant.id} = ${productImport.merchantId} left join ${outlet} on ${outlet.id} = ${productImport.outletId}`,
  select: { merchantName: merchant.name, outletName: sql`coalesce(${outlet.name}, '')` },
  search: [productImport.fileName],
  scope: merchantScope,
})

const jobs: Record<string, JobHandler> = { [PRODUCT_IMPORT_JOB]: productImportJob }

export const retailServer = serverArea(retail, ({ db, jobHandlers }) => ({
  resources: {
    productCategory: productCategoryResource,
    product: productResource,
    productComposition: productCompositionResource,
    categoryComposition: categoryCompositionResource,
    productImport: productImportResource,
    stockMovement: stockMovementResource,
    stockCount: stockCountResource,
  },
  endpoints: {
    productBulk: uploadProducts(db),
    // Every job kind of every area reads its status through this one call: the app's registry.
    workerRequest: jobStatusOf(db, jobHandlers),
    productImportReport: importReport(db),
    stockAdjust: adjustStock(db),
    productStock: productStockOf(db),
    productImageGet: readImage(db),
    productImageSet: setImage(db),
    productImageRemove: removeImage(db),
    stockCountSheet: countSheet(db),
    stockCountRecord: recordCount(db),
    stockVariance: varianceOf(db),
    posOutlets: posOutletList(db),
    posSetup: posSetupOf(db),
    posReceiptNumbers: reserveReceiptNumbers(db),
    posSale: postSale(db),
    posVoid: voidSale(db),
    posSales: shiftSales(db),
    posShiftOpen: openShift(db),
    posShiftClose: closeShift(db),
    posBills: listBills(db),
    posBillSave: saveBill(db),
    posBillOpen: openBill(db),
    posBillDelete: deleteBill(db),
  },
  jobs,
}))
