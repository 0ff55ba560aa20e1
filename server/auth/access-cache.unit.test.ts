import { describe, expect, it } from 'vitest'
import type { ChangeFeed } from '../db/change-feed.ts'
import { accessCache } from './access-cache.ts'

function fakeFeed() {
  const subscribers = new Set<() => void>()
  let live = true
  return {
    feed: {
      live: () => live,
      subscribe(fn: () => void) {
        subscribers.add(fn)
        return () => void subscribers.delete(fn)
      },
      close: async () => {},
    } satisfies ChangeFeed,
    change: () => {
      for (const s of subscribers) s()
    },
    setLive(v: boolean) {
      live = v
    },
  }
}

function counting<V>(value: () => V | null) {
  let calls = 0
  return {
    load: async () => {
      calls++
      return value()
    },
    get calls() {
      return calls
    },
  }
}

describe('access cache', () => {
  it('serves a loaded value until a change is announced, then loads again', async () => {
    const f = fakeFeed()
    const m = accessCache({ feed: f.feed, ttlMs: 30_000 }).map<string, string>()
    let db = 'A'
    const l = counting(() => db)
    expect(await m.get('k', l.load)).toBe('A')
    db = 'B'
    expect(await m.get('k', l.load)).toBe('A')
    expect(l.calls).toBe(1)
    f.change()
    expect(await m.get('k', l.load)).toBe('B')
    expect(l.calls).toBe(2)
  })

  it('never stores a value whose load began before a change', async () => {
    const f = fakeFeed()
    const m = accessCache({ feed: f.feed, ttlMs: 30_000 }).map<string, string>()
    let release: (v: string) => void = () => {}
    const slow = m.get('k', () => new Promise<string>((r) => (release = r)))
    // The change lands while the first load is still reading the old state.
    f.change()
    release('old')
    expect(await slow).toBe('old')
    const l = counting(() => 'new')
    expect(await m.get('k', l.load)).toBe('new')
    expect(l.calls).toBe(1)
  })

  it('caches nothing while the feed is not live, and stops serving what it holds', async () => {
    const f = fakeFeed()
    const m = accessCache({ feed: f.feed, ttlMs: 30_000 }).map<string, string>()
    const l = counting(() => 'v')
    await m.get('k', l.load)
    f.setLive(false)
    await m.get('k', l.load)
    await m.get('k', l.load)
    expect(l.calls).toBe(3)
    f.setLive(true)
    await m.get('k', l.load)
    await m.get('k', l.load)
    expect(l.calls).toBe(4)
  })

  it('expires entries after the TTL; a TTL of 0 turns caching off', async () => {
    const f = fakeFeed()
    let now = 1_000
    const m = accessCache({ feed: f.feed, ttlMs: 5_000, now: () => now }).map<string, string>()
    const l = counting(() => 'v')
    await m.get('k', l.load)
    now += 4_999
    await m.get('k', l.load)
    expect(l.calls).toBe(1)
    now += 1
    await m.get('k', l.load)
    expect(l.calls).toBe(2)

    const off = accessCache({ feed: f.feed, ttlMs: 0 }).map<string, string>()
    const o = counting(() => 'v')
    await off.get('k', o.load)
    await off.get('k', o.load)
    expect(o.calls).toBe(2)
    expect(off.size).toBe(0)
  })

  it('does not cache "not found", and drops an entry found gone; `fresh` always reads', async () => {
    const f = fakeFeed()
    const m = accessCache({ feed: f.feed, ttlMs: 30_000 }).map<string, string>()
    let db: string | null = null
    const l = counting(() => db)
    expect(await m.get('k', l.load)).toBeNull()
    db = 'v'
    expect(await m.get('k', l.load)).toBe('v')
    db = null
    expect(await m.get('k', l.load)).toBe('v')
    expect(await m.get('k', l.load, true)).toBeNull()
    expect(m.size).toBe(0)
    expect(l.calls).toBe(3)
  })

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const f = fakeFeed()
    const m = accessCache({ feed: f.feed, ttlMs: 30_000, maxEntries: 2 }).map<string, string>()
    const l = counting(() => 'v')
    await m.get('a', l.load)
    await m.get('b', l.load)
    await m.get('c', l.load)
    expect(m.size).toBe(2)
    await m.get('b', l.load)
    await m.get('c', l.load)
    expect(l.calls).toBe(3)
    await m.get('a', l.load)
    expect(l.calls).toBe(4)
  })
})
