import { sql } from 'drizzle-orm'
import type { BillerCategory, BillerProductType } from '#contract/transactions/catalogue.ts'
import { loadCandidates } from '../../areas/segmentation/candidates.ts'
import { type SchemeTimeline, schemesAt, timelineOf } from '../../areas/segmentation/resolve.ts'
import { loadFeeBook, type StoredFeeBook } from '../../areas/transactions/fee-book.ts'
import type { Db } from '../../db/client.ts'
import { rowsOf } from '../../engine/query.ts'

export interface MerchantRow {
  id: number
  clientId: number
  regionId: number
  groupId: number
  mid: string
  category: 'UMI' | 'UKE' | 'UME' | 'UBE'
  settlementBank: string
  /** Relative busyness (Pareto-like, fixed per merchant). */
  weight: number
}
export interface OutletRow {
  id: number
  code: string
  type: 'RETAIL' | 'FNB' | 'AGENT'
  pb1: boolean
  merchant: MerchantRow
  pos: DeviceRow[]
  edc: DeviceRow[]
  cashiers: string[]
}
export interface DeviceRow {
  id: number
  tid: string
  appVersion: string
  /** Acquiring bank partner of a Mycroatm EDC. */
  acquirer?: { partnerId: number; bankCode: string }
}
export interface ProductRow {
  id: number
  code: string
  category: BillerCategory
  type: BillerProductType
  partnerId: number
  denomination: number
  buyPrice: number
  sellPrice: number
  adminFee: number
  merchantFee: number
  biller: string
}
export interface IssuerRow {
  code: string
  bankCode: string
  prefix: string
  partnerId: number | null
}

/** Everything the generator draws from, as plain data (it crosses to the generator's worker thread). */
export interface WorldData {
  merchants: MerchantRow[]
  outlets: OutletRow[]
  products: ProductRow[]
  issuers: IssuerRow[]
  /** The stored fee book the engine prices every transaction with (issue 15 §4). */
  fees: StoredFeeBook
  /** The fee scheme codes of each outlet and merchant over time (their segmentation, issue 16). */
  outletTimelines: Map<number, SchemeTimeline>
  merchantTimelines: Map<number, SchemeTimeline>
  names: string[]
}

/** The corporate tree, devices, products, issuers and fee rules, with the lookups the generator uses. */
export interface World extends WorldData {
  /**
   * The fee scheme codes an outlet (its segmentation, outlet > merchant > merchant group > default) or a
   * merchant has at a moment (epoch ms): resolved once per outlet and merchant as a timeline, so a
   * transaction costs a binary search.
   */
  outletSchemes(outletId: number, at: number): string[]
  merchantSchemes(merchantId: number, at: number): string[]
}

const NO_SCHEMES: SchemeTimeline = { from: [], schemes: [] }

export const worldOf = (data: WorldData): World => ({
  ...data,
  outletSchemes: (outletId, at) => schemesAt(data.outletTimelines.get(outletId) ?? NO_SCHEMES, at),
  merchantSchemes: (merchantId, at) => schemesAt(data.merchantTimelines.get(merchantId) ?? NO_SCHEMES, at),
})

const rows = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  rowsOf(await db.execute(query)) as unknown as T[]

export async function loadWorld(db: Db, names: string[]): Promise<WorldData> {
  const merchants = await rows<Omit<MerchantRow, 'weight'>>(
    db,
    sql`select id, client_id as "clientId", region_id as "regionId", group_id as "groupId", mid,
               business_category as category, settlement_bank_code as "settlementBank"
          from merchant where status = 'ACTIVE' order by id`,
  )
  const byId = new Map<number, MerchantRow>()
  // Busyness: a few large merchants and a long tail (weight ~ 1/rank^0.8 over a fixed shuffle by id).
  for (const m of merchants) {
    const rank = 1 + (((m.id * 2654435761) % 4294967296) / 4294967296) * merchants.length
    byId.set(m.id, { ...m, weight: 1 / rank ** 0.8 })
  }
  const outlets = await rows<{
    id: number
    code: string
    type: OutletRow['type']
    pb1: boolean
    merchantId: number
  }>(
    db,
    sql`select id, code, type, pb1_active as pb1, merchant_id as "merchantId"
          from outlet where status = 'ACTIVE' order by id`,
  )
  const devices = await rows<{ id: number; tid: string; kind: string; outletId: number; appVersion: string }>(
    db,
    sql`select id, tid, kind, outlet_id as "outletId", app_version as "appVersion" from device
         where status = 'ACTIVE' and kind in ('POS', 'MYCROATM') and tid is not null order by id`,
  )
  const cashiers = await rows<{ outletId: number; name: string }>(
    db,
    sql`select outlet_id as "outletId", full_name as name from outlet_user
         where role in ('CASHIER', 'OWNER', 'SUPERVISOR') order by id`,
  )
  const banks = await rows<{ id: number; bankCode: string }>(
    db,
    sql`select id, bank_code as "bankCode" from partner where type = 'BANK' and status = 'ACTIVE' order by id`,
  )
  const outletRows: OutletRow[] = []
  const byOutlet = new Map<number, OutletRow>()
  for (const o of outlets) {
    const merchant = byId.get(o.merchantId)
    if (!merchant) continue
    const row: OutletRow = {
      id: o.id,
      code: o.code,
      type: o.type,
      pb1: o.pb1,
      merchant,
      pos: [],
      edc: [],
      cashiers: [],
    }
    outletRows.push(row)
    byOutlet.set(o.id, row)
  }
  for (const d of devices) {
    const o = byOutlet.get(d.outletId)
    if (!o) continue
    if (d.kind === 'POS') o.pos.push({ id: d.id, tid: d.tid, appVersion: d.appVersion })
    else {
      // Most EDCs are acquired by the first bank partner, the rest by the others (fixed per device).
      const bank =
        banks.length === 0
          ? undefined
          : (banks[d.id % 10 < 7 ? 0 : 1 + (d.id % Math.max(1, banks.length - 1))] ?? banks[0])
      o.edc.push({
        id: d.id,
        tid: d.tid,
        appVersion: d.appVersion,
        acquirer: bank && { partnerId: bank.id, bankCode: bank.bankCode },
      })
    }
  }
  for (const c of cashiers) byOutlet.get(c.outletId)?.cashiers.push(c.name)
  const products = await rows<ProductRow>(
    db,
    sql`select id, code, category, type, partner_id as "partnerId", denomination::int8 as denomination,
               buy_price::int8 as "buyPrice", sell_price::int8 as "sellPrice", admin_fee::int8 as "adminFee",
               merchant_fee::int8 as "merchantFee", biller
          from biller_product where status = 'ACTIVE' order by id`,
  )
  const issuers = await rows<IssuerRow>(
    db,
    sql`select code, bank_code as "bankCode", prefix, partner_id as "partnerId" from card_issuer order by code`,
  )
  const fees = await loadFeeBook(db)
  const timelines = async (subjects: { key: number; merchantId: number; outletId: number | null }[]) => {
    const out = new Map<number, SchemeTimeline>()
    for (const [key, candidates] of await loadCandidates(db, subjects, null))
      out.set(key, timelineOf(candidates))
    return out
  }
  const byOutletTimeline = await timelines(
    outletRows.map((o) => ({ key: o.id, merchantId: o.merchant.id, outletId: o.id })),
  )
  const byMerchantTimeline = await timelines(
    [...byId.values()].map((m) => ({ key: m.id, merchantId: m.id, outletId: null })),
  )
  const num = <T extends object>(r: T, keys: (keyof T)[]) => {
    for (const k of keys) (r[k] as unknown) = Number(r[k])
    return r
  }
  return {
    merchants: [...byId.values()],
    outlets: outletRows,
    products: products.map((p) =>
      num(p, ['denomination', 'buyPrice', 'sellPrice', 'adminFee', 'merchantFee']),
    ),
    issuers,
    fees,
    outletTimelines: byOutletTimeline,
    merchantTimelines: byMerchantTimeline,
    names,
  }
}
