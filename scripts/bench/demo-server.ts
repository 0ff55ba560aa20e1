import pg from 'pg'
import { prepareDatabase } from '../../server/bootstrap/prepare.ts'
import { loadConfig } from '../../server/config.ts'
import { openDatabase } from '../../server/db/client.ts'
import { createScratchDatabase } from '../../server/test/scratch.ts'
import { type ServerProcess, signIn, startServer } from '../../server/test/server-process.ts'

/** What a bench against the real server works with: the process, a direct client of its database, a token. */
export interface DemoServer {
  server: ServerProcess
  client: pg.Client
  /** superadmin's access token. */
  token: string
}

/**
 * A bench of one area's calls over HTTP (the POS sale, the product import): a scratch PostgreSQL database
 * seeded with the demo's master data (no transactions), the real server on it at `port`, and superadmin
 * signed in; everything is stopped and dropped after `work`, whether it succeeds or throws.
 */
export async function withDemoServer<T>(
  opts: { url: string; port: number; database: string },
  work: (demo: DemoServer) => Promise<T>,
): Promise<T> {
  const scratch = await createScratchDatabase(opts.url, opts.database)
  const database = await openDatabase({ databaseUrl: scratch.url })
  await prepareDatabase(
    database,
    { ...loadConfig({ LOG_LEVEL: 'warn' }), seedDemo: true, demoTransactions: 0 },
    () => {},
  )
  await database.close()
  const client = new pg.Client({ connectionString: scratch.url })
  await client.connect()
  const server = await startServer({ DATABASE_URL: scratch.url, SEED_DEMO: 'false' }, opts.port)
  try {
    return await work({ server, client, token: await signIn(server.base) })
  } finally {
    await server.stop()
    await client.end()
    await scratch.drop()
  }
}
