import { inArray, sql } from 'drizzle-orm'
import type { FeeSchemeInput } from '#contract/fees/schemes.ts'
import { KIND_SPECS, type Level, SEGMENT_KINDS, type SegmentKind } from '#contract/segmentation/kinds.ts'
import type { SegmentSettings } from '#contract/segmentation/settings.ts'
import { schemeRow } from '../areas/transactions/fee-book.ts'
import type { Db } from '../db/client.ts'
import {
  appsFeature,
  billerProduct,
  feeScheme,
  merchant,
  merchantGroup,
  segment,
  segmentAssignment,
  segmentVersion,
} from '../db/schema/index.ts'
import { rowsOf } from '../engine/query.ts'

/**
 * Segments a database starts with (issue 16). The default segment of each kind (every merchant, level
 * DEFAULT) names what every merchant had before segmentation, so the fees stay the fee book's schedule: every
 * ADMIN and MDR scheme of its kind (server/seed/fee-schemes.ts, the biller products' admin schemes), every
 * app feature and biller product, every payment and deposit method. Reference data: inserted by code when
 * missing, never over an operator's versions; a kind whose schemes do not exist yet (a database without the
 * demo's biller products) gets its default when they do (the demo calls this again after its catalogue).
 */

const SINCE = '2020-01-01T00:00:00+07:00'

export interface SeedVersion {
  effectiveFrom: string
  level: Level
  targetIds?: number[]
  settings: Partial<SegmentSettings>
  state?: 'APPROVED' | 'PROPOSED'
  proposedBy?: string
  proposedAt?: string
  decidedBy?: string
  note?: string
}

/** Inserts a segment with its versions (numbered in order) and their assignments; returns its id. */
export async function insertSegment(
  db: Db,
  s: { code: string; name: string; kind: SegmentKind; versions: SeedVersion[] },
): Promise<number> {
  const [row] = await db
    .insert(segment)
    .values({ code: s.code, name: s.name, kind: s.kind })
    .returning({ id: segment.id })
  if (!row) throw new Error(`segment ${s.code} not inserted`)
  for (const [i, v] of s.versions.entries()) {
    const state = v.state ?? 'APPROVED'
    const [ver] = await db
      .insert(segmentVersion)
      .values({
        segmentId: row.id,
        version: i + 1,
        effectiveFrom: new Date(v.effectiveFrom),
        state,
        level: v.level,
        settings: v.settings,
        note: v.note ?? '',
        proposedBy: v.proposedBy ?? 'system',
        // A proposal was made before its day; an approved seed version when it began.
        proposedAt:
          state === 'APPROVED' ? new Date(v.effectiveFrom) : new Date(v.proposedAt ?? v.effectiveFrom),
        decidedBy: state === 'APPROVED' ? (v.decidedBy ?? 'system') : null,
        decidedAt: state === 'APPROVED' ? new Date(v.effectiveFrom) : null,
      })
      .returning({ id: segmentVersion.id })
    if (!ver) throw new Error(`segment ${s.code} v${i + 1} not inserted`)
    const targets = v.level === 'DEFAULT' ? [0] : (v.targetIds ?? [])
    if (targets.length > 0)
      await db
        .insert(segmentAssignment)
        .values(targets.map((targetId) => ({ versionId: ver.id, level: v.level, targetId })))
  }
  return row.id
}

/** The codes of the stored schemes a kind may name, in code order. */
async function schemeCodesOf(db: Db, kind: SegmentKind): Promise<string[]> {
  const rules = KIND_SPECS[kind].schemes ?? []
  const codes: string[] = []
  for (const r of rules) {
    const rows = rowsOf(
      await db.execute(sql`
        select distinct s.code from ${feeScheme} s
         where s.status = 'ACTIVE' and s.kind = ${r.trxKind} and s.component = ${r.component}
           ${r.shared ? sql`and s.sharing is not null` : sql``}
           ${
             r.productType
               ? sql`and exists (select 1 from ${billerProduct} p where p.code = any(s.products) and p.type = ${r.productType})`
               : sql``
           }
         order by s.code`),
    )
    for (const x of rows) codes.push(String(x.code))
  }
  return codes
}

export const defaultCode = (kind: SegmentKind) => `DEFAULT-${KIND_SPECS[kind].slug.toUpperCase()}`

/** What the default segment of a kind holds, or null when there is nothing to name yet. */
async function defaultSettings(db: Db, kind: SegmentKind): Promise<Partial<SegmentSettings> | null> {
  const spec = KIND_SPECS[kind]
  const settings: Partial<SegmentSettings> = {}
  if (spec.schemes) {
    if (kind === 'SHARING_FEE') return null // the admin and MDR defaults carry their sharing already
    settings.schemes = await schemeCodesOf(db, kind)
    if (settings.schemes.length === 0) return null
  }
  if (spec.limits) {
    // QRIS and card payments: at most Rp10 juta a transaction (PADG 24/1/PADG/2022) [?] for the others.
    settings.limitPerTrx = kind === 'MYCROATM' ? 5_000_000 : 10_000_000
    settings.limitPerDay = kind === 'MYCROATM' ? 20_000_000 : 100_000_000
  }
  if (spec.extra === 'features')
    settings.featureIds = (await db.select({ id: appsFeature.id }).from(appsFeature)).map((r) => r.id)
  if (spec.extra === 'products') {
    settings.productIds = (await db.select({ id: billerProduct.id }).from(billerProduct)).map((r) => r.id)
    if (settings.productIds.length === 0) return null
  }
  if (spec.extra === 'paymentMethods') settings.paymentMethods = ['CASH', 'QRIS', 'DEBIT', 'CREDIT', 'EMONEY']
  if (spec.extra === 'saving') Object.assign(settings, { minBalance: 10_000, maxBalance: 100_000_000 })
  if (spec.extra === 'deposit')
    Object.assign(settings, { depositMethods: ['VA', 'TRANSFER'], minTopup: 10_000 })
  return settings
}

export async function seedDefaultSegments(db: Db): Promise<void> {
  const have = new Set((await db.select({ code: segment.code }).from(segment)).map((r) => r.code))
  for (const kind of SEGMENT_KINDS) {
    const code = defaultCode(kind)
    if (have.has(code)) continue
    const settings = await defaultSettings(db, kind)
    if (!settings) continue
    await insertSegment(db, {
      code,
      name: `Default ${KIND_SPECS[kind].singular.replace(/^Segmen /, '')}`,
      kind,
      versions: [{ effectiveFrom: SINCE, level: 'DEFAULT', settings, note: 'Jadwal biaya awal' }],
    })
  }
}

/** Demo schemes the differentiated segments name (DOMAIN.md §2 and the BRILink reference point [?]). */
const DEMO_SCHEMES: FeeSchemeInput[] = [
  {
    code: 'ADM-PLNPRA-TIERA',
    label: 'Admin token PLN warung tier A',
    component: 'ADMIN',
    bearer: 'CUSTOMER',
    type: 'FLAT',
    amount: 2_000,
    match: {
      kind: 'BILLER',
      products: ['PLNPRA20', 'PLNPRA50', 'PLNPRA100', 'PLNPRA200', 'PLNPRA500', 'PLNPRA1000'],
    },
    sharing: {
      shares: [
        { type: 'PERCENT', partnerId: 'MERCHANT', bps: 5_000 },
        { type: 'PERCENT', partnerId: 'PTN003', bps: 3_000 },
      ],
      remainderTo: 'MINT',
    },
    validFrom: '2020-01-01',
  },
  {
    code: 'ATM-TRF-OFFUS-PRIO',
    label: 'Transfer antarbank agen prioritas',
    component: 'ADMIN',
    bearer: 'CUSTOMER',
    type: 'FLAT',
    amount: 5_000,
    match: { kind: 'MYCROATM', products: ['TRANSFER_OFF_US'] },
    validFrom: '2020-01-01',
  },
  {
    code: 'MDR-DEBIT-KORP',
    label: 'MDR debit merchant korporat',
    component: 'MDR',
    bearer: 'MERCHANT',
    type: 'PERCENT',
    bps: 10,
    match: { kind: 'RETAIL', paymentMethods: ['DEBIT'] },
    validFrom: '2020-01-01',
  },
  {
    code: 'MDR-CREDIT-KORP',
    label: 'MDR kartu kredit merchant korporat',
    component: 'MDR',
    bearer: 'MERCHANT',
    type: 'PERCENT',
    bps: 180,
    match: { kind: 'RETAIL', paymentMethods: ['CREDIT'] },
    validFrom: '2020-01-01',
  },
]

const replace = (codes: string[], out: (c: string) => boolean, add: string[]) => [
  ...add,
  ...codes.filter((c) => !out(c)),
]

/**
 * The demo's differentiated segments, after its catalogue: warung tier A of CLT001 pays Rp2.000 admin on PLN
 * tokens since 1 October 2026 (v2 of its prepaid segment), the priority Mycroatm agents of CLT001 charge
 * Rp5.000 for an interbank transfer, and one large merchant of CLT002 has a lower debit MDR, with a credit
 * MDR change proposed by superadmin and waiting for a second user (supervisor).
 */
export async function seedDemoSegments(db: Db): Promise<void> {
  await seedDefaultSegments(db)
  await db.insert(feeScheme).values(DEMO_SCHEMES.map(schemeRow)).onConflictDoNothing()
  const groups = await db
    .select({ id: merchantGroup.id, code: merchantGroup.code })
    .from(merchantGroup)
    .where(inArray(merchantGroup.code, ['MG-CLT001-A', 'MG-CLT001-AGEN']))
  const groupId = (code: string) => groups.find((g) => g.code === code)?.id
  const prepaid = await schemeCodesOf(db, 'BILLER_PREPAID')
  const atm = await schemeCodesOf(db, 'MYCROATM')
  const retail = await schemeCodesOf(db, 'RETAIL')
  const tierA = groupId('MG-CLT001-A')
  if (tierA)
    await insertSegment(db, {
      code: 'BPR-TIERA',
      name: 'Biller Prabayar Warung Tier A',
      kind: 'BILLER_PREPAID',
      versions: [
        {
          effectiveFrom: SINCE,
          level: 'MERCHANT_GROUP',
          targetIds: [tierA],
          settings: {
            schemes: prepaid.filter((c) => c !== 'ADM-PLNPRA-TIERA'),
            limitPerTrx: 5_000_000,
            limitPerDay: 50_000_000,
          },
          note: 'Segmen warung tier A',
        },
        {
          effectiveFrom: '2026-10-01T00:00:00+07:00',
          level: 'MERCHANT_GROUP',
          targetIds: [tierA],
          settings: {
            schemes: replace(prepaid, (c) => c.startsWith('ADM-PLNPRA'), ['ADM-PLNPRA-TIERA']),
            limitPerTrx: 5_000_000,
            limitPerDay: 50_000_000,
          },
          proposedBy: 'superadmin',
          decidedBy: 'supervisor',
          note: 'Admin token PLN Rp2.000 untuk warung tier A',
        },
      ],
    })
  const agen = groupId('MG-CLT001-AGEN')
  if (agen)
    await insertSegment(db, {
      code: 'ATM-PRIO',
      name: 'Agen Mycroatm Prioritas',
      kind: 'MYCROATM',
      versions: [
        {
          effectiveFrom: SINCE,
          level: 'MERCHANT_GROUP',
          targetIds: [agen],
          settings: {
            schemes: replace(atm, (c) => c.startsWith('ATM-TRF-OFFUS'), ['ATM-TRF-OFFUS-PRIO']),
            limitPerTrx: 10_000_000,
            limitPerDay: 50_000_000,
          },
          note: 'Transfer antarbank lebih murah untuk agen prioritas',
        },
      ],
    })
  const [big] = await db
    .select({ id: merchant.id })
    .from(merchant)
    .where(sql`${merchant.clientId} = (select id from client where code = 'CLT002')`)
    // The largest business there is (UBE, else UME …): a corporate merchant with its own MDR.
    .orderBy(
      sql`array_position(array['UBE', 'UME', 'UKE', 'UMI'], ${merchant.businessCategory}::text)`,
      merchant.id,
    )
    .limit(1)
  if (big) {
    const korp = replace(retail, (c) => c.startsWith('MDR-DEBIT') || c.endsWith('-KORP'), ['MDR-DEBIT-KORP'])
    await insertSegment(db, {
      code: 'MDR-KORP',
      name: 'MDR Merchant Korporat',
      kind: 'RETAIL',
      versions: [
        {
          effectiveFrom: SINCE,
          level: 'MERCHANT',
          targetIds: [big.id],
          settings: { schemes: korp, limitPerTrx: 10_000_000, limitPerDay: 500_000_000 },
          note: 'MDR debit korporat 0,1%',
        },
        {
          effectiveFrom: '2026-12-01T00:00:00+07:00',
          level: 'MERCHANT',
          targetIds: [big.id],
          settings: {
            schemes: replace(korp, (c) => c.startsWith('MDR-CREDIT'), ['MDR-CREDIT-KORP']),
            limitPerTrx: 10_000_000,
            limitPerDay: 500_000_000,
          },
          state: 'PROPOSED',
          proposedBy: 'superadmin',
          proposedAt: '2026-11-01T10:00:00+07:00',
          note: 'MDR kartu kredit korporat 1,8%',
        },
      ],
    })
  }
}
