import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import { canChangeRows } from '#contract/engine/resource.ts'
import { formatRupiah } from '#contract/format.ts'
import {
  cardBalanceUpdate as balanceDef,
  cardBlocked as blockedDef,
  CARD_ALREADY_BLOCKED,
  type cardBlockAdd,
  type cardUnblock,
  cardBlockLog as logDef,
  UNKNOWN_ISSUER,
} from '#contract/topup/cards.ts'
import { CARD_BLOCK_REASON_LABEL, type CardBlockReason } from '#contract/transactions/catalogue.ts'
import type { AuthContext } from '../../access/caller.ts'
import { authOf } from '../../access/enforce.ts'
import { audit } from '../../audit/log.ts'
import type { Db } from '../../db/client.ts'
import { pgErrorOf, UNIQUE_VIOLATION } from '../../db/errors.ts'
import {
  cardBalanceUpdate,
  cardBlock,
  cardBlockLog,
  cardIssuer,
  device,
  merchant,
  trxTopup,
} from '../../db/schema/index.ts'
import { answer, type EndpointHandler } from '../../engine/endpoint.ts'
import { findRow, rowsOf } from '../../engine/query.ts'
import { type Expr, serverResource } from '../../engine/resource.ts'
import { ApiError, badRequest, conflict, notFound } from '../../http/errors.ts'
import { issuerCodeOf } from '../corporate/card-issuer.ts'
import { scopeBy } from '../corporate/scope.ts'

const readOnly = () => {
  throw new Error('written by its own routes, not by the resource engine')
}

export interface CardIssuerRow {
  code: string
  name: string
  bankCode: string
  partnerId: number | null
}

/** The issuer whose (longest matching) prefix starts the card number, or null. */
export async function issuerOfCard(db: Db, cardNo: string): Promise<CardIssuerRow | null> {
  const [row] = rowsOf(
    await db.execute(
      sql`select ${cardIssuer.code} as code, ${cardIssuer.name} as name, ${cardIssuer.bankCode} as bank_code, ${cardIssuer.partnerId} as partner_id
          from ${cardIssuer} where ${cardIssuer.code} = ${issuerCodeOf(cardNo)}`,
    ),
  )
  if (!row) return null
  return {
    code: String(row.code),
    name: String(row.name),
    bankCode: String(row.bank_code),
    partnerId: row.partner_id === null ? null : Number(row.partner_id),
  }
}

/** The reason a card is blocked now, or null when it is not. */
export async function activeBlockOf(db: Db, cardNo: string): Promise<CardBlockReason | null> {
  const [row] = rowsOf(
    await db.execute(
      sql`select ${cardBlock.reason} as reason from ${cardBlock} where ${cardBlock.cardNo} = ${cardNo} and ${cardBlock.unblockedAt} is null`,
    ),
  )
  return row ? (row.reason as CardBlockReason) : null
}

const issuerName = (code: Expr) => sql`coalesce(${cardIssuer.name}, ${code})`

/**
 * Data scope of the card registry (docs/PRODUCT.md §6). A card belongs to no client: blocking it refuses
 * its top-ups everywhere, so only users scoped to all data block and unblock. The one owner the data
 * gives a card is its issuer, and the issuer's partner (card_issuer.partner_id, the bank issuing it) is
 * what a PARTNER-scoped user is bound to: such a user reads the blocks and the log of the cards their
 * bank issued. A user bound to a client, region, group or merchant is bound to no card, and reads none
 * (a level the rows cannot be reached from sees nothing, as everywhere else). Both lists join the issuer.
 */
const issuerScope = scopeBy({ PARTNER: cardIssuer.partnerId })

/** Daftar Kartu Terblokir: blocks not (yet) opened, of the cards in the caller's scope. */
export const cardBlockedResource = serverResource({
  def: blockedDef,
  table: cardBlock,
  from: sql`${cardBlock} left join ${cardIssuer} on ${cardIssuer.code} = ${cardBlock.issuerCode}`,
  fixed: sql`${cardBlock.unblockedAt} is null`,
  select: {
    issuerName: issuerName(cardBlock.issuerCode),
    status: sql`'BLOCKED'`,
  },
  search: [cardBlock.cardNo, cardBlock.note, cardBlock.blockedBy],
  scope: issuerScope,
  toValues: readOnly,
})

export const cardBlockLogResource = serverResource({
  def: logDef,
  table: cardBlockLog,
  from: sql`${cardBlockLog} left join ${cardIssuer} on ${cardIssuer.code} = ${cardBlockLog.issuerCode}`,
  select: {
    issuerName: issuerName(cardBlockLog.issuerCode),
  },
  search: [cardBlockLog.cardNo, cardBlockLog.actor, cardBlockLog.note],
  scope: issuerScope,
  toValues: readOnly,
})

/** Riwayat Update Balance Kartu, scoped by the merchant that sold the top-up. */
export const cardBalanceUpdateResource = serverResource({
  def: balanceDef,
  table: cardBalanceUpdate,
  from: sql`${cardBalanceUpdate} left join ${merchant} on ${merchant.id} = ${cardBalanceUpdate.merchantId}
    left join ${cardIssuer} on ${cardIssuer.code} = ${cardBalanceUpdate.issuerCode}
    left join ${trxTopup} on ${trxTopup.id} = ${cardBalanceUpdate.topupId}
    left join ${device} on ${device.id} = ${cardBalanceUpdate.deviceId}`,
  select: {
    issuerName: issuerName(cardBalanceUpdate.issuerCode),
    topupTrxNo: trxTopup.trxNo,
    merchantName: merchant.name,
    device: sql`coalesce(${device.tid}, ${device.serialNumber})`,
  },
  search: [cardBalanceUpdate.cardNo, trxTopup.trxNo],
  scope: scopeBy({
    CLIENT: cardBalanceUpdate.clientId,
    REGION: merchant.regionId,
    GROUP: merchant.groupId,
    MERCHANT: cardBalanceUpdate.merchantId,
  }),
  toValues: readOnly,
  actions: {
    /**
     * The card was tapped and the pending amount written to its chip: the chip held the balance it had
     * at the top-up (the reader read it then), and now holds that plus the pending amount.
     */
    async apply(row, ctx) {
      const id = Number(row.id)
      const [u] = rowsOf(
        await ctx.db.execute(
          sql`select u.card_no, u.pending_amount, u.status, t.balance_before
                from ${cardBalanceUpdate} u left join ${trxTopup} t on t.id = u.topup_id
               where u.id = ${id} for update of u`,
        ),
      )
      if (u?.status !== 'PENDING') throw conflict('Pembaruan saldo ini sudah tidak menunggu.')
      const cardNo = String(u.card_no)
      const blocked = await activeBlockOf(ctx.db, cardNo)
      if (blocked)
        throw conflict(
          `Kartu diblokir (${CARD_BLOCK_REASON_LABEL[blocked]}): saldo tertunda tidak dapat diterapkan.`,
        )
      if (u.balance_before === null || u.balance_before === undefined)
        throw conflict('Saldo kartu saat top up tidak diketahui: pembaruan tidak dapat diterapkan.')
      const before = Number(u.balance_before)
      const pending = Number(u.pending_amount)
      await ctx.db.execute(
        sql`update ${cardBalanceUpdate} set status = 'APPLIED', applied_at = now(), card_balance_before = ${before},
              card_balance_after = ${before + pending} where id = ${id} and status = 'PENDING'`,
      )
      return `Saldo tertunda ${formatRupiah(pending)} diterapkan ke kartu ${cardNo}.`
    },
  },
})

export const topupResources = [cardBlockedResource, cardBlockLogResource, cardBalanceUpdateResource]

function requireAllScope(auth: AuthContext) {
  if (!canChangeRows(blockedDef, auth.userTypeLevel))
    throw new ApiError(403, 'Data ini hanya dapat diubah oleh pengguna dengan cakupan semua data.')
}

const cardNoError = (message: string) => ({ errors: [{ field: 'cardNo', message }] })

/**
 * POST /card-blocked/add and /card-blocked/unblock: each in one transaction with its card_block_log row
 * and its audit entry. At most one open block per card (a partial unique index backs the check).
 */
export const blockCard =
  (db: Db): EndpointHandler<typeof cardBlockAdd> =>
  async (request) => {
    const auth = authOf(request)
    requireAllScope(auth)
    const { cardNo, reason, note } = request.body
    const issuer = await issuerOfCard(db, cardNo)
    if (!issuer) throw badRequest(UNKNOWN_ISSUER, cardNoError(UNKNOWN_ISSUER))
    const id = await db
      .transaction(async (tx) => {
        if (await activeBlockOf(tx, cardNo))
          throw conflict(CARD_ALREADY_BLOCKED, cardNoError(CARD_ALREADY_BLOCKED))
        const [row] = rowsOf(
          await tx.execute(
            sql`insert into ${cardBlock} (card_no, issuer_code, reason, note, blocked_by)
                  values (${cardNo}, ${issuer.code}, ${reason}, ${note}, ${auth.username}) returning id`,
          ),
        )
        const newId = Number(row?.id)
        await tx.execute(
          sql`insert into ${cardBlockLog} (card_no, issuer_code, action, reason, note, actor)
                values (${cardNo}, ${issuer.code}, 'BLOCK', ${reason}, ${note}, ${auth.username})`,
        )
        const after = await findRow(tx, cardBlockedResource, auth, newId)
        await audit(tx, request, {
          action: 'BLOCK',
          entity: blockedDef.name,
          entityId: String(newId),
          after,
        })
        return newId
      })
      .catch((err: unknown) => {
        // Two blocks of one card at the same moment: the partial unique index lets only one through.
        if (pgErrorOf(err)?.code === UNIQUE_VIOLATION)
          throw conflict(CARD_ALREADY_BLOCKED, cardNoError(CARD_ALREADY_BLOCKED))
        throw err
      })
    // The row is the list's (cardBlockedResource selects the columns of cardBlocked.row); the test app
    // checks it against the schema.
    const row = (await findRow(db, cardBlockedResource, auth, id)) as z.input<typeof blockedDef.row> | null
    return answer(row, `Kartu ${cardNo} berhasil diblokir.`)
  }

export const unblockCard =
  (db: Db): EndpointHandler<typeof cardUnblock> =>
  async (request) => {
    const auth = authOf(request)
    requireAllScope(auth)
    const { id, note } = request.body
    const cardNo = await db.transaction(async (tx) => {
      const [block] = rowsOf(
        await tx.execute(
          sql`select card_no, issuer_code, unblocked_at from ${cardBlock} where id = ${id} for update`,
        ),
      )
      if (!block) throw notFound('Data tidak ditemukan.')
      if (block.unblocked_at !== null) throw conflict('Blokir kartu ini sudah dibuka sebelumnya.')
      const before = await findRow(tx, cardBlockedResource, auth, id)
      await tx.execute(
        sql`update ${cardBlock} set unblocked_at = now(), unblocked_by = ${auth.username}, unblock_note = ${note}
              where id = ${id} and unblocked_at is null`,
      )
      await tx.execute(
        sql`insert into ${cardBlockLog} (card_no, issuer_code, action, note, actor)
              values (${block.card_no}, ${block.issuer_code}, 'UNBLOCK', ${note}, ${auth.username})`,
      )
      await audit(tx, request, {
        action: 'UNBLOCK',
        entity: blockedDef.name,
        entityId: String(id),
        before,
        after: { ...before, status: 'UNBLOCKED', unblockedBy: auth.username, unblockNote: note },
      })
      return String(block.card_no)
    })
    return answer({ id, cardNo }, `Blokir kartu ${cardNo} telah dibuka.`)
  }
