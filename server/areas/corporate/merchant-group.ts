import { sql } from 'drizzle-orm'
import { corporate } from '#contract/corporate/index.ts'
import { client, merchant, merchantGroup, merchantGroupMember } from '../../db/schema/index.ts'
import { serverResource } from '../../engine/resource.ts'
import { scopeBy } from './scope.ts'
import { fieldError, one } from './write-checks.ts'

const defs = corporate.resources

// ── merchant group ──────────────────────────────────────────────────────────
export const merchantGroupResource = serverResource({
  def: defs.merchantGroup,
  table: merchantGroup,
  from: sql`${merchantGroup} left join ${client} on ${client.id} = ${merchantGroup.clientId}`,
  select: {
    clientName: client.name,
    merchantIds: sql`coalesce((select array_agg(${merchantGroupMember.merchantId} order by ${merchantGroupMember.merchantId}) from ${merchantGroupMember} where ${merchantGroupMember.merchantGroupId} = ${merchantGroup.id}), '{}')`,
    memberCount: sql`(select count(*) from ${merchantGroupMember} where ${merchantGroupMember.merchantGroupId} = ${merchantGroup.id})::int`,
  },
  search: [merchantGroup.code, merchantGroup.name],
  scope: scopeBy({ CLIENT: client.id }),
  refs: { clientId: 'client', merchantIds: 'merchant' },
  toValues: ({ merchantIds: _members, ...input }) => input,
  async afterWrite(id, input, ctx) {
    const ids = [...new Set((input.merchantIds as number[] | undefined) ?? [])]
    if (ids.length > 0) {
      const { n } = await one(
        ctx,
        sql`select count(*)::int as n from ${merchant} where ${merchant.id} in ${ids} and ${merchant.clientId} = ${Number(input.clientId)}`,
      )
      if (Number(n) !== ids.length)
        throw fieldError(
          'merchantIds',
          'Semua merchant harus berasal dari client yang sama dengan merchant group.',
        )
    }
    await ctx.db.execute(
      sql`delete from ${merchantGroupMember} where ${merchantGroupMember.merchantGroupId} = ${id}`,
    )
    if (ids.length > 0)
      await ctx.db.execute(
        sql`insert into ${merchantGroupMember} (merchant_group_id, merchant_id) select ${id}, unnest(${sql.param(ids)}::int[])`,
      )
  },
  unique: [{ constraint: 'merchant_group_code_unique', field: 'code', label: 'Kode merchant group' }],
})
