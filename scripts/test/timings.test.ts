import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { phasesOf } from './phases.ts'
import { readTimings, shareOf, slowestLines, type Timing, writeTimings } from './timings.ts'

const timing = (name: string, durationMs: number, timeoutMs: number, ok = true): Timing => ({
  phase: 'api PGlite',
  file: 'server/x.api.test.ts',
  name,
  kind: 'test',
  durationMs,
  timeoutMs,
  ok,
})

describe('the slowest-tests report', () => {
  it('ranks by share of the timeout, not by duration', () => {
    const lines = slowestLines([
      timing('long, far from its timeout', 20_000, 300_000),
      timing('near', 9_000, 30_000),
    ])
    expect(lines[0]).toBe(' 30 %    9.0 s of  30.0 s  api PGlite  server/x.api.test.ts › near')
    expect(lines[1]).toContain('long, far from its timeout')
    expect(shareOf(timing('no timeout', 5_000, 0))).toBe(0)
  })

  it('keeps at most ten', () => {
    expect(slowestLines(Array.from({ length: 25 }, (_, i) => timing(`t${i}`, i, 100)))).toHaveLength(10)
  })
})

describe('the timings the reporters write', () => {
  const saved = { ...process.env }
  afterEach(() => {
    process.env = { ...saved }
  })

  it('go to one file per phase and are read back together; without TEST_TIMINGS_DIR nothing is written', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'timings-test-'))
    try {
      delete process.env.TEST_TIMINGS_DIR
      writeTimings([timing('lost', 1, 2)])
      expect(readTimings(dir)).toEqual([])
      process.env.TEST_TIMINGS_DIR = dir
      process.env.TEST_PHASE = 'api PGlite'
      writeTimings([timing('a', 1, 2)])
      process.env.TEST_PHASE = 'e2e'
      writeTimings([{ ...timing('b', 3, 4, false), phase: 'e2e' }])
      expect(readTimings(dir).map((t) => [t.phase, t.name, t.ok])).toEqual(
        expect.arrayContaining([
          ['api PGlite', 'a', true],
          ['e2e', 'b', false],
        ]),
      )
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('the phases of npm test', () => {
  it('run the API suite again on PostgreSQL only with DATABASE_URL, and the type check beside the unit tests', () => {
    expect(phasesOf({}).map((p) => p.name)).toEqual(['lint', 'typecheck', 'unit', 'api PGlite', 'e2e'])
    const withPg = phasesOf({ DATABASE_URL: 'postgres://x' })
    expect(withPg.map((p) => p.name)).toContain('api PostgreSQL')
    expect(withPg.find((p) => p.name === 'api PostgreSQL')?.env).toEqual({ TEST_DB: 'pg' })
    expect(withPg.filter((p) => p.beside).map((p) => p.name)).toEqual(['typecheck'])
  })

  it('hand test files to the test runners, and a Vitest project with none of them passes', () => {
    const unit = phasesOf({}, ['server/x.api.test.ts']).find((p) => p.name === 'unit')
    expect(unit?.command).toEqual(
      expect.arrayContaining(['--project', 'unit', '--passWithNoTests', 'server/x.api.test.ts']),
    )
    expect(
      phasesOf({}, ['web/e2e/a.spec.ts'])
        .find((p) => p.kind === 'e2e')
        ?.command.at(-1),
    ).toBe('web/e2e/a.spec.ts')
    expect(phasesOf({}).find((p) => p.name === 'unit')?.command).not.toContain('--passWithNoTests')
  })
})
