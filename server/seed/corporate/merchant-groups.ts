import { sql } from 'drizzle-orm'
import { merchant, merchantGroup, merchantGroupMember } from '../../db/schema/index.ts'
import type { SeedContext } from './context.ts'

/** Merchant groups: tiers per client, members drawn from that client's merchants. */
export async function seedMerchantGroups({ db, faker, clients }: SeedContext): Promise<void> {
  // Merchant groups: tiers per client, members drawn from that client's merchants.
  for (const c of clients) {
    const members = await db
      .select({ id: merchant.id })
      .from(merchant)
      .where(sql`${merchant.clientId} = ${c.id}`)
    const tiers = [
      ['A', 'Warung Mitra Tier A'],
      ['B', 'Warung Mitra Tier B'],
      ['AGEN', 'Agen Mycroatm Prioritas'],
    ] as const
    for (const [suffix, name] of tiers) {
      const [g] = await db
        .insert(merchantGroup)
        .values({
          clientId: c.id,
          code: `MG-${c.code}-${suffix}`,
          name,
          description: `Segmentasi fee ${name.toLowerCase()} ${c.code}`,
        })
        .returning({ id: merchantGroup.id })
      const picked = faker.helpers.arrayElements(
        members,
        Math.min(members.length, faker.number.int({ min: 5, max: 20 })),
      )
      if (g && picked.length > 0)
        await db
          .insert(merchantGroupMember)
          .values(picked.map((m) => ({ merchantGroupId: g.id, merchantId: m.id })))
    }
  }
}
