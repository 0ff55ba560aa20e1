import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { TrxStatus } from '#contract/transactions/catalogue.ts'
import type { Db } from '../../db/client.ts'
import { trxMycroatm, trxRetail } from '../../db/schema/index.ts'
import { rowsOf } from '../../engine/query.ts'

/** Test fixtures: transactions inserted directly, at an outlet of a demo client (not used by the server). */

export interface OutletRef {
  outletId: number
  merchantId: number
  clientId: number
  regionId: number
  groupId: number
  mid: string
}

/** The first outlet (by id) of a demo client, with the hierarchy a transaction copies. */
export async function outletOf(db: Db, clientCode: string, offset = 0): Promise<OutletRef> {
  const [row] = rowsOf(
    await db.execute(
      sql`select o.id as outlet_id, m.id as merchant_id, m.client_id, m.region_id, m.group_id, m.mid
          from outlet o join merchant m on m.id = o.merchant_id join client c on c.id = m.client_id
          where c.code = ${clientCode} order by o.id limit 1 offset ${offset}`,
    ),
  )
  if (!row) throw new Error(`no outlet of ${clientCode}`)
  return {
    outletId: Number(row.outlet_id),
    merchantId: Number(row.merchant_id),
    clientId: Number(row.client_id),
    regionId: Number(row.region_id),
    groupId: Number(row.group_id),
    mid: String(row.mid),
  }
}

const scopeOf = (at: OutletRef) => ({
  clientId: at.clientId,
  regionId: at.regionId,
  groupId: at.groupId,
  merchantId: at.merchantId,
  outletId: at.outletId,
})

export async function insertMycroatm(
  db: Db,
  at: OutletRef,
  t: { trxNo: string; status: TrxStatus; createdAt: Date; amount?: number },
): Promise<number> {
  const amount = t.amount ?? 500_000
  const [row] = await db
    .insert(trxMycroatm)
    .values({
      ...scopeOf(at),
      trxNo: t.trxNo,
      createdAt: t.createdAt,
      updatedAt: t.createdAt,
      status: t.status,
      amount,
      fee: 5_000,
      total: amount + 5_000,
      trxType: 'WITHDRAWAL',
      processingCode: '010000',
      tid: 'MYC00001',
      mid: at.mid,
      panMasked: '601301******1234',
      panHash: createHash('sha256').update(t.trxNo).digest('hex'),
      issuerBankCode: '014',
      stan: '000123',
      rrn: t.trxNo.slice(-12).padStart(12, '0'),
      rc: t.status === 'SUCCESS' ? '00' : t.status === 'SUSPECT' ? '68' : '',
    })
    .returning({ id: trxMycroatm.id })
  if (!row) throw new Error('insert failed')
  return row.id
}

export async function insertRetail(
  db: Db,
  at: OutletRef,
  t: { trxNo: string; status: TrxStatus; createdAt: Date; total?: number; deviceId?: number },
): Promise<number> {
  const total = t.total ?? 45_000
  const [row] = await db
    .insert(trxRetail)
    .values({
      ...scopeOf(at),
      deviceId: t.deviceId ?? null,
      trxNo: t.trxNo,
      createdAt: t.createdAt,
      updatedAt: t.createdAt,
      status: t.status,
      amount: total,
      fee: 0,
      total,
      cashierName: 'Sari',
      items: [{ sku: 'KOPI-01', name: 'Kopi Susu Gula Aren', qty: 1, price: total, discount: 0 }],
      subtotal: total,
      paymentMethod: 'QRIS',
      paid: total,
    })
    .returning({ id: trxRetail.id })
  if (!row) throw new Error('insert failed')
  return row.id
}
