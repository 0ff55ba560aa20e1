import { sql } from 'drizzle-orm'
import type { productImageGet, productImageRemove, productImageSet } from '#contract/retail/image.ts'
import { PRODUCT_IMAGE_MAX_BYTES } from '#contract/retail/image.ts'
import { authOf } from '../../access/enforce.ts'
import type { Db } from '../../db/client.ts'
import { product } from '../../db/schema/index.ts'
import type { EndpointHandler } from '../../engine/endpoint.ts'
import { type ImageOwner, readOwnedImage, removeOwnedImage, setOwnedImage } from '../../files/owned-image.ts'
import { productInScope } from './calls.ts'

/**
 * A product's photo (issue 18 item 1) in the file store (server/files/owned-image.ts): checked by its bytes
 * (images only), read only through the product (its access and data scope).
 */
const owner = (id: number): ImageOwner => ({
  table: sql`${product}`,
  id,
  entity: 'product',
  label: 'foto produk',
  maxBytes: PRODUCT_IMAGE_MAX_BYTES,
})

export const readImage =
  (db: Db): EndpointHandler<typeof productImageGet> =>
  async (request) => {
    await productInScope(db, authOf(request), request.body.productId)
    return { image: await readOwnedImage(db, owner(request.body.productId)) }
  }

export const setImage =
  (db: Db): EndpointHandler<typeof productImageSet> =>
  async (request) => {
    await productInScope(db, authOf(request), request.body.productId)
    return { imageId: await setOwnedImage(db, request, owner(request.body.productId), request.body.file) }
  }

export const removeImage =
  (db: Db): EndpointHandler<typeof productImageRemove> =>
  async (request) => {
    await productInScope(db, authOf(request), request.body.productId)
    return { removed: await removeOwnedImage(db, request, owner(request.body.productId)) }
  }
