import { count } from 'drizzle-orm'
import { FEATURE_NAMES } from '#contract/access/features.ts'
import { syncFeatureCatalogue } from '../access/catalogue.ts'
import { passwordProblem } from '../auth/password.ts'
import type { Config } from '../config.ts'
import type { Database } from '../db/client.ts'
import { dashboardUser } from '../db/schema/index.ts'
import { createSegment, createUser } from '../seed/access.ts'
import { DEFAULT_DEMO_SIZE, seedDemo } from '../seed/demo.ts'
import { seedReferenceData } from '../seed/reference-data.ts'

/**
 * Brings a database to the current schema and makes it usable: migrations, the feature catalogue,
 * and for an empty database either the demo data set or (production) the bootstrap administrator.
 */
export async function prepareDatabase(
  database: Database,
  config: Config,
  log: (msg: string) => void,
): Promise<void> {
  await database.migrate()
  await syncFeatureCatalogue(database.db)
  await seedReferenceData(database.db)
  const [users] = await database.db.select({ n: count() }).from(dashboardUser)
  if ((users?.n ?? 0) > 0) return
  if (config.seedDemo) {
    log('Database kosong: mengisi data demo…')
    await seedDemo(database.db, DEFAULT_DEMO_SIZE, {
      transactions: config.demoTransactions,
      log,
      driver: database.driver,
    })
    log('Data demo siap (akun: superadmin, supervisor, opsretail, mitra, keuangan).')
    return
  }
  const admin = config.bootstrapAdmin
  if (!admin.username || !admin.email || !admin.password)
    throw new Error(
      'Database kosong: setel ADMIN_USERNAME, ADMIN_EMAIL dan ADMIN_PASSWORD untuk membuat administrator pertama.',
    )
  const problem = passwordProblem(admin.password, admin.username)
  if (problem) throw new Error(`ADMIN_PASSWORD ditolak: ${problem}`)
  const segmentId = await createSegment(database.db, {
    code: 'SUPERADMIN',
    name: 'Super Admin',
    features: FEATURE_NAMES,
  })
  await createUser(database.db, {
    username: admin.username,
    email: admin.email,
    fullName: 'Administrator',
    password: admin.password,
    roleSegmentId: segmentId,
    userTypeLevel: 'ALL',
  })
  log(`Administrator pertama dibuat: ${admin.username}`)
}
