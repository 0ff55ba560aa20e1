import { describe, expect, it } from 'vitest'
import { printerKitchen } from '#contract/corporate/devices.ts'
import { merchant } from '#contract/corporate/merchant.ts'
import { target } from '#contract/corporate/target.ts'
import { blockTransaction } from '#contract/corporate/transaction-block.ts'
import type { FieldDef } from '#contract/engine/resource.ts'
import {
  deactivates,
  defaultValues,
  dependentsOf,
  formSchema,
  keptPersonal,
  refOf,
  selectWantsNumber,
  valuesFromRow,
  withoutKeptPersonal,
} from './form-values.ts'

const field = (def: { form: readonly { fields: readonly FieldDef[] }[] }, key: string) => {
  const f = def.form.flatMap((s) => s.fields).find((x) => x.key === key)
  if (!f) throw new Error(key)
  return f
}

describe('form values', () => {
  it('an add form starts empty, by field type', () => {
    const values = defaultValues(merchant, 'add')
    expect(values.groupId).toBeUndefined()
    expect(values.name).toBe('')
    expect(values.provinceCode).toBe('')
    expect(Object.keys(values).sort()).toEqual(Object.keys(merchant.input.shape).sort())
  })

  it('an edit form is filled from the row keys the input schema has', () => {
    const values = valuesFromRow(merchant, {
      id: 5,
      groupId: 3,
      groupName: 'Grup Bandung',
      name: 'Warung Sari',
      nmid: null,
      joinedAt: '2025-02-01',
    })
    expect(values).toMatchObject({ groupId: 3, name: 'Warung Sari', nmid: '', joinedAt: '2025-02-01' })
    expect(values).not.toHaveProperty('groupName')
    expect(values).not.toHaveProperty('id')
  })

  it('an edit form never holds a masked personal value: it starts empty and, left empty, is not sent', () => {
    const row = { id: 5, name: 'Warung Sari', ownerNik: '3273********0001', phone: '+62812****7890' }
    const values = valuesFromRow(merchant, row)
    expect(values).toMatchObject({ name: 'Warung Sari', ownerNik: '', phone: '' })
    expect(keptPersonal(merchant, row)).toEqual({ ownerNik: '3273********0001', phone: '+62812****7890' })
    const sent = withoutKeptPersonal(merchant, { ...values, phone: '0812 1234 7890' })
    expect(sent).not.toHaveProperty('ownerNik')
    expect(sent).toMatchObject({ name: 'Warung Sari', phone: '0812 1234 7890' })
    // The edit schema (the server's update schema) takes them left out, and validates one typed in.
    const edit = formSchema(merchant, 'edit')
    expect(edit.shape.ownerNik?.safeParse(undefined).success).toBe(true)
    expect(edit.shape.ownerNik?.safeParse('3273********0001').success).toBe(false)
    expect(formSchema(merchant, 'add').shape.ownerNik?.safeParse(undefined).success).toBe(false)
  })

  it('a select whose schema wants numbers keeps numbers', () => {
    expect(selectWantsNumber(printerKitchen, field(printerKitchen, 'paperWidth'))).toBe(true)
    expect(selectWantsNumber(merchant, field(merchant, 'status'))).toBe(false)
    expect(valuesFromRow(printerKitchen, { paperWidth: 80 }).paperWidth).toBe(80)
  })

  it('knows which fields follow another', () => {
    const fields = merchant.form.flatMap((s) => s.fields)
    expect(dependentsOf(fields, 'provinceCode')).toEqual(['cityCode', 'districtCode', 'villageCode'])
    expect(dependentsOf(fields, 'districtCode')).toEqual(['villageCode'])
    expect(
      dependentsOf(
        target.form.flatMap((s) => s.fields),
        'targetType',
      ),
    ).toEqual(['subjectId'])
    expect(dependentsOf(fields, 'name')).toEqual([])
  })

  it('a ref chosen by another field follows that field', () => {
    const subject = field(target, 'subjectId')
    expect(refOf(subject, { targetType: 'GROUP' })).toBe('group')
    expect(refOf(subject, { targetType: '' })).toBeUndefined()
    expect(refOf(field(merchant, 'groupId'), {})).toBe('group')
  })

  it('datetime rows keep their instant, as ISO 8601 the schema accepts', () => {
    expect(valuesFromRow(blockTransaction, { validUntil: '2026-12-01T03:00:00.000Z' }).validUntil).toBe(
      '2026-12-01T03:00:00.000Z',
    )
    expect(valuesFromRow(blockTransaction, { validUntil: '2026-12-01 03:00:00+00' }).validUntil).toBe(
      '2026-12-01T03:00:00.000Z',
    )
  })
})

describe('deactivates', () => {
  const status = { key: 'status', label: 'Status', type: 'select' } as const
  const active = { key: 'active', label: 'Aktif', type: 'boolean' } as const
  it('is a status leaving ACTIVE or an active flag turned off, nothing else', () => {
    expect(deactivates(status, 'ACTIVE', 'INACTIVE')).toBe(true)
    expect(deactivates(status, 'ACTIVE', 'BLOCKED')).toBe(true)
    expect(deactivates(status, 'INACTIVE', 'ACTIVE')).toBe(false)
    expect(deactivates(status, 'DRAFT', 'INACTIVE')).toBe(false)
    expect(deactivates(active, true, false)).toBe(true)
    expect(deactivates(active, false, true)).toBe(false)
    expect(deactivates({ key: 'forceUpdate', label: 'Wajib', type: 'boolean' }, true, false)).toBe(false)
  })
})
