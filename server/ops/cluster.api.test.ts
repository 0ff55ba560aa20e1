import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashLoginPassword } from '#contract/auth/password-encoding.ts'
import { nginxBinary, type RunningNginx, startNginx } from '../../scripts/cluster/nginx.ts'
import { DEMO_PASSWORD } from '../seed/access.ts'
import { testDriver } from '../test/driver.ts'
import { freshData } from '../test/kits/fresh-data.ts'
import { freePort, type ServerProcess, signIn, startServer } from '../test/server-process.ts'

/**
 * Several instances behind nginx with real components (issue 20 item 1): two processes of server/main.ts on one
 * scratch PostgreSQL database behind the nginx configuration `npm run cluster` generates
 * (scripts/cluster/nginx.ts). A token issued through nginx works on each instance; a logout or a deactivation on
 * one is refused by the other within a second (the access feed: LISTEN/NOTIFY); the account lock counts the
 * failed sign-ins of both. PostgreSQL only (PGlite is one process); skipped with the reason without nginx.
 */
const why = testDriver() !== 'pg' ? 'PGlite is one process' : nginxBinary() ? null : 'nginx is not installed'
if (why) console.warn(`[cluster test] skipped: ${why}`)

let a: ServerProcess
let b: ServerProcess
let proxy: RunningNginx
let drop = async () => {}
let dir = ''

const call = (
  base: string,
  url: string,
  body: object,
  token?: string,
  headers: Record<string, string> = {},
) =>
  fetch(`${base}${url}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: JSON.stringify(body),
  })
const profile = (base: string, token: string) => call(base, '/profile', {}, token)

/** Polls `base` until the token is refused; answers how long it took (ms), or throws past `ms`. */
async function refusedWithin(base: string, token: string, ms: number): Promise<number> {
  const from = performance.now()
  while (performance.now() - from < ms) {
    if ((await profile(base, token)).status === 401) return performance.now() - from
    await sleep(10)
  }
  throw new Error(`${base} still accepts the token after ${ms} ms`)
}

describe.skipIf(why)('two instances behind nginx on one PostgreSQL database', () => {
  beforeAll(async () => {
    const started = performance.now()
    const data = await freshData('mint_cluster_t')
    drop = data.drop
    const env = {
      ...data.env,
      TRUST_PROXY: 'true',
      SKIP_WEB_BUILD: 'true',
      LOGIN_MAX_FAILURES: '4',
      ROLLUP_FOLD_MS: '0',
    }
    const ports = [await freePort(3601, 3649), await freePort(3650, 3679), await freePort(3680, 3699)]
    ;[a, b] = await Promise.all([
      startServer(env, ports[0] as number, { output: 'capture' }),
      startServer(env, ports[1] as number, { output: 'capture' }),
    ])
    dir = mkdtempSync(path.join(tmpdir(), 'mint-nginx-'))
    proxy = await startNginx({
      port: ports[2] as number,
      upstreamPorts: [ports[0], ports[1]] as number[],
      dir,
      output: 'ignore',
    })
    console.log(`[cluster test] two instances and nginx up in ${Math.round(performance.now() - started)} ms`)
  }, 180_000)
  afterAll(async () => {
    await proxy?.stop()
    await Promise.all([a?.stop(), b?.stop()])
    await drop()
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  it('passes the request id through nginx and spreads requests over both instances', async () => {
    const res = await fetch(`${proxy.base}/health`, { headers: { 'x-request-id': 'cluster-test-1' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('x-request-id')).toBe('cluster-test-1')
    // nginx's own id when the client sent none: a 32-hex token the app keeps.
    const own = await fetch(`${proxy.base}/health`)
    expect(own.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/)
    for (let i = 0; i < 6; i++) await fetch(`${proxy.base}/health`)
    // nginx's access log names the instance of each request (upstream=127.0.0.1:<port>).
    const log = readFileSync(path.join(dir, 'access.log'), 'utf8')
    for (const s of [a, b]) expect(log).toContain(`upstream=127.0.0.1:${new URL(s.base).port}`)
  })

  it('a token issued through nginx works on each instance; a logout on A is refused by B within a second', async () => {
    const token = await signIn(proxy.base)
    expect((await profile(a.base, token)).status).toBe(200)
    expect((await profile(b.base, token)).status).toBe(200)
    expect((await call(a.base, '/logout', {}, token)).status).toBe(200)
    const ms = await refusedWithin(b.base, token, 1_000)
    console.log(`[cluster test] logout on A refused by B after ${Math.round(ms)} ms`)
  })

  it('a user deactivated on A is refused by B within a second', async () => {
    const admin = await signIn(a.base)
    const ops = await signIn(proxy.base, 'opsretail')
    expect((await profile(b.base, ops)).status).toBe(200)
    const found = await (await call(a.base, '/users/list', { search: 'opsretail' }, admin)).json()
    const id = (found.result.items as { id: number; username: string }[]).find(
      (u) => u.username === 'opsretail',
    )?.id
    expect(id).toBeDefined()
    const res = await call(a.base, '/users/update', { id, status: 'INACTIVE' }, admin)
    expect(res.status, await res.clone().text()).toBe(200)
    const ms = await refusedWithin(b.base, ops, 1_000)
    console.log(`[cluster test] deactivation on A refused by B after ${Math.round(ms)} ms`)
  })

  it('locks an account after failed sign-ins split over both instances', async () => {
    const attempt = async (base: string, password: string) =>
      call(base, '/login', { username: 'keuangan', password: await hashLoginPassword(password) })
    expect((await attempt(b.base, DEMO_PASSWORD)).status).toBe(200)
    // LOGIN_MAX_FAILURES=4: two wrong passwords on each instance lock the account on both. /login answers a
    // locked account as a wrong password (it does not tell a guesser the password was right).
    for (const base of [a.base, b.base, a.base, b.base])
      expect((await attempt(base, 'salah-sekali-1')).status).toBe(401)
    for (const base of [a.base, b.base]) expect((await attempt(base, DEMO_PASSWORD)).status).toBe(401)
  })
})
