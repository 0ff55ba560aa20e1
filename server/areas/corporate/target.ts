import { sql } from 'drizzle-orm'
import { corporate } from '#contract/corporate/index.ts'
import { client, corporateGroup, merchant, merchantTarget, region } from '../../db/schema/index.ts'
import { serverResource } from '../../engine/resource.ts'
import { scopeBy } from './scope.ts'
import { one } from './write-checks.ts'

const defs = corporate.resources

// ── target ─────────────────────────────────────────────────────────────────
const tg = sql.identifier('tg_group')

const tm = sql.identifier('tg_merchant')

const tr = sql.identifier('tg_region')

export const targetResource = serverResource({
  def: defs.target,
  table: merchantTarget,
  from: sql`${merchantTarget} left join ${client} on ${client.id} = ${merchantTarget.clientId}
    left join ${region} ${tr} on ${tr}.id = ${merchantTarget.regionId}
    left join ${corporateGroup} ${tg} on ${tg}.id = ${merchantTarget.groupId}
    left join ${merchant} ${tm} on ${tm}.id = ${merchantTarget.merchantId}`,
  select: {
    subjectCode: sql`case ${merchantTarget.targetType} when 'MERCHANT' then ${tm}.mid when 'GROUP' then ${tg}.code else ${tr}.code end`,
    subjectName: sql`case ${merchantTarget.targetType} when 'MERCHANT' then ${tm}.name when 'GROUP' then ${tg}.name else ${tr}.name end`,
    clientName: client.name,
  },
  search: [merchantTarget.period, sql`${tm}.name`, sql`${tm}.mid`, sql`${tg}.name`, sql`${tr}.name`],
  scope: scopeBy({
    CLIENT: merchantTarget.clientId,
    REGION: merchantTarget.regionId,
    GROUP: merchantTarget.groupId,
    MERCHANT: merchantTarget.merchantId,
  }),
  async toValues(input, ctx) {
    const type = String(input.targetType)
    const subjectId = Number(input.subjectId)
    const resource = { MERCHANT: 'merchant', GROUP: 'group', REGION: 'region' }[type] ?? 'merchant'
    const label = { MERCHANT: 'Merchant', GROUP: 'Group', REGION: 'Region' }[type] ?? 'Subjek'
    await ctx.services.requireInScope(resource, [subjectId], 'subjectId', label)
    const ids =
      type === 'MERCHANT'
        ? await one(
            ctx,
            sql`select client_id, region_id, group_id, id as merchant_id from ${merchant} where id = ${subjectId}`,
          )
        : type === 'GROUP'
          ? await one(
              ctx,
              sql`select r.client_id, g.region_id, g.id as group_id, null as merchant_id from ${corporateGroup} g left join ${region} r on r.id = g.region_id where g.id = ${subjectId}`,
            )
          : await one(
              ctx,
              sql`select client_id, id as region_id, null as group_id, null as merchant_id from ${region} where id = ${subjectId}`,
            )
    const num = (v: unknown) => (v === null || v === undefined ? null : Number(v))
    return {
      ...input,
      clientId: num(ids.client_id),
      regionId: num(ids.region_id),
      groupId: num(ids.group_id),
      merchantId: num(ids.merchant_id),
    }
  },
  unique: [
    {
      constraint: 'merchant_target_subject_period_uq',
      field: 'period',
      label: 'Target untuk subjek dan periode ini',
    },
  ],
})
