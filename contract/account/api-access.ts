import { z } from 'zod'
import { access } from '../access/route-access.ts'
import { defineEndpoint } from '../engine/endpoint.ts'
import { paging, required } from './common.ts'

/**
 * API master / API details / API segment (issue 4): the catalogue of the server's feature-gated routes,
 * grouped into API masters, and which masters each role segment may call. The server checks this after
 * the feature check: holding a route's feature is necessary, being granted its master too.
 */

export const API_ACCESS_MESSAGES = {
  /** The 403 of a route whose API master is not granted to the caller's segment. */
  segmentRefused: 'Segmen Anda tidak diizinkan memanggil API ini.',
  masterNotFound: 'Master API tidak ditemukan.',
  detailNotFound: 'Rute API tidak ditemukan.',
  unknownMasters: (ids: readonly number[]) => `Master API tidak dikenal: ${ids.join(', ')}`,
  masterCodeTaken: 'Kode master API sudah dipakai.',
  masterInUse: (code: string, n: number) =>
    `Master API ${code} tidak dapat dihapus: masih berisi ${n} rute. Pindahkan rutenya ke master lain terlebih dahulu.`,
  detailRegistered: (route: string) =>
    `Rute ${route} masih didaftarkan server dan tidak dapat dihapus. Pindahkan ke master lain bila perlu.`,
  routeNotRegistered: (route: string) =>
    `Rute ${route} tidak didaftarkan server sebagai rute yang memerlukan fitur.`,
  routeInCatalogue: (route: string) => `Rute ${route} sudah ada di katalog.`,
  apiNotHeld: (codes: readonly string[]) =>
    `Anda tidak dapat memberikan akses API yang tidak Anda miliki: ${codes.join(', ')}`,
  manageStrongerApi: (codes: readonly string[]) =>
    `Anda tidak dapat mengelola akun yang memiliki akses API yang tidak Anda miliki: ${codes.join(', ')}`,
} as const

const id = (label: string) =>
  z
    .number({ error: `${label} wajib dipilih.` })
    .int(`${label} tidak valid.`)
    .positive(`${label} tidak valid.`)
const segmentId = id('Segmen')
const apiMasterId = id('Master API')
const ids = z
  .array(z.number().int().positive())
  .min(1, 'Pilih minimal satu data.')
  .max(100, 'Maksimal 100 data sekaligus.')
const listPaging = {
  ...paging,
  pageSize: z.number().int().min(1).max(100, 'Ukuran halaman maksimal 100.').default(100),
}

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const

// ---- API master: a group of routes ----

export const apiMasterListRequestSchema = z.strictObject(listPaging)

export const apiMasterItemSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  /** Made by an administrator (/api-master/add) rather than by the catalogue sync. */
  custom: z.boolean(),
  detailCount: z.number(),
  registeredCount: z.number(),
  /** Segments granted this master. */
  segmentCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type ApiMasterItem = z.infer<typeof apiMasterItemSchema>

export const apiMasterListResultSchema = z.object({
  items: z.array(apiMasterItemSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
})

const masterFields = {
  name: required('Nama master API', 128),
  description: z.string().trim().max(500, 'Deskripsi maksimal 500 karakter.').default(''),
}

export const apiMasterAddRequestSchema = z.strictObject({
  code: required('Kode master API', 64)
    .transform((s) => s.toLowerCase())
    .pipe(
      z
        .string()
        .regex(
          /^[a-z0-9][a-z0-9-]{1,63}$/,
          'Kode master API 2–64 karakter: huruf kecil, angka atau tanda hubung (-), diawali huruf atau angka.',
        ),
    ),
  ...masterFields,
})
export type ApiMasterAddRequest = z.input<typeof apiMasterAddRequestSchema>

/** The code of a master cannot change (the sync finds its groups by code). */
export const apiMasterUpdateRequestSchema = z.strictObject({ id: apiMasterId, ...masterFields })
export type ApiMasterUpdateRequest = z.input<typeof apiMasterUpdateRequestSchema>

export const apiMasterDeleteRequestSchema = z.strictObject({ ids })

/** Reading the catalogue: its developers and the segment administrators who grant it. */
const readCatalogue = access.features('ALL_DEVELOPER_MENU', 'ALL_SEGMENT_DASHBOARD')
const changeCatalogue = access.features('ALL_DEVELOPER_MENU')

export const apiMasterList = defineEndpoint({
  path: '/api-master/list',
  access: readCatalogue,
  summary:
    'Daftar master API (kelompok rute server) dengan jumlah rute, rute terdaftar dan segmen; cari menurut kode, nama, atau path/label rutenya',
  body: apiMasterListRequestSchema,
  result: apiMasterListResultSchema,
})

export const apiMasterAdd = defineEndpoint({
  path: '/api-master/add',
  access: changeCatalogue,
  summary:
    'Menambah master API (kelompok kustom, awalnya kosong; diberikan ke semua segmen). Rute dipindahkan ke dalamnya lewat api-details/update.',
  body: apiMasterAddRequestSchema,
  result: apiMasterItemSchema,
})

export const apiMasterUpdate = defineEndpoint({
  path: '/api-master/update',
  access: changeCatalogue,
  summary: 'Mengubah nama dan deskripsi master API (kodenya tetap)',
  body: apiMasterUpdateRequestSchema,
  result: apiMasterItemSchema,
})

export const apiMasterDelete = defineEndpoint({
  path: '/api-master/delete',
  access: changeCatalogue,
  summary:
    'Menghapus master API; ditolak (409) selama masih berisi rute (pindahkan rutenya dulu). Hak segmen atas master itu ikut terhapus.',
  body: apiMasterDeleteRequestSchema,
  result: z.null(),
})

// ---- API details: one registered route ----

export const apiDetailListRequestSchema = z.strictObject({
  ...listPaging,
  filters: z
    .strictObject({
      apiMasterId: apiMasterId.optional(),
      registered: z.boolean().optional(),
    })
    .default({}),
})

export const apiDetailItemSchema = z.object({
  id: z.number(),
  method: z.string(),
  path: z.string(),
  /** The features the route requires (any one of them). */
  features: z.array(z.string()),
  /** The route's own description (from the server code). */
  summary: z.string(),
  /** The administrator's label; null shows the summary. */
  label: z.string().nullable(),
  apiMasterId: z.number(),
  apiMasterCode: z.string(),
  apiMasterName: z.string(),
  /** Registered by the running server; false for a route that disappeared from the code. */
  registered: z.boolean(),
  lastSeenAt: z.string(),
})
export type ApiDetailItem = z.infer<typeof apiDetailItemSchema>

export const apiDetailListResultSchema = z.object({
  items: z.array(apiDetailItemSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
})

const routePath = required('Path', 255).pipe(
  z.string().regex(/^\/[A-Za-z0-9/_.:-]*$/, 'Path harus diawali / dan hanya berisi huruf, angka, / _ . : -'),
)
const label = z
  .string()
  .trim()
  .max(200, 'Label maksimal 200 karakter.')
  .transform((s) => (s === '' ? null : s))

/**
 * Puts a registered route that is missing from the catalogue back into it (the sync at start-up does
 * the same); any other route is refused: the catalogue is the server's own route list.
 */
export const apiDetailAddRequestSchema = z.strictObject({
  method: z.enum(HTTP_METHODS, { error: 'Metode HTTP tidak valid.' }).default('POST'),
  path: routePath,
  apiMasterId: apiMasterId.optional(),
  label: label.optional(),
})

/** Moves a route to another master and/or relabels it (an empty label shows the summary again). */
export const apiDetailUpdateRequestSchema = z.strictObject({
  id: id('Rute API'),
  apiMasterId,
  label: label.default(''),
})
export type ApiDetailUpdateRequest = z.input<typeof apiDetailUpdateRequestSchema>

export const apiDetailDeleteRequestSchema = z.strictObject({ ids })

export const apiDetailList = defineEndpoint({
  path: '/api-details/list',
  access: readCatalogue,
  summary:
    'Daftar rute API (metode, path, fitur yang disyaratkan, master, label, terdaftar atau tidak); saring per master atau status, cari path/label/fitur',
  body: apiDetailListRequestSchema,
  result: apiDetailListResultSchema,
})

export const apiDetailAdd = defineEndpoint({
  path: '/api-details/add',
  access: changeCatalogue,
  summary:
    'Mengembalikan ke katalog rute berfitur yang didaftarkan server tetapi hilang dari katalog (server melakukannya juga saat dimulai); rute lain ditolak, rute yang sudah ada 409',
  body: apiDetailAddRequestSchema,
  result: apiDetailItemSchema,
})

export const apiDetailUpdate = defineEndpoint({
  path: '/api-details/update',
  access: changeCatalogue,
  summary:
    'Memindahkan rute ke master API lain dan/atau mengubah labelnya (label kosong = ringkasan rute). Hanya antar master yang boleh dipanggil segmen Anda.',
  body: apiDetailUpdateRequestSchema,
  result: apiDetailItemSchema,
})

export const apiDetailDelete = defineEndpoint({
  path: '/api-details/delete',
  access: changeCatalogue,
  summary:
    'Menghapus rute dari katalog: hanya rute yang tidak lagi didaftarkan server; rute yang masih terdaftar ditolak (409)',
  body: apiDetailDeleteRequestSchema,
  result: z.null(),
})

// ---- API segment: segment ↔ API master ----

export const apiSegmentListRequestSchema = z.strictObject({ segmentId })

export const apiSegmentMatrixSchema = z.object({
  segment: z.object({ id: z.number(), code: z.string(), name: z.string() }),
  masters: z.array(
    z.object({
      id: z.number(),
      code: z.string(),
      name: z.string(),
      description: z.string(),
      detailCount: z.number(),
      granted: z.boolean(),
    }),
  ),
  /** Ids of the granted masters. */
  granted: z.array(z.number()),
})
export type ApiSegmentMatrix = z.infer<typeof apiSegmentMatrixSchema>

/** Replaces the segment's whole set of API masters. */
export const apiSegmentUpdateRequestSchema = z.strictObject({
  segmentId,
  apiMasterIds: z.array(z.number().int().positive()).max(1000),
})

export const apiSegmentOneRequestSchema = z.strictObject({ segmentId, apiMasterId })

const manageSegments = access.features('ALL_SEGMENT_DASHBOARD')

export const apiSegmentList = defineEndpoint({
  path: '/api-segment/list',
  access: manageSegments,
  summary: 'Matriks master API sebuah segmen: semua master API dengan jumlah rute dan status diizinkan/tidak',
  body: apiSegmentListRequestSchema,
  result: apiSegmentMatrixSchema,
})

export const apiSegmentUpdate = defineEndpoint({
  path: '/api-segment/update',
  access: manageSegments,
  summary:
    'Mengganti seluruh master API yang boleh dipanggil segmen (atomik); bukan segmen Anda sendiri, dan hanya master yang boleh dipanggil segmen Anda',
  body: apiSegmentUpdateRequestSchema,
  result: apiSegmentMatrixSchema,
})

export const apiSegmentAdd = defineEndpoint({
  path: '/api-segment/add',
  access: manageSegments,
  summary: 'Mengizinkan satu master API untuk segmen',
  body: apiSegmentOneRequestSchema,
  result: apiSegmentMatrixSchema,
})

export const apiSegmentDelete = defineEndpoint({
  path: '/api-segment/delete',
  access: manageSegments,
  summary: 'Mencabut satu master API dari segmen',
  body: apiSegmentOneRequestSchema,
  result: apiSegmentMatrixSchema,
})
