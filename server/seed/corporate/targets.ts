import { sql } from 'drizzle-orm'
import { shiftMonth } from '#contract/engine/dates.ts'
import { corporateGroup, merchant, merchantTarget, region } from '../../db/schema/index.ts'
import { chunked, type SeedContext } from './context.ts'

/** Monthly targets for this month and the last, for regions, groups and a sample of merchants. */
export async function seedTargets({ db, faker, thisMonth }: SeedContext): Promise<void> {
  const periods = [shiftMonth(thisMonth, -1), thisMonth]
  const regions = await db.select({ id: region.id, clientId: region.clientId }).from(region)
  const groups = await db
    .select({ id: corporateGroup.id, regionId: corporateGroup.regionId, clientId: region.clientId })
    .from(corporateGroup)
    .innerJoin(region, sql`${region.id} = ${corporateGroup.regionId}`)
  const sample = await db
    .select({
      id: merchant.id,
      clientId: merchant.clientId,
      regionId: merchant.regionId,
      groupId: merchant.groupId,
    })
    .from(merchant)
    .where(sql`${merchant.status} = 'ACTIVE'`)
    .limit(60)
  const targets: (typeof merchantTarget.$inferInsert)[] = []
  const round = (n: number, to: number) => Math.round(n / to) * to
  for (const period of periods) {
    for (const r of regions) {
      const count = round(faker.number.int({ min: 20_000, max: 60_000 }), 500)
      targets.push({
        targetType: 'REGION',
        subjectId: r.id,
        clientId: r.clientId,
        regionId: r.id,
        period,
        trxCountTarget: count,
        trxAmountTarget: round(count * faker.number.int({ min: 45_000, max: 90_000 }), 1_000_000),
      })
    }
    for (const g of groups) {
      const count = round(faker.number.int({ min: 5_000, max: 20_000 }), 100)
      targets.push({
        targetType: 'GROUP',
        subjectId: g.id,
        clientId: g.clientId,
        regionId: g.regionId,
        groupId: g.id,
        period,
        trxCountTarget: count,
        trxAmountTarget: round(count * faker.number.int({ min: 45_000, max: 90_000 }), 1_000_000),
      })
    }
    for (const m of sample) {
      const count = round(faker.number.int({ min: 300, max: 3_000 }), 10)
      targets.push({
        targetType: 'MERCHANT',
        subjectId: m.id,
        clientId: m.clientId,
        regionId: m.regionId,
        groupId: m.groupId,
        merchantId: m.id,
        period,
        trxCountTarget: count,
        trxAmountTarget: round(count * faker.number.int({ min: 30_000, max: 120_000 }), 100_000),
      })
    }
  }
  await chunked(targets, 500, (part) => db.insert(merchantTarget).values(part))
}
