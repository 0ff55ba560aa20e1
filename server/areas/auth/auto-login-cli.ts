import { parseArgs } from 'node:util'
import { autoLoginIssue } from '#contract/auth/sign-in.ts'
import type { Envelope } from '#contract/envelope.ts'
import { loadConfig } from '../../config.ts'

/**
 * `npm run auto-login -- <username> [--url http://localhost:3000]`: asks a running server for a
 * single-use auto-login link, as a trusted system would (with AUTO_LOGIN_ISSUER_KEY).
 */
const { values, positionals } = parseArgs({ allowPositionals: true, options: { url: { type: 'string' } } })
const username = positionals[0]
if (!username) {
  console.error('Pemakaian: npm run auto-login -- <username> [--url http://localhost:3000]')
  process.exit(2)
}
const config = loadConfig()
const base = values.url ?? `http://localhost:${config.port}`
const res = await fetch(`${base}${autoLoginIssue.path}`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-issuer-key': config.autoLoginIssuerKey },
  body: JSON.stringify({ username }),
})
const body = (await res.json()) as Envelope<unknown>
const issued = body.success ? autoLoginIssue.result.safeParse(body.result) : null
if (!issued?.success) {
  console.error(`Gagal: ${body.message}`)
  process.exit(1)
}
console.log(`${issued.data.url}\n(berlaku sampai ${issued.data.expiresAt}, sekali pakai)`)
