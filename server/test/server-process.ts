import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { hashLoginPassword } from '#contract/auth/password-encoding.ts'
import { DEMO_PASSWORD } from '../seed/access.ts'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

/** The production server (`server/main.ts`) running in a process of its own (bench, crash test). */
export interface ServerProcess {
  child: ChildProcess
  pid: number
  /** http://127.0.0.1:<port> */
  base: string
  /** SIGTERM (the server's own shutdown) and wait for the exit. */
  stop(): Promise<void>
  /** SIGKILL: no shutdown, no flush; the process is gone when this resolves. */
  kill(): Promise<void>
  /** What the process wrote (only when started with `output: 'capture'`). */
  output(): string
}

/**
 * Starts `server/main.ts` with `env` on `port` and resolves once /health answers. Rate limit and sign-in
 * throttle are raised (many requests from one address is the point of a bench); `env` may override them.
 * A process that exits before it is healthy rejects at once with what it wrote.
 */
export async function startServer(
  env: NodeJS.ProcessEnv,
  port: number,
  opts: { output?: 'inherit' | 'capture'; timeoutMs?: number } = {},
): Promise<ServerProcess> {
  const capture = opts.output === 'capture'
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
      LOGIN_THROTTLE_FREE_FAILURES: '100000',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', capture ? 'pipe' : 'inherit', capture ? 'pipe' : 'inherit'],
  })
  let written = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    written += chunk.toString()
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    written += chunk.toString()
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  let gone = false
  void exited.then(() => {
    gone = true
  })
  const base = `http://127.0.0.1:${port}`
  const signal = async (name: NodeJS.Signals) => {
    if (!gone) child.kill(name)
    await exited
  }
  const server: ServerProcess = {
    child,
    pid: child.pid as number,
    base,
    stop: () => signal('SIGTERM'),
    kill: () => signal('SIGKILL'),
    output: () => written,
  }
  const deadline = performance.now() + (opts.timeoutMs ?? 120_000)
  while (performance.now() < deadline) {
    if (gone) throw new Error(`server exited before it was ready (code ${child.exitCode}):\n${written}`)
    try {
      if ((await fetch(`${base}/health`)).ok) return server
    } catch {}
    await new Promise((r) => setTimeout(r, 100))
  }
  await server.kill()
  throw new Error(`server did not start within ${opts.timeoutMs ?? 120_000} ms:\n${written}`)
}

/** Signs a demo account in over HTTP and returns the answer's result (token, profile: what the web stores). */
export async function signInResult(
  base: string,
  username = 'superadmin',
  password = DEMO_PASSWORD,
): Promise<{ accessToken: string } & Record<string, unknown>> {
  const res = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: await hashLoginPassword(password) }),
  })
  const json = (await res.json()) as {
    success: boolean
    message: string
    result: { accessToken: string } & Record<string, unknown>
  }
  if (!json.success) throw new Error(`sign-in of ${username}: ${res.status} ${json.message}`)
  return json.result
}

/** Signs a demo account in over HTTP and returns its access token. */
export const signIn = async (base: string, username?: string, password?: string): Promise<string> =>
  (await signInResult(base, username, password)).accessToken

/** The first port of [from, to] nothing listens on (a test's server must not meet another run's). */
export async function freePort(from: number, to: number): Promise<number> {
  for (let port = from; port <= to; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer()
      probe.once('error', () => resolve(false))
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
    })
    if (free) return port
  }
  throw new Error(`no free port in ${from}–${to}`)
}
