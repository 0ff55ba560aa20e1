import { sql } from 'drizzle-orm'
import type { Db } from '../../../db/client.ts'
import { rowsOf } from '../../../engine/query.ts'
import { repeatEvery } from '../../../jobs/repeat.ts'
import { FOLD_FUNCTION } from './sql.ts'

/** Moves the committed deltas into the rollups now; how many delta rows moved (0 while another fold runs). */
export async function foldRollups(db: Db): Promise<number> {
  const [row] = rowsOf(await db.execute(sql.raw(`select ${FOLD_FUNCTION}()::int8 as n`)))
  return Number(row?.n ?? 0)
}

/**
 * Folds every `everyMs` (issue 14 §8): readers are exact without it (the `_live` views add the delta), so this
 * only keeps the delta small. One fold at a time per process, and `trx_rollup_fold()` lets one process at a
 * time in; a failed fold (the database restarting) is logged and tried again on the next tick.
 */
export function startRollupFolder(db: Db, everyMs: number, log: (m: string) => void): () => Promise<void> {
  return repeatEvery(everyMs, () => foldRollups(db), log, {
    failed: (error) => `rollup: lipatan delta gagal (${error}); dicoba lagi`,
    recovered: 'rollup: lipatan delta berjalan lagi',
  })
}
