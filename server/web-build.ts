import { existsSync, readdirSync, statSync } from 'node:fs'
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
 * contract/), the build's config and its plugins (vite.config.ts, scripts/web-build/).
 */
export async function ensureWebBuilt(log: (msg: string) => void): Promise<void> {
  const index = path.join(WEB_DIST, 'index.html')
  const sources = Math.max(
    newestMtime(path.join(ROOT, 'web')),
    newestMtime(path.join(ROOT, 'contract')),
    newestMtime(path.join(ROOT, 'scripts', 'web-build')),
    statSync(path.join(ROOT, 'vite.config.ts')).mtimeMs,
  )
  if (existsSync(index) && statSync(index).mtimeMs >= sources) return
  log('Membangun aplikasi web (vite build)…')
  const { build } = await import('vite')
  await build({ configFile: path.join(ROOT, 'vite.config.ts'), logLevel: 'warn' })
}
