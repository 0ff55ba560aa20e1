import { randomBytes } from 'node:crypto'
import pg from 'pg'

/**
 * A throw-away PostgreSQL database next to the one DATABASE_URL names (tests, templates, bench):
 * created empty or as a copy of `template`, dropped by `drop()` even while connections remain.
 */
export async function createScratchDatabase(serverUrl: string, prefix: string, template?: string) {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    name,
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    },
  }
}
