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

/** Serves the built web app: hashed assets cached for a year, index.html for every app path. */
export async function serveSpa(app: FastifyInstance, webDist: string): Promise<void> {
  const indexPath = path.join(webDist, 'index.html')
  if (!existsSync(indexPath)) return
  const indexHtml = readFileSync(indexPath)
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    setHeaders: (res, file) => {
      res.setHeader(
        'cache-control',
        file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      )
    },
  })
  app.decorate('sendIndexHtml', indexHtml)
}

declare module 'fastify' {
  interface FastifyInstance {
    sendIndexHtml?: Buffer
  }
}
