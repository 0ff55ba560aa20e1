import { productImport } from './import.ts'
import { categoryComposition, product, productCategory, productComposition } from './products.ts'
import { stockMovement } from './stock-calls.ts'
import { stockCount } from './stock-count.ts'

/**
 * The retail area's resources (contract/resources.ts lists them for the web's engine). The import records and
 * the stock movements are views of the products page, which is why `product` comes last: the page's route
 * names it (resourceByRoute keeps the last of a route).
 */
export const retailResources = {
  productCategory,
  productComposition,
  categoryComposition,
  productImport,
  stockMovement,
  stockCount,
  product,
}
