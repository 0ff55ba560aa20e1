import { shiftMonth } from '#contract/engine/dates.ts'
import { deviceActivityPeriod } from '../../db/schema/index.ts'
import type { SeedContext } from './context.ts'

/** Device activity periods: monthly, per client, the last three months and the current one. */
export async function seedDeviceActivityPeriods({
  db,
  faker,
  thisMonth,
  clients,
}: SeedContext): Promise<void> {
  const activity: (typeof deviceActivityPeriod.$inferInsert)[] = []
  for (const c of clients) {
    for (let offset = -3; offset <= 0; offset++) {
      const start = new Date(`${shiftMonth(thisMonth, offset)}-01T00:00:00Z`)
      const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0))
      const label = start.toLocaleDateString('id-ID', { month: 'long', year: 'numeric', timeZone: 'UTC' })
      activity.push({
        clientId: c.id,
        code: `PRD-${c.code}-${start.toISOString().slice(0, 7)}`,
        name: `Periode ${label}`,
        startDate: start.toISOString().slice(0, 10),
        endDate: end.toISOString().slice(0, 10),
        minActiveDays: 20,
        minTransactions: faker.helpers.arrayElement([100, 150, 200]),
      })
    }
  }
  await db.insert(deviceActivityPeriod).values(activity)
}
