import { sql } from 'drizzle-orm'
import * as defs from '#contract/corporate/operations.ts'
import { hashPin, newPin } from '../../auth/pin.ts'
import {
  appVersion,
  client,
  corporateGroup,
  device,
  deviceActivityPeriod,
  merchant,
  merchantGroup,
  merchantGroupMember,
  merchantTarget,
  outlet,
  outletUser,
  region,
  transactionBlock,
} from '../../db/schema/index.ts'
import { rowsOf } from '../../engine/query.ts'
import { type Expr, type Row, serverResource, type WriteContext } from '../../engine/resource.ts'
import { badRequest } from '../../http/errors.ts'
import { scopeBy } from './scope.ts'

const fieldError = (field: string, message: string) => badRequest(message, { errors: [{ field, message }] })

async function one(ctx: WriteContext, query: ReturnType<typeof sql>): Promise<Row> {
  const row = rowsOf(await ctx.db.execute(query))[0]
  if (!row) throw new Error('expected a row')
  return row
}

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

// ── outlet users ───────────────────────────────────────────────────────────
const joinsVia = (outletIdColumn: Expr) => sql`join ${outlet} on ${outlet.id} = ${outletIdColumn}
  left join ${merchant} on ${merchant.id} = ${outlet.merchantId}
  left join ${corporateGroup} on ${corporateGroup.id} = ${merchant.groupId}
  left join ${region} on ${region.id} = ${merchant.regionId}
  left join ${client} on ${client.id} = ${outlet.clientId}`
const outletScope = scopeBy({
  CLIENT: outlet.clientId,
  REGION: merchant.regionId,
  GROUP: merchant.groupId,
  MERCHANT: outlet.merchantId,
})
const clientOfOutlet = async (ctx: WriteContext, outletId: unknown) =>
  Number((await one(ctx, sql`select client_id from ${outlet} where id = ${Number(outletId)}`)).client_id)

async function mailPin(ctx: WriteContext, to: string, username: string, pin: string, initial: boolean) {
  await ctx.services.sendMail({
    to,
    subject: initial ? 'PIN aplikasi outlet Anda' : 'PIN baru aplikasi outlet Anda',
    text: `Halo ${username},\n\n${initial ? 'Akun aplikasi outlet Anda telah dibuat.' : 'PIN Anda telah direset oleh administrator.'} PIN Anda: ${pin}\n\nSegera ganti PIN ini setelah login pertama. Jangan berikan PIN kepada siapa pun, termasuk petugas.\n`,
  })
}

export const outletUserResource = serverResource({
  def: defs.outletUser,
  table: outletUser,
  from: sql`${outletUser} ${joinsVia(outletUser.outletId)}`,
  select: {
    outletName: outlet.name,
    merchantName: merchant.name,
  },
  search: [outletUser.username, outletUser.fullName, outletUser.phone],
  scope: outletScope,
  refs: { outletId: 'outlet' },
  async toValues(input, ctx) {
    const values: Row = { ...input, clientId: await clientOfOutlet(ctx, input.outletId) }
    if (!ctx.before) {
      const pin = newPin()
      values.pinHash = await hashPin(pin)
      await mailPin(ctx, String(input.email), String(input.username), pin, true)
    }
    return values
  },
  unique: [{ constraint: 'outlet_user_username_unique', field: 'username', label: 'Username' }],
  actions: {
    async 'reset-pin'(row, ctx) {
      const pin = newPin()
      await ctx.db.execute(
        sql`update ${outletUser} set pin_hash = ${await hashPin(pin)}, pin_changed_at = now(), updated_at = now(), updated_by = ${ctx.auth.username} where id = ${Number(row.id)}`,
      )
      await mailPin(ctx, String(row.email), String(row.username), pin, false)
      return `PIN baru telah dikirim ke ${String(row.email)}.`
    },
  },
})

// ── devices: one table, three screens ──────────────────────────────────────
function deviceResource(def: typeof defs.deviceOutlet, kind: 'POS' | 'MYCROATM' | 'PRINTER') {
  return serverResource({
    def,
    table: device,
    from: sql`${device} ${joinsVia(device.outletId)}`,
    fixed: sql`${device.kind} = ${kind}`,
    select: {
      outletName: outlet.name,
      merchantName: merchant.name,
      clientName: client.name,
    },
    search: [device.tid, device.serialNumber, device.ipAddress, outlet.name],
    scope: outletScope,
    refs: { outletId: 'outlet' },
    toValues: async (input, ctx) => ({ ...input, kind, clientId: await clientOfOutlet(ctx, input.outletId) }),
    unique: [
      { constraint: 'device_serial_number_unique', field: 'serialNumber', label: 'Serial number' },
      { constraint: 'device_tid_unique', field: 'tid', label: 'TID' },
    ],
  })
}
export const deviceOutletResource = deviceResource(defs.deviceOutlet, 'POS')
export const deviceMycroatmResource = deviceResource(defs.deviceMycroatm, 'MYCROATM')
export const printerKitchenResource = deviceResource(
  defs.printerKitchen as unknown as typeof defs.deviceOutlet,
  'PRINTER',
)

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

// ── app versions (global) ──────────────────────────────────────────────────
export const appVersionResource = serverResource({
  def: defs.appVersion,
  table: appVersion,
  select: {
    releaseDate: sql`${appVersion.releaseDate}::text`,
  },
  search: [appVersion.versionName, appVersion.releaseNotes],
  scope: () => undefined,
  unique: [
    { constraint: 'app_version_app_code_uq', field: 'versionCode', label: 'Kode versi untuk aplikasi ini' },
  ],
})

// ── transaction blocks (global) ────────────────────────────────────────────
const blockStatus = sql`case when ${transactionBlock.status} = 'ACTIVE' and ${transactionBlock.validUntil} <= now() then 'EXPIRED' else ${transactionBlock.status} end`
export const blockTransactionResource = serverResource({
  def: defs.blockTransaction,
  table: transactionBlock,
  select: {
    status: blockStatus,
  },
  search: [transactionBlock.keyValue, transactionBlock.reason],
  filters: { status: (v: never) => sql`${blockStatus} = ${v}` },
  scope: () => undefined,
  async toValues(input, ctx) {
    if (!ctx.before) {
      // An expired block no longer holds the key: record it as expired so the key can be blocked again.
      await ctx.db.execute(
        sql`update ${transactionBlock} set status = 'EXPIRED' where key_type = ${String(input.keyType)} and key_value = ${String(input.keyValue)} and status = 'ACTIVE' and valid_until <= now()`,
      )
    }
    return { ...input, validUntil: new Date(String(input.validUntil)) }
  },
  unique: [
    {
      constraint: 'transaction_block_active_key_uq',
      field: 'keyValue',
      label: 'Nilai',
      message: 'Nilai ini masih diblokir. Buka kembali blokir yang lama atau ubah masa berlakunya.',
    },
  ],
  actions: {
    async reopen(row, ctx) {
      await ctx.db.execute(
        sql`update ${transactionBlock} set status = 'REOPENED', reopened_at = now(), reopened_by = ${ctx.auth.username}, updated_at = now(), updated_by = ${ctx.auth.username} where id = ${Number(row.id)}`,
      )
      return 'Transaksi dibuka kembali.'
    },
  },
})

export const operationResources = [
  merchantGroupResource,
  targetResource,
  outletUserResource,
  deviceOutletResource,
  deviceMycroatmResource,
  printerKitchenResource,
  deviceActivityPeriodResource,
  appVersionResource,
  blockTransactionResource,
]
