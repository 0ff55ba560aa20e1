import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { defineResource } from './resource.ts'

const base = {
  name: 'payment-method',
  route: '/dashboard/master/payment-method',
  title: 'Metode Pembayaran',
  singular: 'Metode pembayaran',
  access: ['ALL_DEVELOPER_MENU'] as const,
  row: z.object({ id: z.number(), code: z.string(), name: z.string() }),
  input: z.strictObject({ code: z.string(), name: z.string() }),
  columns: [
    { key: 'code', label: 'Kode', sortable: true },
    { key: 'name', label: 'Nama' },
  ],
  searchHint: 'Cari kode atau nama…',
  defaultSort: { key: 'code', dir: 'asc' } as const,
  labelField: 'name',
}

describe('defineResource: each field written once', () => {
  it('a form field or filter without a label takes its column label; the API path is the name', () => {
    const def = defineResource({
      ...base,
      filters: [{ key: 'code', type: 'boolean' }],
      form: [
        {
          title: 'Data',
          fields: [
            { key: 'code', type: 'text' },
            { key: 'name', label: 'Nama metode', type: 'text' },
          ],
        },
      ],
    })
    expect(def.apiPath).toBe('payment-method')
    expect(def.form[0]?.fields.map((f) => f.label)).toEqual(['Kode', 'Nama metode'])
    expect(def.filters[0]?.label).toBe('Kode')
  })

  it('a field with neither its own label nor a column is refused when declared', () => {
    expect(() =>
      defineResource({
        ...base,
        filters: [],
        form: [{ title: 'Data', fields: [{ key: 'note', type: 'text' }] }],
      }),
    ).toThrow('payment-method: note needs a label')
  })
})
