import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'

/** The channel migration 0011's triggers notify whenever sessions, users, segments or API grants change. */
export const ACCESS_CHANNEL = 'mint_access'

/**
 * Committed changes to access data, as PostgreSQL announces them on ACCESS_CHANNEL. Every pooled
 * connection listens too: PostgreSQL hands a connection its own notification before its COMMIT returns,
 * so a change made through this process is heard before the request that made it can answer.
 */
export interface ChangeFeed {
  /** Whether changes committed by other processes are being heard now (a cache must not outlive this). */
  live(): boolean
  /** Called on every change, and whenever the feed (re)connects after missing some. */
  subscribe(onChange: () => void): () => void
  close(): Promise<void>
}

function listeners() {
  const subscribers = new Set<() => void>()
  return {
    subscribe(onChange: () => void) {
      subscribers.add(onChange)
      return () => void subscribers.delete(onChange)
    },
    emit() {
      for (const s of subscribers) s()
    },
  }
}

/** LISTEN on each pooled connection; pass as the pool's `onConnect`. */
export const listenOnConnect = (emit: () => void) => async (client: pg.ClientBase) => {
  client.on('notification', (n) => {
    if (n.channel === ACCESS_CHANNEL) emit()
  })
  await client.query(`LISTEN ${ACCESS_CHANNEL}`)
}

const RETRY_MS = [250, 1000, 5000]

/**
 * node-postgres: a dedicated connection hears the other processes' changes; pooled connections (set up
 * with `listenOnConnect(feed.emit)`) hear this process's own. While the dedicated connection is down the
 * feed is not live, and it reconnects with back-off, announcing a change when it is back.
 */
export function pgChangeFeed(connectionString: string) {
  const { subscribe, emit } = listeners()
  let client: pg.Client | null = null
  let live = false
  let closed = false
  let attempt = 0
  let timer: NodeJS.Timeout | null = null

  const retry = () => {
    if (closed || timer) return
    const delay = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)] ?? 5000
    attempt++
    timer = setTimeout(() => {
      timer = null
      void connect()
    }, delay)
    timer.unref()
  }
  const lost = (c: pg.Client) => {
    if (client !== c) return
    client = null
    live = false
    emit()
    c.end().catch(() => {})
    retry()
  }
  async function connect() {
    if (closed) return
    const c = new pg.Client({ connectionString })
    client = c
    c.on('error', () => lost(c))
    c.on('end', () => lost(c))
    c.on('notification', (n) => {
      if (n.channel === ACCESS_CHANNEL) emit()
    })
    try {
      await c.connect()
      await c.query(`LISTEN ${ACCESS_CHANNEL}`)
      if (client !== c || closed) return
      attempt = 0
      live = true
      // Whatever changed while nobody was listening is unknown: treat it as a change.
      emit()
    } catch {
      lost(c)
    }
  }

  return {
    /** For pooled connections' own notifications. */
    emit,
    feed: {
      live: () => live,
      subscribe(onChange: () => void) {
        if (!client && !timer && !closed) void connect()
        return subscribe(onChange)
      },
      async close() {
        closed = true
        live = false
        if (timer) clearTimeout(timer)
        const c = client
        client = null
        await c?.end().catch(() => {})
      },
    } satisfies ChangeFeed,
  }
}

/** PGlite: one in-process database, so every change is this process's own and always heard. */
export function pgliteChangeFeed(db: PGlite): ChangeFeed {
  const { subscribe, emit } = listeners()
  let listening = false
  const ready = db.listen(ACCESS_CHANNEL, emit).then((unlisten) => {
    listening = true
    return unlisten
  })
  return {
    live: () => listening,
    subscribe,
    async close() {
      const unlisten = await ready.catch(() => null)
      await unlisten?.().catch(() => {})
    },
  }
}
