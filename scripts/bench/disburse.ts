import { hashLoginPassword } from '../../contract/auth/password-encoding.ts'
import { SEND_CONCURRENCY } from '../../server/areas/wallet/execute.ts'
import { INQUIRY_CONCURRENCY } from '../../server/areas/wallet/rows.ts'
import { simulatedAccountName } from '../../server/areas/wallet/simulated-bank.ts'
import { prepareDatabase } from '../../server/bootstrap/prepare.ts'
import { loadConfig } from '../../server/config.ts'
import { openDatabase } from '../../server/db/client.ts'
import { createSegment, createUser, DEMO_PASSWORD } from '../../server/seed/access.ts'
import { createScratchDatabase } from '../../server/test/scratch.ts'
import { signIn, startServer } from '../../server/test/server-process.ts'

/**
 * The disbursement target (issue 17): a 10,000-row document uploaded to the real server, every row validated and
 * inquired at the simulated bank answering in 20 ms (≤ 30 s, concurrency INQUIRY_CONCURRENCY), then submitted,
 * approved and executed by the background job item by item (SEND_CONCURRENCY transfers at once), timed to its end.
 */
export interface DisburseResult {
  rows: number
  delayMs: number
  uploadSeconds: number
  executeSeconds: number
  status: string
  paid: number
  failed: number
}

export async function benchDisburse(o: {
  url: string
  rows: number
  port: number
  log: (m: string) => void
}) {
  const scratch = await createScratchDatabase(o.url, 'mint_bench_disburse')
  try {
    const database = await openDatabase({ databaseUrl: scratch.url })
    await prepareDatabase(database, loadConfig({ DEMO_TRANSACTIONS: '1000' }), o.log)
    const segmentId = await createSegment(database.db, {
      code: 'SEG_BENCH_CHECKER',
      name: 'Checker bench',
      features: ['VIEW_CORPORATE_WALLET_MINT'],
    })
    await createUser(database.db, {
      username: 'bench.checker',
      email: 'bench.checker@contoh.id',
      fullName: 'Checker Bench',
      password: DEMO_PASSWORD,
      roleSegmentId: segmentId,
      userTypeLevel: 'ALL',
    })
    await database.close()
    const delayMs = 20
    const server = await startServer(
      {
        DATABASE_URL: scratch.url,
        SKIP_WEB_BUILD: 'true',
        SIM_BANK_DELAY_MS: String(delayMs),
        JOB_POLL_MS: '200',
      },
      o.port,
    )
    try {
      const post = async (path: string, body: unknown, token: string) => {
        const res = await fetch(`${server.base}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(body),
        })
        const json = (await res.json()) as {
          success: boolean
          message: string
          result: Record<string, unknown>
        }
        if (!json.success) throw new Error(`${path}: ${res.status} ${json.message}`)
        return json.result
      }
      const maker = await signIn(server.base)
      const checker = await signIn(server.base, 'bench.checker')
      const clients = await post('/client/list', { search: 'CLT001' }, maker)
      const clientId = Number((clients.items as { id: number }[])[0]?.id)
      // Small amounts: 10,000 of them stay within a demo wallet.
      const lines = Array.from({ length: o.rows }, (_, i) => {
        const account = `6${String(i).padStart(8, '0')}5`
        return `014,${account},${simulatedAccountName(account)},${1_000 + (i % 50)},Bench`
      })
      const csv = ['kode_bank,no_rekening,nama_penerima,nominal,catatan', ...lines].join('\n')
      const uploadStarted = performance.now()
      const doc = await post(
        '/disburse-doc/upload',
        { clientId, file: { name: 'bench.csv', base64: Buffer.from(csv).toString('base64') } },
        maker,
      )
      const uploadSeconds = (performance.now() - uploadStarted) / 1000
      o.log(`disburse: ${o.rows} rows validated and inquired in ${uploadSeconds.toFixed(1)} s`)
      const id = Number(doc.id)
      await post('/disburse-doc/submit', { id }, maker)
      const executeStarted = performance.now()
      await post('/disburse-doc/approve', { id, password: await hashLoginPassword(DEMO_PASSWORD) }, checker)
      let detail = await post('/disburse-doc/detail', { id }, maker)
      while (!['DONE', 'PARTIAL', 'FAILED'].includes(String(detail.status))) {
        await new Promise((r) => setTimeout(r, 500))
        detail = await post('/disburse-doc/detail', { id }, maker)
      }
      const executeSeconds = (performance.now() - executeStarted) / 1000
      o.log(`disburse: executed in ${executeSeconds.toFixed(1)} s (${String(detail.status)})`)
      return {
        rows: o.rows,
        delayMs,
        uploadSeconds,
        executeSeconds,
        status: String(detail.status),
        paid: Number(detail.paidCount),
        failed: Number(detail.failedCount),
      } satisfies DisburseResult
    } finally {
      await server.stop()
    }
  } finally {
    await scratch.drop()
  }
}

export function disburseSection(r: DisburseResult, pgVersion: string): string {
  const fmt = (n: number) => n.toLocaleString('id-ID', { maximumFractionDigits: 1 })
  return `## Disbursement document (issue 17), PostgreSQL ${pgVersion}

A ${fmt(r.rows)}-row CSV uploaded to the real server (\`POST /disburse-doc/upload\`): every row checked and its account
inquired at the simulated bank answering in ${r.delayMs} ms, at most ${INQUIRY_CONCURRENCY} inquiries at once, then saved
as a Draf in one statement; then submitted, approved (one hold of total + fees) and executed by the background job,
${SEND_CONCURRENCY} transfers at once, each item SENDING → PAID with its own capture from the hold.

| figure | value |
|---|---:|
| validated and inquired (upload answered) | ${r.uploadSeconds.toFixed(1)} s (target ≤ 30 s: ${r.uploadSeconds <= 30 ? 'met' : '**NOT met**'}) |
| executed (approval to final status) | ${r.executeSeconds.toFixed(1)} s, ${r.status}: ${fmt(r.paid)} paid, ${fmt(r.failed)} failed |
`
}
