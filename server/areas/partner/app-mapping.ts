import { sql } from 'drizzle-orm'
import { labelOf } from '#contract/engine/fields.ts'
import { AUDIENCES } from '#contract/partner/app-segment.ts'
import { partnerArea } from '#contract/partner/index.ts'
import { client, merchant, partnerAppSegment, partnerSegmentMember } from '../../db/schema/index.ts'
import { rowsOf } from '../../engine/query.ts'
import { type Row, serverResource, type WriteContext } from '../../engine/resource.ts'
import { conflict } from '../../http/errors.ts'
import { scopeBy } from '../corporate/scope.ts'
import { fieldError } from '../corporate/write-checks.ts'

/**
 * "Pemetaan Segmen MINT Partner" (issue 16 §5; contract/partner/app-mapping.ts): a merchant's partner-app segment
 * per audience, scoped like the merchant list (through the merchant's client, region, group). A user's mapping is
 * MANUAL, and "Terapkan aturan" (segment-rules.ts) never changes it; one per merchant and audience, a second is
 * 409 naming the first.
 */

const MEMBER_SOURCE_LABEL = { MANUAL: 'manual', RULE: 'aturan' } as const

/** The segment must be of the audience chosen (the form offers only those; a client could send another). */
async function checkMapping(ctx: WriteContext, input: Row): Promise<void> {
  const [segment] = rowsOf(
    await ctx.db.execute(
      sql`select audience from ${partnerAppSegment} where id = ${Number(input.segmentId)}`,
    ),
  )
  if (!segment) throw fieldError('segmentId', 'Segmen tidak ditemukan.')
  if (segment.audience !== input.audience)
    throw fieldError(
      'segmentId',
      `Segmen ini bukan segmen ${labelOf(AUDIENCES, String(input.audience)).toLowerCase()}.`,
    )
  const [existing] = rowsOf(
    await ctx.db.execute(sql`select m.id, m.source, s.code, s.name, mc.name as merchant_name
      from ${partnerSegmentMember} m join ${partnerAppSegment} s on s.id = m.segment_id
      join ${merchant} mc on mc.id = m.merchant_id
     where m.merchant_id = ${Number(input.merchantId)} and m.audience = ${String(input.audience)}
       and m.id <> ${Number(ctx.before?.id ?? 0)}`),
  )
  if (existing)
    throw conflict(
      `Merchant ${String(existing.merchant_name)} sudah dipetakan ke segmen ${labelOf(AUDIENCES, String(input.audience)).toLowerCase()} ${String(existing.name)} (${String(existing.code)}, ${MEMBER_SOURCE_LABEL[existing.source as 'MANUAL' | 'RULE']}). Ubah pemetaan itu, bukan menambah yang kedua.`,
    )
}

export const partnerSegmentMemberResource = serverResource({
  def: partnerArea.resources.partnerSegmentMember,
  table: partnerSegmentMember,
  from: sql`${partnerSegmentMember} join ${merchant} on ${merchant.id} = ${partnerSegmentMember.merchantId}
    join ${client} on ${client.id} = ${merchant.clientId}
    join ${partnerAppSegment} on ${partnerAppSegment.id} = ${partnerSegmentMember.segmentId}`,
  select: {
    merchantCode: sql<string>`${merchant.mid}::text`,
    merchantName: merchant.name,
    clientName: client.name,
    segmentCode: partnerAppSegment.code,
    segmentName: partnerAppSegment.name,
  },
  filters: {
    externalSegmentId: (id: number) => sql`${partnerSegmentMember.segmentId} = ${id}`,
    internalSegmentId: (id: number) => sql`${partnerSegmentMember.segmentId} = ${id}`,
  },
  search: [sql`${merchant.mid}::text`, merchant.name, partnerAppSegment.code, partnerAppSegment.name],
  scope: scopeBy({
    CLIENT: merchant.clientId,
    REGION: merchant.regionId,
    GROUP: merchant.groupId,
    MERCHANT: merchant.id,
  }),
  refs: { merchantId: 'merchant' },
  async toValues(input, ctx) {
    await checkMapping(ctx, input)
    // Whatever the row was, a user's choice is manual: the rules leave it alone from now on.
    return {
      merchantId: input.merchantId,
      audience: input.audience,
      segmentId: input.segmentId,
      source: 'MANUAL',
    }
  },
  unique: [
    {
      constraint: 'partner_segment_member_uq',
      field: 'merchantId',
      label: 'Merchant',
      message: 'Merchant ini sudah punya segmen dari jenis tersebut.',
    },
  ],
})
