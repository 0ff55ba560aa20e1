import { randomBytes } from 'node:crypto'
import pg from 'pg'

/**
 * A throw-away PostgreSQL database next to the one DATABASE_URL names (tests, templates, bench):
 * created empty or as a copy of `template`, dropped by `drop()` even while connections remain.
 */
export async function createScratchDatabase(serverUrl: string, prefix: string, template?: string) {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`
  // A connection for each statement, not one held open: a PostgreSQL restarted meanwhile (the scaling bench
  // does it on purpose) would end a held one, and its 'error' would end this process.
  const admin = async (statement: string) => {
    const c = new pg.Client({ connectionString: serverUrl })
    c.on('error', () => {})
    await c.connect()
    try {
      await c.query(statement)
    } finally {
      await c.end()
    }
  }
  await admin(`create database ${name}${template ? ` template ${template}` : ''}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    name,
    url: url.toString(),
    async drop() {
      await admin(`drop database if exists ${name} with (force)`)
    },
  }
}
