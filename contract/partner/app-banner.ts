import { z } from 'zod'
import { access } from '../access/route-access.ts'
import { audit } from '../engine/columns.ts'
import { defineEndpoint } from '../engine/endpoint.ts'
import { auditColumns, oneOf, refId, text } from '../engine/fields.ts'
import { orderColumn, reorderBody, reorderResult } from '../engine/reorder.ts'
import { defineResource, type Option } from '../engine/resource.ts'
import { storedFileSchema, uploadSchema } from '../engine/upload.ts'

/**
 * "Beranda MINT Partner" (issue 16 §5): the banners of the MINT Partner app's home screen. A banner has a title,
 * an uploaded image (the file store: PNG, JPEG or WebP read from its bytes, at most 2 MB), a link (an https URL or
 * an app path), an order, a publish window (WIB on screen, UTC stored) and the partner-app segments it is shown
 * to (none: everyone). What the app shows a segment at a moment has one definition on the server
 * (server/areas/partner/banners-shown.ts), which the page's preview calls.
 */

export const BANNER_IMAGE_MAX_BYTES = 2 * 1024 * 1024
const FEATURES = ['VIEW_MINT_PARTNER_HOMEPAGE'] as const

export const BANNER_STATUS = [
  { value: 'PUBLISHED', label: 'Terbit' },
  { value: 'DRAFT', label: 'Draf' },
] as const satisfies readonly Option[]

/** An https URL, or a path of the app itself ("/promo/kopi"): never http, javascript: or a relative path. */
const link = z
  .string({ error: 'Tautan wajib diisi.' })
  .trim()
  .min(1, 'Tautan wajib diisi.')
  .max(500, 'Tautan maksimal 500 karakter.')
  .refine((v) => {
    if (/^\/(?!\/)[\w\-./?=&%#~+]*$/.test(v)) return true
    if (!v.startsWith('https://')) return false
    try {
      const u = new URL(v)
      return u.protocol === 'https:' && u.hostname.includes('.') && !/\s/.test(v)
    } catch {
      return false
    }
  }, 'Tautan harus URL https:// atau path aplikasi yang diawali "/" (mis. /promo/kopi).')

const moment = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label} wajib diisi dengan tanggal dan jam.` })

const segmentIds = (label: string) =>
  z
    .array(z.number().int().positive(), { error: `${label} tidak valid.` })
    .max(50)
    .default([])

export const partnerBanner = defineResource({
  name: 'partner-banner',
  route: '/dashboard/mint-partner/mint-partner-homepage',
  title: 'Beranda MINT Partner',
  singular: 'Banner',
  access: FEATURES,
  writableByAllScopeOnly: true,
  row: z.object({
    id: z.number(),
    title: z.string(),
    link: z.string(),
    sortOrder: z.number(),
    startAt: z.string(),
    endAt: z.string().nullable(),
    status: z.string(),
    imageId: z.string().nullable(),
    hasImage: z.boolean(),
    externalSegmentIds: z.array(z.number()),
    internalSegmentIds: z.array(z.number()),
    segments: z.string(),
    ...auditColumns,
  }),
  input: z
    .strictObject({
      title: text('Judul', 100),
      link,
      startAt: moment('Mulai tayang'),
      // The form sends '' for an empty end: no end.
      endAt: moment('Selesai tayang').or(z.literal('')).nullish(),
      status: oneOf('Status', BANNER_STATUS),
      externalSegmentIds: segmentIds('Segmen eksternal'),
      internalSegmentIds: segmentIds('Segmen internal'),
    })
    .check((ctx) => {
      const { startAt, endAt } = ctx.value
      if (endAt && Date.parse(endAt) <= Date.parse(startAt))
        ctx.issues.push({
          code: 'custom',
          input: endAt,
          path: ['endAt'],
          message: 'Selesai tayang harus setelah mulai tayang.',
        })
    }),
  columns: [
    orderColumn,
    { key: 'title', label: 'Judul', sortable: true },
    { key: 'hasImage', label: 'Gambar', format: 'boolean', priority: 3 },
    { key: 'link', label: 'Tautan', priority: 3 },
    { key: 'startAt', label: 'Mulai Tayang', sortable: true, format: 'datetime' },
    { key: 'endAt', label: 'Selesai Tayang', sortable: true, format: 'datetime' },
    { key: 'segments', label: 'Segmen' },
    { key: 'status', label: 'Status', sortable: true, format: 'status', options: BANNER_STATUS },
    ...audit,
  ],
  filters: [{ key: 'status', type: 'select', options: BANNER_STATUS }],
  searchHint: 'Cari judul atau tautan…',
  defaultSort: { key: 'sortOrder', dir: 'asc' },
  labelField: 'title',
  detailHidden: ['externalSegmentIds', 'internalSegmentIds', 'imageId'],
  form: [
    {
      title: 'Banner',
      fields: [
        { key: 'title', type: 'text', placeholder: 'Promo QRIS 0% MDR' },
        { key: 'link', type: 'text', placeholder: 'https://mint.co.id/promo atau /promo/qris' },
        { key: 'startAt', type: 'datetime', consequential: true },
        {
          key: 'endAt',
          type: 'datetime',
          help: 'Kosongkan bila tayang tanpa batas akhir.',
          consequential: true,
        },
        { key: 'status', type: 'select', options: BANNER_STATUS },
      ],
    },
    {
      title: 'Ditampilkan kepada',
      fields: [
        {
          key: 'externalSegmentIds',
          label: 'Segmen Eksternal',
          type: 'multiref',
          ref: 'partner-segment-external',
          help: 'Kosongkan kedua segmen agar banner tampil untuk semua merchant.',
        },
        {
          key: 'internalSegmentIds',
          label: 'Segmen Internal',
          type: 'multiref',
          ref: 'partner-segment-internal',
        },
      ],
    },
  ],
})

export const bannerImageGet = defineEndpoint({
  path: '/partner-banner/image',
  access: access.features(...FEATURES),
  summary: 'Gambar banner (base64), atau null bila banner belum punya gambar',
  body: z.strictObject({ bannerId: refId('Banner') }),
  result: z.object({ image: storedFileSchema.nullable() }),
})

export const bannerImageSet = defineEndpoint({
  path: '/partner-banner/image-set',
  access: access.features(...FEATURES),
  summary: 'Unggah atau ganti gambar banner (PNG, JPEG atau WebP, maks. 2 MB)',
  body: z.strictObject({
    bannerId: refId('Banner'),
    file: uploadSchema('gambar banner', BANNER_IMAGE_MAX_BYTES),
  }),
  result: z.object({ imageId: z.string() }),
  // base64 is 4/3 of the bytes, plus the JSON around it.
  bodyLimit: Math.ceil((BANNER_IMAGE_MAX_BYTES * 4) / 3) + 16 * 1024,
})

export const bannerReorder = defineEndpoint({
  path: '/partner-banner/reorder',
  access: access.features(...FEATURES),
  summary: 'Mengatur urutan banner beranda MINT Partner',
  body: reorderBody,
  result: reorderResult,
})

/** One banner as the app's carousel draws it. */
export const shownBannerSchema = z.object({
  id: z.number(),
  title: z.string(),
  link: z.string(),
  imageId: z.string(),
})

export const bannerPreview = defineEndpoint({
  path: '/partner-banner/preview',
  access: access.features(...FEATURES),
  summary: 'Pratinjau carousel beranda MINT Partner untuk satu segmen pada satu waktu',
  body: z.strictObject({
    /**
     * The merchant's partner-app segments (at most one per audience); empty: a merchant in no segment, who sees
     * only the banners for everyone.
     */
    segmentIds: z
      .array(refId('Segmen'))
      .max(2, 'Pilih paling banyak dua segmen (satu per jenis).')
      .default([]),
    /** The moment; left out: now. */
    at: moment('Waktu pratinjau').optional(),
  }),
  result: z.object({ at: z.string(), banners: z.array(shownBannerSchema) }),
  optionsOf: ['partner-segment-external', 'partner-segment-internal'],
})
