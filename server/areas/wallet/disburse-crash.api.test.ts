import { sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { hashLoginPassword } from '#contract/auth/password-encoding.ts'
import { rowsOf } from '../../engine/query.ts'
import { createSegment, createUser, DEMO_PASSWORD } from '../../seed/access.ts'
import { testDriver } from '../../test/driver.ts'
import { httpPool } from '../../test/http-pool.ts'
import { freshData } from '../../test/kits/fresh-data.ts'
import { freePort, type ServerProcess, signIn, startServer } from '../../test/server-process.ts'
import { reconcile } from '../ledger/reconcile.ts'
import { simulatedAccountName } from './simulated-bank.ts'

/**
 * Issue 17 item 4: the production server (its own process) is killed with SIGKILL while a disbursement document
 * is being paid, started again on the same data, and must finish the document with every item paid exactly once
 * (one transfer per item at the bank, each received once: the item's key and the advice before any resend), no
 * held money lost (the reconciliation finds no difference, the held balance is back to zero) and the ledger's
 * captures one per paid item.
 */
const ITEMS = 150
/** Items settled before the kill: the kill must land amid the execution. */
const SETTLED_BEFORE_KILL = 25

interface Doc {
  id: number
  status: string
  paidCount: number
  failedCount: number
  openCount: number
}

it(`pays every item exactly once across a SIGKILL during execution (${testDriver()})`, async () => {
  const data = await freshData('mint_wallet_crash')
  // The checker: a second user with the wallet feature, written before any server runs.
  const setup = await data.open()
  const segmentId = await createSegment(setup.db, {
    code: 'SEG_CRASH_CHECKER',
    name: 'Checker uji crash',
    features: ['VIEW_CORPORATE_WALLET_BINA', 'APPROVE_DISBURSEMENT'],
  })
  await createUser(setup.db, {
    username: 'crash.checker',
    email: 'crash.checker@contoh.id',
    fullName: 'Checker Uji Crash',
    password: DEMO_PASSWORD,
    roleSegmentId: segmentId,
    userTypeLevel: 'ALL',
  })
  const [client] = rowsOf(await setup.db.execute(sql`select id from client where code = 'CLT001'`))
  await setup.close()
  const port = await freePort(3410, 3449)
  const start = () =>
    startServer({ ...data.env, SKIP_WEB_BUILD: 'true', SIM_BANK_DELAY_MS: '30', JOB_POLL_MS: '200' }, port, {
      output: 'capture',
    })
  let server: ServerProcess | null = await start()
  try {
    let http = httpPool(server.base, 2)
    const maker = await signIn(server.base)
    const checker = await signIn(server.base, 'crash.checker')
    // Every tenth item's first answer is lost (account ending in 31), every 25th is refused (ending in 13).
    const lines = Array.from({ length: ITEMS }, (_, i) => {
      const tail = i % 25 === 24 ? '13' : i % 10 === 9 ? '31' : String(50 + (i % 40))
      const account = `52${String(i).padStart(6, '0')}${tail}`
      return `014,${account},${simulatedAccountName(account)},${10_000 + i},Gaji`
    })
    const csv = ['kode_bank,no_rekening,nama_penerima,nominal,catatan', ...lines].join('\n')
    const up = await http.post<Doc>(
      '/disburse-doc/upload',
      {
        clientId: Number(client?.id),
        file: { name: 'crash.csv', base64: Buffer.from(csv).toString('base64') },
      },
      maker,
    )
    expect(up.status, JSON.stringify(up)).toBe(200)
    const id = up.result.id
    expect((await http.post('/disburse-doc/submit', { id }, maker)).status).toBe(200)
    const approved = await http.post(
      '/disburse-doc/approve',
      { id, password: await hashLoginPassword(DEMO_PASSWORD) },
      checker,
    )
    expect(approved.status, JSON.stringify(approved)).toBe(200)
    const detail = async (token: string) =>
      (await http.post<Doc>('/disburse-doc/detail', { id }, token)).result

    let before = await detail(maker)
    const deadline = performance.now() + 60_000
    while (before.paidCount + before.failedCount < SETTLED_BEFORE_KILL && performance.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50))
      before = await detail(maker)
    }
    await server.kill()
    await http.destroy()
    const settledAtKill = before.paidCount + before.failedCount
    expect(settledAtKill, 'items settled before the kill').toBeGreaterThanOrEqual(SETTLED_BEFORE_KILL)
    expect(settledAtKill, 'the kill landed during execution').toBeLessThan(ITEMS)

    server = null
    server = await start()
    http = httpPool(server.base, 2)
    const token = await signIn(server.base)
    // The job's lease (15 s) runs out, another claim resumes it.
    let after = (await http.post<Doc>('/disburse-doc/detail', { id }, token)).result
    const finish = performance.now() + 120_000
    while (!['DONE', 'PARTIAL', 'FAILED'].includes(after.status) && performance.now() < finish) {
      await new Promise((r) => setTimeout(r, 250))
      after = (await http.post<Doc>('/disburse-doc/detail', { id }, token)).result
    }
    console.log(
      `[disburse crash ${testDriver()}] ${settledAtKill}/${ITEMS} settled at the kill; after restart: ${after.status}, ` +
        `${after.paidCount} paid, ${after.failedCount} failed`,
    )
    const refused = lines.filter((l) => l.split(',')[1]?.endsWith('13')).length
    expect(after).toMatchObject({
      status: 'PARTIAL',
      paidCount: ITEMS - refused,
      failedCount: refused,
      openCount: 0,
    })
    await http.close()
    await server.stop()
    server = null

    const db = await data.open()
    try {
      const q = async (query: ReturnType<typeof sql>) => rowsOf(await db.db.execute(query))
      // One transfer per item at the bank, received once; paid exactly when the bank says so.
      const perItem = await q(sql`select i.status, t.status as bank_status, t.received,
          (select count(*)::int from sim_bank_transfer s where s.account_no = i.account_no) as transfers,
          (select count(*)::int from ledger_entry e where e.idempotency_key = 'disburse-item-' || i.bank_key) as captures
        from disburse_item i left join sim_bank_transfer t on t.idempotency_key = i.bank_key where i.doc_id = ${id}`)
      expect(perItem).toHaveLength(ITEMS)
      for (const r of perItem) {
        expect(Number(r.transfers)).toBe(1)
        expect(Number(r.received)).toBe(1)
        expect(r.status).toBe(r.bank_status === 'SUCCESS' ? 'PAID' : 'FAILED')
        expect(Number(r.captures)).toBe(r.status === 'PAID' ? 1 : 0)
      }
      const [held] =
        await q(sql`select h.balance from ledger_account w join ledger_account h on h.id = w.held_account_id
        where w.client_id = ${Number(client?.id)} and w.kind = 'CLIENT_WALLET'`)
      expect(Number(held?.balance)).toBe(0)
      expect(await reconcile(db.db)).toEqual([])
    } finally {
      await db.close()
    }
  } catch (e) {
    if (server) console.error(`[disburse crash ${testDriver()}] server output:\n${server.output()}`)
    throw e
  } finally {
    await server?.kill()
    await data.drop()
  }
}, 300_000)
