import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PRODUCT_IMAGE_MAX_BYTES } from '#contract/retail/image.ts'
import { rowsOf } from '../../engine/query.ts'
import { textPdf } from '../../files/store.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'

let t: TestApp
let admin: string
let productId: number

/** A real 1×1 PNG. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')
/** The start of a JPEG (SOI + APP0 JFIF) and of a WebP (RIFF … WEBP): what the store reads the type from. */
const JPEG = b64(
  new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1]),
)
const WEBP = b64(
  new Uint8Array([...Buffer.from('RIFF'), 26, 0, 0, 0, ...Buffer.from('WEBPVP8 '), 0, 0, 0, 0]),
)

beforeAll(async () => {
  t = await createTestApp({ JOB_POLL_MS: '0' })
  admin = await t.login('superadmin')
  const [p] = rowsOf(await t.database.db.execute(sql`select id from product order by id limit 1`))
  productId = Number(p?.id)
})
afterAll(() => t.close())

const set = (name: string, base64: string, id = productId) =>
  t.call('/product/image-set', { productId: id, file: { name, base64 } }, admin)
const storedFiles = async (id: string) =>
  Number(
    rowsOf(await t.database.db.execute(sql`select count(*)::int as n from stored_file where id = ${id}`))[0]
      ?.n,
  )

describe('a product photo (issue 18 item 1)', () => {
  it('is stored from a PNG, shown through the product, replaced by a JPEG or WebP (the old file deleted) and removed', async () => {
    const first = await set('kopi.png', PNG)
    expect(first.status).toBe(200)
    const firstId = first.body.result.imageId as string
    const detail = await t.call('/product/detail', { id: productId }, admin)
    expect(detail.body.result.imageId).toBe(firstId)
    const read = await t.call('/product/image', { productId }, admin)
    expect(read.body.result.image).toMatchObject({ name: 'kopi.png', mime: 'image/png', base64: PNG })

    const jpeg = await set('kopi.jpg', JPEG)
    expect(jpeg.status).toBe(200)
    expect(await storedFiles(firstId)).toBe(0)
    expect((await t.call('/product/image', { productId }, admin)).body.result.image.mime).toBe('image/jpeg')
    const webp = await set('kopi.webp', WEBP)
    expect(webp.status).toBe(200)
    const webpId = webp.body.result.imageId as string
    expect((await t.call('/product/image', { productId }, admin)).body.result.image.mime).toBe('image/webp')

    const removed = await t.call('/product/image-remove', { productId }, admin)
    expect(removed.body.result.removed).toBe(true)
    expect(await storedFiles(webpId)).toBe(0)
    expect((await t.call('/product/detail', { id: productId }, admin)).body.result.imageId).toBeNull()
    expect((await t.call('/product/image', { productId }, admin)).body.result.image).toBeNull()
    // Nothing left to remove: answered, not an error.
    expect((await t.call('/product/image-remove', { productId }, admin)).body.result.removed).toBe(false)
  })

  it('refuses what is not a PNG, JPEG or WebP by its bytes (a PDF, text named .png), and a file over 1 MB', async () => {
    const pdf = await set('foto.pdf', b64(textPdf(['bukan foto'])))
    expect(pdf.status).toBe(400)
    expect(pdf.body.result.errors[0]).toMatchObject({ field: 'file' })
    expect(pdf.body.message).toBe('Berkas foto produk harus berupa gambar (PNG, JPG, WEBP).')
    const text = await set('foto.png', Buffer.from('halo, ini bukan gambar').toString('base64'))
    expect(text.status).toBe(400)
    expect(text.body.message).toBe('Berkas foto produk harus berupa gambar (PNG, JPG, WEBP).')
    const big = new Uint8Array(PRODUCT_IMAGE_MAX_BYTES + 1)
    big.set(Buffer.from(PNG, 'base64'))
    const tooBig = await set('besar.png', b64(big))
    expect(tooBig.status).toBe(400)
    expect(tooBig.body.message).toMatch(/^Berkas foto produk melebihi 1 MB/)
    const notBase64 = await set('x.png', 'bukan base64!')
    expect(notBase64.status).toBe(400)
    expect(notBase64.body.result.errors[0]).toMatchObject({ field: 'file.base64' })
    // Nothing was stored for the product by any of these.
    expect((await t.call('/product/detail', { id: productId }, admin)).body.result.imageId).toBeNull()
  })

  it('answers 404 for a product that does not exist or is outside the scope', async () => {
    expect((await set('kopi.png', PNG, 99_999_999)).status).toBe(404)
    expect((await t.call('/product/image', { productId: 99_999_999 }, admin)).status).toBe(404)
  })
})
