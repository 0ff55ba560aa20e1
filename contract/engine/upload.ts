import { z } from 'zod'

/**
 * A file sent inside a JSON call (docs/ARCHITECTURE.md "Ledger and deposits", the file store): its name and its
 * bytes as base64. What it is, is read from the bytes on the server (server/files/store.ts), never from the name.
 */
export const UPLOAD_KINDS = {
  'image/png': 'PNG',
  'image/jpeg': 'JPG',
  'image/webp': 'WEBP',
  'application/pdf': 'PDF',
} as const
export type UploadMime = keyof typeof UPLOAD_KINDS

export const uploadSchema = (label: string, maxBytes: number) =>
  z.strictObject(
    {
      name: z
        .string({ error: `Nama berkas ${label} wajib diisi.` })
        .trim()
        .min(1, `Nama berkas ${label} wajib diisi.`)
        .max(200, `Nama berkas ${label} maksimal 200 karakter.`),
      base64: z
        .string({ error: `Berkas ${label} wajib diunggah.` })
        .min(1, `Berkas ${label} wajib diunggah.`)
        // base64 is 4/3 of the bytes: refuse an oversized file before decoding it.
        .max(Math.ceil(maxBytes / 3) * 4 + 4, `Berkas ${label} melebihi ${maxBytes / 1024 / 1024} MB.`)
        .regex(/^[A-Za-z0-9+/]+={0,2}$/, `Berkas ${label} tidak terbaca (bukan base64).`),
    },
    { error: `Berkas ${label} wajib diunggah.` },
  )
export type Upload = z.infer<ReturnType<typeof uploadSchema>>

/** A stored file as a call answers it (to show or download). */
export const storedFileSchema = z.object({
  name: z.string(),
  mime: z.string(),
  size: z.number(),
  sha256: z.string(),
  base64: z.string(),
})
