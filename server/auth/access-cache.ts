import type { ChangeFeed } from '../db/change-feed.ts'

interface Entry<V> {
  value: V
  at: number
}

export interface AccessCacheOptions {
  feed: ChangeFeed
  /** How long an entry may be served without a change being announced; 0 turns the cache off. */
  ttlMs: number
  /** Entries kept per map; the oldest goes first. */
  maxEntries?: number
  now?: () => number
}

/**
 * What every signed-in request would otherwise read again: the session behind a token and what its
 * segment may do. Entries are dropped on any announced change (the database's triggers notify every
 * server process, the committing one before its COMMIT returns), live only while the feed is live, and
 * expire after `ttlMs` as a backstop. A load that started before a change is never stored.
 */
export function accessCache({ feed, ttlMs, maxEntries = 10_000, now = Date.now }: AccessCacheOptions) {
  let generation = 0
  const maps: Map<unknown, Entry<unknown>>[] = []
  feed.subscribe(() => {
    generation++
    for (const m of maps) m.clear()
  })

  function map<K, V>() {
    const entries = new Map<K, Entry<V>>()
    maps.push(entries as Map<unknown, Entry<unknown>>)
    return {
      /**
       * The cached value, or `load()`'s; `null` (nothing found) is never cached. `fresh` skips the
       * cached value, for a caller that must see the database as it is now.
       */
      async get(key: K, load: () => Promise<V | null>, fresh = false): Promise<V | null> {
        // Nothing held from before an outage of the feed may be served after it.
        if (!feed.live()) entries.clear()
        else if (!fresh && ttlMs > 0) {
          const hit = entries.get(key)
          if (hit && now() - hit.at < ttlMs) return hit.value
        }
        const started = generation
        const value = await load()
        if (value === null) entries.delete(key)
        else if (ttlMs > 0 && started === generation && feed.live()) {
          entries.delete(key)
          if (entries.size >= maxEntries) {
            const oldest = entries.keys().next()
            if (!oldest.done) entries.delete(oldest.value)
          }
          entries.set(key, { value, at: now() })
        }
        return value
      },
      get size() {
        return entries.size
      },
    }
  }

  return { map }
}

export type AccessCache = ReturnType<typeof accessCache>
