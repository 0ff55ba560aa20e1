import os from 'node:os'
import { expect, test } from '@playwright/test'
import { DEMO_PASSWORD, submitLogin } from './helpers.ts'

/**
 * Issue 13, defect 7: opened as http://<server address>:<port> (an office network, a staging host without
 * TLS) the app was a white page, because upgrade-insecure-requests and HSTS made the browser fetch every
 * script over https. Over plain HTTP neither is sent, so the app loads and signs in by any address.
 */
const lanAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((a) => a && a.family === 'IPv4' && !a.internal)?.address

test('the app opens and signs in by the machine network address, over plain HTTP', async ({
  page,
  baseURL,
}) => {
  test.skip(!lanAddress, 'this machine has no non-loopback IPv4 address')
  const port = new URL(baseURL ?? 'http://127.0.0.1:3100').port
  const origin = `http://${lanAddress}:${port}`
  const problems: string[] = []
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`))
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`)
  })
  page.on('requestfailed', (r) => problems.push(`failed: ${r.url()} ${r.failure()?.errorText ?? ''}`))

  const response = await page.goto(`${origin}/login`)
  const headers = response?.headers() ?? {}
  expect(headers['strict-transport-security']).toBeUndefined()
  expect(headers['content-security-policy'] ?? '').not.toContain('upgrade-insecure-requests')
  await expect(page.getByRole('heading', { name: 'LOGIN', exact: true })).toBeVisible()

  await submitLogin(page, 'superadmin', DEMO_PASSWORD)
  await expect(page.getByText('Hi, superadmin')).toBeVisible()
  expect(new URL(page.url()).origin).toBe(origin)
  expect(problems).toEqual([])
})
