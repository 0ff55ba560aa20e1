import { createHash } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import type { TrxStatus } from '#contract/transactions/catalogue.ts'
import { HOST_UNAVAILABLE_MESSAGE } from '#contract/transactions/sync.ts'

/** What the dashboard tells the host about a transaction whose status it asks for. */
export interface HostQuery {
  kind: 'MYCROATM' | 'RETAIL'
  id: number
  trxNo: string
  amount: number
  createdAt: string
  status: TrxStatus
  /** How many times this transaction was synced before (0 on the first sync). */
  attempt: number
}

/** The host's answer: the status it holds for the transaction, its response code, the approval code. */
export interface HostAnswer {
  status: TrxStatus
  rc: string
  approvalCode?: string
}

/**
 * The switch or acquirer that knows the final status of a transaction. `queryStatus` answers, or
 * throws (HostUnavailableError or anything else) when the host fails or does not answer.
 */
export interface TransactionHost {
  queryStatus(query: HostQuery): Promise<HostAnswer>
}

export class HostUnavailableError extends Error {
  constructor(message = HOST_UNAVAILABLE_MESSAGE) {
    super(message)
    this.name = 'HostUnavailableError'
  }
}

/** 0–99 from a string, the same on every machine and run. */
export const bucketOf = (text: string): number =>
  createHash('sha256').update(text).digest().readUInt32BE(0) % 100

const digitsOf = (text: string, n: number) =>
  String(createHash('sha256').update(text).digest().readUInt32BE(4)).padStart(n, '0').slice(-n)

/** Declines an issuer or acquirer actually sends for a failed withdrawal / card payment. */
const DECLINE_RC = {
  MYCROATM: ['51', '55', '05', '61', '91', '96'],
  RETAIL: ['05', '51', '54', '57', '91'],
} as const

export interface SimulatedHostOptions {
  /** Delay of every answer (ms). */
  latencyMs?: number
  /** Share (0–100) of queries that fail as if the host did not answer. */
  failurePercent?: number
}

/**
 * The host of the demo: deterministic answers from the transaction number. About 70% end in success
 * (RC 00, an approval code), 18% are declined with a realistic RC, and 12% are still being processed
 * for the first two syncs and succeed after that. Independently, `failurePercent` of queries fail
 * ("Host tidak merespons"), decided by the number and the attempt, so a retry usually gets through.
 */
export class SimulatedHost implements TransactionHost {
  private readonly latencyMs: number
  private readonly failurePercent: number

  constructor(options: SimulatedHostOptions = {}) {
    this.latencyMs = options.latencyMs ?? 150
    this.failurePercent = options.failurePercent ?? 5
  }

  async queryStatus(q: HostQuery): Promise<HostAnswer> {
    if (this.latencyMs > 0) await sleep(this.latencyMs)
    if (bucketOf(`${q.trxNo}#${q.attempt}`) < this.failurePercent) throw new HostUnavailableError()
    const bucket = bucketOf(q.trxNo)
    if (bucket < 70) {
      return {
        status: 'SUCCESS',
        rc: '00',
        ...(q.kind === 'MYCROATM' ? { approvalCode: digitsOf(q.trxNo, 6) } : {}),
      }
    }
    if (bucket < 88) {
      const codes = DECLINE_RC[q.kind]
      return { status: 'FAILED', rc: codes[bucket % codes.length] ?? '05' }
    }
    if (q.attempt < 2) return { status: q.status, rc: '' }
    return {
      status: 'SUCCESS',
      rc: '00',
      ...(q.kind === 'MYCROATM' ? { approvalCode: digitsOf(q.trxNo, 6) } : {}),
    }
  }
}
