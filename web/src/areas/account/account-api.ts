import {
  type RoleSegmentInput,
  roleMasterList,
  roleMasterUpdate,
  roleSegmentAdd,
  roleSegmentDelete,
  roleSegmentList,
  roleSegmentOptions,
  roleSegmentUpdate,
  roleTaskList,
  roleTaskUpdate,
} from '#contract/account/roles.ts'
import {
  emailVerificationConfirm,
  emailVerificationSend,
  type UserAddRequest,
  type UserUpdateRequest,
  userAdd,
  userChangePassword,
  userDelete,
  userList,
  userPartnerOptions,
  userTwoFactorReset,
  userUpdate,
  userUpdatePin,
} from '#contract/account/users.ts'
import { encryptPassword, hashLoginPassword, PASSWORD_CALL_BASIC } from '#contract/auth/password-encoding.ts'
import type { EndpointBody } from '#contract/engine/endpoint.ts'
import { callEndpoint } from '../../api/endpoint.ts'
import { dataOf } from '../../engine/resource-api.ts'

/** The calls of the dashboard-account screens (contract/account), each an endpoint of the contract. */

export type UserListRequest = EndpointBody<typeof userList>
export type SegmentListRequest = EndpointBody<typeof roleSegmentList>
export type FeatureListRequest = EndpointBody<typeof roleMasterList>

/** Query keys: every account query sits under ['account'], invalidated after any write. */
export const accountKeys = {
  all: ['account'] as const,
  users: (req: UserListRequest) => ['account', 'users', req] as const,
  segments: (req: SegmentListRequest) => ['account', 'segments', req] as const,
  matrix: (segmentId: number) => ['account', 'matrix', segmentId] as const,
  features: (req: FeatureListRequest) => ['account', 'features', req] as const,
}

/** The options calls of the pickers (used through the engine's selects: /{apiPath}/options). */
export const SEGMENT_OPTIONS_PATH = roleSegmentOptions.path.replace(/^\/|\/options$/g, '')
export const PARTNER_OPTIONS_PATH = userPartnerOptions.path.replace(/^\/|\/options$/g, '')

export const accountApi = {
  users: (body: UserListRequest, signal?: AbortSignal) => dataOf(callEndpoint(userList, body, { signal })),
  addUser: (input: UserAddRequest) => callEndpoint(userAdd, input),
  updateUser: (input: UserUpdateRequest) => callEndpoint(userUpdate, input),
  /** Voids the password and mails the user a link to set a new one. */
  resetPassword: (id: string) => callEndpoint(userUpdatePin, { id }),
  resetTwoFactor: (id: string) => callEndpoint(userTwoFactorReset, { id }),
  deleteUsers: (ids: string[]) => callEndpoint(userDelete, { ids }),
  sendVerification: (id: string) => callEndpoint(emailVerificationSend, { id }),

  segments: (body: SegmentListRequest, signal?: AbortSignal) =>
    dataOf(callEndpoint(roleSegmentList, body, { signal })),
  addSegment: (input: RoleSegmentInput) => callEndpoint(roleSegmentAdd, input),
  updateSegment: (id: number, input: RoleSegmentInput) => callEndpoint(roleSegmentUpdate, { id, ...input }),
  deleteSegments: (ids: number[]) => callEndpoint(roleSegmentDelete, { ids }),

  matrix: (segmentId: number, signal?: AbortSignal) =>
    dataOf(callEndpoint(roleTaskList, { segmentId }, { signal })),
  /** Replaces the segment's whole grant set. */
  saveMatrix: (segmentId: number, features: string[]) =>
    callEndpoint(roleTaskUpdate, { segmentId, features }),

  features: (body: FeatureListRequest, signal?: AbortSignal) =>
    dataOf(callEndpoint(roleMasterList, body, { signal })),
  updateFeatureLabel: (roleName: string, label: string) =>
    callEndpoint(roleMasterUpdate, { roleName, label }),

  /** Own password: the old one encoded as /login takes it, the new one AES-encrypted as set-password. */
  async changePassword(oldPassword: string, newPassword: string) {
    return callEndpoint(userChangePassword, {
      oldPassword: await hashLoginPassword(oldPassword),
      newPassword: await encryptPassword(newPassword),
    })
  },
  /** The link of a verification mail; no session, the fixed Basic header of the password calls. */
  confirmEmail: (email: string, token: string) =>
    callEndpoint(
      emailVerificationConfirm,
      { email, token },
      { headers: { Authorization: PASSWORD_CALL_BASIC } },
    ),
}
