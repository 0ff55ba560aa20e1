import { describe, expect, it } from 'vitest'
import type { UserItem } from '#contract/account/users.ts'
import {
  formFieldOf,
  hasChanges,
  levelChoices,
  newUserDefaults,
  toAddRequest,
  toUpdateRequest,
  userDefaults,
  userFormSchema,
} from './user-form-schema.ts'

const partnerUser: UserItem = {
  id: '11111111-1111-4111-8111-111111111111',
  username: 'mitra.satu',
  email: 'mitra.satu@contoh.id',
  fullName: 'Mitra Satu',
  roleSegmentId: 3,
  roleSegmentCode: 'MITRA',
  roleSegmentName: 'Mitra Partner',
  userTypeLevel: 'PARTNER',
  userTypeValue: 'PTN001',
  userTypeValueName: 'PT Mitra',
  partnerCode: 'PTN001',
  partnerId: '1',
  sharingFeePartnerCode: 'PTN001',
  status: 'ACTIVE',
  passwordSet: true,
  emailVerifiedAt: null,
  lockedUntil: null,
  lastLoginAt: null,
  passwordChangedAt: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
}

describe('user form', () => {
  it('validates with the contract rules and asks for the scope value below ALL', () => {
    const bad = userFormSchema.safeParse({
      ...newUserDefaults({ userTypeLevel: 'ALL', userTypeValue: '' }),
      username: 'Dewi Lestari',
      userTypeLevel: 'CLIENT',
    })
    expect(bad.success).toBe(false)
    const messages = Object.fromEntries((bad.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]))
    expect(messages.username).toMatch(/huruf kecil/)
    expect(messages.email).toBe('Email wajib diisi.')
    expect(messages.roleSegmentId).toBe('Segmen wajib dipilih.')
    expect(messages.userTypeValue).toBe('Client wajib dipilih.')
  })

  it('starts a new account at the administrator’s own scope', () => {
    expect(newUserDefaults({ userTypeLevel: 'CLIENT', userTypeValue: 'CLT001' })).toMatchObject({
      userTypeLevel: 'CLIENT',
      userTypeValue: 'CLT001',
    })
    expect(newUserDefaults({ userTypeLevel: 'ALL', userTypeValue: '' }).userTypeValue).toBe('')
  })

  it('sends partner fields only for partner accounts, the sharing-fee partner defaulting to the partner', () => {
    const v = userFormSchema.parse({
      username: 'mitra.dua',
      email: 'Mitra.Dua@Contoh.id',
      fullName: 'Mitra Dua',
      roleSegmentId: 3,
      userTypeLevel: 'PARTNER',
      userTypeValue: 'PTN002',
      sharingFeePartnerCode: '',
    })
    expect(toAddRequest(v)).toEqual({
      username: 'mitra.dua',
      email: 'mitra.dua@contoh.id',
      fullName: 'Mitra Dua',
      roleSegmentId: 3,
      userTypeLevel: 'PARTNER',
      userTypeValue: 'PTN002',
      partnerCode: 'PTN002',
      partnerId: '',
      sharingFeePartnerCode: 'PTN002',
    })
    const client = toAddRequest({ ...v, userTypeLevel: 'CLIENT', userTypeValue: 'CLT001' })
    expect(client).toMatchObject({ partnerCode: '', partnerId: '', sharingFeePartnerCode: '' })
    expect(toAddRequest({ ...v, userTypeLevel: 'ALL' }).userTypeValue).toBe('')
  })

  it('updates only what changed, leaving an unchanged scope out', () => {
    const same = userFormSchema.parse(userDefaults(partnerUser))
    expect(toUpdateRequest(partnerUser, same)).toEqual({ id: partnerUser.id })
    expect(hasChanges(toUpdateRequest(partnerUser, same))).toBe(false)

    const renamed = toUpdateRequest(partnerUser, { ...same, fullName: 'Mitra Satu Baru' })
    expect(renamed).toEqual({ id: partnerUser.id, fullName: 'Mitra Satu Baru' })
    expect(hasChanges(renamed)).toBe(true)

    const moved = toUpdateRequest(partnerUser, {
      ...same,
      userTypeValue: 'PTN003',
      sharingFeePartnerCode: '',
    })
    expect(moved).toEqual({
      id: partnerUser.id,
      userTypeLevel: 'PARTNER',
      userTypeValue: 'PTN003',
      partnerCode: 'PTN003',
      partnerId: '',
      sharingFeePartnerCode: 'PTN003',
    })
  })

  it('puts server errors under the right field and offers the levels an administrator may give', () => {
    expect(formFieldOf('partnerCode')).toBe('userTypeValue')
    expect(formFieldOf('email')).toBe('email')
    expect(formFieldOf('status')).toBeNull()
    expect(levelChoices('CLIENT')).toEqual(['CLIENT', 'REGION', 'GROUP', 'MERCHANT'])
    expect(levelChoices('CLIENT', 'ALL')).toEqual(['ALL', 'CLIENT', 'REGION', 'GROUP', 'MERCHANT'])
  })
})
