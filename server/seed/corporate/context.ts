import type { Faker } from '@faker-js/faker'
import type { Db } from '../../db/client.ts'

/** What every corporate seeding step gets: the database, the seeded faker, the demo's reference date. */
export interface SeedContext {
  db: Db
  faker: Faker
  refDate: Date
  /**
   * The WIB month the demo is seeded in. The faker's reference date is fixed (the same demo every run), but
   * what "this month" shows (targets, device activity periods) follows the clock, as the transactions do.
   */
  thisMonth: string
  /** n random digits (leading zeros allowed). */
  digits: (n: number) => string
  /** A moment up to `max` hours before the reference date. */
  hoursAgo: (max: number) => Date
  outlets: { id: number; clientId: number; type: string; name: string; merchantId: number }[]
  clients: { id: number; code: string }[]
}

export const chunked = async <T>(rows: T[], size: number, insert: (part: T[]) => Promise<unknown>) => {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size))
}
