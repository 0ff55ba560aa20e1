import { describe, expect, it } from 'vitest'
import { billerReport, retailReport } from '#contract/transactions/reports.ts'
import { toKeysetQuery } from '../../engine/list-request.ts'
import { defaultListState, listStateToParams, parseListState } from '../../engine/list-state.ts'
import { reportShape } from './report-shape.ts'

const now = new Date('2026-11-21T03:00:00Z') // 21 Nov 10:00 WIB
const parse = (qs: string, def = retailReport) =>
  parseListState(reportShape(def), new URLSearchParams(qs), undefined, now)

describe('report state in the URL', () => {
  it('defaults to today in WIB, newest first, 50 rows', () => {
    expect(parse('')).toEqual(defaultListState(reportShape(retailReport), undefined, now))
    expect(parse('')).toMatchObject({
      period: 'today',
      dateFrom: '2026-11-21',
      dateTo: '2026-11-21',
      pageSize: 50,
      dir: 'desc',
    })
  })

  it('reads a preset, explicit days, filters, search, size and order; ignores what the report refuses', () => {
    expect(parse('period=last7')).toMatchObject({
      period: 'last7',
      dateFrom: '2026-11-15',
      dateTo: '2026-11-21',
    })
    expect(parse('from=2026-11-01&to=2026-11-03')).toMatchObject({
      period: null,
      dateFrom: '2026-11-01',
      dateTo: '2026-11-03',
    })
    expect(parse('from=2026-11-05')).toMatchObject({ dateFrom: '2026-11-05', dateTo: '2026-11-05' })
    expect(parse('from=2026-02-30')).toMatchObject({ period: 'today' })
    const s = parse(
      'status=FAILED&merchantId=12&paymentMethod=QRIS&amountMin=5000&q=%20INV%2F1%20&size=100&dir=asc&status2=x&outletId=-1&productCode=PLN',
    )
    expect(s.filters).toEqual({ status: 'FAILED', merchantId: 12, paymentMethod: 'QRIS', amountMin: 5000 })
    expect(s).toMatchObject({ search: 'INV/1', pageSize: 100, dir: 'asc' })
    expect(parse('status=LUNAS&size=7').filters).toEqual({})
    expect(parse('productCode=PLN100&productType=PREPAID', billerReport).filters).toEqual({
      productCode: 'PLN100',
      productType: 'PREPAID',
    })
  })

  it('writes back only what differs from the defaults, keeping the open detail', () => {
    const shape = reportShape(retailReport)
    const state = { ...parse(''), filters: { status: 'SUCCESS', merchantId: 3 }, search: 'abc' }
    const params = listStateToParams(shape, state, new URLSearchParams('id=9&status=FAILED'))
    expect(params.toString()).toBe('id=9&q=abc&status=SUCCESS&merchantId=3')
    const custom = listStateToParams(shape, {
      ...state,
      period: null,
      dateFrom: '2026-11-01',
      dateTo: '2026-11-02',
    })
    expect(parse(custom.toString())).toMatchObject({
      period: null,
      dateFrom: '2026-11-01',
      dateTo: '2026-11-02',
    })
    expect(toKeysetQuery(state)).toEqual({
      from: '2026-11-21',
      to: '2026-11-21',
      search: 'abc',
      filters: state.filters,
    })
  })
})
