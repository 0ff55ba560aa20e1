import { writeFileSync } from 'node:fs'
import { migrationSql } from '../../server/areas/transactions/rollups/sql.ts'

/**
 * Writes the rollup triggers' migration from their definitions: `npm run rollup:migration -- <file> [table…]`
 * into the file drizzle-kit made with `npx drizzle-kit generate --custom --name <name>`. Change the definitions
 * only together with a new migration written this way (sql.unit.test.ts compares the newest one); name the
 * rollups that are new or whose keys or sums changed, so the migration fills them from the raw rows.
 */
const file = process.argv[2]
if (!file) {
  console.error('usage: npm run rollup:migration -- server/db/migrations/NNNN_name.sql [rollup table…]')
  process.exit(2)
}
writeFileSync(file, migrationSql(process.argv.slice(3)))
console.log(`ditulis: ${file}`)
