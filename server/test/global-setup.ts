import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { prepareDatabase } from '../bootstrap/prepare.ts'
import { loadConfig } from '../config.ts'
import { openDatabase } from '../db/client.ts'
import { testDriver } from './driver.ts'
import { createScratchDatabase } from './scratch.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string
    pgTemplate: string
  }
}

/**
 * Builds ONE migrated and seeded database per run; each test file then gets its own copy
 * (a PGlite data-dir dump, or a PostgreSQL database created from a template), dropped afterwards.
 */
export default async function setup(project: TestProject) {
  // A small transaction history keeps the template quick to build and copy; report tests add their own rows.
  const config = loadConfig({ NODE_ENV: 'test', DEMO_TRANSACTIONS: '3000' })
  const quiet = () => {}
  if (testDriver() === 'pg') {
    const url = process.env.DATABASE_URL
    if (!url) throw new Error('TEST_DB=pg needs DATABASE_URL')
    const scratch = await createScratchDatabase(url, 'mint_tpl')
    const database = await openDatabase({ databaseUrl: scratch.url })
    await prepareDatabase(database, config, quiet)
    await database.close()
    project.provide('pgTemplate', scratch.name)
    project.provide('pgliteTemplate', '')
    return scratch.drop
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'mint-tpl-'))
  const database = await openDatabase({})
  await prepareDatabase(database, config, quiet)
  const dump = await dumpOf(database)
  const file = path.join(dir, 'template.tar')
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  await database.close()
  project.provide('pgliteTemplate', file)
  project.provide('pgTemplate', '')
  return () => rmSync(dir, { recursive: true, force: true })
}

async function dumpOf(database: Awaited<ReturnType<typeof openDatabase>>): Promise<Blob> {
  if (!database.dumpDataDir) throw new Error('not a PGlite database')
  return database.dumpDataDir('none')
}
