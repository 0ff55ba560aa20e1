import { count } from 'drizzle-orm'
import { getProvinces, getRegencies } from 'idn-area-data'
import { areaName } from '../areas/location/area-name.ts'
import type { Db } from '../db/client.ts'
import { bank, locationCity, locationProvince } from '../db/schema/index.ts'
import { BANK_CODES } from './bank-codes.ts'
import { seedDepositReference } from './deposit.ts'
import { seedMasterData } from './master-data.ts'
import { seedDefaultSegments } from './segments.ts'
import { seedTransactionReference } from './transaction-catalogue.ts'

/** Fills the reference tables (idempotent, every start): areas when empty, banks by code. */
export async function seedReferenceData(db: Db): Promise<void> {
  await seedTransactionReference(db)
  await seedMasterData(db)
  await seedDefaultSegments(db)
  const [provinces] = await db.select({ n: count() }).from(locationProvince)
  if ((provinces?.n ?? 0) === 0) {
    await db
      .insert(locationProvince)
      .values((await getProvinces()).map((p) => ({ code: p.code, name: areaName(p.name) })))
    await db.insert(locationCity).values(
      (await getRegencies()).map((r) => ({
        code: r.code,
        provinceCode: r.province_code,
        name: areaName(r.name),
      })),
    )
  }
  // By code, never overwriting: a release adds the banks a database lacks, an operator's changes stay.
  // Only the missing ones are inserted, so a start does not spend the id sequence on conflicts.
  const have = new Set((await db.select({ code: bank.code }).from(bank)).map((b) => b.code))
  const missing = BANK_CODES.filter(([code]) => !have.has(code))
  if (missing.length > 0)
    await db
      .insert(bank)
      .values(
        missing.map(([code, name, shortName, swift, bifast]) => ({ code, name, shortName, swift, bifast })),
      )
      .onConflictDoNothing({ target: bank.code })
  await seedDepositReference(db)
}
