import { describe, expect, it } from 'vitest'
import { savedViewStateSchema, storedViewStateSchema } from '#contract/engine/saved-views.ts'
import { helpTicket } from '#contract/help/tickets.ts'
import { retailReport } from '#contract/transactions/reports.ts'
import { reportShape } from '../areas/transactions/report-shape.ts'
import { listStateToParams, parseListState } from './list-state.ts'
import { fromSavedViewState, savedViewParams, savedVisibility, toSavedViewState } from './saved-view-state.ts'

const now = new Date('2026-11-21T03:00:00Z') // 21 Nov 10:00 WIB
const report = reportShape(retailReport)
const parseReport = (qs: string) => parseListState(report, new URLSearchParams(qs), undefined, now)
const parseTickets = (qs: string) => parseListState(helpTicket, new URLSearchParams(qs), undefined, now)

describe('saved view state of a report', () => {
  it('saves a preset period as a preset and restores a view, dropping values no longer valid', () => {
    const state = parseReport('period=thisMonth&status=PENDING&size=25')
    const saved = toSavedViewState(report, state, ['createdAt', 'trxNo'])
    expect(saved).toEqual({
      period: 'thisMonth',
      filters: { status: 'PENDING' },
      columns: ['createdAt', 'trxNo'],
      sort: 'createdAt',
      dir: 'desc',
      pageSize: 25,
    })
    expect(savedViewStateSchema.safeParse(saved).success).toBe(true)
    const later = new Date('2026-12-05T03:00:00Z')
    expect(fromSavedViewState(report, saved, later)).toMatchObject({
      period: 'thisMonth',
      dateFrom: '2026-12-01',
      dateTo: '2026-12-05',
      filters: { status: 'PENDING' },
      pageSize: 25,
    })
    const custom = toSavedViewState(
      report,
      { ...state, period: null, dateFrom: '2026-10-01', dateTo: '2026-10-31' },
      [],
    )
    expect(custom).toMatchObject({ from: '2026-10-01', to: '2026-10-31' })
    expect(custom).not.toHaveProperty('period')
    expect(
      fromSavedViewState(report, { ...saved, filters: { status: 'GONE', merchantId: 4 } }, now).filters,
    ).toEqual({ merchantId: 4 })
  })

  it('reads a view saved before sort and direction were kept (an old row)', () => {
    const old = storedViewStateSchema.parse({ period: 'last7', filters: { status: 'FAILED' }, columns: [] })
    expect(fromSavedViewState(report, old, now)).toMatchObject({
      period: 'last7',
      sort: 'createdAt',
      dir: 'desc',
      pageSize: 50,
      filters: { status: 'FAILED' },
    })
  })
})

describe('saved view state of a resource list (the complaint tickets)', () => {
  it('keeps search, filters, an open date range, sort and page size, and writes them back as the same address', () => {
    const query = 'q=printer&status=BARU&age=D3&from=2026-11-01&sort=priority&dir=desc&size=25'
    const state = parseTickets(query)
    const saved = toSavedViewState(helpTicket, state, ['ticketNo', 'status'])
    expect(saved).toEqual({
      from: '2026-11-01',
      search: 'printer',
      filters: { status: 'BARU', age: 'D3' },
      columns: ['ticketNo', 'status'],
      sort: 'priority',
      dir: 'desc',
      pageSize: 25,
    })
    expect(savedViewStateSchema.safeParse(saved).success).toBe(true)
    const restored = fromSavedViewState(helpTicket, saved, now)
    expect(restored).toEqual({ ...state, page: 1 })
    // Applied to a page showing something else, the other list parameters go and a foreign one (`view`, a tab) stays.
    const base = new URLSearchParams('view=x&status=SELESAI&page=4&sort=ticketNo')
    expect(Object.fromEntries(listStateToParams(helpTicket, restored, base))).toEqual({
      view: 'x',
      q: 'printer',
      status: 'BARU',
      age: 'D3',
      from: '2026-11-01',
      sort: 'priority',
      dir: 'desc',
      size: '25',
    })
  })

  it('ignores what the list no longer has: a removed filter, an unknown option, a sort column, a page size', () => {
    const restored = fromSavedViewState(
      helpTicket,
      {
        filters: { gone: 'x', status: 'HILANG', priority: 'HIGH' },
        columns: [],
        sort: 'nosuchcolumn',
        dir: 'sideways',
        pageSize: 7,
      },
      now,
    )
    expect(restored).toMatchObject({
      filters: { priority: 'HIGH' },
      sort: 'createdAt',
      dir: 'desc',
      pageSize: 10,
    })
  })

  it('never lets a stored filter named like a list parameter pose as one', () => {
    const params = savedViewParams(helpTicket, {
      filters: { sort: 'ticketNo', q: 'x', page: 9 },
      columns: [],
    })
    expect(params.toString()).toBe('')
  })
})

describe('the columns a view shows', () => {
  it('shows exactly the saved columns the list still has, or keeps the user’s when none is left', () => {
    const visibility = savedVisibility(helpTicket.columns, ['ticketNo', 'status', 'removedColumn'])
    expect(visibility?.ticketNo).toBe(true)
    expect(visibility?.status).toBe(true)
    expect(visibility?.subject).toBe(false)
    expect(Object.keys(visibility ?? {})).toEqual(helpTicket.columns.map((c) => c.key))
    expect(savedVisibility(helpTicket.columns, [])).toBeNull()
    expect(savedVisibility(helpTicket.columns, ['removedColumn'])).toBeNull()
  })
})
