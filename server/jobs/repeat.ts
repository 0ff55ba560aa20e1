/**
 * Background work a server process repeats while it runs (the rollup fold, the job worker): every `everyMs`,
 * one run at a time (a tick while the previous run is busy is skipped); a failure is logged once with `failed`,
 * and `recovered` once it runs again; `0` turns it off. Answers the stop, which waits for the run in flight.
 * Work that must run once across the instances is scheduled work instead (server/jobs/schedule.ts), which the
 * job worker queues; the fold stays here, since its SQL function lets one process in at a time anyway and it
 * runs every second.
 */
/** Stops the repetition (waiting for the run in flight); `now` runs it at once unless a run is busy. */
export type Repeating = (() => Promise<void>) & { now: () => void }

export function repeatEvery(
  everyMs: number,
  work: (stopping: () => boolean) => Promise<unknown>,
  log: (m: string) => void,
  messages: { failed: (error: string) => string; recovered: string },
): Repeating {
  if (everyMs <= 0) return Object.assign(async () => {}, { now: () => {} })
  let running: Promise<void> | null = null
  let failing = false
  let stopped = false
  const tick = () => {
    if (running || stopped) return
    running = work(() => stopped)
      .then(() => {
        if (failing) log(messages.recovered)
        failing = false
      })
      .catch((e: unknown) => {
        if (!failing) log(messages.failed(e instanceof Error ? e.message : String(e)))
        failing = true
      })
      .finally(() => {
        running = null
      })
  }
  const timer = setInterval(tick, everyMs)
  timer.unref()
  const stop = async () => {
    stopped = true
    clearInterval(timer)
    await running
  }
  return Object.assign(stop, { now: tick })
}
