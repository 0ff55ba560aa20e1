import { eq, sql } from 'drizzle-orm'
import { priceTransaction } from '#contract/fees/price.ts'
import type { ImpactResult, impactPreview } from '#contract/segmentation/api.ts'
import { KIND_SPECS, type Level, type SegmentKind } from '#contract/segmentation/kinds.ts'
import { type SegmentSettings, schemesOfText } from '#contract/segmentation/settings.ts'
import type { PaymentMethod, TrxKind } from '#contract/transactions/catalogue.ts'
import { authOf } from '../../access/enforce.ts'
import type { Db } from '../../db/client.ts'
import { segment, segmentAssignment, segmentVersion } from '../../db/schema/index.ts'
import type { EndpointHandler } from '../../engine/endpoint.ts'
import { rowsOf } from '../../engine/query.ts'
import { badRequest, forbidden, notFound } from '../../http/errors.ts'
import { loadFeeBook } from '../transactions/fee-book.ts'
import { wibToday } from './describe.ts'

/**
 * POST /segmentation/impact (issue 16 item 2): before a change is saved (a draft of the form) or approved (a
 * proposed version), how many merchants and outlets it changes and what the last 30 days' fees of those
 * merchants were against what they would have been under it.
 *
 * Who is affected follows the assignments and the precedence (outlet > merchant > merchant group >
 * default): a merchant is affected when the segment decides its kind before or after the change and the
 * change alters what it gets (gained, lost, or new settings); one whose more specific level names another
 * segment of the kind is not. One statement ranks, per merchant the change can reach, the best other segment
 * of the kind in force now (index look-ups per merchant: segment_assignment_target_idx), and the segment's
 * level before and after; outlets the same way with their own overrides.
 *
 * Fees come from the daily rollup (trx_daily_live: per WIB day, merchant and subject the count and sums of
 * successful transactions), never from transaction rows: "before" is the fees charged, "after" prices each
 * day's average transaction of a merchant's category and subject with the schemes the merchant would have
 * (the new version's, or for a merchant the change leaves, the segment that decides for it then) times the
 * count. Exact for flat fees; for percentages (rounding per transaction), tiers, minimums and maximums and
 * per-sheet fees an estimate, which the answer says.
 */

type Assignment = { level: Level; targetIds: number[] }

/** Which rows of the rollup a money kind's schemes price, and how a row's subject becomes the engine's product. */
const FEE_SOURCES: Partial<
  Record<SegmentKind, { trxKind: TrxKind; filter: ReturnType<typeof sql>; product: ReturnType<typeof sql> }>
> = {
  RETAIL: { trxKind: 'RETAIL', filter: sql`true`, product: sql`d.subject` },
  BILLER_PREPAID: {
    trxKind: 'BILLER',
    filter: sql`exists (select 1 from biller_product p where p.code = d.subject and p.type = 'PREPAID')`,
    product: sql`d.subject`,
  },
  BILLER_POSTPAID: {
    trxKind: 'BILLER',
    filter: sql`exists (select 1 from biller_product p where p.code = d.subject and p.type = 'POSTPAID')`,
    product: sql`d.subject`,
  },
  // On-us when the acquiring bank of the EDC issued the card (server/seed/transactions/kinds.ts).
  MYCROATM: {
    trxKind: 'MYCROATM',
    filter: sql`true`,
    product: sql`d.subject || case when (select bank_code from partner where id = d.partner_id) = d.bank_code
                                then '_ON_US' else '_OFF_US' end`,
  },
  // On-us when the card's issuer is the merchant's settlement bank (server/seed/transactions/cards.ts).
  TOPUP: {
    trxKind: 'TOPUP',
    filter: sql`true`,
    product: sql`case when (select bank_code from card_issuer where code = d.subject) = m.settlement_bank_code
                 then 'ON_US' else 'OFF_US' end`,
  },
  DEPOSIT_PAYMENT: { trxKind: 'DEPOSIT', filter: sql`true`, product: sql`d.subject` },
}

const json = (v: unknown) => JSON.stringify(v)
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** The version in force now of a segment (id, settings and assignment), or null. */
async function currentOf(db: Db, segmentId: number) {
  const [v] = rowsOf(
    await db.execute(sql`select id, level, settings from ${segmentVersion}
      where segment_id = ${segmentId} and state = 'APPROVED' and effective_from <= now()
      order by effective_from desc, version desc limit 1`),
  )
  if (!v) return null
  const targets = await db
    .select({ targetId: segmentAssignment.targetId })
    .from(segmentAssignment)
    .where(eq(segmentAssignment.versionId, Number(v.id)))
  const settings = (
    typeof v.settings === 'string' ? JSON.parse(v.settings) : v.settings
  ) as Partial<SegmentSettings>
  return {
    assignment: {
      level: v.level as Level,
      targetIds: v.level === 'DEFAULT' ? [] : targets.map((t) => t.targetId),
    },
    settings,
  }
}

export interface ImpactQuestion {
  kind: SegmentKind
  segmentId: number | null
  proposed: Assignment & { settings: Partial<SegmentSettings> }
}

const assignmentRows = (a: Assignment | null) =>
  a === null
    ? []
    : a.level === 'DEFAULT'
      ? [{ l: 'DEFAULT', t: 0 }]
      : a.targetIds.map((t) => ({ l: a.level, t }))

export async function impactOf(db: Db, q: ImpactQuestion): Promise<ImpactResult> {
  const old = q.segmentId ? await currentOf(db, q.segmentId) : null
  const settingsChanged = !same(old?.settings ?? null, q.proposed.settings)
  const oldRows = assignmentRows(old?.assignment ?? null)
  const newRows = assignmentRows(q.proposed)
  const any = (rows: { l: string }[], level: string) => rows.some((r) => r.l === level)
  const reachesAll = any(oldRows, 'DEFAULT') || any(newRows, 'DEFAULT')
  // Per merchant the change can reach: the best other segment now, and the segment's rank before and after.
  const merchants = rowsOf(
    await db.execute(sql`
      with old_t as (select * from jsonb_to_recordset(${json(oldRows)}::jsonb) as x(l text, t int)),
           new_t as (select * from jsonb_to_recordset(${json(newRows)}::jsonb) as x(l text, t int)),
           both_t as (select * from old_t union select * from new_t),
           cand as (
             ${reachesAll ? sql`select id as merchant_id from merchant union ` : sql``}
             select g.merchant_id from merchant_group_member g join both_t b on b.l = 'MERCHANT_GROUP' and b.t = g.merchant_group_id
             union select b.t from both_t b where b.l = 'MERCHANT'
             union select o.merchant_id from outlet o join both_t b on b.l = 'OUTLET' and b.t = o.id),
           cur as (
             select distinct on (v.segment_id) v.id, v.segment_id, s.code from segment_version v
               join segment s on s.id = v.segment_id
              where s.kind = ${q.kind} and s.id <> ${q.segmentId ?? 0} and v.state = 'APPROVED' and v.effective_from <= now()
              order by v.segment_id, v.effective_from desc, v.version desc)
      select c.merchant_id, o.rank as other_rank, o.segment_id as other_segment,
        (select coalesce(max(case b.l when 'MERCHANT' then 3 when 'MERCHANT_GROUP' then 2 when 'DEFAULT' then 1 else 0 end), 0)
           from old_t b where (b.l = 'MERCHANT' and b.t = c.merchant_id) or b.l = 'DEFAULT'
              or (b.l = 'MERCHANT_GROUP' and exists (select 1 from merchant_group_member g where g.merchant_group_id = b.t and g.merchant_id = c.merchant_id))) as old_rank,
        (select coalesce(max(case b.l when 'MERCHANT' then 3 when 'MERCHANT_GROUP' then 2 when 'DEFAULT' then 1 else 0 end), 0)
           from new_t b where (b.l = 'MERCHANT' and b.t = c.merchant_id) or b.l = 'DEFAULT'
              or (b.l = 'MERCHANT_GROUP' and exists (select 1 from merchant_group_member g where g.merchant_group_id = b.t and g.merchant_id = c.merchant_id))) as new_rank,
        (select count(*)::int from outlet x where x.merchant_id = c.merchant_id
            and not exists (select 1 from segment_assignment a join cur on cur.id = a.version_id
                             where a.level = 'OUTLET' and a.target_id = x.id)) as free_outlets
        from cand c
        left join lateral (
          select 3 as rank, cur.segment_id, cur.code from cur join segment_assignment a on a.version_id = cur.id
           where a.level = 'MERCHANT' and a.target_id = c.merchant_id
          union all
          select 2, cur.segment_id, cur.code from cur join segment_assignment a on a.version_id = cur.id
            join merchant_group_member g on g.merchant_group_id = a.target_id and g.merchant_id = c.merchant_id
           where a.level = 'MERCHANT_GROUP'
          union all
          select 1, cur.segment_id, cur.code from cur join segment_assignment a on a.version_id = cur.id
           where a.level = 'DEFAULT'
          order by 1 desc, 3 limit 1) o on true`),
  )
  let affected = 0
  let gained = 0
  let lost = 0
  let outlets = 0
  const winners: { m: number; w: number }[] = []
  for (const r of merchants) {
    const other = Number(r.other_rank ?? 0)
    const winsOld = Number(r.old_rank) > other
    const winsNew = Number(r.new_rank) > other
    if (winsNew && !winsOld) gained++
    if (winsOld && !winsNew) lost++
    if (winsOld !== winsNew || (winsNew && settingsChanged)) {
      affected++
      outlets += Number(r.free_outlets)
      // Who decides the merchant's kind after the change: the proposal (0) or the other segment, if any.
      winners.push({ m: Number(r.merchant_id), w: winsNew ? 0 : Number(r.other_segment ?? -1) })
    }
  }
  // Outlet-level versions: the outlets they name (an outlet's own segment wins over everything else).
  const outletTargets = (a: Assignment | null) => (a?.level === 'OUTLET' ? a.targetIds : [])
  const oldOutlets = new Set(outletTargets(old?.assignment ?? null))
  const newOutlets = new Set(outletTargets(q.proposed))
  const touched = [...new Set([...oldOutlets, ...newOutlets])].filter(
    (o) => oldOutlets.has(o) !== newOutlets.has(o) || (newOutlets.has(o) && settingsChanged),
  )
  let outletMerchants = 0
  if (touched.length > 0) {
    outlets += touched.length
    const [n] = rowsOf(
      await db.execute(sql`select count(distinct merchant_id)::int as n from outlet where id in ${touched}`),
    )
    outletMerchants = Number(n?.n ?? 0)
  }
  const notes: string[] = []
  if (touched.length > 0)
    notes.push(
      `${touched.length} outlet dengan segmen tingkat outlet (${outletMerchants} merchant) berubah; biaya tidak diperkirakan per outlet.`,
    )
  const fees = await feesOf(db, q, winners, notes)
  return { merchants: affected + outletMerchants, outlets, gained, lost, fees, notes }
}

async function feesOf(
  db: Db,
  q: ImpactQuestion,
  winners: { m: number; w: number }[],
  notes: string[],
): Promise<ImpactResult['fees']> {
  const source = FEE_SOURCES[q.kind]
  if (!source) {
    if (q.kind === 'SHARING_FEE')
      notes.push('Sharing fee mengubah pembagian biaya kepada mitra, bukan biaya yang dibayar.')
    return null
  }
  const today = await wibToday(db)
  const to = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - 30 * 86_400_000).toISOString().slice(0, 10)
  if (winners.length === 0) return { from, to, trxCount: 0, before: 0, after: 0, estimated: false }
  const rows = rowsOf(
    await db.execute(sql`
      with w as (select * from jsonb_to_recordset(${json(winners)}::jsonb) as x(m int, w int))
      select w.w as winner, ${source.product} as product, m.business_category as category, d.day::text as day,
             sum(d.trx_count)::int8 as n, sum(d.amount)::int8 as amount, sum(d.fee)::int8 as fee
        from trx_daily_live d join w on w.m = d.merchant_id join merchant m on m.id = d.merchant_id
       where d.kind = ${source.trxKind} and d.status = 'SUCCESS' and d.day between ${from}::date and ${to}::date
         and ${source.filter}
       group by 1, 2, 3, 4`),
  )
  // The schemes of each winner: the proposal's, and the other segments' in force now.
  const schemesBy = new Map<number, string[]>([[0, q.proposed.settings.schemes ?? []]])
  const others = [...new Set(winners.map((x) => x.w).filter((w) => w > 0))]
  for (const id of others) schemesBy.set(id, (await currentOf(db, id))?.settings.schemes ?? [])
  const stored = await loadFeeBook(db)
  let before = 0
  let after = 0
  let count = 0
  let estimated = false
  for (const r of rows) {
    const n = Number(r.n)
    if (n <= 0) continue
    count += n
    before += Number(r.fee)
    const average = Math.round(Number(r.amount) / n)
    const priced = priceTransaction(stored.book, {
      kind: source.trxKind,
      ...(source.trxKind === 'RETAIL'
        ? { paymentMethod: String(r.product) as PaymentMethod }
        : { product: String(r.product) }),
      amount: average,
      at: new Date(`${String(r.day)}T12:00:00+07:00`),
      merchant: {
        category: String(r.category) as 'UMI',
        schemes: schemesBy.get(Number(r.winner)) ?? [],
        taxes: [],
      },
    })
    for (const line of priced.lines) {
      if (line.component !== 'ADMIN' && line.component !== 'MDR') continue
      after += line.amount * n
      const s = stored.book.schemes.get(line.code)?.[0]
      if (s && (s.type !== 0 || s.perUnit || s.min > 0 || s.max !== Number.POSITIVE_INFINITY))
        estimated = true
    }
  }
  if (estimated)
    notes.push(
      'Biaya persentase, bertingkat, dengan minimum/maksimum atau per lembar diperkirakan dari rata-rata nominal per hari (rollup harian), bukan per transaksi.',
    )
  return { from, to, trxCount: count, before, after, estimated }
}

/** The handler: a proposed version, or a draft of the form. */
export const impact =
  (db: Db): EndpointHandler<typeof impactPreview> =>
  async (request) => {
    const auth = authOf(request)
    // It counts every client's merchants and fees: only for users scoped to all data, as segment writes are.
    if (auth.userTypeLevel !== 'ALL')
      throw forbidden('Pratinjau dampak hanya untuk pengguna dengan cakupan semua data.')
    const b = request.body
    if (b.versionId !== undefined) {
      const [v] = await db.select().from(segmentVersion).where(eq(segmentVersion.id, b.versionId))
      if (!v) throw notFound('Versi segmen tidak ditemukan.')
      const [seg] = await db.select().from(segment).where(eq(segment.id, v.segmentId))
      if (!seg) throw notFound('Versi segmen tidak ditemukan.')
      const targets = await db
        .select({ targetId: segmentAssignment.targetId })
        .from(segmentAssignment)
        .where(eq(segmentAssignment.versionId, v.id))
      return impactOf(db, {
        kind: seg.kind,
        segmentId: seg.id,
        proposed: {
          level: v.level,
          targetIds: v.level === 'DEFAULT' ? [] : targets.map((t) => t.targetId),
          settings: v.settings,
        },
      })
    }
    if (!b.kind || !b.level)
      throw badRequest('Jenis segmen dan tingkat penerapan wajib diisi.', {
        errors: [{ field: b.kind ? 'level' : 'kind', message: 'Wajib diisi.' }],
      })
    if (b.segmentId) {
      const [seg] = await db.select().from(segment).where(eq(segment.id, b.segmentId))
      if (!seg || seg.kind !== b.kind) throw notFound('Segmen tidak ditemukan.')
    }
    const schemes = KIND_SPECS[b.kind].schemes ? schemesOfText(b.schemes) : undefined
    const base = b.segmentId ? await currentOf(db, b.segmentId) : null
    return impactOf(db, {
      kind: b.kind,
      segmentId: b.segmentId ?? null,
      proposed: {
        level: b.level,
        targetIds: b.level === 'DEFAULT' ? [] : b.targetIds,
        // A draft changes the schemes (and the assignment); its other settings are compared as they stand.
        settings: {
          ...(base?.settings ?? {}),
          ...(schemes ? { schemes } : {}),
          ...(KIND_SPECS[b.kind].limits
            ? { limitPerTrx: b.limitPerTrx ?? null, limitPerDay: b.limitPerDay ?? null }
            : {}),
        },
      },
    })
  }
