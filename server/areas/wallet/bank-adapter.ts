import type { NameMatch } from '#contract/wallet/vocabulary.ts'

/**
 * What the corporate wallet needs of a bank (issue 17 item 3): an account-name inquiry, a transfer under the
 * sender's idempotency key (the same key twice pays once and answers the first outcome), and the status of a
 * transfer by that key (advice), which is how an answer lost to a timeout or a crash is recovered without paying
 * twice. The demo's bank is simulated-bank.ts; a real one (BI-FAST through a partner bank) implements the same.
 */
export type InquiryAnswer = { found: true; name: string } | { found: false }

export type TransferOutcome =
  | { status: 'SUCCESS'; bankRef: string }
  | { status: 'FAILED'; reason: string; bankRef: string }

export interface Transfer {
  key: string
  bankCode: string
  accountNo: string
  amount: number
  note: string
}

export interface BankAdapter {
  inquiry(bankCode: string, accountNo: string): Promise<InquiryAnswer>
  /** Throws `BankUnreachable` when the answer is not known (timeout, connection lost): the transfer may have happened. */
  transfer(t: Transfer): Promise<TransferOutcome>
  /** The outcome of a transfer by its key; null: the bank never received it. Throws `BankUnreachable` too. */
  advice(key: string): Promise<TransferOutcome | null>
}

/** The bank did not answer: whether the transfer happened is unknown until its advice is asked. */
export class BankUnreachable extends Error {}

/** Honorifics, legal forms and punctuation say nothing about whose account it is. */
const NOISE = new Set([
  'PT',
  'CV',
  'TBK',
  'UD',
  'BPK',
  'BAPAK',
  'IBU',
  'SDR',
  'SDRI',
  'TN',
  'NY',
  'HJ',
  'H',
  'DR',
  'IR',
])
const tokens = (name: string) =>
  name
    .toUpperCase()
    .replace(/[^A-Z0-9 ]+/g, ' ')
    .split(/\s+/)
    .filter((t) => t !== '' && !NOISE.has(t))

/** Edit distance of two short strings (names of at most 120 characters). */
function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    const cur = [i]
    for (let j = 1; j <= b.length; j++)
      cur[j] = Math.min(
        (prev[j] as number) + 1,
        (cur[j - 1] as number) + 1,
        (prev[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      )
    prev = cur
  }
  return prev[b.length] as number
}

/**
 * How the name the bank answers matches the name the maker wrote: EXACT when the words are the same (case,
 * punctuation and honorifics aside), CLOSE when they are within a typo or two (at least 80% alike) or one
 * name's words are all in the other (a shortened name), MISMATCH otherwise. Null when the maker wrote none.
 */
export function nameMatch(expected: string, answered: string): NameMatch | null {
  const a = tokens(expected)
  const b = tokens(answered)
  if (a.length === 0) return null
  if (b.length === 0) return 'MISMATCH'
  const x = a.join(' ')
  const y = b.join(' ')
  if (x === y) return 'EXACT'
  const similarity = 1 - distance(x, y) / Math.max(x.length, y.length)
  const contained = a.every((t) => b.includes(t)) || b.every((t) => a.includes(t))
  return similarity >= 0.8 || (contained && Math.min(a.length, b.length) >= 1) ? 'CLOSE' : 'MISMATCH'
}
