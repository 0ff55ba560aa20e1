import { sql } from 'drizzle-orm'
import { bigint, char, index, integer, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import type { CardBlockReason } from '#contract/transactions/catalogue.ts'
import { money, ts } from './columns.ts'
import { client, merchant } from './corporate.ts'
import { device } from './devices.ts'

// ---- Top-up card registry ----
export const cardBlock = pgTable(
  'card_block',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    cardNo: char('card_no', { length: 16 }).notNull(),
    issuerCode: varchar('issuer_code', { length: 16 }).notNull(),
    reason: varchar('reason', { length: 8 }).$type<CardBlockReason>().notNull(),
    note: varchar('note', { length: 300 }).notNull().default(''),
    blockedAt: ts('blocked_at').notNull().defaultNow(),
    blockedBy: varchar('blocked_by', { length: 64 }).notNull(),
    unblockedAt: ts('unblocked_at'),
    unblockedBy: varchar('unblocked_by', { length: 64 }),
    unblockNote: varchar('unblock_note', { length: 300 }),
  },
  (t) => [
    // At most one active block per card: a second block is a conflict, not a duplicate row.
    uniqueIndex('card_block_active_uq').on(t.cardNo).where(sql`${t.unblockedAt} is null`),
    index('card_block_time_idx').on(t.blockedAt, t.id),
  ],
)

/** Every block and unblock of a card: who, when, why (Log Blokir Kartu). */
export const cardBlockLog = pgTable(
  'card_block_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    cardNo: char('card_no', { length: 16 }).notNull(),
    issuerCode: varchar('issuer_code', { length: 16 }).notNull(),
    action: varchar('action', { length: 8 }).$type<'BLOCK' | 'UNBLOCK'>().notNull(),
    reason: varchar('reason', { length: 8 }).$type<CardBlockReason>(),
    note: varchar('note', { length: 300 }).notNull().default(''),
    actor: varchar('actor', { length: 64 }).notNull(),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [
    index('card_block_log_time_idx').on(t.at, t.id),
    index('card_block_log_card_idx').on(t.cardNo, t.at),
  ],
)

/**
 * Pending card balance updates: after an online top-up the card must be tapped before the chip holds the
 * new balance (docs/DOMAIN.md §1e). APPLIED when a device wrote it to the card. Partitioned by WIB month of
 * `requested_at` (server/ops/history-partitions.ts).
 */
export const cardBalanceUpdate = pgTable(
  'card_balance_update',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    /**
     * The top-up that asked for it (trx_topup.id). No foreign key: trx_topup is partitioned, and a key to it
     * would need its month too; record-topup.ts writes both rows in one transaction.
     */
    topupId: bigint('topup_id', { mode: 'number' }),
    cardNo: char('card_no', { length: 16 }).notNull(),
    issuerCode: varchar('issuer_code', { length: 16 }).notNull(),
    clientId: integer('client_id')
      .notNull()
      .references(() => client.id),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchant.id),
    pendingAmount: money('pending_amount').notNull(),
    cardBalanceBefore: money('card_balance_before'),
    cardBalanceAfter: money('card_balance_after'),
    requestedAt: ts('requested_at').notNull(),
    appliedAt: ts('applied_at'),
    deviceId: integer('device_id').references(() => device.id),
    status: varchar('status', { length: 10 }).$type<'PENDING' | 'APPLIED' | 'FAILED' | 'EXPIRED'>().notNull(),
  },
  (t) => [
    primaryKey({ name: 'card_balance_update_pkey', columns: [t.id, t.requestedAt] }),
    index('card_balance_update_time_idx').on(t.requestedAt, t.id),
    index('card_balance_update_card_idx').on(t.cardNo, t.requestedAt),
    index('card_balance_update_client_idx').on(t.clientId, t.requestedAt),
  ],
)
