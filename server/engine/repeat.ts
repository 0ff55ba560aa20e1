/**
 * Background work a server process repeats while it runs (the rollup fold, the ledger's hold sweep): every
 * `everyMs`, one run at a time (a tick while the previous run is busy is skipped); a failure is logged once
 * with `failed`, and `recovered` once it runs again; `0` turns it off. Answers the stop, which waits for the run
 * in flight. A later issue moves scheduled work to a job queue.
 */
export function repeatEvery(
  everyMs: number,
  work: () => Promise<unknown>,
  log: (m: string) => void,
  messages: { failed: (error: string) => string; recovered: string },
): () => Promise<void> {
  if (everyMs <= 0) return async () => {}
  let running: Promise<void> | null = null
  let failing = false
  const tick = () => {
    if (running) return
    running = work()
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
  return async () => {
    clearInterval(timer)
    await running
  }
}
