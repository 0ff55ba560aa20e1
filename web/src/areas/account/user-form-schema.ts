import { z } from 'zod'
import {
  type UserAddRequest,
  type UserItem,
  type UserUpdateRequest,
  userAddRequestSchema,
} from '#contract/account/users.ts'
import {
  type Profile,
  USER_TYPE_LEVELS,
  type UserTypeLevel,
  userTypeLevelSchema,
} from '#contract/auth/schemas.ts'
import { assignableLevels, LEVEL_LABELS } from './labels.ts'

/**
 * The add/edit form of a dashboard account: the contract's rules for the account fields, the scope as
 * a level plus the code of what it names, and for partners an optional other sharing-fee partner.
 * Pure, so the mapping to the calls is tested without a browser.
 */
const add = userAddRequestSchema.shape

const scopeLevelOf = (value: unknown) => (value as { userTypeLevel?: unknown } | null)?.userTypeLevel

export const userFormSchema = z
  .object({
    username: add.username,
    email: add.email,
    fullName: add.fullName,
    roleSegmentId: add.roleSegmentId,
    userTypeLevel: z.enum(USER_TYPE_LEVELS, { error: 'Cakupan data wajib dipilih.' }),
    userTypeValue: z.string().trim().max(32),
    sharingFeePartnerCode: z.string().trim().max(32),
  })
  .superRefine(
    (v, ctx) => {
      if (v.userTypeLevel !== 'ALL' && (typeof v.userTypeValue !== 'string' || v.userTypeValue.trim() === ''))
        ctx.addIssue({
          code: 'custom',
          path: ['userTypeValue'],
          message: `${LEVEL_LABELS[v.userTypeLevel]} wajib dipilih.`,
        })
    },
    // Checked together with the other fields, not only once they are all valid.
    { when: (payload) => userTypeLevelSchema.safeParse(scopeLevelOf(payload.value)).success },
  )

export type UserFormInput = z.input<typeof userFormSchema>
export type UserFormValues = z.output<typeof userFormSchema>

/** A new form: the administrator's own scope level (and value) as a starting point. */
export function newUserDefaults(actor: Pick<Profile, 'userTypeLevel' | 'userTypeValue'>): UserFormInput {
  return {
    username: '',
    email: '',
    fullName: '',
    roleSegmentId: undefined as unknown as number, // empty until a segment is picked; the schema says so
    userTypeLevel: actor.userTypeLevel,
    userTypeValue: actor.userTypeLevel === 'ALL' ? '' : actor.userTypeValue,
    sharingFeePartnerCode: '',
  }
}

export function userDefaults(user: UserItem): UserFormInput {
  return {
    username: user.username,
    email: user.email,
    fullName: user.fullName,
    roleSegmentId: user.roleSegmentId,
    userTypeLevel: user.userTypeLevel,
    userTypeValue: user.userTypeValue,
    sharingFeePartnerCode: user.userTypeLevel === 'PARTNER' ? user.sharingFeePartnerCode : '',
  }
}

/** The scope fields as the server takes them: partner code and id follow from the partner chosen. */
function scopeOf(v: UserFormValues) {
  const level = v.userTypeLevel
  return {
    userTypeLevel: level,
    userTypeValue: level === 'ALL' ? '' : v.userTypeValue,
    partnerCode: level === 'PARTNER' ? v.userTypeValue : '',
    partnerId: '',
    sharingFeePartnerCode: level === 'PARTNER' ? v.sharingFeePartnerCode || v.userTypeValue : '',
  }
}

export function toAddRequest(v: UserFormValues): UserAddRequest {
  return {
    username: v.username,
    email: v.email,
    fullName: v.fullName,
    roleSegmentId: v.roleSegmentId,
    ...scopeOf(v),
  }
}

/**
 * Only what changed: an unchanged scope is not sent at all, so editing one's own name never looks
 * like a change of one's own access (which the server refuses).
 */
export function toUpdateRequest(before: UserItem, v: UserFormValues): UserUpdateRequest {
  const out: UserUpdateRequest = { id: before.id }
  if (v.username !== before.username) out.username = v.username
  if (v.email !== before.email.toLowerCase()) out.email = v.email
  if (v.fullName !== before.fullName) out.fullName = v.fullName
  if (v.roleSegmentId !== before.roleSegmentId) out.roleSegmentId = v.roleSegmentId
  const scope = scopeOf(v)
  const scopeChanged =
    scope.userTypeLevel !== before.userTypeLevel ||
    scope.userTypeValue !== before.userTypeValue ||
    scope.sharingFeePartnerCode !== before.sharingFeePartnerCode
  if (scopeChanged) Object.assign(out, scope)
  return out
}

export const hasChanges = (req: UserUpdateRequest) => Object.keys(req).length > 1

/** The form field a server error names (partner code and id belong to the scope value). */
export function formFieldOf(field: string): keyof UserFormValues | null {
  if (field === 'partnerCode' || field === 'partnerId') return 'userTypeValue'
  return field in userFormSchema.shape ? (field as keyof UserFormValues) : null
}

/** The level choice of the form: what the administrator may give, plus the account's current level. */
export function levelChoices(actorLevel: UserTypeLevel, current?: UserTypeLevel): UserTypeLevel[] {
  const levels = assignableLevels(actorLevel)
  return current && !levels.includes(current) ? [current, ...levels] : levels
}
