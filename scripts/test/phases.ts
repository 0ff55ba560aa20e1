/**
 * The phases of `npm test` (scripts/test/run.ts), in their order (the type check beside the unit tests). The API suite runs on the embedded PGlite
 * and again on PostgreSQL when DATABASE_URL is set (docs/ARCHITECTURE.md "Tests"): both drivers must behave
 * the same. `filters` (test files, names) go to the test runners' phases.
 */
export interface Phase {
  name: string
  kind: 'typecheck' | 'lint' | 'unit' | 'api' | 'e2e'
  command: string[]
  env: NodeJS.ProcessEnv
  /**
   * Runs beside the phases after it instead of before them: the type check works on one core while the unit
   * tests leave part of the other idle (they import more than they compute).
   */
  beside?: boolean
}

export function phasesOf(env: NodeJS.ProcessEnv, filters: readonly string[] = []): Phase[] {
  // A filter names files of one project or another: the other then has none to run, which is not a failure.
  const vitest = (project: string) => [
    'npx',
    'vitest',
    'run',
    '--project',
    project,
    ...(filters.length > 0 ? ['--passWithNoTests', ...filters] : []),
  ]
  const phases: Phase[] = [
    { name: 'lint', kind: 'lint', command: ['npx', 'biome', 'check', '.'], env: {} },
    {
      name: 'typecheck',
      kind: 'typecheck',
      command: ['npx', 'tsc', '-p', 'tsconfig.json', '--noEmit'],
      env: {},
      beside: true,
    },
    { name: 'unit', kind: 'unit', command: vitest('unit'), env: {} },
    { name: 'api PGlite', kind: 'api', command: vitest('api'), env: { TEST_DB: 'pglite' } },
  ]
  if (env.DATABASE_URL)
    phases.push({ name: 'api PostgreSQL', kind: 'api', command: vitest('api'), env: { TEST_DB: 'pg' } })
  phases.push({ name: 'e2e', kind: 'e2e', command: ['npx', 'playwright', 'test', ...filters], env: {} })
  return phases
}
