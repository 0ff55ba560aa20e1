import { z } from 'zod'
import {
  EMAIL_VERIFICATION_PATHS,
  ROLE_MASTER_PATHS,
  ROLE_SEGMENT_PATHS,
  ROLE_TASK_PATHS,
  USER_PATHS,
} from '#contract/account/paths.ts'
import {
  type RoleMasterItem,
  type RoleSegmentInput,
  type RoleTaskMatrix,
  roleMasterItemSchema,
  type roleMasterListRequestSchema,
  roleSegmentItemSchema,
  type roleSegmentListRequestSchema,
  roleTaskMatrixSchema,
} from '#contract/account/roles.ts'
import {
  type UserAddRequest,
  type UserItem,
  type UserUpdateRequest,
  userItemSchema,
  type userListRequestSchema,
} from '#contract/account/users.ts'
import { encryptPassword, hashLoginPassword, PASSWORD_CALL_BASIC } from '#contract/auth/password-encoding.ts'
import type { CallResult } from '#contract/envelope.ts'
import { call } from '../../api/client.ts'
import { dataOf } from '../../engine/resource-api.ts'

/** The calls of the dashboard-account screens (contract/account), typed by the contract's schemas. */

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() })

const INVALID_RESPONSE = 'Respons server tidak sesuai. Silakan coba lagi.'

/** The data of a successful call checked against its schema; a failure or a wrong shape throws. */
async function parsed<S extends z.ZodType>(schema: S, promise: Promise<CallResult<unknown>>) {
  const result = schema.safeParse(await dataOf(promise))
  if (!result.success) throw new Error(INVALID_RESPONSE)
  return result.data as z.output<S>
}

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {})

export type UserListRequest = z.input<typeof userListRequestSchema>
export type SegmentListRequest = z.input<typeof roleSegmentListRequestSchema>
export type FeatureListRequest = z.input<typeof roleMasterListRequestSchema>

/** Query keys: every account query sits under ['account'], invalidated after any write. */
export const accountKeys = {
  all: ['account'] as const,
  users: (req: UserListRequest) => ['account', 'users', req] as const,
  segments: (req: SegmentListRequest) => ['account', 'segments', req] as const,
  matrix: (segmentId: number) => ['account', 'matrix', segmentId] as const,
  features: (req: FeatureListRequest) => ['account', 'features', req] as const,
}

/** The options calls of the pickers (used through the engine's selects: /{apiPath}/options). */
export const SEGMENT_OPTIONS_PATH = ROLE_SEGMENT_PATHS.options.replace(/^\/|\/options$/g, '')
export const PARTNER_OPTIONS_PATH = USER_PATHS.partnerOptions.replace(/^\/|\/options$/g, '')

export const accountApi = {
  users: (body: UserListRequest, signal?: AbortSignal) =>
    parsed(pageOf(userItemSchema), call(USER_PATHS.list, body, withSignal(signal))),
  addUser: (input: UserAddRequest) => call<UserItem>(USER_PATHS.add, input),
  updateUser: (input: UserUpdateRequest) => call<UserItem>(USER_PATHS.update, input),
  /** Voids the password and mails the user a link to set a new one. */
  resetPassword: (id: string) => call<null>(USER_PATHS.updatePin, { id }),
  resetTwoFactor: (id: string) => call<unknown>('/users/2fa/reset', { id }),
  deleteUsers: (ids: string[]) => call<null>(USER_PATHS.delete, { ids }),
  sendVerification: (id: string) => call<null>(EMAIL_VERIFICATION_PATHS.send, { id }),

  segments: (body: SegmentListRequest, signal?: AbortSignal) =>
    parsed(pageOf(roleSegmentItemSchema), call(ROLE_SEGMENT_PATHS.list, body, withSignal(signal))),
  addSegment: (input: RoleSegmentInput) => call<unknown>(ROLE_SEGMENT_PATHS.add, input),
  updateSegment: (id: number, input: RoleSegmentInput) =>
    call<unknown>(ROLE_SEGMENT_PATHS.update, { id, ...input }),
  deleteSegments: (ids: number[]) => call<null>(ROLE_SEGMENT_PATHS.delete, { ids }),

  matrix: (segmentId: number, signal?: AbortSignal) =>
    parsed(roleTaskMatrixSchema, call(ROLE_TASK_PATHS.list, { segmentId }, withSignal(signal))),
  /** Replaces the segment's whole grant set. */
  saveMatrix: (segmentId: number, features: string[]) =>
    call<RoleTaskMatrix>(ROLE_TASK_PATHS.update, { segmentId, features }),

  features: (body: FeatureListRequest, signal?: AbortSignal) =>
    parsed(pageOf(roleMasterItemSchema), call(ROLE_MASTER_PATHS.list, body, withSignal(signal))),
  updateFeatureLabel: (roleName: string, label: string) =>
    call<RoleMasterItem>(ROLE_MASTER_PATHS.update, { roleName, label }),

  /** Own password: the old one encoded as /login takes it, the new one AES-encrypted as set-password. */
  async changePassword(oldPassword: string, newPassword: string) {
    return call<null>(USER_PATHS.changePassword, {
      oldPassword: await hashLoginPassword(oldPassword),
      newPassword: await encryptPassword(newPassword),
    })
  },
  /** The link of a verification mail; no session, the fixed Basic header of the password calls. */
  confirmEmail: (email: string, token: string) =>
    call<null>(
      EMAIL_VERIFICATION_PATHS.confirm,
      { email, token },
      { auth: false, headers: { Authorization: PASSWORD_CALL_BASIC } },
    ),
}
