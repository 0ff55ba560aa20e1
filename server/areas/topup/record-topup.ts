import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { formatRupiah } from '#contract/format.ts'
import {
  cardBlockedMessage,
  MAX_CARD_BALANCE,
  type TopupInput,
  type TopupRecord,
  type topupAdd,
  UNKNOWN_ISSUER,
} from '#contract/topup/cards.ts'
import { authOf } from '../../access/enforce.ts'
import { audit } from '../../audit/log.ts'
import type { Db } from '../../db/client.ts'
import { pgErrorOf, UNIQUE_VIOLATION } from '../../db/errors.ts'
import { cardBalanceUpdate, device, merchant, outlet, trxTopup } from '../../db/schema/index.ts'
import { answer, type EndpointHandler } from '../../engine/endpoint.ts'
import { idsInScope, rowsOf } from '../../engine/query.ts'
import { ApiError, badRequest, notFound } from '../../http/errors.ts'
import { outletResource } from '../corporate/outlet.ts'
import { configFor, enforceSegment } from '../segmentation/limits.ts'
import { schemesOf } from '../segmentation/resolve.ts'
import { feesOf, loadFeeBook } from '../transactions/fee-book.ts'
import { activeBlockOf, issuerOfCard } from './cards.ts'

/** A top-up of a blocked card: 409 naming the reason (the route also records the attempt). */
export class BlockedCardError extends ApiError {
  constructor(
    readonly cardNo: string,
    readonly reason: Parameters<typeof cardBlockedMessage>[0],
  ) {
    const message = cardBlockedMessage(reason)
    super(409, message, { errors: [{ field: 'cardNo', message }] })
    this.name = 'BlockedCardError'
  }
}

const fieldError = (field: string, message: string) => badRequest(message, { errors: [{ field, message }] })

/** TUP + WIB day (yymmdd) + 9 random base-36 characters: never one of the generator's numbers. */
function newTrxNo(at: Date): string {
  const wib = new Date(at.getTime() + 7 * 3_600_000).toISOString()
  const yymmdd = `${wib.slice(2, 4)}${wib.slice(5, 7)}${wib.slice(8, 10)}`
  const random = BigInt(`0x${randomBytes(6).toString('hex')}`)
    .toString(36)
    .toUpperCase()
    .padStart(9, '0')
  return `TUP${yymmdd}${random.slice(-9)}`
}

/**
 * Records a card top-up sold at an outlet. A blocked card is refused (BlockedCardError, 409), as is an
 * unknown issuer (400) or a balance above the legal maximum (400). The fee comes from the fee schedule
 * (on-us when the card's issuer bank is the merchant's settlement bank). At the POS or an EDC the reader
 * writes the new balance to the card at once; an online (APP) top-up waits as a PENDING card balance
 * update until the card is tapped. The hierarchy of the outlet is copied onto the transaction.
 */
export async function recordTopup(db: Db, input: TopupInput, at = new Date()): Promise<TopupRecord> {
  const issuer = await issuerOfCard(db, input.cardNo)
  if (!issuer) throw fieldError('cardNo', UNKNOWN_ISSUER)
  const blocked = await activeBlockOf(db, input.cardNo)
  if (blocked) throw new BlockedCardError(input.cardNo, blocked)
  const after = input.cardBalance + input.amount
  if (after > MAX_CARD_BALANCE)
    throw fieldError(
      'amount',
      `Saldo kartu setelah top up (${formatRupiah(after)}) melebihi batas maksimum ${formatRupiah(MAX_CARD_BALANCE)}.`,
    )

  const [place] = rowsOf(
    await db.execute(
      sql`select m.id as merchant_id, m.client_id, m.region_id, m.group_id, m.settlement_bank_code
            from ${outlet} o join ${merchant} m on m.id = o.merchant_id where o.id = ${input.outletId}`,
    ),
  )
  if (!place) throw fieldError('outletId', 'Outlet tidak ditemukan.')
  if (input.deviceId !== undefined) {
    const [d] = rowsOf(
      await db.execute(
        sql`select 1 from ${device} where id = ${input.deviceId} and outlet_id = ${input.outletId} and kind in ('POS', 'MYCROATM')`,
      ),
    )
    if (!d) throw fieldError('deviceId', 'Device tidak terdaftar di outlet ini.')
  }
  const onUs = issuer.bankCode === String(place.settlement_bank_code)
  // The outlet's segmentation at that moment (issue 16): its schemes price the top-up with the fee engine, as
  // every transaction is (issue 15 §4), and its top-up segment's limits are enforced in the write below.
  const merchantId = Number(place.merchant_id)
  const config = await configFor(db, { merchantId, outletId: input.outletId }, at)
  const { fee, merchantShare } = feesOf(await loadFeeBook(db), {
    kind: 'TOPUP',
    product: onUs ? 'ON_US' : 'OFF_US',
    amount: input.amount,
    at,
    schemes: schemesOf(config),
  })
  const online = input.channel === 'APP'

  for (let tries = 0; ; tries++) {
    const trxNo = newTrxNo(at)
    try {
      return await db.transaction(async (tx) => {
        await enforceSegment(tx, config, {
          kind: 'TOPUP',
          merchantId,
          outletId: input.outletId,
          amount: input.amount,
          at,
        })
        const [row] = await tx
          .insert(trxTopup)
          .values({
            trxNo,
            createdAt: at,
            updatedAt: at,
            clientId: Number(place.client_id),
            regionId: Number(place.region_id),
            groupId: Number(place.group_id),
            merchantId,
            partnerId: issuer.partnerId,
            status: 'SUCCESS',
            amount: input.amount,
            fee,
            total: input.amount + fee,
            outletId: input.outletId,
            deviceId: input.deviceId ?? null,
            cardNo: input.cardNo,
            issuerCode: issuer.code,
            balanceBefore: input.cardBalance,
            balanceAfter: after,
            channel: input.channel,
            rc: '00',
            merchantFee: merchantShare,
          })
          .returning({ id: trxTopup.id })
        if (!row) throw new Error('top-up insert returned nothing')
        let balanceUpdateId: number | null = null
        if (online) {
          const [update] = await tx
            .insert(cardBalanceUpdate)
            .values({
              topupId: row.id,
              cardNo: input.cardNo,
              issuerCode: issuer.code,
              clientId: Number(place.client_id),
              merchantId: Number(place.merchant_id),
              pendingAmount: input.amount,
              requestedAt: at,
              status: 'PENDING',
            })
            .returning({ id: cardBalanceUpdate.id })
          balanceUpdateId = update?.id ?? null
        }
        return {
          id: row.id,
          trxNo,
          createdAt: at.toISOString(),
          cardNo: input.cardNo,
          issuerCode: issuer.code,
          amount: input.amount,
          fee,
          total: input.amount + fee,
          balanceBefore: input.cardBalance,
          balanceAfter: after,
          channel: input.channel,
          status: 'SUCCESS',
          balanceUpdateId,
        }
      })
    } catch (err) {
      // A clash of random transaction numbers: draw another.
      if (tries < 2 && pgErrorOf(err)?.code === UNIQUE_VIOLATION) continue
      throw err
    }
  }
}

/**
 * POST /topup/transaction/add: the POS cashier (DEMO_POS_KASIR) sells a card top-up at an outlet of the
 * caller's scope. A refused top-up of a blocked card is written to the audit log.
 */
export const addTopup =
  (db: Db): EndpointHandler<typeof topupAdd> =>
  async (request) => {
    const input = request.body
    const visible = await idsInScope(db, outletResource, authOf(request), [input.outletId])
    if (visible.size === 0) throw notFound('Outlet tidak ditemukan atau di luar cakupan data Anda.')
    try {
      const record = await recordTopup(db, input)
      const pending = record.balanceUpdateId !== null ? ' Saldo menunggu kartu ditempelkan.' : ''
      return answer(
        record,
        `Top up ${formatRupiah(record.amount)} ke kartu ${record.cardNo} berhasil.${pending}`,
      )
    } catch (err) {
      if (!(err instanceof BlockedCardError)) throw err
      await audit(db, request, {
        action: 'TOPUP_REFUSED',
        entity: 'card-blocked',
        entityId: err.cardNo,
        after: { cardNo: err.cardNo, reason: err.reason, amount: input.amount, outletId: input.outletId },
      })
      throw err
    }
  }
