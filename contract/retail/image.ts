import { z } from 'zod'
import { access } from '../access/route-access.ts'
import { defineEndpoint } from '../engine/endpoint.ts'
import { refId } from '../engine/fields.ts'
import { storedFileSchema, uploadSchema } from '../engine/upload.ts'

/**
 * A retail product's photo (issue 18 item 1): sent as base64 JSON (contract/engine/upload.ts), its type read from
 * its bytes on the server (PNG, JPEG or WebP only, never a PDF), at most PRODUCT_IMAGE_MAX_BYTES; kept in the file
 * store and read back through the product, under the product's access and data scope.
 */
export const PRODUCT_IMAGE_MAX_BYTES = 1024 * 1024
const FEATURES = ['SETTING_ALL_RETAIL_PRODUCT'] as const

export const productImageGet = defineEndpoint({
  path: '/product/image',
  access: access.features(...FEATURES),
  summary: 'Foto produk (base64), atau null bila produk belum punya foto',
  body: z.strictObject({ productId: refId('Produk') }),
  result: z.object({ image: storedFileSchema.nullable() }),
})

export const productImageSet = defineEndpoint({
  path: '/product/image-set',
  access: access.features(...FEATURES),
  summary: 'Unggah atau ganti foto produk (PNG, JPEG atau WebP, maks. 1 MB)',
  body: z.strictObject({
    productId: refId('Produk'),
    file: uploadSchema('foto produk', PRODUCT_IMAGE_MAX_BYTES),
  }),
  result: z.object({ imageId: z.string() }),
  // base64 is 4/3 of the bytes, plus the JSON around it.
  bodyLimit: Math.ceil((PRODUCT_IMAGE_MAX_BYTES * 4) / 3) + 16 * 1024,
})

export const productImageRemove = defineEndpoint({
  path: '/product/image-remove',
  access: access.features(...FEATURES),
  summary: 'Hapus foto produk',
  body: z.strictObject({ productId: refId('Produk') }),
  result: z.object({ removed: z.boolean() }),
})
