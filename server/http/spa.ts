import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { isPublicPath } from '#contract/navigation/public-paths.ts'

/**
 * The two documents of the web app (docs/ARCHITECTURE.md "Bundle size"): the signed-in app, and the
 * public pages (/login, /registration …), a separate small entry.
 */
const PAGES = { app: 'index.html', public: 'public-pages.html' } as const
type PageName = keyof typeof PAGES

/** sha256 sources of the inline scripts in the app's pages, so the CSP can allow exactly those. */
export function inlineScriptHashes(webDist: string): string[] {
  const html = Object.values(PAGES)
    .map((file) => path.join(webDist, file))
    .filter((file) => existsSync(file))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n')
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) =>
      `'sha256-${createHash('sha256')
        .update(m[1] ?? '')
        .digest('base64')}'`,
  )
}

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)(?:\.br|\.gz)?$/

/**
 * Serves the built web app: hashed assets cached for a year, public-pages.html for a public path and
 * index.html for every other app path. Scripts,
 * styles and SVG go out as the .br or .gz the build wrote beside them (scripts/web-build/precompress.ts)
 * when the browser accepts it, else (or when no such copy exists) as the original.
 */
export async function serveSpa(app: FastifyInstance, webDist: string): Promise<void> {
  if (!existsSync(path.join(webDist, PAGES.app))) return
  const pages = new Map<PageName, ReturnType<typeof readPage>>()
  for (const name of Object.keys(PAGES) as PageName[]) {
    const file = path.join(webDist, PAGES[name])
    // A build without the public entry (an older dist) serves the app's page everywhere, as before.
    if (existsSync(file)) pages.set(name, readPage(file))
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders: (res, file) => {
      if (COMPRESSIBLE.test(file)) res.setHeader('vary', 'Accept-Encoding')
      res.setHeader(
        'cache-control',
        file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      )
    },
  })
  app.decorate('sendPage', (pathname: string, acceptEncoding: string | undefined) => {
    const page =
      (isPublicPath(pathname) && pages.get('public')) || (pages.get('app') as ReturnType<typeof readPage>)
    const copy = page.copies.find((c) => accepts(acceptEncoding, c.encoding))
    return copy ?? { encoding: null, body: page.original }
  })
}

/** A page and its precompressed copies (written by the build beside it). */
function readPage(file: string) {
  const copies = (['br', 'gzip'] as const).flatMap((encoding) => {
    const copy = `${file}.${encoding === 'br' ? 'br' : 'gz'}`
    return existsSync(copy) ? [{ encoding, body: readFileSync(copy) }] : []
  })
  return { original: readFileSync(file), copies }
}

/** Whether an Accept-Encoding header accepts `encoding` (listed, or `*`, and not with q=0). */
export function accepts(header: string | undefined, encoding: string): boolean {
  if (!header) return false
  let star = false
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';')
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined)
    const ok = q === undefined || Number(q) > 0
    if (name.trim() === encoding) return ok
    if (name.trim() === '*') star = ok
  }
  return star
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The page for an app path: its precompressed copy the client accepts, else the original. */
    sendPage?: (
      pathname: string,
      acceptEncoding: string | undefined,
    ) => { encoding: string | null; body: Buffer }
  }
}
