import { randomInt } from 'node:crypto'
import { hash } from '@node-rs/argon2'

/** A random 6-digit PIN that is not trivially guessable (no repeated digit, no straight run). */
export function newPin(): string {
  for (;;) {
    const pin = String(randomInt(0, 1_000_000)).padStart(6, '0')
    const d = [...pin].map(Number)
    const steps = new Set(d.slice(1).map((x, i) => x - (d[i] ?? 0)))
    const straight = steps.size === 1 && [0, 1, -1].includes([...steps][0] ?? 9)
    if (!straight) return pin
  }
}

export const hashPin = (pin: string) => hash(pin, { memoryCost: 19456, timeCost: 2, parallelism: 1 })
