import type { FeeRuleKind, MerchantCategoryScope } from '#contract/transactions/catalogue.ts'

export interface FeeRuleRow {
  kind: FeeRuleKind
  subject: string
  merchantCategory: MerchantCategoryScope
  flatFee: number
  rateBps: number
  freeUpTo: number
  minFee: number
  maxFee: number
}

/**
 * The fee of one transaction from the fee schedule: the rule for the kind and subject that names the
 * merchant's business category wins over the general one. Amounts up to `freeUpTo` are free; otherwise
 * flat + amount × rate (rounded half up to whole rupiah), bounded by min/max (0 = unbounded). No rule → 0.
 */
export function computeFee(
  rules: readonly FeeRuleRow[],
  q: { kind: FeeRuleKind; subject: string; merchantCategory?: MerchantCategoryScope; amount: number },
): number {
  let best: FeeRuleRow | undefined
  for (const r of rules) {
    if (r.kind !== q.kind || r.subject !== q.subject) continue
    if (r.merchantCategory && r.merchantCategory !== q.merchantCategory) continue
    if (!best || (r.merchantCategory && !best.merchantCategory)) best = r
  }
  if (!best) return 0
  if (best.freeUpTo > 0 && q.amount <= best.freeUpTo) return 0
  let fee = best.flatFee + Math.floor((q.amount * best.rateBps + 5_000) / 10_000)
  if (best.minFee > 0) fee = Math.max(fee, best.minFee)
  if (best.maxFee > 0) fee = Math.min(fee, best.maxFee)
  return fee
}
