import { describe, expect, it } from 'vitest'
import { listStateToParams } from '../../../engine/list-state.ts'
import { bucketDays, pointHref, reportHref } from './report-link.ts'
import { grainsFor, HOME_SHAPE, parseDashboardState, SUMMARY_SHAPE } from './state.ts'
import { toCsv } from './table-data.ts'

// 25 November 2026, 10:00 WIB.
const NOW = new Date('2026-11-25T03:00:00Z')
const parse = (query: string, shape = SUMMARY_SHAPE) =>
  parseDashboardState(shape, new URLSearchParams(query), NOW)

describe('a dashboard state in the URL', () => {
  it('defaults to today, by hour, no filter', () => {
    const s = parse('')
    expect(s).toMatchObject({
      from: '2026-11-25',
      to: '2026-11-25',
      grain: 'hour',
      filters: {},
      problem: null,
    })
    expect(s.list.period).toBe('today')
  })

  it('reads a preset, explicit days, the grain and the filters', () => {
    expect(parse('period=thisMonth')).toMatchObject({ from: '2026-11-01', to: '2026-11-25', grain: 'day' })
    expect(parse('period=lastMonth&grain=week')).toMatchObject({
      from: '2026-10-01',
      to: '2026-10-31',
      grain: 'week',
    })
    expect(parse('from=2026-01-01&to=2026-06-30&grain=month&clientId=3&merchantId=12')).toMatchObject({
      from: '2026-01-01',
      to: '2026-06-30',
      grain: 'month',
      filters: { clientId: 3, merchantId: 12 },
    })
  })

  it('drops what it does not accept: an hour over several days, a filter that is no id, a home filter', () => {
    expect(parse('period=last7&grain=hour').grain).toBe('day')
    expect(parse('merchantId=abc&regionId=-1').filters).toEqual({})
    expect(parse('merchantId=5', HOME_SHAPE).filters).toEqual({})
    expect(grainsFor('2026-11-25', '2026-11-25')).toEqual(['hour', 'day', 'week', 'month'])
    expect(grainsFor('2026-11-24', '2026-11-25')).toEqual(['day', 'week', 'month'])
  })

  it('says what is wrong with days that are inverted or longer than a year', () => {
    expect(parse('from=2026-11-25&to=2026-11-01').problem).toBe(
      'Tanggal awal tidak boleh setelah tanggal akhir.',
    )
    expect(parse('from=2024-01-01&to=2026-01-01').problem).toBe('Rentang tanggal maksimal 366 hari.')
  })

  it('writes a period change back without losing the grain or the filters', () => {
    const s = parse('grain=week&clientId=3')
    const next = listStateToParams(
      SUMMARY_SHAPE,
      { ...s.list, period: 'lastMonth' },
      new URLSearchParams('grain=week&clientId=3'),
    )
    expect(next.toString()).toBe('grain=week&clientId=3&period=lastMonth')
  })
})

describe('a click on a chart opens the filtered report', () => {
  const period = { from: '2026-11-01', to: '2026-11-25' }
  it('narrows to a bucket of time within the period', () => {
    expect(bucketDays('day', '2026-11-03', period)).toEqual({ from: '2026-11-03', to: '2026-11-03' })
    expect(bucketDays('week', '2026-10-26', period)).toEqual({ from: '2026-11-01', to: '2026-11-01' })
    expect(bucketDays('week', '2026-11-23', period)).toEqual({ from: '2026-11-23', to: '2026-11-25' })
    expect(bucketDays('month', '2026-11-01', period)).toEqual({ from: '2026-11-01', to: '2026-11-25' })
    // 20:00 UTC on the 24th is 03:00 WIB on the 25th.
    expect(bucketDays('hour', '2026-11-24T20:00:00.000Z', period)).toEqual({
      from: '2026-11-25',
      to: '2026-11-25',
    })
  })

  it('filters by status, subject or bank in the report’s own parameters', () => {
    const ctx = { kind: 'RETAIL' as const, period, merchantId: 7 }
    expect(pointHref('status', 'FAILED', ctx)).toBe(
      '/dashboard/transaction/retail-all?from=2026-11-01&to=2026-11-25&status=FAILED&merchantId=7',
    )
    expect(pointHref('subject', 'QRIS', ctx)).toContain('paymentMethod=QRIS')
    expect(pointHref('bank', '008', ctx)).toBeNull()
    expect(pointHref('bank', '008', { kind: 'MYCROATM', period })).toContain('issuerBankCode=008')
    expect(pointHref('kind', 'BILLER', { kind: undefined, period })).toBe(
      '/dashboard/transaction/biller-all?from=2026-11-01&to=2026-11-25',
    )
    expect(pointHref('day', '2026-11-03', { kind: undefined, period })).toBeNull()
  })

  it('opens the last 93 days of a longer period (the report’s longest)', () => {
    expect(reportHref({ kind: 'TOPUP', days: { from: '2026-01-01', to: '2026-11-25' } })).toBe(
      '/dashboard/transaction/topup-all?from=2026-08-25&to=2026-11-25',
    )
  })
})

describe('the data of a chart as CSV', () => {
  it('writes labels, raw numbers, quoted text and no formulas', () => {
    const csv = toCsv({
      columns: [
        { key: 'label', label: 'Produk', format: 'text' },
        { key: 'amount', label: 'Nominal', format: 'money' },
        { key: 'rate', label: 'Tingkat sukses', format: 'percent' },
      ],
      rows: [
        { label: 'Kopi, susu', amount: 1234567, rate: 97.456 },
        { label: '=HYPERLINK("x")', amount: 0, rate: null },
      ],
    })
    expect(csv).toBe(
      '\uFEFFProduk,Nominal,Tingkat sukses\r\n"Kopi, susu",1234567,97.5\r\n"\'=HYPERLINK(""x"")",0,\r\n',
    )
  })
})
