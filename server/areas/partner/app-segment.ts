import { sql } from 'drizzle-orm'
import { partnerArea } from '#contract/partner/index.ts'
import { partner, partnerAppSegment, partnerBanner, partnerSegmentMember } from '../../db/schema/index.ts'
import { type Row, serverResource } from '../../engine/resource.ts'
import { dependent } from '../corporate/dependents.ts'
import { readByEveryScope, scopeBy } from '../corporate/scope.ts'

/**
 * Partner-app segments (issue 16 §5; contract/partner/app-segment.ts): one table, one resource per audience,
 * each fixed to its audience. External segments are their partner's (a partner user reads its own only, and
 * users of a client none); internal ones are MINT's, read by every holder of the feature. Both are written only
 * by users scoped to everything (`writableByAllScopeOnly`).
 */

const rupiahSql = (v: unknown) => sql`'Rp ' || replace(to_char(${v}, 'FM999,999,999,999,990'), ',', '.')`

/** The rule in words, as the list and the export say it: "≥ 50 transaksi dan ≥ Rp 5.000.000 (30 hari)". */
const ruleSql = sql<string>`case when ${partnerAppSegment.audience} = 'EXTERNAL' then ''
  else concat_ws(' dan ',
    case when ${partnerAppSegment.minTrxCount} is not null then '≥ ' || ${partnerAppSegment.minTrxCount} || ' transaksi' end,
    case when ${partnerAppSegment.minTrxAmount} is not null then '≥ ' || ${rupiahSql(partnerAppSegment.minTrxAmount)} end)
    || ' (30 hari)' end`

function segmentServer(
  def: typeof partnerArea.resources.externalSegment | typeof partnerArea.resources.internalSegment,
  audience: 'EXTERNAL' | 'INTERNAL',
) {
  return serverResource({
    def,
    table: partnerAppSegment,
    from: sql`${partnerAppSegment} left join ${partner} on ${partner.id} = ${partnerAppSegment.partnerId}`,
    fixed: sql`${partnerAppSegment.audience} = ${audience}`,
    select: {
      partnerCode: partner.code,
      partnerName: partner.name,
      rule: ruleSql,
      memberCount: sql<number>`(select count(*)::int from ${partnerSegmentMember} m where m.segment_id = ${partnerAppSegment.id})`,
    },
    search: [partnerAppSegment.code, partnerAppSegment.name],
    scope: audience === 'EXTERNAL' ? scopeBy({ PARTNER: partnerAppSegment.partnerId }) : readByEveryScope,
    refs: audience === 'EXTERNAL' ? { partnerId: 'partner' } : {},
    toValues: (input: Row) =>
      audience === 'EXTERNAL'
        ? { ...input, audience, minTrxCount: null, minTrxAmount: null }
        : {
            ...input,
            audience,
            partnerId: null,
            minTrxCount: input.minTrxCount ?? null,
            minTrxAmount: input.minTrxAmount ?? null,
          },
    unique: [
      {
        constraint: 'partner_app_segment_code_uq',
        field: 'code',
        label: 'Kode segmen',
        message: 'Kode segmen sudah dipakai.',
      },
    ],
    dependents: [
      dependent('pemetaan merchant', partnerSegmentMember, partnerSegmentMember.segmentId),
      {
        label: 'banner',
        count: (ids) =>
          sql`select count(*)::int as n from ${partnerBanner} where ${partnerBanner.segmentIds} && ${sql.param(ids)}::int[]`,
      },
    ],
  })
}

export const externalSegmentResource = segmentServer(partnerArea.resources.externalSegment, 'EXTERNAL')
export const internalSegmentResource = segmentServer(partnerArea.resources.internalSegment, 'INTERNAL')
