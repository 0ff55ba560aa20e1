import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompressDir } from '../../scripts/web-build/precompress.ts'
import { PUBLIC_PAGE } from '../../scripts/web-build/public-entry.ts'
import { createTestApp, type TestApp } from '../test/harness.ts'

// The two documents of a build (docs/ARCHITECTURE.md "Bundle size"): the app and the public pages.
const dist = mkdtempSync(path.join(os.tmpdir(), 'mint-spa-'))
const appPage = `<!doctype html><html><body>${'<p>app</p>'.repeat(200)}</body></html>`
const publicPage = `<!doctype html><html><body>${'<p>public</p>'.repeat(200)}</body></html>`
writeFileSync(path.join(dist, 'index.html'), appPage)
writeFileSync(path.join(dist, PUBLIC_PAGE), publicPage)
precompressDir(dist)

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({}, { webDist: dist })
})
afterAll(async () => {
  await t.close()
  rmSync(dist, { recursive: true, force: true })
})

const page = (url: string, encoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { accept: 'text/html', ...(encoding ? { 'accept-encoding': encoding } : {}) },
  })

describe('which document a path gets', () => {
  it('the public pages (sign-in, password links, registration) get the small public entry', async () => {
    for (const url of [
      '/login',
      '/login/',
      '/login?token=a&key=b',
      '/login/forgot-password',
      '/login/reset-password?email=a%40b.id&token=t',
      '/login/verify-email',
      '/registration',
      '/mint-partner-registration/step-1',
    ]) {
      const res = await page(url)
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['content-type'], url).toMatch(/text\/html/)
      expect(res.body, url).toBe(publicPage)
    }
  })

  it('every other path gets the signed-in app', async () => {
    for (const url of ['/', '/dashboard/user', '/dashboard/corporate/merchant?page=2', '/tidak-ada']) {
      const res = await page(url)
      expect(res.statusCode, url).toBe(200)
      expect(res.body, url).toBe(appPage)
    }
  })

  it('the public page precompressed as the browser accepts, with Vary', async () => {
    const res = await page('/login', 'gzip, br')
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers.vary).toMatch(/accept-encoding/i)
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(publicPage)
  })

  it('an API call on a public path is still the API, not a page', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/login', payload: {} })
    expect(res.statusCode).toBe(400)
    expect(res.json().success).toBe(false)
  })
})
