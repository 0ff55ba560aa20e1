import compress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'

/** Answers smaller than this go out as they are (the header and CPU cost more than they save). */
export const COMPRESS_THRESHOLD = 1024

/**
 * On-the-fly compression of API answers and the SPA's index.html: brotli when the browser accepts it,
 * gzip otherwise, with `Vary: Accept-Encoding`. Static assets are compressed once at build time and sent
 * precompressed by serveSpa; exports (CSV, XLSX) are not compressed here and stay a plain stream, so
 * their throughput does not pay for compression on a 2-core server.
 */
export async function compression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    customTypes: /^(?:application\/(?:json|javascript)|text\/(?:html|css|javascript)|image\/svg\+xml)\b/,
  })
}
