import type { DepositMethod, TrxStatus } from '#contract/transactions/catalogue.ts'
import { feesOf } from '../../areas/transactions/fee-book.ts'
import type { Counters } from './kinds.ts'
import { oneOf, type Rng } from './random.ts'
import { wibDate } from './rhythm.ts'
import type { MerchantRow, World } from './world.ts'

const VA_BANKS = ['014', '002', '008', '009'] as const

/** A merchant tops up its deposit; between top-ups the deposit pays for biller purchases. */
export function depositTopup(
  rng: Rng,
  world: World,
  c: Counters,
  m: MerchantRow,
  balances: Map<number, number>,
  t: number,
) {
  const method = oneOf<DepositMethod>(rng, [
    ['VA', 70],
    ['TRANSFER', 30],
  ])
  const bank = method === 'VA' ? rng.pick(VA_BANKS) : m.settlementBank
  const amount = oneOf(rng, [
    [rng.step(500_000, 2_000_000, 100_000), 60],
    [rng.step(2_000_000, 10_000_000, 500_000), 40],
  ] as const)
  // Transfers wait for a finance check; VA payments settle at once unless the bank times out.
  const status: TrxStatus =
    method === 'TRANSFER'
      ? oneOf(rng, [
          ['SUCCESS', 88],
          ['PENDING', 6],
          ['FAILED', 6],
        ] as const)
      : oneOf(rng, [
          ['SUCCESS', 96],
          ['SUSPECT', 2],
          ['FAILED', 2],
        ] as const)
  const fee =
    status === 'SUCCESS'
      ? feesOf(world.fees, {
          kind: 'DEPOSIT',
          product: method,
          amount,
          at: t,
          schemes: world.merchantSchemes(m.id, t),
        }).fee
      : 0
  const spent = rng.step(0, balances.get(m.id) ?? 0, 1_000)
  const before = Math.max(0, (balances.get(m.id) ?? 0) - spent)
  const after = status === 'SUCCESS' ? before + amount - fee : before
  balances.set(m.id, after)
  const { ymd } = wibDate(t)
  return {
    trx_no: `DEP${ymd}${String(c.next(`dep:${ymd}`)).padStart(6, '0')}`,
    created_at: new Date(t).toISOString(),
    updated_at: new Date(status === 'PENDING' || status === 'SUSPECT' ? t : t + 60_000).toISOString(),
    client_id: m.clientId,
    region_id: m.regionId,
    group_id: m.groupId,
    merchant_id: m.id,
    partner_id: null,
    status,
    amount,
    fee,
    total: amount,
    method,
    bank_code: bank,
    account_no:
      method === 'VA' ? `${bank === '014' ? '39' : '88'}${m.mid.slice(-9)}${rng.digits(3)}` : rng.digits(10),
    balance_before: before,
    balance_after: after,
    rc: status === 'SUCCESS' ? '00' : status === 'FAILED' ? '05' : '',
  }
}
