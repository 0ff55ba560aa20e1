import { sql } from 'drizzle-orm'
import { merchant, transactionBlock } from '../../db/schema/index.ts'
import type { SeedContext } from './context.ts'

/** Transaction blocks: fraud suspicions and complaints, some expired or reopened. */
export async function seedTransactionBlocks(
  { db, faker, refDate, digits }: SeedContext,
  /** How many POS terminals were seeded (a blocked TID is one of theirs). */
  pos: number,
): Promise<void> {
  // Transaction blocks: fraud suspicions and complaints, some expired or reopened.
  const mids = await db
    .select({ mid: merchant.mid })
    .from(merchant)
    .where(sql`${merchant.status} = 'BLOCKED'`)
    .limit(5)
  const blocks: (typeof transactionBlock.$inferInsert)[] = []
  for (let i = 0; i < 24; i++) {
    const keyType = faker.helpers.arrayElement([
      'CUSTOMER_NO',
      'CARD_NO',
      'CARD_NO',
      'TID',
      'PRODUCT',
    ] as const)
    const keyValue =
      keyType === 'CUSTOMER_NO'
        ? `53${digits(10)}`
        : keyType === 'CARD_NO'
          ? `6032${digits(12)}`
          : keyType === 'TID'
            ? `POS${String(faker.number.int({ min: 1, max: pos })).padStart(5, '0')}`
            : faker.helpers.arrayElement(['PLNPRA20', 'TSEL5', 'DANA10', 'XL10'])
    const createdAt = new Date(refDate.getTime() - faker.number.int({ min: 1, max: 60 }) * 86_400_000)
    const reopened = i % 6 === 5
    blocks.push({
      keyType,
      keyValue,
      reason: faker.helpers.arrayElement([
        'Indikasi fraud: banyak transaksi gagal berturut-turut.',
        'Kartu dilaporkan hilang oleh pemilik.',
        'Permintaan bank penerbit.',
        'Produk sedang gangguan di sisi biller.',
        'Komplain pelanggan: transaksi ganda.',
      ]),
      validUntil: new Date(createdAt.getTime() + faker.number.int({ min: 7, max: 90 }) * 86_400_000),
      status: reopened ? 'REOPENED' : 'ACTIVE',
      reopenedAt: reopened ? new Date(createdAt.getTime() + 2 * 86_400_000) : null,
      reopenedBy: reopened ? 'superadmin' : null,
      createdAt,
      createdBy: 'superadmin',
      updatedAt: createdAt,
      updatedBy: 'superadmin',
    })
  }
  for (const m of mids)
    blocks.push({
      keyType: 'MID',
      keyValue: m.mid,
      reason: 'Merchant diblokir: dokumen KYC tidak valid.',
      validUntil: new Date(refDate.getTime() + 180 * 86_400_000),
      status: 'ACTIVE',
      createdBy: 'superadmin',
      updatedBy: 'superadmin',
    })
  // Keep only the first active block of a key (the table allows one active block per key).
  const seen = new Set<string>()
  await db.insert(transactionBlock).values(
    blocks.filter((b) => {
      if (b.status !== 'ACTIVE') return true
      const k = `${b.keyType}:${b.keyValue}`
      if (seen.has(k)) return false
      seen.add(k)
      return true
    }),
  )
}
