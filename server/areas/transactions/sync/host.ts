import { createHash } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import type { HostAnswer, HostQuery, TransactionHost } from '#contract/transactions/host.ts'
import { HOST_UNAVAILABLE_MESSAGE } from '#contract/transactions/sync.ts'

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
