import { sql } from 'drizzle-orm'
import { corporate } from '#contract/corporate/index.ts'
import { appVersion } from '../../db/schema/index.ts'
import { serverResource } from '../../engine/resource.ts'
import { readByEveryScope } from './scope.ts'

const defs = corporate.resources

// ── app versions (global) ──────────────────────────────────────────────────
export const appVersionResource = serverResource({
  def: defs.appVersion,
  table: appVersion,
  select: {
    releaseDate: sql`${appVersion.releaseDate}::text`,
  },
  search: [appVersion.versionName, appVersion.releaseNotes],
  scope: readByEveryScope,
  unique: [
    { constraint: 'app_version_app_code_uq', field: 'versionCode', label: 'Kode versi untuk aplikasi ini' },
  ],
})
