import { describe, expect, it } from 'vitest'
import { ROUTES } from '../navigation/menu.ts'
import { REPORT_ROUTES } from './report-routes.ts'
import { REPORTS, reportListRequestSchema } from './reports.ts'

describe('transaction report definitions', () => {
  it('cover exactly the five report routes of the menu, with the menu features', () => {
    expect(REPORTS.map((r) => r.route)).toEqual([...REPORT_ROUTES])
    for (const r of REPORTS) {
      const route = ROUTES.find((x) => x.href === r.route)
      expect(route, r.route).toBeDefined()
      expect([...r.access].sort()).toEqual([...(route?.features ?? [])].sort())
    }
  })

  it('have unique column keys, detail keys and filter keys, and a time and status column', () => {
    for (const r of REPORTS) {
      for (const keys of [
        r.columns.map((c) => c.key),
        r.detail.map((c) => c.key),
        r.filters.map((f) => f.key),
      ])
        expect(new Set(keys).size, r.slug).toBe(keys.length)
      expect(r.columns.map((c) => c.key)).toEqual(
        expect.arrayContaining(['createdAt', 'trxNo', 'status', 'amount']),
      )
      for (const f of r.filters)
        if (f.type === 'ref' && f.narrowBy) expect(r.filters.map((x) => x.key)).toContain(f.narrowBy.filter)
    }
  })

  it('declare personal data only on keys they show, never on a sortable column', () => {
    for (const r of REPORTS)
      for (const key of Object.keys(r.personal ?? {})) {
        const shown = [...r.columns, ...r.detail].filter((c) => c.key === key)
        expect(shown.length, `${r.slug}.${key}`).toBeGreaterThan(0)
        expect(shown.some((c) => c.sortable)).toBe(false)
      }
    expect(REPORTS.filter((r) => r.personal).map((r) => r.slug)).toEqual([
      'biller',
      'mycroatm',
      'topup-deposit',
    ])
  })

  it('refuse an unknown status and sort, cap the page size', () => {
    const schema = reportListRequestSchema(REPORTS[0] as (typeof REPORTS)[number])
    expect(schema.safeParse({ filters: { status: 'SUCCESS' } }).success).toBe(true)
    expect(schema.safeParse({ filters: { status: 'LUNAS' } }).success).toBe(false)
    expect(schema.safeParse({ sort: 'amount' }).success).toBe(false)
    expect(schema.safeParse({ pageSize: 101 }).success).toBe(false)
    expect(schema.parse({})).toMatchObject({
      pageSize: 50,
      direction: 'next',
      dir: 'desc',
      sort: 'createdAt',
    })
  })
})
