import { describe, expect, it } from 'vitest'
import { LOOKUP_KIND, planSearch, type SearchLookup, searchTerm } from './query.ts'

const lookups = (q: string) => [...planSearch(q).lookups].sort()
const sorted = (...l: SearchLookup[]) => [...l].sort()

describe('searchTerm', () => {
  it('trims and makes runs of spaces one', () => {
    expect(searchTerm('  Toko   Makmur \t')).toBe('Toko Makmur')
  })
})

describe('planSearch: only the lookups a query could match', () => {
  it('nothing for a query too short or too long', () => {
    expect(lookups('')).toEqual([])
    expect(lookups(' a ')).toEqual([])
    expect(lookups('x'.repeat(65))).toEqual([])
  })

  it('two characters: nothing is worth a lookup (names need three)', () => {
    expect(lookups('to')).toEqual([])
    expect(lookups('12')).toEqual([])
  })

  it('four digits are the last four of a card, and nothing else', () => {
    expect(lookups('1234')).toEqual(['cardLast4'])
  })

  it('digits by length: part of a MID, a customer number, an RRN, a whole MID, a card', () => {
    expect(lookups('12345')).toEqual(['merchantMidPart'])
    expect(lookups('123456')).toEqual(sorted('merchantMidPart', 'customerNo', 'trxNo', 'deviceSerial'))
    expect(lookups('12345678')).toEqual(
      sorted('merchantMidPart', 'customerNo', 'trxNo', 'deviceSerial', 'deviceTid'),
    )
    expect(lookups('512345678901')).toEqual(
      sorted('merchantMidPart', 'customerNo', 'rrn', 'trxNo', 'deviceSerial'),
    )
    expect(lookups('000001000007919')).toEqual(sorted('merchantMid', 'customerNo', 'trxNo', 'deviceSerial'))
    expect(lookups('6013011234567890')).toEqual(sorted('cardNo', 'customerNo', 'trxNo', 'deviceSerial'))
    expect(lookups('1'.repeat(33))).toEqual(sorted('trxNo', 'deviceSerial'))
  })

  it('a reference with letters: receipt and transaction numbers, TIDs, serials, outlet codes, names', () => {
    expect(lookups('INV/OTL000188/20260828/0001')).toEqual(
      sorted('trxNo', 'deviceSerial', 'outletCode', 'merchantName', 'outletName', 'userText'),
    )
    expect(lookups('POS00001')).toEqual(
      sorted('deviceTid', 'trxNo', 'deviceSerial', 'outletCode', 'merchantName', 'outletName', 'userText'),
    )
    expect(lookups('OTL-000123')).toEqual(
      sorted('trxNo', 'deviceSerial', 'outletCode', 'merchantName', 'outletName', 'userText'),
    )
    expect(lookups('5AB345678901')).toContain('rrn')
  })

  it('words: names of merchants and outlets, and accounts', () => {
    expect(lookups('Toko Makmur')).toEqual(sorted('merchantName', 'outletName', 'userText'))
    expect(lookups('kop')).toEqual(sorted('merchantName', 'outletName', 'userText'))
    expect(lookups('ops@mint.local')).toEqual(sorted('merchantName', 'outletName', 'userText'))
    expect(lookups('Warung Bu Ani 2')).toEqual(sorted('merchantName', 'outletName', 'userText'))
  })

  it('every lookup belongs to a kind', () => {
    for (const l of lookups('INV/OTL000188/20260828/0001')) expect(LOOKUP_KIND[l]).toBeDefined()
  })
})
