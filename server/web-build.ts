import { spawn } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { setPriority } from 'node:os'
import path from 'node:path'
import { WEB_DIST } from './app.ts'

const ROOT = path.resolve(WEB_DIST, '..', '..')

function newestMtime(dir: string): number {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'e2e' || entry.name === 'node_modules') continue
    const full = path.join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs)
  }
  return newest
}

/**
 * Builds the web app when it has never been built or what it is built from changed since: its sources (web/,
 * contract/), the build's config and its plugins (vite.config.ts, scripts/web-build/). The build runs in its own
 * process, so a first start prepares the database on one core while the other builds (docs/PERFORMANCE.md
 * "First start"); the caller awaits it before serving.
 */
export function ensureWebBuilt(log: (msg: string) => void): Promise<void> {
  const index = path.join(WEB_DIST, 'index.html')
  const sources = Math.max(
    newestMtime(path.join(ROOT, 'web')),
    newestMtime(path.join(ROOT, 'contract')),
    newestMtime(path.join(ROOT, 'scripts', 'web-build')),
    statSync(path.join(ROOT, 'vite.config.ts')).mtimeMs,
  )
  if (existsSync(index) && statSync(index).mtimeMs >= sources) return Promise.resolve()
  log('Membangun aplikasi web (vite build)…')
  const vite = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js')
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
      cwd: ROOT,
      stdio: 'inherit',
    })
    // At the lowest priority the build takes the core the database leaves idle, not half of the one it works on
    // (at equal priority its threads slowed the database's preparation by as long as the build itself took).
    if (child.pid) setPriority(child.pid, 19)
    child.on('error', reject)
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`Membangun aplikasi web gagal (vite build: ${signal ?? code}).`)),
    )
  })
}
