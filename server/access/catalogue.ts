import { sql } from 'drizzle-orm'
import { FEATURE_NAMES, FEATURES } from '#contract/access/features.ts'
import type { Db } from '../db/client.ts'
import { roleMaster } from '../db/schema/index.ts'

/** Keeps role_master equal to the contract's feature catalogue (new features appear, labels follow). */
export async function syncFeatureCatalogue(db: Db): Promise<void> {
  await db
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
      set: { roleGroup: sql`excluded.role_group`, level: sql`excluded.level`, label: sql`excluded.label` },
    })
}
