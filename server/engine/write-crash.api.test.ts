import { expect, it } from 'vitest'
import { testDriver } from '../test/driver.ts'
import { httpPool } from '../test/http-pool.ts'
import {
  type Attempt,
  contradictions,
  readHoldings,
  startWriters,
  type UpdateTarget,
  updatableClients,
} from '../test/kits/crash-writes.ts'
import { freshData } from '../test/kits/fresh-data.ts'
import { freePort, type ServerProcess, signIn, startServer } from '../test/server-process.ts'

/**
 * Issue 13, suite 4: the production server (server/main.ts, its own process) is killed with SIGKILL
 * while concurrent writes are in flight, started again on the same data, and must hold every write it
 * acknowledged, with the values sent, and no write in part (runWrite, server/engine/write.ts: the row,
 * its member rows and its audit entry commit together, and the answer goes out after the commit).
 * On PGlite the database lives in the killed process itself, so this is also its durability.
 */
const ROUNDS = 2
const WRITERS = 6
/** Acknowledged writes a round waits for before the kill, so the kill lands amid a steady stream. */
const ACKS_BEFORE_KILL = 40

it(`holds every acknowledged write after ${ROUNDS} SIGKILLs during concurrent writes (${testDriver()})`, async () => {
  const data = await freshData('mint_crash')
  const port = await freePort(3400, 3499)
  // The API only (no web build); the server's log is kept for the failure message.
  const start = () => startServer({ ...data.env, SKIP_WEB_BUILD: 'true' }, port, { output: 'capture' })
  let server: ServerProcess | null = await start()
  try {
    let http = httpPool(server.base, WRITERS)
    let token = await signIn(server.base)
    const seedClient = await http.post<{ items: { id: number }[] }>(
      '/client/list',
      { search: 'CLT001' },
      token,
    )
    const groupClientId = seedClient.result.items[0]?.id as number
    const merchants = await http.post<{ items: { id: number }[] }>(
      '/merchant/list',
      { filters: { clientId: groupClientId }, pageSize: 5, sort: 'name' },
      token,
    )
    const groupMerchantIds = merchants.result.items.map((m) => m.id).sort((a, b) => a - b)
    expect(groupMerchantIds.length).toBe(5)

    const attempts: Attempt[] = []
    let updatable: UpdateTarget[] = []
    for (let round = 1; round <= ROUNDS; round++) {
      const writers = startWriters({
        http,
        token,
        round,
        workers: WRITERS,
        groupClientId,
        groupMerchantIds,
        updatable,
      })
      const deadline = performance.now() + 20_000
      while (writers.acked() < ACKS_BEFORE_KILL && performance.now() < deadline)
        await new Promise((r) => setTimeout(r, 10))
      const inFlightAtKill = writers.inFlight()
      await server.kill()
      await writers.done
      await http.destroy()
      attempts.push(...writers.attempts)
      const count = (o: Attempt['outcome']) => writers.attempts.filter((a) => a.outcome === o).length
      // The kill must land while writes are under way, or the round proves nothing.
      expect(writers.acked(), 'acknowledged writes before the kill').toBeGreaterThanOrEqual(ACKS_BEFORE_KILL)
      expect(inFlightAtKill, 'writes in flight at the kill').toBeGreaterThan(0)

      server = null
      const restarted = performance.now()
      server = await start()
      const restartMs = performance.now() - restarted
      http = httpPool(server.base, WRITERS)
      token = await signIn(server.base)
      const held = await readHoldings(http, token)
      const unanswered = writers.attempts.filter((a) => a.outcome === 'unknown')
      const madeIt = unanswered.filter(
        (a) =>
          held.clients.some((c) => c.code === a.body.code) || held.groups.some((g) => g.code === a.body.code),
      ).length
      console.log(
        `[crash ${testDriver()}] round ${round}: ${count('acked')} acknowledged, ${inFlightAtKill} in flight at the kill, ` +
          `${unanswered.length} unanswered (${madeIt} of their adds committed), restart ${Math.round(restartMs)} ms`,
      )
      expect(contradictions(attempts, held)).toEqual([])
      updatable = updatableClients(held, attempts)
    }
    await http.close()
  } catch (err) {
    if (server) console.error(`[crash ${testDriver()}] server output:\n${server.output()}`)
    throw err
  } finally {
    await server?.stop()
    await data.drop()
  }
}, 180_000)
