import type { Faker } from '@faker-js/faker'
import { wibDay } from '#contract/engine/dates.ts'
import type { Db } from '../../db/client.ts'
import { client, outlet } from '../../db/schema/index.ts'
import { seedAppVersions } from './app-versions.ts'
import type { SeedContext } from './context.ts'
import { seedDeviceActivityPeriods } from './device-activity-periods.ts'
import { seedDevices } from './devices.ts'
import { seedMerchantGroups } from './merchant-groups.ts'
import { seedOutletUsers } from './outlet-users.ts'
import { seedTargets } from './targets.ts'
import { seedTransactionBlocks } from './transaction-blocks.ts'

/**
 * Devices, outlet users, merchant groups, targets, activity periods, app versions and blocks, one
 * entity per file, seeded in this order from one faker so the demo stays the same run after run.
 */
export async function seedCorporateOperations(db: Db, faker: Faker, refDate: Date): Promise<void> {
  const ctx: SeedContext = {
    db,
    faker,
    refDate,
    thisMonth: wibDay().slice(0, 7),
    digits: (n) => faker.string.numeric({ length: n, allowLeadingZeros: true }),
    hoursAgo: (max) => new Date(refDate.getTime() - faker.number.int({ min: 1, max: max * 60 }) * 60_000),
    outlets: await db
      .select({
        id: outlet.id,
        clientId: outlet.clientId,
        type: outlet.type,
        name: outlet.name,
        merchantId: outlet.merchantId,
      })
      .from(outlet)
      .orderBy(outlet.id),
    clients: await db.select({ id: client.id, code: client.code }).from(client).orderBy(client.id),
  }
  const posCount = await seedDevices(ctx)
  await seedOutletUsers(ctx)
  await seedMerchantGroups(ctx)
  await seedTargets(ctx)
  await seedDeviceActivityPeriods(ctx)
  await seedAppVersions(ctx)
  await seedTransactionBlocks(ctx, posCount)
}
