import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { inject } from 'vitest'
import { type Database, openDatabase } from '../../db/client.ts'
import { testDriver } from '../driver.ts'
import { createScratchDatabase } from '../scratch.ts'

/**
 * A copy of the test template (server/test/global-setup.ts) a server process can open by itself (the crash tests):
 * a scratch PostgreSQL database, or a PGlite data directory. `open` opens it in this process while no server runs
 * (PGlite's directory takes one process at a time).
 */
export async function freshData(prefix: string): Promise<{
  env: NodeJS.ProcessEnv
  open: () => Promise<Database>
  drop: () => Promise<void>
}> {
  if (testDriver() === 'pg') {
    const scratch = await createScratchDatabase(
      process.env.DATABASE_URL as string,
      prefix,
      inject('pgTemplate'),
    )
    return {
      env: { DATABASE_URL: scratch.url },
      open: () => openDatabase({ databaseUrl: scratch.url }),
      drop: scratch.drop,
    }
  }
  const dir = mkdtempSync(path.join(tmpdir(), `${prefix}-`))
  const database = await openDatabase({
    dataDir: dir,
    loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]),
  })
  await database.close()
  return {
    env: { DATABASE_URL: '', DATA_DIR: dir },
    open: () => openDatabase({ dataDir: dir }),
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  }
}
