import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { MIGRATIONS_DIR } from '../../../db/client.ts'
import { DELTA_SOURCE, KIND_SOURCES, ROLLUPS } from './definitions.ts'
import { fillOf, liveViewSql, MIGRATION_HEADER, migrationSql, upsertSql } from './sql.ts'

describe('rollup SQL', () => {
  it('the newest rollup migration is exactly what the definitions generate (triggers cannot drift)', () => {
    const generated = readdirSync(MIGRATIONS_DIR)
      .filter((f) => f.endsWith('.sql'))
      .sort()
      .filter((f) => readFileSync(path.join(MIGRATIONS_DIR, f), 'utf8').startsWith(MIGRATION_HEADER))
    expect(generated.length).toBeGreaterThan(0)
    const newest = readFileSync(path.join(MIGRATIONS_DIR, generated[generated.length - 1] as string), 'utf8')
    expect(newest).toBe(migrationSql(fillOf(newest)))
  })

  it('a row leaving subtracts what it added: every summed column is multiplied by the sign', () => {
    for (const def of ROLLUPS) {
      const kind = def.kinds[0] ?? 'RETAIL'
      const text = upsertSql(def, { kind: `'${kind}'`, source: KIND_SOURCES[kind] }, 'rows')
      for (const column of Object.keys(def.sums(DELTA_SOURCE))) {
        expect(text).toContain(`${column} = d.${column} + excluded.${column}`)
      }
      expect(text.match(/sum\(r\.sign \* /g)?.length).toBe(Object.keys(def.sums(DELTA_SOURCE)).length)
      // The live view adds the delta's rows with their sign too.
      const view = liveViewSql(def)
      for (const e of Object.values(def.sums(DELTA_SOURCE))) expect(view).toContain(`(r.sign * (${e}))::`)
      expect(view).toContain(`FROM ${def.table}\n  UNION ALL`)
    }
  })
})
