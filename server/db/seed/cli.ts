import { parseArgs } from 'node:util'
import { loadConfig } from '../../config.ts'
import { openDatabase } from '../client.ts'
import { prepareDatabase } from '../prepare.ts'

/**
 * `npm run seed`: migrates the configured database (DATABASE_URL or DATA_DIR) and fills it with the
 * demo data set when it is empty. `--reset` empties a PostgreSQL database's tables first.
 */
const { values } = parseArgs({ options: { reset: { type: 'boolean', default: false } } })
const config = { ...loadConfig(), seedDemo: true }
const database = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
)
if (values.reset) {
  await database.migrate()
  await database.db.execute(
    "do $$ declare r record; begin for r in select tablename from pg_tables where schemaname = 'public' loop execute 'truncate table ' || quote_ident(r.tablename) || ' restart identity cascade'; end loop; end $$",
  )
  console.log('[seed] semua tabel dikosongkan')
}
await prepareDatabase(database, config, (m) => console.log(`[seed] ${m}`))
await database.close()
