import pg from 'pg'

/**
 * Creates the database `url` names when it does not exist yet (connecting to the server's `postgres`
 * database to do it); answers whether it created it. The name is checked, not quoted away: it goes into DDL.
 */
export async function ensureDatabase(url: string): Promise<boolean> {
  const target = new URL(url)
  const name = decodeURIComponent(target.pathname.slice(1))
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name))
    throw new Error(`nama database "${name}" tidak didukung: huruf kecil, angka dan _ saja`)
  const server = new URL(url)
  server.pathname = '/postgres'
  const admin = new pg.Client({ connectionString: server.toString() })
  await admin.connect()
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name])
    if (found.rowCount) return false
    await admin.query(`create database ${name}`)
    return true
  } finally {
    await admin.end()
  }
}
