import { z } from 'zod'
import { dirSchema, paging, required } from './common.ts'

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
