import { sql } from 'drizzle-orm'
import type { productImageGet, productImageRemove, productImageSet } from '#contract/retail/image.ts'
import { PRODUCT_IMAGE_MAX_BYTES } from '#contract/retail/image.ts'
import { authOf } from '../../access/enforce.ts'
import { audit } from '../../audit/log.ts'
import type { Db } from '../../db/client.ts'
import { product, storedFile } from '../../db/schema/index.ts'
import type { EndpointHandler } from '../../engine/endpoint.ts'
import { rowsOf } from '../../engine/query.ts'
import { readStoredFile, storeUpload } from '../../files/store.ts'
import { productInScope } from './calls.ts'

/**
 * A product's photo (issue 18 item 1) in the file store (server/files/store.ts): checked by its bytes (images
 * only), read only through the product (its access and data scope). Replacing or removing it deletes the old
 * file in the same transaction, so no photo outlives its product's reference to it.
 */

async function imageIdOf(db: Db, productId: number): Promise<string | null> {
  const [row] = rowsOf(await db.execute(sql`select image_file_id from ${product} where id = ${productId}`))
  return row?.image_file_id ? String(row.image_file_id) : null
}

export const readImage =
  (db: Db): EndpointHandler<typeof productImageGet> =>
  async (request) => {
    await productInScope(db, authOf(request), request.body.productId)
    const id = await imageIdOf(db, request.body.productId)
    return { image: id ? await readStoredFile(db, id) : null }
  }

export const setImage =
  (db: Db): EndpointHandler<typeof productImageSet> =>
  async (request) => {
    const auth = authOf(request)
    const { productId, file } = request.body
    await productInScope(db, auth, productId)
    const imageId = await db.transaction(async (tx) => {
      const [locked] = rowsOf(
        await tx.execute(sql`select image_file_id from ${product} where id = ${productId} for update`),
      )
      const old = locked?.image_file_id ? String(locked.image_file_id) : null
      const id = await storeUpload(tx, file, {
        field: 'file',
        label: 'foto produk',
        maxBytes: PRODUCT_IMAGE_MAX_BYTES,
        by: auth.username,
        imagesOnly: true,
      })
      await tx.execute(
        sql`update ${product} set image_file_id = ${id}, updated_at = now(), updated_by = ${auth.username} where id = ${productId}`,
      )
      if (old) await tx.execute(sql`delete from ${storedFile} where id = ${old}`)
      await audit(tx, request, {
        action: 'UPDATE',
        entity: 'product',
        entityId: String(productId),
        before: { imageFileId: old },
        after: { imageFileId: id, imageName: file.name },
      })
      return id
    })
    return { imageId }
  }

export const removeImage =
  (db: Db): EndpointHandler<typeof productImageRemove> =>
  async (request) => {
    const auth = authOf(request)
    const { productId } = request.body
    await productInScope(db, auth, productId)
    const removed = await db.transaction(async (tx) => {
      const [locked] = rowsOf(
        await tx.execute(sql`select image_file_id from ${product} where id = ${productId} for update`),
      )
      const old = locked?.image_file_id ? String(locked.image_file_id) : null
      if (!old) return false
      await tx.execute(
        sql`update ${product} set image_file_id = null, updated_at = now(), updated_by = ${auth.username} where id = ${productId}`,
      )
      await tx.execute(sql`delete from ${storedFile} where id = ${old}`)
      await audit(tx, request, {
        action: 'UPDATE',
        entity: 'product',
        entityId: String(productId),
        before: { imageFileId: old },
        after: { imageFileId: null },
      })
      return true
    })
    return { removed }
  }
