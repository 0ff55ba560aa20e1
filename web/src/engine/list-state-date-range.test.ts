import { describe, expect, it } from 'vitest'
import { merchant } from '#contract/corporate/merchant.ts'
import { listRequestSchema } from '#contract/engine/resource.ts'
import { cardBlockLog } from '#contract/topup/cards.ts'
import { toListRequest } from './list-request.ts'
import {
  applyListChange,
  CLEARED_FILTERS,
  hasActiveFilters,
  listStateToParams,
  parseListState,
} from './list-state.ts'

const parse = (query: string) => parseListState(cardBlockLog, new URLSearchParams(query))

describe('the date range of a list', () => {
  it('is read from from/to in the URL, written back, and sent as dateFrom/dateTo', () => {
    const state = parse('from=2026-11-01&to=2026-11-21&action=BLOCK')
    expect(state).toMatchObject({
      dateFrom: '2026-11-01',
      dateTo: '2026-11-21',
      filters: { action: 'BLOCK' },
    })
    expect(listStateToParams(cardBlockLog, state).toString()).toBe(
      'action=BLOCK&from=2026-11-01&to=2026-11-21',
    )
    expect(toListRequest(state)).toMatchObject({ dateFrom: '2026-11-01', dateTo: '2026-11-21' })
    expect(listRequestSchema(cardBlockLog).safeParse(toListRequest(state)).success).toBe(true)
    expect(hasActiveFilters(parse('from=2026-11-01'))).toBe(true)
  })

  it('ignores days that do not exist and lists that have no date range', () => {
    expect(parse('from=2026-02-30&to=21-11-2026')).not.toHaveProperty('dateFrom')
    expect(parse('from=2026-02-30&to=21-11-2026').dateTo).toBeUndefined()
    const plain = parseListState(merchant, new URLSearchParams('from=2026-11-01'))
    expect(plain.dateFrom).toBeUndefined()
    expect(listRequestSchema(merchant).safeParse({ dateFrom: '2026-11-01' }).success).toBe(false)
  })

  it('a new range goes back to page 1, and reset clears it with the search and filters', () => {
    const state = parse('page=3&q=6032&from=2026-11-01&to=2026-11-21')
    expect(applyListChange(state, { dateFrom: '2026-11-05', dateTo: '2026-11-21' }).page).toBe(1)
    const cleared = applyListChange(state, CLEARED_FILTERS)
    expect(hasActiveFilters(cleared)).toBe(false)
    expect(listStateToParams(cardBlockLog, cleared).toString()).toBe('')
  })
})
