import { parseArgs } from 'node:util'
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
const res = await fetch(`${base}/auto-login/issue`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-issuer-key': config.autoLoginIssuerKey },
  body: JSON.stringify({ username }),
})
const body = (await res.json()) as {
  success: boolean
  message: string
  result: { url: string; expiresAt: string } | null
}
if (!body.success || !body.result) {
  console.error(`Gagal: ${body.message}`)
  process.exit(1)
}
console.log(`${body.result.url}\n(berlaku sampai ${body.result.expiresAt}, sekali pakai)`)
