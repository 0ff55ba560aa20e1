import type { Share, Tier } from '#contract/fees/schemes.ts'

/**
 * The pure edits of the tier and shares editors (fee-inputs.tsx): rows of the fee engine's Tier[] and
 * Share[] (contract/fees/schemes.ts), kept contiguous where the editor can (a new tier starts the rupiah
 * after the one before it; removing one closes the gap), so a person seldom meets the engine's tier messages.
 */

/** The span a new tier gives the open tier before it. */
export const NEW_TIER_SPAN = 100_000

/** Adds a tier after the last: the last gets an upper bound if it had none, the new one is open. */
export function addTier(tiers: readonly Tier[]): Tier[] {
  const last = tiers[tiers.length - 1]
  if (!last) return [{ type: 'FLAT', from: 0, amount: 0 }]
  const to = last.to ?? last.from + NEW_TIER_SPAN - 1
  const closed = { ...last, to }
  return [...tiers.slice(0, -1), closed, withType({ type: 'FLAT', from: to + 1, amount: 0 }, last.type)]
}

/** Removes a tier; the next one starts where the removed one did, a new last tier is open. */
export function removeTier(tiers: readonly Tier[], index: number): Tier[] {
  const removed = tiers[index]
  const out = tiers.filter((_, i) => i !== index)
  if (!removed) return out
  const next = out[index]
  if (next) out[index] = { ...next, from: removed.from }
  else if (out.length > 0) {
    const { to: _dropped, ...last } = out[out.length - 1]!
    out[out.length - 1] = last as Tier
  }
  return out
}

/** A tier or share of the other type (FLAT ↔ PERCENT), its value starting at 0. */
export function withType<T extends Tier | Share>(row: T, type: 'FLAT' | 'PERCENT'): T {
  if (row.type === type) return row
  const { amount: _a, bps: _b, ...rest } = row as T & { amount?: number; bps?: number }
  return (type === 'FLAT' ? { ...rest, type, amount: 0 } : { ...rest, type, bps: 0 }) as T
}

/** Replaces one row of a list. */
export const replaceAt = <T>(rows: readonly T[], index: number, row: T): T[] =>
  rows.map((r, i) => (i === index ? row : r))

/** A new share: the first party not yet listed, 0%. */
export function addShare(shares: readonly Share[], parties: readonly string[]): Share[] {
  const used = new Set(shares.map((s) => s.partnerId))
  const partnerId = parties.find((p) => !used.has(p)) ?? ''
  return [...shares, { type: 'PERCENT', partnerId, bps: 0 }]
}
