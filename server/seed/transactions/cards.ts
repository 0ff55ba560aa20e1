import type { CardBlockReason, TopupChannel, TrxStatus } from '#contract/transactions/catalogue.ts'
import { feesOf } from '../../areas/transactions/fee-book.ts'
import type { Counters } from './kinds.ts'
import { oneOf, type Rng, Weighted } from './random.ts'
import { wibDate } from './rhythm.ts'
import type { DeviceRow, IssuerRow, OutletRow, World } from './world.ts'

const HOUR = 3_600_000

interface Card {
  no: string
  issuer: IssuerRow
  balance: number
  registered: boolean
  /** When the card was blocked (its top-ups stop then), if ever. */
  blockedAt?: number
}

/** A pool of cards whose balances evolve: riders spend between top-ups, never above the legal maximum. */
export class CardPool {
  readonly cards: Card[] = []
  private readonly weighted: Weighted<Card>
  constructor(rng: Rng, world: World, size: number) {
    const share: Record<string, number> = { MANDIRI: 40, BRIZZI: 20, TAPCASH: 15, FLAZZ: 20, JAKCARD: 5 }
    const issuers = new Weighted(world.issuers, (i) => share[i.code] ?? 5)
    for (let i = 0; i < size && !issuers.empty; i++) {
      const issuer = issuers.draw(rng)
      const no = `${issuer.prefix}${String(i).padStart(6, '0')}${rng.digits(6)}`.slice(0, 16)
      this.cards.push({ no, issuer, balance: rng.step(0, 150_000, 500), registered: rng.chance(0.3) })
    }
    this.weighted = new Weighted(this.cards, (c) => 1 + (c.no.charCodeAt(12) % 5))
  }
  draw(rng: Rng, t: number): Card | undefined {
    for (let tries = 0; tries < 5; tries++) {
      const card = this.weighted.draw(rng)
      if (card.blockedAt === undefined || card.blockedAt > t) return card
    }
    return undefined
  }
}

export interface BalanceUpdateRow {
  trx_no: string
  card_no: string
  issuer_code: string
  client_id: number
  merchant_id: number
  pending_amount: number
  card_balance_before: number | null
  card_balance_after: number | null
  requested_at: string
  applied_at: string | null
  device_id: number | null
  status: 'PENDING' | 'APPLIED' | 'FAILED' | 'EXPIRED'
}

export function topup(
  rng: Rng,
  world: World,
  c: Counters,
  o: OutletRow,
  device: DeviceRow,
  card: Card,
  t: number,
  until: number,
): { row: Record<string, unknown>; update?: BalanceUpdateRow } {
  const max = card.registered ? 10_000_000 : 2_000_000
  // Riders spend between top-ups (fares, tolls): the balance drops before it is topped up.
  card.balance = Math.max(0, card.balance - rng.step(0, Math.min(card.balance, 150_000), 500))
  const room = max - card.balance
  const amount = Math.min(
    room - (room % 10_000),
    oneOf(rng, [
      [20_000, 15],
      [50_000, 30],
      [100_000, 30],
      [200_000, 15],
      [300_000, 6],
      [500_000, 4],
    ] as const),
  )
  const channel: TopupChannel =
    o.edc.length > 0 && rng.chance(0.2) ? 'MYCROATM' : rng.chance(0.2) ? 'APP' : 'POS'
  const status: TrxStatus =
    amount <= 0
      ? 'FAILED'
      : oneOf(rng, [
          ['SUCCESS', 962],
          ['FAILED', 25],
          ['PENDING', 8],
          ['SUSPECT', 5],
        ] as const)
  const onUs = card.issuer.bankCode === o.merchant.settlementBank
  const priced =
    status === 'SUCCESS'
      ? feesOf(world.fees, {
          kind: 'TOPUP',
          product: onUs ? 'ON_US' : 'OFF_US',
          amount,
          at: t,
          schemes: world.outletSchemes(o.id, t),
        })
      : null
  const fee = priced?.fee ?? 0
  const before = card.balance
  if (status === 'SUCCESS') card.balance += amount
  const { yymmdd } = wibDate(t)
  const trxNo = `TUP${yymmdd}${c.serial()}`
  const row = {
    trx_no: trxNo,
    created_at: new Date(t).toISOString(),
    updated_at: new Date(status === 'PENDING' || status === 'SUSPECT' ? t : t + 1200).toISOString(),
    client_id: o.merchant.clientId,
    region_id: o.merchant.regionId,
    group_id: o.merchant.groupId,
    merchant_id: o.merchant.id,
    partner_id: card.issuer.partnerId,
    status,
    amount: Math.max(0, amount),
    fee,
    total: Math.max(0, amount) + fee,
    outlet_id: o.id,
    device_id: device.id,
    card_no: card.no,
    issuer_code: card.issuer.code,
    balance_before: before,
    balance_after: card.balance,
    channel,
    rc: status === 'SUCCESS' ? '00' : status === 'FAILED' ? (amount <= 0 ? '13' : '05') : '68',
    merchant_fee: priced?.merchantShare ?? 0,
  }
  if (status !== 'SUCCESS' || channel !== 'APP') return { row }
  // An online top-up waits until the card is tapped on a reader (docs/DOMAIN.md §1e).
  const age = until - t
  const outcome =
    age < 6 * HOUR
      ? oneOf(rng, [
          ['PENDING', 70],
          ['APPLIED', 30],
        ] as const)
      : age > 7 * 24 * HOUR
        ? oneOf(rng, [
            ['APPLIED', 90],
            ['EXPIRED', 7],
            ['FAILED', 3],
          ] as const)
        : oneOf(rng, [
            ['APPLIED', 85],
            ['PENDING', 12],
            ['FAILED', 3],
          ] as const)
  const appliedAt = outcome === 'APPLIED' ? Math.min(until, t + rng.int(5, 36 * 60) * 60_000) : null
  const chipBefore = outcome === 'APPLIED' ? before : null
  return {
    row,
    update: {
      trx_no: trxNo,
      card_no: card.no,
      issuer_code: card.issuer.code,
      client_id: o.merchant.clientId,
      merchant_id: o.merchant.id,
      pending_amount: amount,
      card_balance_before: chipBefore,
      card_balance_after: chipBefore === null ? null : chipBefore + amount,
      requested_at: new Date(t).toISOString(),
      applied_at: appliedAt === null ? null : new Date(appliedAt).toISOString(),
      device_id: outcome === 'APPLIED' ? device.id : null,
      status: outcome,
    },
  }
}

export interface BlockEvent {
  card_no: string
  issuer_code: string
  reason: CardBlockReason
  note: string
  blocked_at: string
  blocked_by: string
  unblocked_at: string | null
  unblocked_by: string | null
  unblock_note: string | null
}

/** Some cards get blocked during the window (lost, fraud, damaged); a few are unblocked again. */
export function blockSomeCards(rng: Rng, pool: CardPool, from: number, until: number): BlockEvent[] {
  const events: BlockEvent[] = []
  const count = Math.max(3, Math.round(pool.cards.length * 0.004))
  for (let i = 0; i < count; i++) {
    const card = rng.pick(pool.cards)
    if (card.blockedAt !== undefined) continue
    const at = from + Math.floor(rng.next() * (until - from))
    const reason = oneOf<CardBlockReason>(rng, [
      ['LOST', 60],
      ['FRAUD', 15],
      ['DAMAGED', 25],
    ])
    const unblock =
      reason !== 'FRAUD' && rng.chance(0.2) ? Math.min(until, at + rng.int(1, 10) * 24 * HOUR) : null
    if (unblock === null) card.blockedAt = at
    events.push({
      card_no: card.no,
      issuer_code: card.issuer.code,
      reason,
      note:
        reason === 'LOST'
          ? 'Dilaporkan hilang oleh pemilik kartu'
          : reason === 'FRAUD'
            ? 'Transaksi mencurigakan dari beberapa terminal'
            : 'Chip kartu tidak terbaca',
      blocked_at: new Date(at).toISOString(),
      blocked_by: 'superadmin',
      unblocked_at: unblock === null ? null : new Date(unblock).toISOString(),
      unblocked_by: unblock === null ? null : 'superadmin',
      unblock_note: unblock === null ? null : 'Kartu ditemukan, diverifikasi pemilik',
    })
  }
  return events
}
