import type { Db } from '../../db/client.ts'
import { loadCandidates } from './candidates.ts'
import { resolveAt, schemesOf } from './resolve.ts'

/**
 * The fee scheme codes an outlet of a merchant (or the merchant alone, `outletId` null) has at a moment: what
 * the code recording one transaction hands the fee engine (server/areas/topup/record-topup.ts). A stream of
 * transactions resolves a timeline once instead (server/seed/transactions/world.ts).
 */
export async function schemesFor(
  db: Db,
  place: { merchantId: number; outletId: number | null },
  at: Date,
): Promise<string[]> {
  const key = place.outletId ?? place.merchantId
  const candidates = await loadCandidates(db, [{ key, ...place }], at)
  return schemesOf(resolveAt(candidates.get(key) ?? [], at.getTime()))
}
