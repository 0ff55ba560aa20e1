import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { UPLOAD_KINDS, type Upload, type UploadMime } from '#contract/engine/upload.ts'
import type { Db } from '../db/client.ts'
import { rowsOf } from '../engine/query.ts'
import { badRequest } from '../http/errors.ts'

/**
 * The file store (table stored_file): bytes apart from the business rows, the MIME type read from the magic bytes,
 * the size and the sha256. A business row holds the file's id; the file is read only through that row's call, so
 * the row's access and data scope guard it (the deposit top-up's proof: /deposit-topup/proof). Reusable by any
 * area: `storeUpload` in the write's transaction, `readStoredFile` behind the owning row's checks.
 */

/** The type the bytes say they are, among the accepted ones; null for anything else. */
export function sniffMime(bytes: Uint8Array): UploadMime | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b)
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png'
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg'
  if (
    starts(0x52, 0x49, 0x46, 0x46) &&
    bytes[8] === 0x57 &&
    bytes[9] === 0x45 &&
    bytes[10] === 0x42 &&
    bytes[11] === 0x50
  )
    return 'image/webp'
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf'
  return null
}

export interface StoreOptions {
  /** The field of the request the file came in (the 400 names it). */
  field: string
  label: string
  maxBytes: number
  by: string
  /** Images only (PNG, JPEG, WebP): a product photo; a PDF is refused like any other type. */
  imagesOnly?: boolean
}

/** Checks and stores an uploaded file; answers its id. Not an image or PDF, or too large → 400 on the field. */
export async function storeUpload(db: Db, upload: Upload, o: StoreOptions): Promise<string> {
  const bytes = new Uint8Array(Buffer.from(upload.base64, 'base64'))
  const refuse = (message: string) => badRequest(message, { errors: [{ field: o.field, message }] })
  if (bytes.length === 0) throw refuse(`Berkas ${o.label} kosong.`)
  if (bytes.length > o.maxBytes)
    throw refuse(
      `Berkas ${o.label} melebihi ${o.maxBytes / 1024 / 1024} MB (${(bytes.length / 1024 / 1024).toFixed(1)} MB).`,
    )
  const mime = sniffMime(bytes)
  if (o.imagesOnly && !mime?.startsWith('image/'))
    throw refuse(
      `Berkas ${o.label} harus berupa gambar (${Object.entries(UPLOAD_KINDS)
        .filter(([m]) => m.startsWith('image/'))
        .map(([, k]) => k)
        .join(', ')}).`,
    )
  if (!mime)
    throw refuse(
      `Berkas ${o.label} harus berupa gambar (${Object.values(UPLOAD_KINDS).join(', ')}) atau PDF.`,
    )
  return storeBytes(db, { name: upload.name, bytes, mime, by: o.by })
}

/** Stores bytes already known to be of `mime` (the demo data's proofs). */
export async function storeBytes(
  db: Db,
  f: { name: string; bytes: Uint8Array; mime: UploadMime; by: string },
): Promise<string> {
  const sha256 = createHash('sha256').update(f.bytes).digest('hex')
  const [row] = rowsOf(
    await db.execute(sql`insert into stored_file (name, mime, size, sha256, bytes, created_by)
      values (${f.name}, ${f.mime}, ${f.bytes.length}, ${sha256}, ${Buffer.from(f.bytes)}, ${f.by}) returning id`),
  )
  return String(row?.id)
}

export async function readStoredFile(db: Db, id: string) {
  const [row] = rowsOf(
    await db.execute(
      sql`select name, mime, size, sha256, encode(bytes, 'base64') as b64 from stored_file where id = ${id}`,
    ),
  )
  if (!row) return null
  return {
    name: String(row.name),
    mime: String(row.mime),
    size: Number(row.size),
    sha256: String(row.sha256),
    // encode() wraps base64 at 76 characters.
    base64: String(row.b64).replace(/\n/g, ''),
  }
}

/** A one-page PDF with the given lines of text (the demo's proofs of transfer). */
export function textPdf(lines: readonly string[]): Uint8Array {
  const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?')
  const content = `BT /F1 12 Tf 50 780 Td 16 TL ${lines.map((l) => `(${esc(l)}) '`).join(' ')} ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let out = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((o, i) => {
    offsets.push(out.length)
    out += `${i + 1} 0 obj\n${o}\nendobj\n`
  })
  const xref = out.length
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return new TextEncoder().encode(out)
}
