import { parentPort, workerData } from 'node:worker_threads'
import type { RowSink } from './insert.ts'
import { type ProduceOptions, produceHistory } from './produce.ts'
import type { WorldData } from './world.ts'

/**
 * The generator's side of its thread (started by server/seed/transactions/index.ts through produce-thread.mjs):
 * each batch goes to the database's thread as JSON text, and no more than IN_FLIGHT wait there unwritten, so the
 * rows never pile up in memory however many are asked for.
 */
export type ThreadMessage =
  | { type: 'rows'; table: Parameters<RowSink>[0]; json: string }
  | { type: 'log'; message: string }
  | { type: 'done'; produced: Awaited<ReturnType<typeof produceHistory>> }

const IN_FLIGHT = 4
const port = parentPort
if (!port) throw new Error('produce-thread runs only as a worker thread')
const { world, options } = workerData as { world: WorldData; options: ProduceOptions }
let credit = IN_FLIGHT
let wake: (() => void) | null = null
port.on('message', () => {
  // Each message back says one batch was written.
  credit++
  wake?.()
  wake = null
})
const post = (m: ThreadMessage) => port.postMessage(m)
const sink: RowSink = async (table, rows) => {
  while (credit === 0) await new Promise<void>((resolve) => (wake = resolve))
  credit--
  post({ type: 'rows', table, json: JSON.stringify(rows) })
}
const produced = await produceHistory(world, options, sink, (message) => post({ type: 'log', message }))
post({ type: 'done', produced })
port.close()
