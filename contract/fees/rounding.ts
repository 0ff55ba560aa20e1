/**
 * The one rounding rule of the fee engine (docs/ARCHITECTURE.md "Fees (issue 15)"). Money is whole rupiah
 * (DOMAIN.md §0: IDR has no cents), so every line is computed exactly as a fraction of integers and rounded
 * once, half up, to whole rupiah. Where one amount is split into parts (a fee into partner shares, an
 * inclusive tax into several taxes) the parts are apportioned by the largest-remainder method: each part
 * gets the whole rupiah below its exact quota, and the rupiah still missing go one each to the parts with
 * the largest remainders, ties to the part listed first, so the parts add up to the whole exactly.
 *
 * Every operand is a non-negative safe integer and every product stays below 2^53 (amounts are bounded by
 * MAX_AMOUNT), so plain numbers are exact here: no floating-point fraction is ever rounded.
 */

/** The largest amount the engine prices: Rp10 miliar keeps amount × 120,000 (the widest product) exact. */
export const MAX_AMOUNT = 10_000_000_000

/**
 * The largest flat fee, fee bound or flat share: Rp100 juta. A per-unit fee (at most 1.000 units) then stays
 * below Rp100 miliar, whose shares in 1/10.000 rupiah are still exact.
 */
export const MAX_FEE = 100_000_000

/** Basis points in 100%: percentages are integers of 0,01% (0,7% is 70). */
export const BPS = 10_000

/**
 * floor(n / d) for integers n ≥ 0 and d > 0. The quotient of two doubles is rounded to the nearest double,
 * which near 2^53 can cross an integer, so the remainder corrects it.
 */
export function floorDiv(n: number, d: number): number {
  let q = Math.floor(n / d)
  const r = n - q * d
  if (r < 0) q--
  else if (r >= d) q++
  return q
}

/** round(n / d) with halves rounded up, for integers n ≥ 0 and d > 0. */
export function divHalfUp(n: number, d: number): number {
  const q = floorDiv(n, d)
  return (n - q * d) * 2 >= d ? q + 1 : q
}

/** amount × bps / 10,000, rounded half up: a percentage of an amount in whole rupiah. */
export const percentOf = (amount: number, bps: number): number => divHalfUp(amount * bps, BPS)

/**
 * Splits `total` into parts proportional to the integer `quotas` (their exact shares are total × q / Σq)
 * by the largest-remainder method, writing the parts into `out` (reused by the caller, so the hot path
 * allocates nothing). Σq must be positive and total × q must stay a safe integer. The parts sum to total.
 */
export function apportion(total: number, quotas: ArrayLike<number>, count: number, out: number[]): void {
  let sum = 0
  for (let i = 0; i < count; i++) sum += quotas[i]!
  let given = 0
  for (let i = 0; i < count; i++) {
    const part = floorDiv(total * quotas[i]!, sum)
    out[i] = part
    given += part
  }
  distributeLeftover(total - given, total, quotas, sum, count, out)
}

/**
 * Hands `left` single rupiah to the parts with the largest remainders (total × q mod Σq), ties to the first
 * listed; `left` is below `count`, so a part never gets more than one. Shared with the partner shares,
 * whose quotas are already in 1/10,000 rupiah (total 1, sum 10,000).
 */
export function distributeLeftover(
  left: number,
  total: number,
  quotas: ArrayLike<number>,
  sum: number,
  count: number,
  out: number[],
): void {
  // Marked parts are remembered by a negative remainder; count is small (a few partners), so a pass per
  // rupiah left is cheaper than sorting.
  let taken = 0
  for (; left > 0; left--) {
    let best = -1
    let bestRem = -1
    for (let i = 0; i < count; i++) {
      if (taken & (1 << i)) continue
      const rem = (total * quotas[i]!) % sum
      if (rem > bestRem) {
        bestRem = rem
        best = i
      }
    }
    taken |= 1 << best
    out[best] = out[best]! + 1
  }
}
