import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

/** sha256 sources of the inline scripts in index.html, so the CSP can allow exactly those. */
export function inlineScriptHashes(webDist: string): string[] {
  const indexPath = path.join(webDist, 'index.html')
  if (!existsSync(indexPath)) return []
  const html = readFileSync(indexPath, 'utf8')
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) =>
      `'sha256-${createHash('sha256')
        .update(m[1] ?? '')
        .digest('base64')}'`,
  )
}

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)(?:\.br|\.gz)?$/

/**
 * Serves the built web app: hashed assets cached for a year, index.html for every app path. Scripts,
 * styles and SVG go out as the .br or .gz the build wrote beside them (scripts/web-build/precompress.ts)
 * when the browser accepts it, else (or when no such copy exists) as the original.
 */
export async function serveSpa(app: FastifyInstance, webDist: string): Promise<void> {
  const indexPath = path.join(webDist, 'index.html')
  if (!existsSync(indexPath)) return
  const indexHtml = readFileSync(indexPath)
  const copies = (['br', 'gzip'] as const).flatMap((encoding) => {
    const file = `${indexPath}.${encoding === 'br' ? 'br' : 'gz'}`
    return existsSync(file) ? [{ encoding, body: readFileSync(file) }] : []
  })
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
  app.decorate('sendIndexHtml', (acceptEncoding: string | undefined) => {
    const copy = copies.find((c) => accepts(acceptEncoding, c.encoding))
    return copy ?? { encoding: null, body: indexHtml }
  })
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
    /** index.html for an app path: its precompressed copy the client accepts, else the original. */
    sendIndexHtml?: (acceptEncoding: string | undefined) => { encoding: string | null; body: Buffer }
  }
}
