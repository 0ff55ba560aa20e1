import { describe, expect, it } from 'vitest'
import { merchantReportHref } from './report-link.ts'

const every = () => true

describe('the report behind a merchant row', () => {
  it('opens the retail report of the merchant over a preset period', () => {
    expect(merchantReportHref(7, undefined, { period: 'thisMonth' }, every)).toBe(
      '/dashboard/transaction/retail-all?merchantId=7&period=thisMonth',
    )
    expect(merchantReportHref(7, undefined, { period: 'today' }, every)).toBe(
      '/dashboard/transaction/retail-all?merchantId=7',
    )
  })

  it('keeps explicit days, and follows the kind filtered on', () => {
    expect(
      merchantReportHref(7, 'BILLER', { period: null, dateFrom: '2026-10-01', dateTo: '2026-10-31' }, every),
    ).toBe('/dashboard/transaction/biller-all?merchantId=7&from=2026-10-01&to=2026-10-31')
  })

  it('falls back to Mybills when retail is closed to the user, and to nothing when both are', () => {
    const billerOnly = (href: string) => href.includes('biller')
    expect(merchantReportHref(7, undefined, { period: 'today' }, billerOnly)).toBe(
      '/dashboard/transaction/biller-all?merchantId=7',
    )
    expect(merchantReportHref(7, undefined, { period: 'today' }, () => false)).toBeNull()
  })
})
