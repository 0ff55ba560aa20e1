import { z } from 'zod'
import { access } from '../access/route-access.ts'
import { defineEndpoint } from '../engine/endpoint.ts'
import {
  accountOptionSchema,
  accountOptionsRequestSchema,
  dirSchema,
  pageSchema,
  paging,
  required,
} from './common.ts'

const featureLevelSchema = z.enum(['data', 'feature'])
const roleName = required('Nama fitur', 64)
const segmentId = z.number({ error: 'Segmen wajib dipilih.' }).int().positive()

// ---- role master: the feature catalogue (contract/access/features.ts is its source) ----

export const roleMasterListRequestSchema = z.strictObject({
  ...paging,
  pageSize: z.number().int().min(1).max(100, 'Ukuran halaman maksimal 100.').default(100),
  filters: z
    .strictObject({ roleGroup: z.string().trim().max(64).optional(), level: featureLevelSchema.optional() })
    .default({}),
})

export const roleMasterItemSchema = z.object({
  id: z.number(),
  roleName: z.string(),
  roleGroup: z.string(),
  level: featureLevelSchema,
  label: z.string(),
})
export type RoleMasterItem = z.infer<typeof roleMasterItemSchema>

export const roleMasterAddRequestSchema = z.strictObject({
  roleName,
  roleGroup: z.string().trim().max(64).optional(),
  level: featureLevelSchema.optional(),
  label: z.string().trim().max(128).optional(),
})

/** Only the label of a catalogue entry can change. */
export const roleMasterUpdateRequestSchema = z.strictObject({
  roleName,
  label: required('Label', 128),
})

export const roleMasterDeleteRequestSchema = z.strictObject({ roleName })

const changeCatalogue = access.features('ALL_DEVELOPER_MENU')

export const roleMasterList = defineEndpoint({
  path: '/role-master/list',
  access: access.features('ALL_SEGMENT_DASHBOARD', 'ALL_DEVELOPER_MENU'),
  summary: 'Katalog fitur (role master), urut per grup: roleName, roleGroup, level, label',
  body: roleMasterListRequestSchema,
  result: pageSchema(roleMasterItemSchema),
})

/** Always refused: 400 for a name outside the catalogue, 409 for one already in it. */
export const roleMasterAdd = defineEndpoint({
  path: '/role-master/add',
  access: changeCatalogue,
  summary:
    'Menambah fitur ke katalog: hanya nama dari katalog produk (contract/access/features.ts); nama lain ditolak',
  body: roleMasterAddRequestSchema,
  result: z.never(),
})

export const roleMasterUpdate = defineEndpoint({
  path: '/role-master/update',
  access: changeCatalogue,
  summary:
    'Mengubah label fitur (hanya label; nama, grup dan level milik katalog produk). Label kembali ke katalog saat server dimulai ulang.',
  body: roleMasterUpdateRequestSchema,
  result: roleMasterItemSchema,
})

/** Always refused: 400 for a name outside the catalogue, 409 for a catalogue feature. */
export const roleMasterDelete = defineEndpoint({
  path: '/role-master/delete',
  access: changeCatalogue,
  summary:
    'Menghapus fitur: selalu ditolak (409) karena fitur berasal dari katalog produk dan tidak dapat dihapus',
  body: roleMasterDeleteRequestSchema,
  result: z.never(),
})

// ---- role segment ----

export const ROLE_SEGMENT_SORTS = ['code', 'name', 'createdAt', 'featureCount', 'userCount'] as const

export const roleSegmentListRequestSchema = z.strictObject({
  ...paging,
  sort: z.enum(ROLE_SEGMENT_SORTS).default('code'),
  dir: dirSchema.default('asc'),
})

export const roleSegmentInputSchema = z.strictObject({
  code: required('Kode segmen', 32)
    .transform((s) => s.toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9_]{2,32}$/, 'Kode segmen 2–32 karakter: huruf, angka atau garis bawah.')),
  name: required('Nama segmen', 128),
  description: z.string().trim().max(500, 'Deskripsi maksimal 500 karakter.').default(''),
  require2fa: z.boolean().default(false),
})
export type RoleSegmentInput = z.infer<typeof roleSegmentInputSchema>

export const roleSegmentUpdateRequestSchema = roleSegmentInputSchema.extend({
  id: segmentId,
})

export const roleSegmentDeleteRequestSchema = z.strictObject({
  ids: z
    .array(z.number().int().positive())
    .min(1, 'Pilih minimal satu data.')
    .max(100, 'Maksimal 100 data sekaligus.'),
})

export const roleSegmentItemSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  require2fa: z.boolean(),
  featureCount: z.number(),
  userCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type RoleSegmentItem = z.infer<typeof roleSegmentItemSchema>

/** A segment as add and update answer it: its row, without the list's counts. */
export const roleSegmentRowSchema = roleSegmentItemSchema.omit({ featureCount: true, userCount: true })

const manageSegments = access.features('ALL_SEGMENT_DASHBOARD')

export const roleSegmentList = defineEndpoint({
  path: '/role-segment/list',
  access: manageSegments,
  summary: 'Daftar segmen peran, dengan jumlah fitur dan jumlah akun tiap segmen',
  body: roleSegmentListRequestSchema,
  result: pageSchema(roleSegmentItemSchema),
})

/** id/label/code of segments for the pickers of the account screens (segment admins and account admins). */
export const roleSegmentOptions = defineEndpoint({
  path: '/role-segment/options',
  // Account administrators pick a segment for an account without managing segments themselves.
  access: access.features('ALL_SEGMENT_DASHBOARD', 'SETTING_DASHBOARD_ACCOUNT'),
  summary: 'Segmen peran untuk pilihan (id, nama, kode): filter dan formulir akun dashboard',
  body: accountOptionsRequestSchema,
  result: z.array(accountOptionSchema),
})

export const roleSegmentAdd = defineEndpoint({
  path: '/role-segment/add',
  access: manageSegments,
  summary:
    'Menambah segmen peran (tanpa fitur; fitur diatur lewat role-task). Segmen baru boleh memanggil semua master API yang boleh dipanggil segmen Anda (diatur lewat api-segment).',
  body: roleSegmentInputSchema,
  result: roleSegmentRowSchema,
})

export const roleSegmentUpdate = defineEndpoint({
  path: '/role-segment/update',
  access: manageSegments,
  summary: 'Mengubah segmen peran (bukan segmen Anda sendiri)',
  body: roleSegmentUpdateRequestSchema,
  result: roleSegmentRowSchema,
})

export const roleSegmentDelete = defineEndpoint({
  path: '/role-segment/delete',
  access: manageSegments,
  summary: 'Menghapus segmen peran; ditolak (409) selama masih ada akun di segmen itu',
  body: roleSegmentDeleteRequestSchema,
  result: z.null(),
})

// ---- role task: segment ↔ feature ----

export const roleTaskListRequestSchema = z.strictObject({ segmentId })

export const roleTaskMatrixSchema = z.object({
  segment: z.object({ id: z.number(), code: z.string(), name: z.string() }),
  groups: z.array(
    z.object({
      roleGroup: z.string(),
      features: z.array(
        z.object({
          roleName: z.string(),
          label: z.string(),
          level: featureLevelSchema,
          granted: z.boolean(),
        }),
      ),
    }),
  ),
  granted: z.array(z.string()),
})
export type RoleTaskMatrix = z.infer<typeof roleTaskMatrixSchema>

/** Replaces the segment's whole grant set. */
export const roleTaskUpdateRequestSchema = z.strictObject({
  segmentId,
  features: z.array(z.string().trim().max(64)).max(500),
})

export const roleTaskOneRequestSchema = z.strictObject({ segmentId, roleName })

export const roleTaskList = defineEndpoint({
  path: '/role-task/list',
  access: manageSegments,
  summary: 'Matriks fitur sebuah segmen: seluruh katalog per grup dengan status diberikan/tidak',
  body: roleTaskListRequestSchema,
  result: roleTaskMatrixSchema,
})

export const roleTaskUpdate = defineEndpoint({
  path: '/role-task/update',
  access: manageSegments,
  summary:
    'Mengganti seluruh fitur segmen sekaligus (atomik); hanya fitur yang Anda miliki yang dapat diberikan',
  body: roleTaskUpdateRequestSchema,
  result: roleTaskMatrixSchema,
})

export const roleTaskAdd = defineEndpoint({
  path: '/role-task/add',
  access: manageSegments,
  summary: 'Memberikan satu fitur ke segmen',
  body: roleTaskOneRequestSchema,
  result: roleTaskMatrixSchema,
})

export const roleTaskDelete = defineEndpoint({
  path: '/role-task/delete',
  access: manageSegments,
  summary: 'Mencabut satu fitur dari segmen',
  body: roleTaskOneRequestSchema,
  result: roleTaskMatrixSchema,
})
