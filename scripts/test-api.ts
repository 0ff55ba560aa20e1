import { spawnSync } from 'node:child_process'

/**
 * The API suite runs on the embedded PGlite, and again on PostgreSQL when DATABASE_URL is set
 * (docs/ARCHITECTURE.md "Tests"): both drivers must behave the same.
 */
const runs: { name: string; env: NodeJS.ProcessEnv }[] = [
  { name: 'PGlite', env: { ...process.env, TEST_DB: 'pglite' } },
]
if (process.env.DATABASE_URL) runs.push({ name: 'PostgreSQL', env: { ...process.env, TEST_DB: 'pg' } })
else console.log('DATABASE_URL is not set: the API suite runs on PGlite only.')

for (const run of runs) {
  console.log(`\n=== API tests on ${run.name} ===`)
  const res = spawnSync('npx', ['vitest', 'run', '--project', 'api', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: run.env,
  })
  if (res.status !== 0) process.exit(res.status ?? 1)
}
