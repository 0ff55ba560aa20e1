import { describe, expect, it } from 'vitest'
import { merchant } from '#contract/corporate/merchant.ts'
import { toExportBody, toListRequest } from './list-request.ts'
import {
  applyListChange,
  defaultListState,
  type ListShape,
  listStateToParams,
  parseListState,
  toggleSort,
} from './list-state.ts'
import { pageRange, pageWindow } from './page-numbers.ts'

const parse = (query: string, size?: number) => parseListState(merchant, new URLSearchParams(query), size)
const write = (state: ReturnType<typeof parse>, base = '') =>
  listStateToParams(merchant, state, new URLSearchParams(base)).toString()

describe('list state in the URL', () => {
  it('an empty query is the default view, and the default view writes an empty query', () => {
    const state = parse('')
    expect(state).toEqual({ page: 1, pageSize: 10, sort: 'name', dir: 'asc', search: '', filters: {} })
    expect(write(state)).toBe('')
  })

  it('reads every part of a shared link and writes the same link back', () => {
    const query = 'q=warung&status=ACTIVE&groupId=12&provinceCode=32&sort=mid&dir=desc&size=25&page=3'
    const state = parse(query)
    expect(state).toEqual({
      page: 3,
      pageSize: 25,
      sort: 'mid',
      dir: 'desc',
      search: 'warung',
      filters: { status: 'ACTIVE', groupId: 12, provinceCode: '32' },
    })
    expect(new URLSearchParams(write(state))).toEqual(new URLSearchParams(query))
  })

  it('ignores values the resource does not accept', () => {
    const state = parse(
      'page=-2&size=13&sort=ownerNik&dir=up&status=UNKNOWN&groupId=abc&provinceCode=3&clientId=0&foo=bar',
    )
    expect(state).toEqual(defaultListState(merchant))
  })

  it('leaves out defaults: the default sort column keeps its own direction, others start ascending', () => {
    expect(write({ ...defaultListState(merchant), sort: 'mid', dir: 'asc' })).toBe('sort=mid')
    expect(write({ ...defaultListState(merchant), dir: 'desc' })).toBe('dir=desc')
    expect(parse('sort=mid').dir).toBe('asc')
  })

  it("keeps parameters that are not the list's (an open detail)", () => {
    expect(write({ ...defaultListState(merchant), page: 2 }, 'id=7&page=5&status=DRAFT')).toBe('id=7&page=2')
  })

  it("uses the user's page size when the link has none", () => {
    expect(parse('', 50).pageSize).toBe(50)
    expect(parse('size=25', 50).pageSize).toBe(25)
  })

  it('trims the search and caps it at 100 characters', () => {
    expect(parse(`q=${'a'.repeat(150)}`).search).toHaveLength(100)
    expect(parse('q=%20%20').search).toBe('')
  })
})

describe('changes to the list', () => {
  it('any change but the page goes back to page 1', () => {
    const state = parse('page=4')
    expect(applyListChange(state, { search: 'x' }).page).toBe(1)
    expect(applyListChange(state, { page: 5 }).page).toBe(5)
  })

  it('a sortable header flips its own direction and starts others ascending', () => {
    const state = parse('')
    expect(toggleSort(merchant, state, 'name')).toEqual({ sort: 'name', dir: 'desc' })
    expect(toggleSort(merchant, state, 'joinedAt')).toEqual({ sort: 'joinedAt', dir: 'asc' })
  })

  it('the request carries the search only when there is one', () => {
    expect(toListRequest(parse(''))).toEqual({ page: 1, pageSize: 10, sort: 'name', dir: 'asc', filters: {} })
    expect(toListRequest(parse('q=sari')).search).toBe('sari')
  })

  it('the export carries the query and the columns, not the page', () => {
    expect(toExportBody(toListRequest(parse('q=sari&page=3')), [{ id: 'name' }])).toEqual({
      sort: 'name',
      dir: 'asc',
      search: 'sari',
      filters: {},
      columns: ['name'],
    })
  })
})

describe('paging', () => {
  it('names the rows shown', () => {
    expect(pageRange(1, 10, 240)).toEqual({ from: 1, to: 10 })
    expect(pageRange(24, 10, 235)).toEqual({ from: 231, to: 235 })
    expect(pageRange(1, 10, 0)).toEqual({ from: 0, to: 0 })
  })

  it('shows the first, last and nearby pages with gaps', () => {
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5])
    expect(pageWindow(1, 24)).toEqual([1, 2, 3, 4, null, 24])
    expect(pageWindow(12, 24)).toEqual([1, null, 11, 12, 13, null, 24])
    expect(pageWindow(24, 24)).toEqual([1, null, 21, 22, 23, 24])
  })
})

describe('a list of one month', () => {
  const shape: ListShape = {
    columns: [{ key: 'name', label: 'Nama', sortable: true }],
    filters: [],
    defaultSort: { key: 'name', dir: 'asc' },
    month: true,
  }
  const now = new Date('2026-11-30T18:00:00Z') // 1 December in WIB
  const at = (query: string) => parseListState(shape, new URLSearchParams(query), undefined, now)

  it('shows this WIB month unless the address names another, and ignores a month that is not one', () => {
    expect(at('').month).toBe('2026-12')
    expect(at('month=2026-10').month).toBe('2026-10')
    expect(at('month=2026-13').month).toBe('2026-12')
    expect(at('month=10-2026').month).toBe('2026-12')
  })

  it('keeps another month in the address, and a new month goes back to page 1', () => {
    const state = applyListChange({ ...at('page=3'), month: '2025-01' }, { month: '2025-01' })
    expect(state.page).toBe(1)
    expect(listStateToParams(shape, state).get('month')).toBe('2025-01')
  })
})
