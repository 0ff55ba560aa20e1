import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../engine/query.ts'
import { createTestApp, type TestApp } from '../test/harness.ts'

/**
 * Mail through SMTP (issue 19 item 6): with SMTP_URL set, a templated mail leaves over SMTP, as text and HTML,
 * to a real SMTP server running in its own process (server/test/smtp-capture.ts), and its outbox row is marked
 * sent; with the server gone, the row keeps the error and the call still answers.
 */
const PORT = 2527
let t: TestApp
let smtp: ChildProcess
const received: { from: string; to: string[]; raw: string }[] = []

function startSmtp(): Promise<ChildProcess> {
  const root = path.resolve(import.meta.dirname, '..', '..')
  const child = spawn(
    path.join(root, 'node_modules', '.bin', 'tsx'),
    ['server/test/smtp-capture.ts', String(PORT)],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  return new Promise((resolve, reject) => {
    let buffer = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8')
      for (let nl = buffer.indexOf('\n'); nl >= 0; nl = buffer.indexOf('\n')) {
        const line = buffer.slice(0, nl)
        buffer = buffer.slice(nl + 1)
        if (line === 'listening') resolve(child)
        else if (line) received.push(JSON.parse(line))
      }
    })
    child.once('exit', (code) => reject(new Error(`smtp-capture exited with ${code}`)))
  })
}

const waitFor = async (check: () => boolean, ms = 10_000) => {
  const until = Date.now() + ms
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out waiting')
    await new Promise((r) => setTimeout(r, 50))
  }
}

beforeAll(async () => {
  smtp = await startSmtp()
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${PORT}`, MAIL_FROM: 'MINT <no-reply@mint.test>' })
})
afterAll(async () => {
  smtp.kill('SIGTERM')
  await t.close()
})

describe('mail over SMTP', () => {
  it('sends the code mail as text and HTML to the SMTP server and marks the outbox row sent', async () => {
    const [u] = rowsOf(
      await t.database.db.execute(
        sql`select username, email from outlet_user where status = 'ACTIVE' order by id limit 1`,
      ),
    )
    const res = await t.call('/v1.0/account/forgot-pin', { username: u?.username })
    expect(res.status, res.body.message).toBe(200)
    await waitFor(() => received.length > 0)
    const [mail] = received
    expect(mail?.from).toBe('no-reply@mint.test')
    expect(mail?.to).toEqual([String(u?.email)])
    const raw = String(mail?.raw)
    expect(raw).toMatch(/^Subject: Kode verifikasi atur ulang PIN aplikasi MINT: \d{6}/m)
    expect(raw).toContain('Content-Type: text/plain')
    expect(raw).toContain('Content-Type: text/html')
    const code = /Kode verifikasi atur ulang PIN aplikasi MINT: (\d{6})/.exec(raw)?.[1]
    const [row] = rowsOf(
      await t.database.db.execute(
        sql`select sent_at, error, body_text, body_html from mail_outbox where "to" = ${String(u?.email)} order by id desc limit 1`,
      ),
    )
    expect(row?.sent_at).not.toBeNull()
    expect(row?.error).toBeNull()
    expect(String(row?.body_text)).toContain(`Kode: ${code}`)
    expect(String(row?.body_html)).toContain(String(code))
  })

  it('keeps the error on the outbox row when the SMTP server is unreachable; the call still answers', async () => {
    smtp.kill('SIGTERM')
    await new Promise((r) => smtp.once('exit', r))
    const res = await t.call('/rtl/merchant/register-verification-otp', {
      email: 'calon.merchant@contoh.co.id',
    })
    expect(res.status).toBe(200)
    const [row] = rowsOf(
      await t.database.db.execute(
        sql`select sent_at, error from mail_outbox where "to" = 'calon.merchant@contoh.co.id' order by id desc limit 1`,
      ),
    )
    expect(row?.sent_at).toBeNull()
    expect(String(row?.error)).toMatch(/ECONNREFUSED|connect/i)
  })
})
