import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, type SearchKind } from './search.ts'

/**
 * What the header search looks up for a query (docs/ARCHITECTURE.md "The header search"). Every lookup is
 * one index probe or one bounded index walk, so the query's shape decides which are worth running: a
 * keystroke runs only the lookups its text could match (four digits are a card's last four, fifteen a MID,
 * twelve an RRN), never all of them. Pure, so the web asks the server only when there is something to ask.
 */
export const SEARCH_LOOKUPS = [
  /** A whole MID (15 digits): the unique index. */
  'merchantMid',
  /** Part of a MID (5 to 14 digits, usually its last digits): the trigram index of the MID. */
  'merchantMidPart',
  /** A merchant's name containing the text: the trigram index, or the name index walked in order. */
  'merchantName',
  /** An outlet's code (OTL-000123), whole: the unique index. */
  'outletCode',
  /** An outlet's name containing the text. */
  'outletName',
  /** A device's terminal id (8 characters), whole. */
  'deviceTid',
  /** A device's serial number, whole. */
  'deviceSerial',
  /** A dashboard account whose username, e-mail or name contains the text. */
  'userText',
  /** A receipt or transaction number, whole: the unique index of each transaction table. */
  'trxNo',
  /** A Mycroatm RRN (12 characters), whole. */
  'rrn',
  /** A biller customer number (6 to 32 digits), whole. */
  'customerNo',
  /** A top-up card number (16 digits), whole. */
  'cardNo',
  /** The last four digits of a Mycroatm or top-up card, newest first. */
  'cardLast4',
] as const
export type SearchLookup = (typeof SEARCH_LOOKUPS)[number]

export const SEARCH_KIND_LABEL: Record<SearchKind, string> = {
  merchant: 'Merchant',
  outlet: 'Outlet',
  device: 'Device',
  user: 'Pengguna Dashboard',
  transaction: 'Transaksi',
}

/** Which kind each lookup finds (contract/search/query.ts decides which lookups a query is worth). */
export const LOOKUP_KIND: Record<SearchLookup, SearchKind> = {
  merchantMid: 'merchant',
  merchantMidPart: 'merchant',
  merchantName: 'merchant',
  outletCode: 'outlet',
  outletName: 'outlet',
  deviceTid: 'device',
  deviceSerial: 'device',
  userText: 'user',
  trxNo: 'transaction',
  rrn: 'transaction',
  customerNo: 'transaction',
  cardNo: 'transaction',
  cardLast4: 'transaction',
}

/** Shortest text matched inside names: a trigram needs three characters. */
export const SEARCH_MIN_NAME_LENGTH = 3

export interface SearchPlan {
  /** The query trimmed, its runs of spaces made one. */
  readonly term: string
  readonly lookups: ReadonlySet<SearchLookup>
}

/** The query as it is looked up: trimmed, runs of spaces made one. */
export const searchTerm = (query: string): string => query.trim().replace(/\s+/g, ' ')

const DIGITS = /^\d+$/
/** A reference as systems print them: letters, digits and a few separators, no spaces. */
const CODE = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/
const LETTER = /\p{L}/u

/** The lookups a query is worth (none for a query too short or too long). */
export function planSearch(query: string): SearchPlan {
  const term = searchTerm(query)
  const lookups = new Set<SearchLookup>()
  const n = term.length
  if (n < SEARCH_MIN_LENGTH || n > SEARCH_MAX_LENGTH) return { term, lookups }
  const add = (...l: SearchLookup[]) => {
    for (const x of l) lookups.add(x)
  }
  if (DIGITS.test(term)) {
    if (n === 4) add('cardLast4')
    if (n >= 5 && n <= 14) add('merchantMidPart')
    if (n === 15) add('merchantMid')
    if (n === 16) add('cardNo')
    if (n >= 6 && n <= 32) add('customerNo')
  }
  if (CODE.test(term)) {
    if (n === 12) add('rrn')
    if (n === 8) add('deviceTid')
    if (n >= 6) add('trxNo', 'deviceSerial')
    if (n >= 4 && !DIGITS.test(term)) add('outletCode')
  }
  if (n >= SEARCH_MIN_NAME_LENGTH && LETTER.test(term)) add('merchantName', 'outletName', 'userText')
  return { term, lookups }
}
