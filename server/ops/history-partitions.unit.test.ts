import { describe, expect, it } from 'vitest'
import { shiftMonth } from '#contract/engine/dates.ts'
import { partitionName, wibMonthStart, wibMonths } from './history-partitions.ts'

describe('the months of the partitioned history', () => {
  it('counts WIB months: 17:00 UTC on the last day is already the next month', () => {
    expect(wibMonths(new Date('2026-10-31T16:59:59Z'), new Date('2026-10-31T16:59:59Z'))).toEqual(['2026-10'])
    expect(wibMonths(new Date('2026-10-31T17:00:00Z'), new Date('2026-10-31T17:00:00Z'))).toEqual(['2026-11'])
    expect(wibMonths(new Date('2026-11-15T00:00:00Z'), new Date('2027-02-01T00:00:00Z'))).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
    ])
    expect(wibMonths(new Date('2027-01-01T00:00:00Z'), new Date('2026-12-01T00:00:00Z'))).toEqual([])
  })

  it('moves a month across years, starts it at 00:00 WIB and names its partition', () => {
    expect(shiftMonth('2026-11', 3)).toBe('2027-02')
    expect(shiftMonth('2026-01', -1)).toBe('2025-12')
    expect(shiftMonth('2026-11', -14)).toBe('2025-09')
    expect(wibMonthStart('2026-03').toISOString()).toBe('2026-02-28T17:00:00.000Z')
    expect(partitionName('trx_retail', '2026-03')).toBe('trx_retail_p2026_03')
  })
})
