import type { Readable } from 'node:stream'
import { sql } from 'drizzle-orm'
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS, type productBulk } from '#contract/retail/import.ts'
import { authOf } from '../../../access/enforce.ts'
import { audit } from '../../../audit/log.ts'
import type { Db } from '../../../db/client.ts'
import { merchant, outlet, productImport } from '../../../db/schema/index.ts'
import type { UploadHandler } from '../../../engine/endpoint.ts'
import { rowsOf } from '../../../engine/query.ts'
import { ApiError, badRequest } from '../../../http/errors.ts'
import { enqueueJob, wakeWorkers } from '../../../jobs/runner.ts'
import { merchantScope } from '../sql.ts'
import { sniffFormat } from './parse.ts'

export const PRODUCT_IMPORT_JOB = 'product-import'

const fieldRefusal = (field: string, message: string) => badRequest(message, { errors: [{ field, message }] })

/**
 * Reads the upload as it arrives: refused at MAX_IMPORT_BYTES (413) or, for a CSV, as soon as its line
 * count passes the row limit (400), before the rest is read; an XLSX's rows are counted by the job, which
 * stops at the same limit while it streams the sheet.
 */
async function readUpload(file: Readable): Promise<Buffer> {
  const parts: Buffer[] = []
  let size = 0
  let lines = 0
  let format: ReturnType<typeof sniffFormat> | undefined
  try {
    for await (const chunk of file as AsyncIterable<Buffer>) {
      size += chunk.length
      if (size > MAX_IMPORT_BYTES)
        throw new ApiError(
          413,
          `Berkas terlalu besar (maksimal ${MAX_IMPORT_BYTES / 1024 / 1024} MB). Bagi menjadi beberapa berkas.`,
        )
      parts.push(chunk)
      if (format === undefined) format = sniffFormat(chunk)
      if (format === 'CSV') {
        for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines += 1
        // The header and MAX_IMPORT_ROWS data lines, and a last line without its newline.
        if (lines > MAX_IMPORT_ROWS + 1)
          throw badRequest(
            `Berkas berisi lebih dari ${MAX_IMPORT_ROWS.toLocaleString('id-ID')} baris data. Bagi menjadi beberapa berkas lalu impor satu per satu. Tidak ada data yang disimpan.`,
          )
      }
    }
  } catch (e) {
    file.resume()
    throw e
  }
  return Buffer.concat(parts)
}

/** The merchant (and outlet) the import is for, inside the caller's data scope, or 404/400. */
async function checkTarget(db: Db, auth: ReturnType<typeof authOf>, merchantId: number, outletId?: number) {
  const scope = merchantScope(auth)
  const [m] =
    scope === false
      ? []
      : rowsOf(
          await db.execute(
            sql`select ${merchant.id} from ${merchant} where ${merchant.id} = ${merchantId} ${scope ? sql`and ${scope}` : sql``}`,
          ),
        )
  if (!m) throw new ApiError(404, 'Merchant tidak ditemukan atau di luar cakupan data Anda.')
  if (outletId !== undefined) {
    const [o] = rowsOf(await db.execute(sql`select merchant_id from ${outlet} where id = ${outletId}`))
    if (!o || Number(o.merchant_id) !== merchantId)
      throw fieldRefusal('outletId', 'Outlet stok awal harus outlet milik merchant yang dipilih.')
  }
}

export const uploadProducts =
  (db: Db): UploadHandler<typeof productBulk> =>
  async (request, file) => {
    const auth = authOf(request)
    const { merchantId, outletId, fileName } = request.query
    try {
      await checkTarget(db, auth, merchantId, outletId)
    } catch (e) {
      file.resume()
      throw e
    }
    const content = await readUpload(file)
    const format = sniffFormat(content.subarray(0, 4096))
    if (!format)
      throw new ApiError(
        415,
        content.length === 0
          ? 'Berkas kosong.'
          : 'Berkas harus CSV atau XLSX (isinya bukan teks CSV maupun lembar kerja Excel).',
      )
    const ids = await db.transaction(async (tx) => {
      const [row] = rowsOf(
        await tx.execute(sql`
          insert into ${productImport} (merchant_id, outlet_id, file_name, format, size_bytes, file, created_by)
          values (${merchantId}, ${outletId ?? null}, ${fileName}, ${format}, ${content.length}, ${content}, ${auth.username})
          returning id`),
      )
      const importId = Number(row?.id)
      const jobId = await enqueueJob(tx, {
        kind: PRODUCT_IMPORT_JOB,
        payload: { importId, merchantId },
        owner: auth.username,
      })
      await tx.execute(sql`update ${productImport} set job_id = ${jobId} where id = ${importId}`)
      await audit(tx, request, {
        action: 'IMPORT',
        entity: 'product-import',
        entityId: String(importId),
        after: { fileName, format, sizeBytes: content.length, merchantId, outletId: outletId ?? null, jobId },
      })
      return { importId, jobId }
    })
    wakeWorkers()
    return ids
  }
