import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { type Phase, phasesOf } from './phases.ts'
import { readTimings, shareOf, slowestLines } from './timings.ts'

/**
 * `npm test`: every phase (type check, lint, unit, API on each driver, end to end) runs even when one
 * before it failed, so one run shows everything that is wrong; then a summary of each phase, the failing
 * tests by name, and the ten tests nearest their timeouts. Exits 1 when any phase failed.
 *
 *   tsx scripts/test/run.ts [--only unit,api] [test files or filters passed to the test runners]
 */
const { values, positionals } = parseArgs({
  options: { only: { type: 'string' } },
  allowPositionals: true,
})
const only = values.only?.split(',').map((s) => s.trim())
const phases = phasesOf(process.env, positionals).filter((p) => !only || only.includes(p.kind))
if (phases.length === 0) {
  console.error(`Tidak ada fase yang cocok dengan --only ${values.only}`)
  process.exit(2)
}
if (!process.env.DATABASE_URL && phases.some((p) => p.kind === 'api'))
  console.log('DATABASE_URL is not set: the API suite runs on PGlite only.')

const timingsDir = mkdtempSync(path.join(tmpdir(), 'mint-test-timings-'))

interface Outcome {
  phase: Phase
  code: number
  seconds: number
}

/** Runs a phase; a phase that runs beside others keeps its output until it ends, so outputs never interleave. */
function runPhase(phase: Phase): { done: Promise<Outcome>; output: Buffer[] } {
  if (!phase.beside) console.log(`\n=== ${phase.name} ===`)
  const started = performance.now()
  const output: Buffer[] = []
  const child = spawn(phase.command[0] as string, phase.command.slice(1), {
    stdio: phase.beside ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...phase.env, TEST_TIMINGS_DIR: timingsDir, TEST_PHASE: phase.name },
  })
  child.stdout?.on('data', (b: Buffer) => output.push(b))
  child.stderr?.on('data', (b: Buffer) => output.push(b))
  const done = new Promise<Outcome>((resolve) => {
    const end = (code: number) => resolve({ phase, code, seconds: (performance.now() - started) / 1000 })
    child.once('error', () => end(127))
    child.once('close', (code, signal) => end(code ?? (signal ? 128 : 1)))
  })
  return { done, output }
}

const runStarted = performance.now()
const outcomes: Outcome[] = []
const beside: { phase: Phase; run: ReturnType<typeof runPhase>; ended: Outcome | null; printed: boolean }[] =
  []
/** The output of the phases running beside that have ended (all: once they have), printed between two phases. */
async function printEnded(all = false) {
  for (const b of beside) {
    if (b.printed || (!b.ended && !all)) continue
    const outcome = await b.run.done
    console.log(`\n=== ${b.phase.name} (ran beside the others) ===`)
    process.stdout.write(Buffer.concat(b.run.output))
    outcomes.push(outcome)
    b.printed = true
  }
}
for (const phase of phases) {
  const run = runPhase(phase)
  if (phase.beside) {
    const entry = { phase, run, ended: null as Outcome | null, printed: false }
    void run.done.then((o) => {
      entry.ended = o
    })
    beside.push(entry)
    continue
  }
  outcomes.push(await run.done)
  await printEnded()
}
await printEnded(true)
const order = new Map(phases.map((p, i) => [p, i]))
outcomes.sort((a, b) => (order.get(a.phase) ?? 0) - (order.get(b.phase) ?? 0))

const timings = readTimings(timingsDir)
rmSync(timingsDir, { recursive: true, force: true })

const failed = outcomes.filter((o) => o.code !== 0)
const wall = (performance.now() - runStarted) / 1000
console.log('\n=== Summary ===')
for (const o of outcomes) {
  const mark = o.code === 0 ? 'passed' : `FAILED (exit ${o.code})`
  console.log(`${o.phase.name.padEnd(22)} ${`${o.seconds.toFixed(0)} s`.padStart(6)}  ${mark}`)
  for (const t of timings.filter((t) => t.phase === o.phase.name && !t.ok))
    console.log(`    ✗ ${t.file} › ${t.kind === 'hooks' ? '(outside its tests: import or hooks)' : t.name}`)
}
console.log(`${'whole run'.padEnd(22)} ${`${wall.toFixed(0)} s`.padStart(6)}`)

if (timings.length > 0) {
  console.log('\n=== The ten tests nearest their timeouts (share of the timeout) ===')
  for (const line of slowestLines(timings)) console.log(line)
  const worst = Math.max(...timings.map(shareOf))
  console.log(`(highest share ${Math.round(worst * 100)} %; none should pass 33 % on an idle machine)`)
}
if (failed.length > 0) {
  console.log(
    `\n${failed.length} of ${outcomes.length} phases failed: ${failed.map((o) => o.phase.name).join(', ')}`,
  )
  process.exit(1)
}
