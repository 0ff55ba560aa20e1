import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompressDir } from '../../scripts/web-build/precompress.ts'
import { createTestApp, type TestApp } from '../test/harness.ts'

// A small built folder: index.html and two scripts precompressed as the build does, one script whose
// .br/.gz were never written, one too small to compress.
const dist = mkdtempSync(path.join(os.tmpdir(), 'mint-compress-'))
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: 'row ${i}' }`).join(', ')}]\n`
const page = `<!doctype html><html><head><title>MINT</title></head><body>${'<p>MINT Dashboard</p>'.repeat(80)}<div id="root"></div></body></html>`
mkdirSync(path.join(dist, 'assets'))
writeFileSync(path.join(dist, 'index.html'), page)
writeFileSync(path.join(dist, 'assets', 'app.js'), script)
writeFileSync(path.join(dist, 'assets', 'style.css'), `.a{color:red}\n`.repeat(200))
precompressDir(dist)
writeFileSync(path.join(dist, 'assets', 'late.js'), script)
writeFileSync(path.join(dist, 'assets', 'tiny.js'), 'export const a = 1\n')

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({}, { webDist: dist })
})
afterAll(async () => {
  await t.close()
  rmSync(dist, { recursive: true, force: true })
})

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers })
const decoded = (res: { rawPayload: Buffer; headers: Record<string, unknown> }) => {
  const enc = res.headers['content-encoding']
  if (enc === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8')
  if (enc === 'gzip') return gunzipSync(res.rawPayload).toString('utf8')
  return res.rawPayload.toString('utf8')
}

describe('static assets are sent precompressed', () => {
  it('brotli when the browser accepts it, with Vary and the original type', async () => {
    const res = await get('/assets/app.js', { 'accept-encoding': 'gzip, deflate, br' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers.vary).toMatch(/accept-encoding/i)
    expect(res.headers['content-type']).toMatch(/javascript/)
    expect(res.rawPayload.length).toBeLessThan(script.length / 3)
    expect(decoded(res)).toBe(script)
  })

  it('gzip when brotli is not accepted', async () => {
    const res = await get('/assets/style.css', { 'accept-encoding': 'gzip' })
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(res.headers.vary).toMatch(/accept-encoding/i)
    expect(res.headers['content-type']).toMatch(/text\/css/)
    expect(decoded(res)).toBe(`.a{color:red}\n`.repeat(200))
  })

  it('the plain file to a client that accepts no compression', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const res = await get('/assets/app.js', headers)
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-encoding']).toBeUndefined()
      expect(res.body).toBe(script)
    }
  })

  it('the original when the precompressed copy is missing', async () => {
    const res = await get('/assets/late.js', { 'accept-encoding': 'br, gzip' })
    expect(res.statusCode).toBe(200)
    expect(decoded(res)).toBe(script)
    if (res.headers['content-encoding']) expect(res.headers.vary).toMatch(/accept-encoding/i)
  })

  it('a file too small to have been precompressed: its content, whatever the encoding', async () => {
    const res = await get('/assets/tiny.js', { 'accept-encoding': 'br, gzip' })
    expect(res.statusCode).toBe(200)
    expect(decoded(res)).toBe('export const a = 1\n')
  })
})

describe('answers compressed on the fly', () => {
  it('the app page (index.html for an app path)', async () => {
    const res = await get('/dashboard/user', { accept: 'text/html', 'accept-encoding': 'br' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers.vary).toMatch(/accept-encoding/i)
    expect(decoded(res)).toBe(page)
    const gz = await get('/dashboard/user', { accept: 'text/html', 'accept-encoding': 'gzip, br;q=0' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(decoded(gz)).toBe(page)
    const plain = await get('/login', { accept: 'text/html' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(page)
  })

  it('a JSON answer above the threshold, gzip or brotli as accepted; plain without Accept-Encoding', async () => {
    const br = await get('/docs/json', { 'accept-encoding': 'br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    const gz = await get('/docs/json', { 'accept-encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    const plain = await get('/docs/json')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(JSON.parse(decoded(br))).toEqual(JSON.parse(plain.body))
    expect(JSON.parse(decoded(gz))).toEqual(JSON.parse(plain.body))
  })

  it('a small answer as it is', async () => {
    const res = await get('/health', { 'accept-encoding': 'br, gzip' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.json().success).toBe(true)
  })

  it('an API call (POST) answer above the threshold', async () => {
    const token = await t.login('superadmin')
    const res = await t.post('/users/list', { page: 1, pageSize: 50 }, token, { 'accept-encoding': 'gzip' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(decoded(res)).success).toBe(true)
  })
})
