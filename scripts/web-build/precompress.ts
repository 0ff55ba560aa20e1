import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

/** Files the server sends compressed: scripts, styles, pages, SVG and JSON. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/
/** Below this a compressed copy saves less than its headers cost (the server's on-the-fly threshold too). */
export const MIN_BYTES = 1024

/**
 * Writes a .br (quality 11) and a .gz (level 9) beside every compressible file of the build, once, so
 * the server (@fastify/static `preCompressed`) sends them without compressing per request. A copy that
 * would not be smaller is not written; the server then sends the original.
 */
export function precompressDir(dir: string): number {
  let written = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') written += precompressDir(full)
      continue
    }
    if (!COMPRESSIBLE.test(entry.name) || statSync(full).size < MIN_BYTES) continue
    const source = readFileSync(full)
    const br = brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    })
    const gz = gzipSync(source, { level: 9 })
    if (br.length < source.length) {
      writeFileSync(`${full}.br`, br)
      written++
    }
    if (gz.length < source.length) {
      writeFileSync(`${full}.gz`, gz)
      written++
    }
  }
  return written
}

/** Vite plugin: precompress the output folder once the build (public files included) is written. */
export function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'mint-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    closeBundle() {
      precompressDir(outDir)
    },
  }
}
