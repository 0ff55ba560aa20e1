import { readFileSync } from 'node:fs'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { inject as injectProvided } from 'vitest'
import { hashLoginPassword } from '#contract/auth/password-encoding.ts'
import { type AppOptions, buildApp } from '../app.ts'
import { type Config, loadConfig } from '../config.ts'
import { type Database, openDatabase } from '../db/client.ts'
import { DEMO_PASSWORD } from '../seed/access.ts'
import { testDriver } from './driver.ts'
import { createScratchDatabase } from './scratch.ts'

export interface TestApp {
  app: FastifyInstance
  database: Database
  config: Config
  /** PostgreSQL only: the URL of this test file's scratch database (for a second connection or process). */
  databaseUrl: string | null
  /** POST a JSON body, optionally as a signed-in user (bearer token). */
  post(
    url: string,
    body?: unknown,
    token?: string,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>
  /** POST a JSON body and read the answer's status and parsed envelope (what most API tests look at). */
  // biome-ignore lint/suspicious/noExplicitAny: the envelope is read as loosely as light-my-request's res.json() gives it
  call(url: string, body?: unknown, token?: string): Promise<{ status: number; body: any }>
  /** Signs a demo account in and returns its access token. */
  login(username: string, password?: string): Promise<string>
  close(): Promise<void>
}

/** A fresh copy of the seeded template database and an app on it, for one test file. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: Pick<AppOptions, 'transactionHost' | 'billerHost' | 'webDist' | 'areas' | 'logStream'> = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    AUTO_LOGIN_ISSUER_KEY: 'test-issuer-key',
    RATE_LIMIT_PER_MINUTE: '100000',
    SYNC_HOST_LATENCY_MS: '0',
    BILLER_HOST_LATENCY_MS: '0',
    ...env,
  })
  let database: Database
  let drop = async () => {}
  let databaseUrl: string | null = null
  if (testDriver() === 'pg') {
    const scratch = await createScratchDatabase(
      process.env.DATABASE_URL as string,
      'mint_t',
      injectProvided('pgTemplate'),
    )
    database = await openDatabase({ databaseUrl: scratch.url })
    databaseUrl = scratch.url
    drop = scratch.drop
  } else {
    const blob = new Blob([readFileSync(injectProvided('pgliteTemplate'))])
    database = await openDatabase({ loadDataDir: blob })
  }
  const app = await buildApp({ config, database, webDist: null, checkResults: true, ...options })
  await app.ready()

  const post: TestApp['post'] = (url, body, token, headers = {}) =>
    app.inject({
      method: 'POST',
      url,
      payload: body === undefined ? {} : (body as object),
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    })

  return {
    app,
    database,
    config,
    databaseUrl,
    post,
    async call(url, body, token) {
      const res = await post(url, body, token)
      return { status: res.statusCode, body: res.json() }
    },
    async login(username, password = DEMO_PASSWORD) {
      const res = await post('/login', { username, password: await hashLoginPassword(password) })
      if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.body}`)
      return res.json().result.accessToken as string
    },
    async close() {
      await app.close()
      await database.close()
      await drop()
    },
  }
}
