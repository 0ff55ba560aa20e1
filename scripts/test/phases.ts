/**
 * The phases of `npm test` (scripts/test/run.ts), in their order. The API suite runs on the embedded PGlite
 * and again on PostgreSQL when DATABASE_URL is set (docs/ARCHITECTURE.md "Tests"): both drivers must behave
 * the same. `filters` (test files, names) go to the test runners' phases.
 */
export interface Phase {
  name: string
  kind: 'typecheck' | 'lint' | 'unit' | 'api' | 'e2e'
  command: string[]
  env: NodeJS.ProcessEnv
}

export function phasesOf(env: NodeJS.ProcessEnv, filters: readonly string[] = []): Phase[] {
  const vitest = (project: string) => ['npx', 'vitest', 'run', '--project', project, ...filters]
  const phases: Phase[] = [
    {
      name: 'typecheck',
      kind: 'typecheck',
      command: ['npx', 'tsc', '-p', 'tsconfig.json', '--noEmit'],
      env: {},
    },
    { name: 'lint', kind: 'lint', command: ['npx', 'biome', 'check', '.'], env: {} },
    { name: 'unit', kind: 'unit', command: vitest('unit'), env: {} },
    { name: 'api PGlite', kind: 'api', command: vitest('api'), env: { TEST_DB: 'pglite' } },
  ]
  if (env.DATABASE_URL)
    phases.push({ name: 'api PostgreSQL', kind: 'api', command: vitest('api'), env: { TEST_DB: 'pg' } })
  phases.push({ name: 'e2e', kind: 'e2e', command: ['npx', 'playwright', 'test', ...filters], env: {} })
  return phases
}
