import { spawnSync } from 'node:child_process'

/**
 * `npm run fuzz -- --runs N [--seed S] [vitest options, e.g. -t '/merchant/add$']`: the generated fuzz
 * of every route (server/http/fuzz.api.test.ts), longer than the few bodies per route `npm test` sends,
 * on PGlite (TEST_DB=pg with DATABASE_URL: PostgreSQL). A failure prints its seed and the command that
 * replays it; FUZZ_LOG=error adds the server's log of it.
 */
const args = process.argv.slice(2)
const env: NodeJS.ProcessEnv = { ...process.env, TEST_DB: process.env.TEST_DB ?? 'pglite' }
const rest: string[] = []
for (let i = 0; i < args.length; i++) {
  const [arg, value] = [args[i] ?? '', args[i + 1] ?? '']
  const name = { '--runs': 'FUZZ_RUNS', '--seed': 'FUZZ_SEED' }[arg]
  if (!name) {
    rest.push(arg)
    continue
  }
  if (!/^\d+$/.test(value)) {
    console.error(`${arg} takes a whole number, not "${value}"`)
    process.exit(2)
  }
  env[name] = value
  i++
}
const res = spawnSync('npx', ['vitest', 'run', '--project', 'api', 'server/http/fuzz.api.test.ts', ...rest], {
  stdio: 'inherit',
  env,
})
process.exit(res.status ?? 1)
