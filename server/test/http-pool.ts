import { Pool } from 'undici'

/** An envelope as any API call answers it (contract/envelope.ts), not parsed further. */
export interface Answer<T = unknown> {
  status: number
  /** The envelope's `success`; for an answer that is not JSON (an export), whether the status is 2xx. */
  success: boolean
  message: string
  result: T
  bytes: number
}

/**
 * JSON POSTs to a server process over a pool of kept-alive connections (undici), for the clients of the
 * crash test and the load bench: one pool per server process, so no connection outlives the process it
 * was opened to.
 */
export interface HttpPool {
  post<T = unknown>(path: string, body: object, token?: string): Promise<Answer<T>>
  /** Drops every connection at once (the server was killed; nothing is waited for). */
  destroy(): Promise<void>
  close(): Promise<void>
}

export function httpPool(base: string, connections: number): HttpPool {
  const pool = new Pool(base, { connections, pipelining: 1 })
  return {
    async post<T>(path: string, body: object, token?: string): Promise<Answer<T>> {
      const res = await pool.request({
        path,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      })
      const text = await res.body.text()
      const bytes = Buffer.byteLength(text)
      if (!String(res.headers['content-type']).startsWith('application/json'))
        return {
          status: res.statusCode,
          success: res.statusCode < 300,
          message: '',
          result: undefined as T,
          bytes,
        }
      let json: Partial<Answer<T>> = {}
      try {
        json = JSON.parse(text) as Partial<Answer<T>>
      } catch {
        json = { message: text.slice(0, 200) }
      }
      return {
        status: res.statusCode,
        success: json.success === true,
        message: json.message ?? '',
        result: json.result as T,
        bytes,
      }
    },
    destroy: () => pool.destroy(),
    close: () => pool.close(),
  }
}
