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
  // A feature split off another goes, on its first appearance, to every segment that held the other.
  const split = FEATURE_NAMES.filter((name) => FEATURES[name].grantedWith).map((name) => ({
    name,
    from: String(FEATURES[name].grantedWith),
  }))
  if (split.length === 0) return
  await db.execute(sql`insert into role_task (segment_id, role_master_id)
    select t.segment_id, m.id from role_master m
      join jsonb_to_recordset(${JSON.stringify(split)}::jsonb) as x(name text, "from" text) on x.name = m.role_name
      join role_master f on f.role_name = x."from"
      join role_task t on t.role_master_id = f.id
     where m.id in ${fresh}
    on conflict do nothing`)
}
