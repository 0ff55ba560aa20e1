import { type CallResult, toCallResult } from '#contract/envelope.ts'
import { sessionStore } from '../session/session-store.ts'

export interface CallOptions {
  /** false: send no bearer (login, auto-login, password calls). Default true. */
  auth?: boolean
  /** false: a 401 is returned to the caller without ending the session (logout). Default true. */
  endSessionOn401?: boolean
  headers?: Record<string, string>
  signal?: AbortSignal
}

export const NETWORK_ERROR = 'Tidak dapat terhubung ke server. Periksa koneksi Anda lalu coba lagi.'

let unauthorizedHandler: (() => void) | null = null

/** Called after a 401 on an authenticated call has cleared the session (the router sends to /login). */
export function setUnauthorizedHandler(handler: () => void): void {
  unauthorizedHandler = handler
}

/** Ends the session a request was made with (another tab may have signed in again since). */
function endSession(token: string) {
  if (sessionStore.get().token === token) {
    sessionStore.clear()
    unauthorizedHandler?.()
  }
}

const readJson = async (response: Response): Promise<unknown> => {
  try {
    return await response.json()
  } catch {
    return null
  }
}

/**
 * The one way the web app talks to the API (docs/PRODUCT.md §7): POST with a JSON body, the response
 * envelope `{ success, message, result }` turned into `{ success, data, message }`.
 */
export async function call<T>(path: string, body?: unknown, opts: CallOptions = {}): Promise<CallResult<T>> {
  return send<T>(path, JSON.stringify(body ?? {}), 'application/json', opts)
}

/**
 * A file sent as the request body (an upload endpoint, contract/engine/endpoint.ts `upload`), answered with
 * the same envelope as `call`.
 */
export async function sendFile<T>(path: string, file: Blob, opts: CallOptions = {}): Promise<CallResult<T>> {
  return send<T>(path, file, 'application/octet-stream', opts)
}

async function send<T>(
  path: string,
  body: string | Blob,
  contentType: string,
  opts: CallOptions,
): Promise<CallResult<T>> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': contentType,
    ...opts.headers,
  }
  const token = opts.auth === false ? '' : sessionStore.get().token
  if (token) headers.Authorization = `Bearer ${token}`

  let response: Response
  try {
    response = await fetch(path, {
      method: 'POST',
      headers,
      body,
      signal: opts.signal ?? null,
      credentials: 'same-origin',
    })
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return toCallResult<T>(error)
    return toCallResult<T>(new Error(NETWORK_ERROR))
  }

  const parsed = await readJson(response)
  if (response.status === 401 && token && opts.endSessionOn401 !== false) endSession(token)
  return toCallResult<T>(
    parsed,
    `Terjadi kesalahan pada server (HTTP ${response.status}). Silakan coba lagi.`,
  )
}

/**
 * A POST whose answer is a file, not an envelope (exports): the same headers and 401 handling as
 * `call`, but the Response is returned as is so its body can be read as a stream. A refused request
 * (an envelope) comes back as a CallResult instead. Throws on network failure or abort.
 */
export async function postForFile(
  path: string,
  body: unknown,
  signal: AbortSignal,
): Promise<{ response: Response } | { failure: CallResult<null> }> {
  const token = sessionStore.get().token
  const response = await fetch(path, {
    method: 'POST',
    headers: {
      Accept: '*/*',
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body ?? {}),
    signal,
    credentials: 'same-origin',
  })
  if (response.ok) return { response }
  if (response.status === 401 && token) endSession(token)
  const parsed = await readJson(response)
  return {
    failure: toCallResult<null>(
      parsed,
      `Terjadi kesalahan pada server (HTTP ${response.status}). Silakan coba lagi.`,
    ),
  }
}

export const NETWORK_ERROR_MESSAGE = NETWORK_ERROR
