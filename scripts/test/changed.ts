import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { phasesOf } from './phases.ts'

/**
 * `npm run test:changed [-- --since main] [--pg]`: the developer's inner loop, the tests a change touches.
 * - unit: Vitest's own `--changed` (the unit tests import only what they test, so its import graph is narrow);
 * - API: every API test imports the whole server through the harness, so the graph would name all 80 files;
 *   instead the API tests of the changed files' own folders: an area's folder for a change in its contract,
 *   server or web half (the three halves share the area's name), else the server folder changed
 *   (server/engine, server/db…), and every changed API test itself; on PGlite, and on PostgreSQL too with --pg;
 * - e2e: the changed specs.
 * A change the folders do not cover (a harness, a kit, the app's wiring) is for `npm test`.
 */
const { values } = parseArgs({
  options: { since: { type: 'string' }, pg: { type: 'boolean', default: false } },
})
const git = (...args: string[]) =>
  execFileSync('git', args, { encoding: 'utf8' })
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean)
const changed = [
  ...new Set([
    ...git('diff', '--name-only', values.since ?? 'HEAD'),
    ...git('ls-files', '--others', '--exclude-standard'),
  ]),
].filter((f) => existsSync(f))

const apiTestsUnder = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.api.test.ts'))
        .map((f) => path.join(dir, f))
    : []

/** The folders whose API tests cover a changed file (contract/engine is the server's engine, not an area). */
function apiFoldersOf(file: string): string[] {
  const area = /^(?:contract|server\/areas|web\/src\/areas)\/([^/]+)\//.exec(file)?.[1]
  if (area) return [`server/areas/${area}`, ...(file.startsWith('contract/') ? [`server/${area}`] : [])]
  const server = /^server\/([^/]+)\//.exec(file)?.[1]
  return server && server !== 'test' ? [`server/${server}`] : []
}

const api = [
  ...new Set([
    ...changed.filter((f) => f.endsWith('.api.test.ts')),
    ...changed.flatMap((f) => apiFoldersOf(f).flatMap(apiTestsUnder)),
  ]),
].sort()
const e2e = changed.filter((f) => f.startsWith('web/e2e/') && f.endsWith('.spec.ts'))

console.log(`${changed.length} changed file(s) since ${values.since ?? 'the last commit'}.`)
const run = (label: string, command: string[], env: NodeJS.ProcessEnv = {}) => {
  console.log(`\n=== ${label} ===`)
  return spawnSync(command[0] as string, command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  }).status
}
const codes: (number | null)[] = []
codes.push(
  run('unit (vitest --changed)', [
    'npx',
    'vitest',
    'run',
    '--project',
    'unit',
    `--changed${values.since ? `=${values.since}` : ''}`,
    '--passWithNoTests',
  ]),
)
if (api.length > 0) console.log(api.map((f) => `  ${f}`).join('\n'))
else console.log('\nNo API test covers the changed files.')
if (values.pg && !process.env.DATABASE_URL) console.log('--pg needs DATABASE_URL.')
// The API and e2e phases of npm test (scripts/test/phases.ts) on these files; PostgreSQL only with --pg.
const { DATABASE_URL, ...withoutPg } = process.env
const phases = [
  ...(api.length > 0
    ? phasesOf(values.pg ? process.env : withoutPg, api).filter((p) => p.kind === 'api')
    : []),
  ...(e2e.length > 0 ? phasesOf({}, e2e).filter((p) => p.kind === 'e2e') : []),
]
for (const phase of phases) codes.push(run(phase.name, phase.command, phase.env))
process.exit(codes.every((c) => c === 0) ? 0 : 1)
