import { sql } from 'drizzle-orm'
import type { Db } from '../../../db/client.ts'
import { rebuildStatements } from './sql.ts'

/**
 * Recomputes every rollup from the raw rows in one transaction (one grouped insert per kind). The triggers
 * keep them exact during normal work; this is for bulk loads that bypass triggers (the bench's 10M-row
 * import) and for an operator who wants to verify them: `npm run rollup:rebuild`.
 */
export async function rebuildRollups(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const statement of rebuildStatements()) await tx.execute(sql.raw(statement))
  })
}
