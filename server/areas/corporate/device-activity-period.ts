import { sql } from 'drizzle-orm'
import { corporate } from '#contract/corporate/index.ts'
import { client, deviceActivityPeriod } from '../../db/schema/index.ts'
import { serverResource } from '../../engine/resource.ts'
import { scopeBy } from './scope.ts'
import { fieldError, one } from './write-checks.ts'

const defs = corporate.resources

// ── device activity periods ────────────────────────────────────────────────
export const deviceActivityPeriodResource = serverResource({
  def: defs.deviceActivityPeriod,
  table: deviceActivityPeriod,
  from: sql`${deviceActivityPeriod} left join ${client} on ${client.id} = ${deviceActivityPeriod.clientId}`,
  select: {
    clientName: client.name,
    startDate: sql`${deviceActivityPeriod.startDate}::text`,
    endDate: sql`${deviceActivityPeriod.endDate}::text`,
  },
  search: [deviceActivityPeriod.code, deviceActivityPeriod.name],
  scope: scopeBy({ CLIENT: client.id }),
  refs: { clientId: 'client' },
  async toValues(input, ctx) {
    const { n } = await one(
      ctx,
      sql`select count(*)::int as n from ${deviceActivityPeriod} where client_id = ${Number(input.clientId)}
        and start_date <= ${String(input.endDate)}::date and end_date >= ${String(input.startDate)}::date
        and id <> ${Number(ctx.before?.id ?? 0)}`,
    )
    if (Number(n) > 0)
      throw fieldError(
        'startDate',
        'Periode ini bertumpang tindih dengan periode lain milik client yang sama.',
      )
    return input
  },
  unique: [{ constraint: 'device_activity_period_code_unique', field: 'code', label: 'Kode periode' }],
})
