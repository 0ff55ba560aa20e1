import { sql } from 'drizzle-orm'
import { postDepositMovement } from '../areas/deposit/movements.ts'
import { topupLines } from '../areas/deposit/topup-requests.ts'
import {
  merchantDepositAccount,
  openMerchantDepositAccounts,
  openSystemAccounts,
  systemAccountId,
} from '../areas/ledger/accounts.ts'
import { postEntry } from '../areas/ledger/post.ts'
import type { Db } from '../db/client.ts'
import { depositPaymentMethod, svtrxType } from '../db/schema/index.ts'
import { rowsOf } from '../engine/query.ts'
import { storeBytes, textPdf } from '../files/store.ts'

/**
 * Merchant deposits' reference data (every database, every start, idempotent): the platform's ledger accounts,
 * the movement types (svtrx_type) and, into an empty table, the deposit payment methods (fees as the fee book's
 * DEPOSIT schemes: Rp4.000 by virtual account, nothing by transfer).
 */
export async function seedDepositReference(db: Db): Promise<void> {
  await openSystemAccounts(db)
  await db
    .insert(svtrxType)
    .values([
      {
        code: 'TOPUP',
        name: 'Top Up Deposit',
        direction: 'CREDIT',
        description: 'Setoran merchant melalui VA atau transfer',
        sortOrder: 1,
      },
      {
        code: 'DEDUCTION',
        name: 'Potong Transaksi',
        direction: 'DEBIT',
        description: 'Pembelian produk Mybills dibayar dari deposit',
        sortOrder: 2,
      },
      {
        code: 'REFUND',
        name: 'Refund',
        direction: 'CREDIT',
        description: 'Pengembalian transaksi yang gagal',
        sortOrder: 3,
      },
      {
        code: 'CORRECTION',
        name: 'Koreksi',
        direction: 'BOTH',
        description: 'Koreksi saldo oleh tim keuangan (entri baru, bukan perubahan)',
        sortOrder: 4,
      },
      {
        code: 'SAVING',
        name: 'Setoran Tabungan',
        direction: 'CREDIT',
        description: 'Setoran tabungan merchant',
        sortOrder: 5,
      },
    ])
    .onConflictDoNothing({ target: svtrxType.code })
  const [has] = rowsOf(await db.execute(sql`select count(*)::int as n from deposit_payment_method`))
  if (Number(has?.n) > 0) return
  await db.insert(depositPaymentMethod).values([
    {
      code: 'VA_BCA',
      name: 'Virtual Account BCA',
      method: 'VA',
      bankCode: '014',
      accountNo: '39012',
      accountName: 'PT MINT Digital Indonesia',
      fee: 4_000,
    },
    {
      code: 'VA_BRI',
      name: 'Virtual Account BRI',
      method: 'VA',
      bankCode: '002',
      accountNo: '88810',
      accountName: 'PT MINT Digital Indonesia',
      fee: 4_000,
    },
    {
      code: 'VA_MANDIRI',
      name: 'Virtual Account Mandiri',
      method: 'VA',
      bankCode: '008',
      accountNo: '89508',
      accountName: 'PT MINT Digital Indonesia',
      fee: 4_000,
    },
    {
      code: 'VA_BNI',
      name: 'Virtual Account BNI',
      method: 'VA',
      bankCode: '009',
      accountNo: '98812',
      accountName: 'PT MINT Digital Indonesia',
      fee: 4_000,
    },
    {
      code: 'TRF_BCA',
      name: 'Transfer Bank BCA',
      method: 'TRANSFER',
      bankCode: '014',
      accountNo: '5270188899',
      accountName: 'PT MINT Digital Indonesia',
      fee: 0,
    },
    {
      code: 'TRF_MANDIRI',
      name: 'Transfer Bank Mandiri',
      method: 'TRANSFER',
      bankCode: '008',
      accountNo: '1230007788990',
      accountName: 'PT MINT Digital Indonesia',
      fee: 0,
      active: false,
    },
  ])
}

/**
 * The demo's deposit books, set-based (the first `npm start` stays under a minute): every merchant's deposit
 * account; per merchant, in time order, each deposit top-up of trx_deposit that succeeded (bank settlement →
 * deposit less the fee → fee income) and, before it, the Mybills purchases the deposit paid since the last one
 * (the generator's `balance_before` is the balance left after them, so the journal reproduces trx_deposit's
 * balances exactly); then a refund and a correction for a few merchants, and top-up requests in each status.
 */
export async function seedDepositDemo(db: Db): Promise<void> {
  await openMerchantDepositAccounts(db)
  const bank = await systemAccountId(db, 'bankSettlement')
  const fee = await systemAccountId(db, 'feeIncome')
  const clearing = await systemAccountId(db, 'clearing')
  await db.transaction(async (tx) => {
    await tx.execute(sql`create temporary table seed_move on commit drop as
      with d as (
        select t.*, a.id as account_id,
               coalesce(lag(t.balance_after) over w, 0) as prev_after,
               coalesce(lag(t.created_at) over w, t.created_at - interval '1 day') as prev_at
          from trx_deposit t join ledger_account a on a.merchant_id = t.merchant_id and a.kind = 'MERCHANT_DEPOSIT'
        window w as (partition by t.merchant_id order by t.created_at, t.id))
      select 'DEDUCTION' as kind, 'DED' || substr(d.trx_no, 4) as ref_no, d.account_id,
             prev_at + (d.created_at - prev_at) / 2 as at, d.prev_after - d.balance_before as amount, 0::bigint as fee,
             'Potong transaksi pembelian Mybills' as description
        from d where d.prev_after > d.balance_before
      union all
      select 'TOPUP', d.trx_no, d.account_id, d.created_at, d.amount, d.fee,
             'Top up deposit melalui ' || case d.method when 'VA' then 'Virtual Account' else 'Transfer' end || ' ' || d.bank_code
        from d where d.status = 'SUCCESS'`)
    await tx.execute(sql`create temporary table seed_entry on commit drop as
      select row_number() over (order by at, ref_no) as seq, m.* from seed_move m`)
    await tx.execute(sql`insert into ledger_entry (idempotency_key, request_hash, kind, ref_no, description, posted_at, posted_by)
      select 'seed-' || ref_no, md5(kind || ref_no) || md5(ref_no || kind), kind, ref_no, description, at, 'system'
        from seed_entry order by seq`)
    // Every line of every entry, in one statement (the database checks each entry sums to zero), with the running
    // balance of its account in the order the lines are written.
    await tx.execute(sql`insert into ledger_line (entry_id, account_id, amount, balance_before, balance_after, posted_at, kind)
      select e.id, l.account_id, l.amount,
             sum(l.amount) over w - l.amount, sum(l.amount) over w, l.at, l.kind
        from (select s.seq, s.ref_no, s.at, s.kind, x.ord, x.account_id, x.amount
                from seed_entry s
                cross join lateral (values
                  (1, case s.kind when 'TOPUP' then ${bank} else s.account_id end,
                      case s.kind when 'TOPUP' then -s.amount else -s.amount end),
                  (2, case s.kind when 'TOPUP' then s.account_id else ${clearing} end,
                      case s.kind when 'TOPUP' then s.amount - s.fee else s.amount end),
                  (3, ${fee}, s.fee)) as x(ord, account_id, amount)
               where x.amount <> 0) l
        join ledger_entry e on e.idempotency_key = 'seed-' || l.ref_no
      window w as (partition by l.account_id order by l.at, l.seq, l.ord)
      order by l.at, l.seq, l.ord`)
    await tx.execute(sql`update ledger_account a set balance = s.total, version = s.n, last_posted_at = s.last
        from (select account_id, sum(amount) as total, count(*)::int as n, max(posted_at) as last
                from ledger_line group by account_id) s
       where a.id = s.account_id`)
  })
  await seedCorrections(db)
  await seedTopupRequests(db)
}

/**
 * Corrections and refunds as the workflow makes them (issue 30): asked for by superadmin, decided by `keuangan`.
 * For six merchants a refund of a purchase that failed (it names that deduction) and a correction, approved and
 * posted; one of each waiting for the checker, and one rejected.
 */
async function seedCorrections(db: Db) {
  const accounts = rowsOf(
    await db.execute(sql`select a.id, a.merchant_id,
        (select e.id from ledger_line l join ledger_entry e on e.id = l.entry_id
          where l.account_id = a.id and e.kind = 'DEDUCTION' order by e.id limit 1) as deduction_id
      from ledger_account a where a.kind = 'MERCHANT_DEPOSIT' and a.balance > 100000 order by a.id limit 8`),
  )
  let n = 0
  for (const a of accounts) {
    n += 1
    const merchantId = Number(a.merchant_id)
    const deduction = a.deduction_id === null ? null : Number(a.deduction_id)
    const decided = n <= 6 ? 'APPROVED' : n === 7 ? 'PENDING' : 'REJECTED'
    if (deduction !== null)
      await seedAdjustment(db, {
        merchantId,
        kind: 'REFUND',
        direction: 'CREDIT',
        reverses: deduction,
        reason: 'Refund pembelian yang gagal di biller (RC 68)',
        status: decided,
        n,
      })
    await seedAdjustment(db, {
      merchantId,
      kind: 'CORRECTION',
      direction: n % 2 === 0 ? 'CREDIT' : 'DEBIT',
      amount: n % 2 === 0 ? 27_500 : 2_500,
      reverses: null,
      reason: n % 2 === 0 ? 'Koreksi potongan ganda transaksi BPJS Kesehatan' : 'Koreksi kelebihan refund',
      status: n === 8 ? 'PENDING' : decided,
      n: n + 100,
    })
  }
}

async function seedAdjustment(
  db: Db,
  a: {
    merchantId: number
    kind: 'REFUND' | 'CORRECTION'
    direction: 'CREDIT' | 'DEBIT'
    amount?: number
    reverses: number | null
    reason: string
    status: 'PENDING' | 'APPROVED' | 'REJECTED'
    n: number
  },
) {
  const [row] = rowsOf(
    await db.execute(sql`insert into deposit_adjustment_request (ref_no, idempotency_key, merchant_id, client_id, region_id,
        group_id, kind, direction, amount, reverses_entry_id, reason, status, reject_reason, decided_by, decided_at,
        created_at, created_by, updated_by)
      select ${`DAJ20261126${String(a.n).padStart(6, '0')}`}, ${`seed-adjustment-${a.n}`}, m.id, m.client_id, m.region_id,
             m.group_id, ${a.kind}, ${a.direction},
             ${
               a.amount ??
               sql`(select -l.amount from ledger_line l join ledger_account x on x.id = l.account_id
                  where l.entry_id = ${a.reverses} and x.kind = 'MERCHANT_DEPOSIT')`
             },
             ${a.reverses}, ${a.reason}, ${a.status === 'APPROVED' ? 'PENDING' : a.status},
             ${a.status === 'REJECTED' ? 'Bukti selisih belum dilampirkan.' : null},
             ${a.status === 'PENDING' ? null : 'keuangan'}, ${a.status === 'PENDING' ? null : sql`now() - interval '5 days'`},
             now() - interval '6 days', 'superadmin', 'superadmin'
        from merchant m where m.id = ${a.merchantId}
      returning id, ref_no, amount`),
  )
  if (a.status !== 'APPROVED' || !row) return
  const posted = await postDepositMovement(db, {
    merchantId: a.merchantId,
    kind: a.kind,
    direction: a.kind === 'CORRECTION' ? a.direction : undefined,
    amount: Number(row.amount),
    key: `adjustment-${String(row.id)}`,
    refNo: String(row.ref_no),
    description: a.reason,
    postedBy: 'keuangan',
    ...(a.reverses !== null ? { relatedEntryId: a.reverses } : {}),
  })
  await db.execute(
    sql`update deposit_adjustment_request set status = 'APPROVED', entry_id = ${posted.entryId} where id = ${Number(row.id)}`,
  )
}

/** Top-up requests in each status, with their proofs, entered by superadmin and verified by `keuangan`. */
async function seedTopupRequests(db: Db) {
  const merchants = rowsOf(
    await db.execute(sql`select m.id, m.mid, m.name, m.client_id, m.region_id, m.group_id from merchant m
      where m.status = 'ACTIVE' order by m.id limit 12`),
  )
  const methods = rowsOf(
    await db.execute(
      sql`select id, name, fee, bank_code from deposit_payment_method where active order by id`,
    ),
  )
  const statuses = ['PENDING', 'APPROVED', 'REJECTED'] as const
  let i = 0
  for (const m of merchants) {
    const status = statuses[i % 3] as (typeof statuses)[number]
    const method = methods[i % methods.length] as Record<string, unknown>
    const amount = [1_500_000, 2_000_000, 5_000_000, 750_000][i % 4] as number
    const day = 20 + (i % 7)
    const at = new Date(Date.UTC(2026, 10, day, 2 + i, 15)).toISOString()
    const refNo = `DTU202611${day}${String(900 + i).padStart(6, '0')}`
    const proof = await storeBytes(db, {
      name: `bukti-transfer-${refNo}.pdf`,
      mime: 'application/pdf',
      by: 'superadmin',
      bytes: textPdf([
        'BUKTI TRANSFER',
        `Ke: PT MINT Digital Indonesia (${String(method.name)})`,
        `Dari: ${String(m.name)} (MID ${String(m.mid)})`,
        `Nominal: Rp${amount.toLocaleString('id-ID')}`,
        `Tanggal: ${day}/11/2026`,
        `Referensi: ${refNo}`,
      ]),
    })
    const fee = Number(method.fee)
    let entryId: number | null = null
    if (status === 'APPROVED') {
      const posted = await postEntry(db, {
        key: `deposit-topup-seed-${refNo}`,
        kind: 'TOPUP',
        refNo,
        description: `Top up deposit melalui ${String(method.name)}`,
        postedBy: 'keuangan',
        lines: await topupLines(db, Number(m.id), amount, fee),
      })
      entryId = posted.entryId
    } else await merchantDepositAccount(db, Number(m.id))
    await db.execute(sql`insert into deposit_topup_request (ref_no, merchant_id, client_id, region_id, group_id,
        payment_method_id, amount, fee, proof_file_id, note, status, reject_reason, verified_by, verified_at, entry_id,
        created_at, created_by, updated_at, updated_by)
      values (${refNo}, ${m.id}, ${m.client_id}, ${m.region_id}, ${m.group_id}, ${method.id}, ${amount}, ${fee}, ${proof}::uuid,
        ${i % 2 === 0 ? 'Setoran modal awal minggu ini' : ''}, ${status},
        ${status === 'REJECTED' ? 'Nominal pada bukti tidak sama dengan nominal yang diajukan.' : null},
        ${status === 'PENDING' ? null : 'keuangan'}, ${status === 'PENDING' ? null : at}, ${entryId},
        ${at}, 'superadmin', ${at}, ${status === 'PENDING' ? 'superadmin' : 'keuangan'})`)
    i += 1
  }
}
