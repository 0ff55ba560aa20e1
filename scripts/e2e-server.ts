import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { SMTPServer } from 'smtp-server'
import { buildApp } from '../server/app.ts'
import { prepareDatabase } from '../server/bootstrap/prepare.ts'
import { loadConfig } from '../server/config.ts'
import { openDatabase } from '../server/db/client.ts'
import { dashboardUser, roleSegment } from '../server/db/schema/index.ts'
import { createSegment, createUser, DEMO_PASSWORD } from '../server/seed/access.ts'
import { ensureWebBuilt } from '../server/web-build.ts'

/**
 * The server the Playwright suite runs against: the real app on a fresh, demo-seeded embedded
 * database, plus fixture accounts only one test signs in with: `e2e.lockout` (the lockout test),
 * `e2e.twofactor` and `e2e.wajib2fa` (two-factor tests; the latter's segment requires 2FA).
 */
const port = Number(process.env.PORT ?? 3100)
const dataDir = mkdtempSync(path.join(tmpdir(), 'mint-e2e-'))

/**
 * The mail the app sends goes to an SMTP server of this process, which writes each message as a JSON line to
 * E2E_MAIL_FILE (playwright.config.ts): the tests read codes and links there, as the addressee would, since the
 * outbox masks them for every other reader (issue 30).
 */
const smtpPort = port + 25
const mailFile = process.env.E2E_MAIL_FILE ?? path.join(tmpdir(), `mint-e2e-mail-${port}.jsonl`)
writeFileSync(mailFile, '')
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = []
    stream.on('data', (c: Buffer) => chunks.push(c))
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map((r) => r.address)
      appendFileSync(mailFile, `${JSON.stringify({ to, raw: Buffer.concat(chunks).toString('utf8') })}\n`)
      callback()
    })
  },
})
await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve))
const config = loadConfig({
  ...process.env,
  PORT: String(port),
  NODE_ENV: 'test',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  AUTO_LOGIN_ISSUER_KEY: 'e2e-issuer-key',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATABASE_URL: '',
  DATA_DIR: dataDir,
  DEMO_TRANSACTIONS: process.env.DEMO_TRANSACTIONS ?? '8000',
  // Every API call of the suite comes from 127.0.0.1 (two workers, fresh contexts): the production limit
  // of 600 API calls/min per address would be the suite's bottleneck. The limiter has its own API test.
  RATE_LIMIT_PER_MINUTE: process.env.RATE_LIMIT_PER_MINUTE ?? '10000',
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
})
const log = (m: string) => console.log(`[e2e-server] ${m}`)

await ensureWebBuilt(log)
const database = await openDatabase({ dataDir })
await prepareDatabase(database, config, log)
const [ops] = await database.db
  .select({ segment: dashboardUser.roleSegmentId })
  .from(dashboardUser)
  .where(eq(dashboardUser.username, 'opsretail'))
await createUser(database.db, {
  username: 'e2e.lockout',
  email: 'e2e.lockout@mint.local',
  fullName: 'Akun Uji Penguncian',
  password: DEMO_PASSWORD,
  roleSegmentId: ops?.segment ?? 0,
  userTypeLevel: 'CLIENT',
  userTypeValue: 'CLT001',
})
await createUser(database.db, {
  username: 'e2e.twofactor',
  email: 'e2e.twofactor@mint.local',
  fullName: 'Akun Uji Dua Langkah',
  password: DEMO_PASSWORD,
  roleSegmentId: ops?.segment ?? 0,
  userTypeLevel: 'CLIENT',
  userTypeValue: 'CLT001',
})
const mustUse2fa = await createSegment(database.db, {
  code: 'E2E_WAJIB_2FA',
  name: 'Uji Wajib 2FA',
  features: ['SUMMARY_TOPUP'],
})
await database.db.update(roleSegment).set({ require2fa: true }).where(eq(roleSegment.id, mustUse2fa))
await createUser(database.db, {
  username: 'e2e.wajib2fa',
  email: 'e2e.wajib2fa@mint.local',
  fullName: 'Akun Uji Wajib 2FA',
  password: DEMO_PASSWORD,
  roleSegmentId: mustUse2fa,
  userTypeLevel: 'ALL',
})
const app = await buildApp({ config, database, checkResults: true })
const stop = async () => {
  await app.close()
  smtp.close()
  await database.close()
  rmSync(dataDir, { recursive: true, force: true })
  process.exit(0)
}
process.once('SIGINT', () => void stop())
process.once('SIGTERM', () => void stop())
// Every address, not only loopback: a test opens the app by the machine's network address (issue 13,
// defect 7: a page served over plain HTTP on a LAN address must not ask the browser for https).
await app.listen({ port, host: '0.0.0.0' })
log(`ready on http://127.0.0.1:${port}`)
