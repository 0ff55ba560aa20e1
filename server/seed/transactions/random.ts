/**
 * A small seeded PRNG (mulberry32) and the draws the generator needs. Faker is too slow for millions of
 * rows; this stream is deterministic for a given seed and call order.
 */
export class Rng {
  private state: number
  constructor(seed: number) {
    this.state = seed >>> 0
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }
  chance(p: number): boolean {
    return this.next() < p
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T
  }
  digits(n: number): string {
    let s = ''
    for (let i = 0; i < n; i++) s += String(Math.floor(this.next() * 10))
    return s
  }
  /** A multiple of `step` in [min, max]. */
  step(min: number, max: number, step: number): number {
    return this.int(Math.ceil(min / step), Math.floor(max / step)) * step
  }
}

/** Draws from a fixed weighted list in O(log n). */
export class Weighted<T> {
  private readonly cumulative: number[] = []
  readonly total: number
  constructor(
    readonly items: readonly T[],
    weightOf: (item: T) => number,
  ) {
    let sum = 0
    for (const item of items) {
      sum += Math.max(0, weightOf(item))
      this.cumulative.push(sum)
    }
    this.total = sum
  }
  get empty(): boolean {
    return this.total <= 0
  }
  draw(rng: Rng): T {
    const x = rng.next() * this.total
    let lo = 0
    let hi = this.cumulative.length - 1
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if ((this.cumulative[mid] as number) > x) hi = mid
      else lo = mid + 1
    }
    return this.items[lo] as T
  }
}

/** A weighted choice among a few literal values (a linear walk: no allocation per draw). */
export function oneOf<T>(rng: Rng, options: readonly (readonly [T, number])[]): T {
  let total = 0
  for (const o of options) total += o[1]
  let x = rng.next() * total
  for (const o of options) {
    x -= o[1]
    if (x < 0) return o[0]
  }
  return (options[options.length - 1] as readonly [T, number])[0]
}
