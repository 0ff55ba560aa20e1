import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * What one test (or one file's beforeAll/afterAll hooks together) took beside the timeout it runs under.
 * The reporters of Vitest (vitest-timings.ts) and Playwright (playwright-timings.ts) write them, one file
 * per phase, into TEST_TIMINGS_DIR; the phase runner (run.ts) prints the slowest at the end of `npm test`.
 */
export interface Timing {
  phase: string
  file: string
  name: string
  kind: 'test' | 'hooks'
  durationMs: number
  timeoutMs: number
  /** False for a test that failed (or hooks that did): the summary names them. */
  ok: boolean
}

/** Where the reporters write, and which phase they report: both set by run.ts; unset, they write nothing. */
export const timingsTarget = (): { dir: string; phase: string } | null => {
  const dir = process.env.TEST_TIMINGS_DIR
  return dir ? { dir, phase: process.env.TEST_PHASE ?? 'tests' } : null
}

export function writeTimings(timings: readonly Timing[]): void {
  const target = timingsTarget()
  if (!target) return
  mkdirSync(target.dir, { recursive: true })
  const slug = target.phase.replace(/\W+/g, '-').toLowerCase()
  writeFileSync(path.join(target.dir, `${slug}.json`), JSON.stringify(timings))
}

export function readTimings(dir: string): Timing[] {
  let names: string[]
  try {
    names = readdirSync(dir).filter((n) => n.endsWith('.json'))
  } catch {
    return []
  }
  return names.flatMap((n) => JSON.parse(readFileSync(path.join(dir, n), 'utf8')) as Timing[])
}

/** A test's share of its timeout, the figure that tells how near a busy machine brings it to failing. */
export const shareOf = (t: Timing): number => (t.timeoutMs > 0 ? t.durationMs / t.timeoutMs : 0)

/** The `count` tests nearest their timeouts, as lines of a table. */
export function slowestLines(timings: readonly Timing[], count = 10): string[] {
  const top = [...timings].sort((a, b) => shareOf(b) - shareOf(a)).slice(0, count)
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`
  return top.map(
    (t) =>
      `${`${Math.round(shareOf(t) * 100)} %`.padStart(5)}  ${s(t.durationMs).padStart(7)} of ${s(t.timeoutMs).padStart(7)}  ` +
      `${t.phase}  ${t.file} › ${t.kind === 'hooks' ? '(beforeAll/afterAll hooks)' : t.name}`,
  )
}
