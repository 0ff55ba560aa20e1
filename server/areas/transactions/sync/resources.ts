import { sql } from 'drizzle-orm'
import { SYNCABLE_STATUSES } from '#contract/transactions/catalogue.ts'
import { SYNC_KINDS, type SyncKind } from '#contract/transactions/sync.ts'
import { merchant, outlet, trxMycroatm, trxRetail } from '../../../db/schema/index.ts'
import { type Expr, type ServerResource, serverResource } from '../../../engine/resource.ts'
import { eqTo } from '../../corporate/columns.ts'
import { scopeBy } from '../../corporate/scope.ts'

type TrxTable = typeof trxMycroatm | typeof trxRetail

/** Transactions carry their client/region/group/merchant: scope is one indexed comparison. */
const trxScope = (t: TrxTable) =>
  scopeBy({ CLIENT: t.clientId, REGION: t.regionId, GROUP: t.groupId, MERCHANT: t.merchantId })

const readOnly = () => {
  throw new Error('transactions are not written through the resource engine')
}

function common(t: TrxTable): Record<string, Expr> {
  return {
    id: t.id,
    trxNo: t.trxNo,
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
    merchantId: t.merchantId,
    merchantName: merchant.name,
    outletId: t.outletId,
    outletName: outlet.name,
    amount: t.amount,
    fee: t.fee,
    total: t.total,
    status: t.status,
    rc: t.rc,
  }
}

const joins = (t: TrxTable) =>
  sql`${t} left join ${merchant} on ${merchant.id} = ${t.merchantId} left join ${outlet} on ${outlet.id} = ${t.outletId}`

const filtersOf = (t: TrxTable) => ({
  status: eqTo(t.status),
  merchantId: eqTo(t.merchantId),
  outletId: eqTo(t.outletId),
})

/** Every transaction of the kind the caller may see (final ones too: a sync must find them to refuse). */
export const syncTables = {
  mycroatm: serverResource({
    def: SYNC_KINDS.mycroatm.def,
    table: trxMycroatm,
    from: joins(trxMycroatm),
    select: {
      ...common(trxMycroatm),
    },
    search: [trxMycroatm.trxNo, trxMycroatm.rrn],
    filters: filtersOf(trxMycroatm),
    scope: trxScope(trxMycroatm),
    toValues: readOnly,
  }),
  retail: serverResource({
    def: SYNC_KINDS.retail.def,
    table: trxRetail,
    from: joins(trxRetail),
    select: {
      ...common(trxRetail),
    },
    search: [trxRetail.trxNo],
    filters: filtersOf(trxRetail),
    scope: trxScope(trxRetail),
    toValues: readOnly,
  }),
} satisfies Record<SyncKind, ServerResource>

/** The lists of the sync pages: only transactions still waiting for the host. */
export const stuckResource = (kind: SyncKind): ServerResource => {
  const r = syncTables[kind]
  const table = r.table as TrxTable
  return { ...r, fixed: sql`${table.status} in ${[...SYNCABLE_STATUSES]}` }
}
