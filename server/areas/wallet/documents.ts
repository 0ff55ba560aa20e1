import { sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { formatRupiah } from '#contract/format.ts'
import type {
  disburseApprove,
  disburseItemFix,
  disburseItemRemove,
  disburseReject,
  disburseResume,
  disburseRetry,
  disburseSubmit,
  disburseUpload,
} from '#contract/wallet/calls.ts'
import { DISBURSE_FEE, type DocStatus } from '#contract/wallet/vocabulary.ts'
import { disburseWorkflow } from '#contract/wallet/workflows.ts'
import type { AuthContext } from '../../access/caller.ts'
import { authOf } from '../../access/enforce.ts'
import { type Reauth, reauthenticate } from '../../auth/reauth.ts'
import type { Db } from '../../db/client.ts'
import { answer, type EndpointHandler } from '../../engine/endpoint.ts'
import { findRow, rowsOf } from '../../engine/query.ts'
import type { Row } from '../../engine/resource.ts'
import { takeTransition } from '../../engine/workflow.ts'
import { badRequest, conflict, notFound } from '../../http/errors.ts'
import { enqueueJob, wakeWorkers } from '../../jobs/runner.ts'
import { clientResource } from '../corporate/client.ts'
import { openWallet } from '../ledger/accounts.ts'
import { extendHold, reserveHold } from '../ledger/holds.ts'
import type { BankAdapter } from './bank-adapter.ts'
import { DISBURSE_JOB, holdUntil } from './execute.ts'
import { disburseDocResource, disburseItemResource } from './resources.ts'
import { activeBanks, checkRows, inquire, readDisburseFile, rowProblems } from './rows.ts'

/**
 * Disbursement documents (issue 17 item 3, docs/ARCHITECTURE.md "Corporate wallet"): upload (checked and inquired
 * row by row, saved as Draf), fix or remove a row, submit (the maker), approve or reject (another user; approval
 * asks the approver's password or authenticator code again and holds total plus fees on the wallet), retry the
 * failed items. Every state change locks the document row first, so two approvers at once cannot both succeed.
 */
const NOT_FOUND = 'Dokumen disbursement tidak ditemukan atau di luar cakupan data Anda.'
const fieldError = (field: string, message: string) => badRequest(message, { errors: [{ field, message }] })

async function docInScope(db: Db, auth: AuthContext, id: number): Promise<Row> {
  const row = await findRow(db, disburseDocResource, auth, id)
  if (!row) throw notFound(NOT_FOUND)
  return row
}

interface LockedDoc {
  id: number
  docNo: string
  state: DocStatus
  clientId: number
  walletAccountId: number
  holdId: number | null
  round: number
}

/**
 * The document locked (FOR UPDATE) after the scope check; the workflow engine then checks its state and actors
 * (contract/wallet/workflows.ts).
 */
async function lockDoc(tx: Db, auth: AuthContext, id: number): Promise<LockedDoc> {
  await docInScope(tx, auth, id)
  const [d] = rowsOf(await tx.execute(sql`select * from disburse_doc where id = ${id} for update`))
  if (!d) throw notFound(NOT_FOUND)
  return {
    id,
    docNo: String(d.doc_no),
    state: d.status as DocStatus,
    clientId: Number(d.client_id),
    walletAccountId: Number(d.wallet_account_id),
    holdId: d.hold_id === null ? null : Number(d.hold_id),
    round: Number(d.round),
  }
}

/**
 * Marks every row that repeats an earlier row's bank, account and amount (the first keeps none): recomputed over
 * the whole document after an upload, a fix or a removal, in one statement.
 */
async function markDuplicates(tx: Db, docId: number) {
  await tx.execute(sql`
    update disburse_item i set duplicate_of = nullif(d.first, d.line)
      from (select id, line, min(line) over (partition by bank_code, account_no, amount) as first
              from disburse_item where doc_id = ${docId}) d
     where i.id = d.id and i.doc_id = ${docId}
       and i.duplicate_of is distinct from nullif(d.first, d.line)`)
}

export const uploadDoc =
  (db: Db, bank: BankAdapter): EndpointHandler<typeof disburseUpload> =>
  async (request) => {
    const auth = authOf(request)
    const { clientId, file } = request.body
    const c = await findRow(db, clientResource, auth, clientId)
    if (!c) throw fieldError('clientId', 'Klien tidak ditemukan atau di luar cakupan data Anda.')
    const { format, rows } = await readDisburseFile(Buffer.from(file.base64, 'base64'))
    // Checked and inquired before anything is written: the per-row report is what the Draf saves.
    const checked = await checkRows(db, bank, rows)
    const { wallet } = await openWallet(db, { clientId, clientCode: String(c.code), name: String(c.name) })
    const id = await takeTransition(db, request, disburseWorkflow, 'upload', {
      lock: async () => ({ state: null }),
      apply: async (tx) => {
        const [doc] = rowsOf(
          await tx.execute(sql`insert into disburse_doc (id, doc_no, client_id, wallet_account_id, file_name, format, created_by, updated_by)
          overriding system value
          select n.id, 'DSB/' || to_char(now() at time zone 'Asia/Jakarta', 'YYYY/MM') || '/' || lpad(n.id::text, 4, '0'),
                 ${clientId}, ${wallet}, ${file.name}, ${format}, ${auth.username}, ${auth.username}
            from (select nextval(pg_get_serial_sequence('disburse_doc', 'id')) as id) n
          returning id, doc_no`),
        )
        const docId = Number(doc?.id)
        // Every row in one statement (100.000 rows are one round trip, not 100.000).
        await tx.execute(sql`insert into disburse_item
          (doc_id, line, bank_code, account_no, expected_name, amount, fee, note, problems, inquiry_name, name_match)
        select ${docId}, x.line, x.bank_code, x.account_no, x.expected_name, x.amount, ${DISBURSE_FEE}, x.note, x.problems,
               x.inquiry_name, x.name_match
          from jsonb_to_recordset(${JSON.stringify(
            checked.map((r) => ({
              line: r.line,
              bank_code: r.bankCode,
              account_no: r.accountNo,
              expected_name: r.expectedName,
              amount: r.amount,
              note: r.note,
              problems: r.problems,
              inquiry_name: r.inquiryName,
              name_match: r.nameMatch,
            })),
          )}::jsonb) as x(line int, bank_code text, account_no text, expected_name text, amount bigint, note text,
                          problems jsonb, inquiry_name text, name_match text)
         order by x.line`)
        await markDuplicates(tx, docId)
        return {
          result: docId,
          itemId: docId,
          audit: {
            after: { docNo: doc?.doc_no, clientId, fileName: file.name, format, rows: checked.length },
          },
        }
      },
    })
    const row = await docInScope(db, auth, id)
    const problems = Number(row.invalidCount)
    return answer(
      row as never,
      problems > 0
        ? `Dokumen ${String(row.docNo)} disimpan sebagai Draf: ${checked.length} baris, ${problems} bermasalah. Perbaiki atau hapus baris bermasalah sebelum diajukan.`
        : `Dokumen ${String(row.docNo)} disimpan sebagai Draf: ${checked.length} baris valid, siap diajukan.`,
    )
  }

const ITEM_NOT_FOUND = 'Baris dokumen tidak ditemukan atau di luar cakupan data Anda.'

async function itemInScope(db: Db, auth: AuthContext, itemId: number): Promise<Row> {
  const item = await findRow(db, disburseItemResource, auth, itemId)
  if (!item) throw notFound(ITEM_NOT_FOUND)
  return item
}

/** A row's edit (fix, remove) is an edit of its document: the document's `fix`/`remove` transition. */
async function editItem<R>(
  db: Db,
  request: FastifyRequest,
  itemId: number,
  key: 'fix' | 'remove',
  apply: (
    tx: Db,
    item: Row,
    doc: LockedDoc,
  ) => Promise<{ result: R; audit: { before?: object; after?: object } }>,
): Promise<R> {
  const auth = authOf(request)
  const docId = Number((await itemInScope(db, auth, itemId)).docId)
  return takeTransition(db, request, disburseWorkflow, key, {
    itemId: docId,
    lock: async (tx) => {
      const doc = await lockDoc(tx, auth, docId)
      return { ...doc, item: await itemInScope(tx, auth, itemId) }
    },
    apply: async (tx, locked) => {
      const out = await apply(tx, locked.item, locked)
      return {
        result: out.result,
        audit: { entity: 'disburse_item', entityId: String(itemId), ...out.audit },
      }
    },
  })
}

export const fixItem =
  (db: Db, bank: BankAdapter): EndpointHandler<typeof disburseItemFix> =>
  async (request) => {
    const auth = authOf(request)
    const b = request.body
    // The inquiry is asked before the transaction (a bank's answer is not to be waited for under a lock).
    const problems = rowProblems(b, b.amount, await activeBanks(db))
    const asked = problems.length === 0 ? await inquire(bank, b) : null
    if (asked?.problem) problems.push(asked.problem)
    await editItem(db, request, b.id, 'fix', async (tx, item, doc) => {
      await tx.execute(sql`update disburse_item set bank_code = ${b.bankCode}, account_no = ${b.accountNo},
          expected_name = ${b.expectedName}, amount = ${b.amount}, note = ${b.note}, problems = ${JSON.stringify(problems)}::jsonb,
          inquiry_name = ${asked?.inquiryName ?? null}, name_match = ${asked?.nameMatch ?? null}, updated_at = now()
        where id = ${b.id}`)
      await markDuplicates(tx, doc.id)
      return {
        result: null,
        audit: {
          before: {
            bankCode: item.bankCode,
            accountNo: item.accountNo,
            amount: item.amount,
            problems: item.problems,
          },
          after: { bankCode: b.bankCode, accountNo: b.accountNo, amount: b.amount, problems },
        },
      }
    })
    const row = await findRow(db, disburseItemResource, auth, b.id)
    if (!row) throw notFound('Baris dokumen tidak ditemukan.')
    return answer(
      row as never,
      row.valid
        ? `Baris ${String(row.line)} diperbaiki dan valid.`
        : `Baris ${String(row.line)} disimpan: ${String(row.problems)}`,
    )
  }

export const removeItem =
  (db: Db): EndpointHandler<typeof disburseItemRemove> =>
  async (request) => {
    const auth = authOf(request)
    const docId = await editItem(db, request, request.body.id, 'remove', async (tx, item, doc) => {
      await tx.execute(sql`delete from disburse_item where id = ${request.body.id}`)
      await markDuplicates(tx, doc.id)
      return {
        result: doc.id,
        audit: {
          before: {
            docId: doc.id,
            line: item.line,
            bankCode: item.bankCode,
            accountNo: item.accountNo,
            amount: item.amount,
          },
        },
      }
    })
    const row = await docInScope(db, auth, docId)
    return answer(row as never, `Baris dihapus dari dokumen ${String(row.docNo)}.`)
  }

export const submitDoc =
  (db: Db): EndpointHandler<typeof disburseSubmit> =>
  async (request) => {
    const auth = authOf(request)
    const id = request.body.id
    await takeTransition(db, request, disburseWorkflow, 'submit', {
      itemId: id,
      lock: (tx) => lockDoc(tx, auth, id),
      apply: async (tx, doc) => {
        const [n] = rowsOf(
          await tx.execute(sql`select count(*)::int as rows,
            count(*) filter (where jsonb_array_length(problems) > 0 or duplicate_of is not null)::int as bad
          from disburse_item where doc_id = ${id}`),
        )
        if (Number(n?.rows) === 0) throw badRequest(`Dokumen ${doc.docNo} tidak memiliki baris penerima.`)
        if (Number(n?.bad) > 0)
          throw badRequest(
            `Dokumen ${doc.docNo} masih memiliki ${Number(n?.bad)} baris bermasalah. Perbaiki atau hapus baris tersebut lalu ajukan lagi.`,
          )
        await tx.execute(sql`update disburse_doc set status = 'PENDING', submitted_by = ${auth.username}, submitted_at = now(),
          updated_at = now(), updated_by = ${auth.username} where id = ${id}`)
        return { result: null }
      },
    })
    const row = await docInScope(db, auth, id)
    return answer(row as never, `Dokumen ${String(row.docNo)} diajukan dan menunggu persetujuan.`)
  }

/**
 * A round of execution: the items given go to PENDING with a new bank key (a refused transfer's key answers its
 * refusal again, so a resend needs its own), the wallet holds their total plus fees (409 naming the balance when
 * it is short), and the job is queued, all in the caller's transaction.
 */
async function startRound(
  tx: Db,
  request: FastifyRequest,
  doc: LockedDoc,
  items: 'NEW' | 'FAILED',
): Promise<{ total: number; count: number }> {
  const auth = authOf(request)
  const round = doc.round + 1
  const [sum] = rowsOf(
    await tx.execute(sql`with u as (
        update disburse_item set status = 'PENDING', tries = tries + 1, bank_key = 'DSB-' || id || '-' || (tries + 1),
               fail_reason = null, updated_at = now()
         where doc_id = ${doc.id} and status = ${items}
        returning amount + fee as total)
      select coalesce(sum(total), 0)::bigint as total, count(*)::int as n from u`),
  )
  const total = Number(sum?.total)
  const count = Number(sum?.n)
  if (count === 0) throw conflict(`Dokumen ${doc.docNo} tidak memiliki item untuk diproses.`)
  const { hold } = await reserveHold(tx, {
    key: `disburse-${doc.id}-r${round}`,
    accountId: doc.walletAccountId,
    amount: total,
    expiresAt: holdUntil(),
    refNo: doc.docNo,
    description: `Penahanan dana disbursement ${doc.docNo}${round > 1 ? ` (kirim ulang ke-${round - 1})` : ''}`,
    postedBy: auth.username,
    meta: { docId: doc.id, round },
  })
  const jobId = await enqueueJob(tx, {
    kind: DISBURSE_JOB,
    payload: { docId: doc.id },
    owner: auth.username,
    maxAttempts: 100,
  })
  await tx.execute(sql`update disburse_doc set status = 'APPROVED', hold_id = ${hold.id}, round = ${round}, job_id = ${jobId},
      finished_at = null, updated_at = now(), updated_by = ${auth.username} where id = ${doc.id}`)
  return { total, count }
}

export const approveDoc =
  (db: Db, reauth: Reauth): EndpointHandler<typeof disburseApprove> =>
  async (request) => {
    const auth = authOf(request)
    const b = request.body
    const started = await takeTransition(db, request, disburseWorkflow, 'approve', {
      itemId: b.id,
      lock: (tx) => lockDoc(tx, auth, b.id),
      apply: async (tx, doc) => {
        await reauthenticate(tx, reauth, auth, b)
        const r = await startRound(tx, request, doc, 'NEW')
        await tx.execute(
          sql`update disburse_doc set approved_by = ${auth.username}, approved_at = now() where id = ${doc.id}`,
        )
        return { result: r, audit: { after: { held: r.total, items: r.count } } }
      },
    })
    wakeWorkers()
    const row = await docInScope(db, auth, b.id)
    return answer(
      row as never,
      `Dokumen ${String(row.docNo)} disetujui: ${formatRupiah(started.total)} ditahan, ${started.count} transfer diproses.`,
    )
  }

export const rejectDoc =
  (db: Db): EndpointHandler<typeof disburseReject> =>
  async (request) => {
    const auth = authOf(request)
    const { id, reason } = request.body
    await takeTransition(db, request, disburseWorkflow, 'reject', {
      itemId: id,
      lock: (tx) => lockDoc(tx, auth, id),
      apply: async (tx) => {
        await tx.execute(sql`update disburse_doc set status = 'CANCELLED', reject_reason = ${reason}, approved_by = ${auth.username},
            approved_at = now(), updated_at = now(), updated_by = ${auth.username} where id = ${id}`)
        return { result: null, audit: { after: { reason } } }
      },
    })
    const row = await docInScope(db, auth, id)
    return answer(row as never, `Dokumen ${String(row.docNo)} ditolak dan dibatalkan.`)
  }

export const retryDoc =
  (db: Db): EndpointHandler<typeof disburseRetry> =>
  async (request) => {
    const auth = authOf(request)
    const id = request.body.id
    const started = await takeTransition(db, request, disburseWorkflow, 'retry', {
      itemId: id,
      lock: (tx) => lockDoc(tx, auth, id),
      apply: async (tx, doc) => {
        const r = await startRound(tx, request, doc, 'FAILED')
        return { result: r, audit: { after: { held: r.total, items: r.count, round: doc.round + 1 } } }
      },
    })
    wakeWorkers()
    const row = await docInScope(db, auth, id)
    return answer(
      row as never,
      `${started.count} item gagal dikirim ulang: ${formatRupiah(started.total)} ditahan.`,
    )
  }

export const resumeDoc =
  (db: Db): EndpointHandler<typeof disburseResume> =>
  async (request) => {
    const auth = authOf(request)
    const id = request.body.id
    await takeTransition(db, request, disburseWorkflow, 'resume', {
      itemId: id,
      lock: (tx) => lockDoc(tx, auth, id),
      apply: async (tx, doc) => {
        const [j] = rowsOf(
          await tx.execute(
            sql`select j.state from disburse_doc d join job j on j.id = d.job_id where d.id = ${id}`,
          ),
        )
        if (j?.state !== 'failed')
          throw conflict(`Dokumen ${doc.docNo} masih dieksekusi: tidak ada yang perlu dilanjutkan.`)
        // The items whose answer is unknown may yet be paid by the bank: their money must still be held.
        if (doc.holdId === null || !(await extendHold(tx, doc.holdId, holdUntil())))
          throw conflict(
            `Dana dokumen ${doc.docNo} sudah tidak ditahan: eksekusinya tidak dapat dilanjutkan. Cocokkan status setiap item dengan bank.`,
          )
        const jobId = await enqueueJob(tx, {
          kind: DISBURSE_JOB,
          payload: { docId: id },
          owner: auth.username,
          maxAttempts: 100,
        })
        await tx.execute(
          sql`update disburse_doc set job_id = ${jobId}, updated_at = now(), updated_by = ${auth.username} where id = ${id}`,
        )
        return { result: null, audit: { before: { stalled: true }, after: { jobId } } }
      },
    })
    wakeWorkers()
    const row = await docInScope(db, auth, id)
    return answer(row as never, `Eksekusi dokumen ${String(row.docNo)} dilanjutkan.`)
  }
