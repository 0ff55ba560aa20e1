import { type SQL, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { Upload } from '#contract/engine/upload.ts'
import { audit } from '../audit/log.ts'
import type { Db } from '../db/client.ts'
import { storedFile } from '../db/schema/index.ts'
import { rowsOf } from '../engine/query.ts'
import { readStoredFile, storeUpload } from './store.ts'

/**
 * An image a business row owns through its `image_file_id` (a product's photo, a partner-app banner): stored by
 * its bytes (images only) in the file store, read only through the owning row's call (its access and scope,
 * checked by the caller). Replacing or removing it deletes the old file in the same transaction, so no image
 * outlives its row's reference to it.
 */
export interface ImageOwner {
  /** The owning table (an SQL identifier) and the row's id. */
  table: SQL
  id: number
  /** The audit entry's entity ("product", "partner-banner"). */
  entity: string
  /** The file's label in messages ("foto produk") and its size limit. */
  label: string
  maxBytes: number
}

export async function imageIdOf(db: Db, o: Pick<ImageOwner, 'table' | 'id'>): Promise<string | null> {
  const [row] = rowsOf(await db.execute(sql`select image_file_id from ${o.table} where id = ${o.id}`))
  return row?.image_file_id ? String(row.image_file_id) : null
}

export async function readOwnedImage(db: Db, o: Pick<ImageOwner, 'table' | 'id'>) {
  const id = await imageIdOf(db, o)
  return id ? await readStoredFile(db, id) : null
}

/** Stores the image in place of the row's current one (if any); answers the new file's id. */
export function setOwnedImage(db: Db, request: FastifyRequest, o: ImageOwner, file: Upload): Promise<string> {
  const by = request.auth?.username ?? 'system'
  return db.transaction(async (tx) => {
    const old = await lockedImage(tx, o)
    const id = await storeUpload(tx, file, {
      field: 'file',
      label: o.label,
      maxBytes: o.maxBytes,
      by,
      imagesOnly: true,
    })
    await tx.execute(
      sql`update ${o.table} set image_file_id = ${id}, updated_at = now(), updated_by = ${by} where id = ${o.id}`,
    )
    if (old) await tx.execute(sql`delete from ${storedFile} where id = ${old}`)
    await audit(tx, request, {
      action: 'UPDATE',
      entity: o.entity,
      entityId: String(o.id),
      before: { imageFileId: old },
      after: { imageFileId: id, imageName: file.name },
    })
    return id
  })
}

/** Removes the row's image; false when it had none. */
export function removeOwnedImage(db: Db, request: FastifyRequest, o: ImageOwner): Promise<boolean> {
  const by = request.auth?.username ?? 'system'
  return db.transaction(async (tx) => {
    const old = await lockedImage(tx, o)
    if (!old) return false
    await tx.execute(
      sql`update ${o.table} set image_file_id = null, updated_at = now(), updated_by = ${by} where id = ${o.id}`,
    )
    await tx.execute(sql`delete from ${storedFile} where id = ${old}`)
    await audit(tx, request, {
      action: 'UPDATE',
      entity: o.entity,
      entityId: String(o.id),
      before: { imageFileId: old },
      after: { imageFileId: null },
    })
    return true
  })
}

async function lockedImage(db: Db, o: Pick<ImageOwner, 'table' | 'id'>): Promise<string | null> {
  const [row] = rowsOf(
    await db.execute(sql`select image_file_id from ${o.table} where id = ${o.id} for update`),
  )
  return row?.image_file_id ? String(row.image_file_id) : null
}
