import { sql } from 'drizzle-orm'
import { FEATURE_NAMES, FEATURES } from '#contract/access/features.ts'
import type { Db } from '../db/client.ts'
import { roleMaster } from '../db/schema/index.ts'

/**
 * Keeps role_master equal to the contract's feature catalogue: new features appear (and are granted
 * to the SUPERADMIN segment, which by definition holds every feature — otherwise nobody could grant
 * them, since nobody grants what they do not hold), groups and levels follow the contract, and labels
 * edited through /role-master/update are kept.
 */
export async function syncFeatureCatalogue(db: Db): Promise<void> {
  const inserted = await db
    .insert(roleMaster)
    .values(
      FEATURE_NAMES.map((name) => ({
        roleName: name,
        roleGroup: FEATURES[name].group,
        level: FEATURES[name].level,
        label: FEATURES[name].label,
      })),
    )
    .onConflictDoUpdate({
      target: roleMaster.roleName,
      set: { roleGroup: sql`excluded.role_group`, level: sql`excluded.level` },
    })
    .returning({ id: roleMaster.id, isNew: sql<boolean>`(xmax = 0)` })
  const fresh = inserted.filter((r) => r.isNew).map((r) => r.id)
  if (fresh.length === 0) return
  await db.execute(
    sql`insert into role_task (segment_id, role_master_id) select s.id, m.id from role_segment s cross join role_master m where s.code = 'SUPERADMIN' and m.id in ${fresh} on conflict do nothing`,
  )
}
