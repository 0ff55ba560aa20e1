import { AsyncResource } from 'node:async_hooks'
import type { PGlite, Transaction } from '@electric-sql/pglite'
import type pg from 'pg'

/**
 * Told the duration of every statement the app sends (the slow-query log and the metrics listen), with its bound
 * values when it has any (the partition test explains each statement as it was sent).
 */
export type QueryListener = (ms: number, text: string, params?: readonly unknown[]) => void

/** The listeners of one database; tapping a driver's client costs a clock read per statement. */
export function queryTap() {
  const listeners = new Set<QueryListener>()
  return {
    emit(ms: number, text: string, params?: readonly unknown[]) {
      for (const listener of listeners) listener(ms, text, params)
    },
    subscribe(listener: QueryListener): () => void {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}

type AnyFn = (...args: unknown[]) => unknown
const textOf = (first: unknown): string =>
  typeof first === 'string' ? first : String((first as { text?: unknown } | null)?.text ?? '')
const paramsOf = (first: unknown, second: unknown): readonly unknown[] | undefined =>
  Array.isArray(second) ? second : ((first as { values?: unknown[] } | null)?.values ?? undefined)

/**
 * Times each statement of a pooled node-postgres client (the pool's `onConnect`). Neither pg nor drizzle
 * reports a statement's duration, so the client's own `query` is wrapped, once per connection. Streams
 * (an export's cursor) last as long as they are read and are not timed. pg-pool answers through a callback
 * called from the socket's context; it is bound to the caller's, so a listener reads the request it served.
 */
export function tapPgClient(client: pg.ClientBase, emit: QueryListener): void {
  const target = client as unknown as { query: AnyFn }
  const original = target.query
  target.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0]
    if (typeof (first as { submit?: unknown } | null)?.submit === 'function')
      return original.apply(this, args)
    const start = performance.now()
    const done = AsyncResource.bind(() =>
      emit(performance.now() - start, textOf(first), paramsOf(first, args[1])),
    )
    const callback = args.findIndex((a) => typeof a === 'function')
    if (callback >= 0) {
      const answer = args[callback] as AnyFn
      args[callback] = (...result: unknown[]) => {
        done()
        return answer(...result)
      }
      return original.apply(this, args)
    }
    const result = original.apply(this, args)
    if (result instanceof Promise) result.then(done, done)
    return result
  }
}

/** Times PGlite's statements: its `query` and `exec`, and those of each transaction it opens. */
export function tapPglite(client: PGlite, emit: QueryListener): void {
  const wrap = (target: PGlite | Transaction) => {
    const methods = target as unknown as Record<'query' | 'exec', AnyFn>
    for (const name of ['query', 'exec'] as const) {
      const original = methods[name].bind(target)
      methods[name] = async (...args: unknown[]) => {
        const start = performance.now()
        try {
          return await original(...args)
        } finally {
          emit(performance.now() - start, textOf(args[0]), paramsOf(args[0], args[1]))
        }
      }
    }
  }
  wrap(client)
  const transaction = client.transaction.bind(client)
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      wrap(tx)
      return callback(tx)
    })
}
