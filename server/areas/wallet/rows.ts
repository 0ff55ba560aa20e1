import { sql } from 'drizzle-orm'
import { formatRupiah } from '#contract/format.ts'
import {
  DISBURSE_COLUMNS,
  type DisburseColumn,
  MAX_DISBURSE_AMOUNT,
  MAX_DISBURSE_ROWS,
  MIN_DISBURSE_AMOUNT,
  type NameMatch,
} from '#contract/wallet/vocabulary.ts'
import type { Db } from '../../db/client.ts'
import { rowsOf } from '../../engine/query.ts'
import { ApiError, badRequest } from '../../http/errors.ts'
import { fileRows, sniffFormat, TooManyRows } from '../retail/import/parse.ts'
import { type BankAdapter, nameMatch } from './bank-adapter.ts'

/**
 * A disbursement file read and checked row by row (issue 17 item 3): the file as a whole first (what it is, its
 * columns, its row count: a refusal there saves nothing), then every row (bank in the bank list, account number,
 * amount within the BI-FAST limit), then the account-name inquiry of every row the bank can be asked about, at
 * most INQUIRY_CONCURRENCY at once. Duplicates are decided in the database over the whole document
 * (documents.ts `markDuplicates`), so a fixed or removed row re-decides them.
 */
export interface CheckedRow {
  line: number
  bankCode: string
  accountNo: string
  expectedName: string
  amount: number
  note: string
  problems: string[]
  inquiryName: string | null
  nameMatch: NameMatch | null
}

/** Inquiries in flight at once: a bank's API is not to be flooded, and 16 × 20 ms is 10.000 rows in ~13 s. */
export const INQUIRY_CONCURRENCY = 16

const NOTHING_SAVED = 'Tidak ada data yang disimpan.'

/** A row of the file as typed, before any check. */
export interface FileRecipient {
  line: number
  bankCode: string
  accountNo: string
  expectedName: string
  amountText: string
  note: string
}

/** The file's rows as text, the header checked; a file that cannot be a document is refused (400/415). */
export async function readDisburseFile(
  content: Buffer,
): Promise<{ format: 'CSV' | 'XLSX'; rows: FileRecipient[] }> {
  if (content.length === 0) throw badRequest(`Berkas kosong. ${NOTHING_SAVED}`)
  const format = sniffFormat(content.subarray(0, 4096))
  if (!format)
    throw new ApiError(415, 'Berkas harus CSV atau XLSX (isinya bukan teks CSV maupun lembar kerja Excel).')
  const rows: FileRecipient[] = []
  let index: Partial<Record<DisburseColumn, number>> | null = null
  try {
    for await (const r of fileRows(content, format, MAX_DISBURSE_ROWS)) {
      if (!index) {
        index = headerIndex(r.cells)
        continue
      }
      const cell = (k: DisburseColumn) => {
        const i = index?.[k]
        return i === undefined ? '' : String(r.cells[i] ?? '').trim()
      }
      rows.push({
        line: r.line,
        bankCode: cell('kode_bank'),
        accountNo: cell('no_rekening').replace(/[\s-]/g, ''),
        expectedName: cell('nama_penerima'),
        amountText: cell('nominal'),
        note: cell('catatan'),
      })
    }
  } catch (e) {
    if (e instanceof TooManyRows) throw badRequest(`${e.message} ${NOTHING_SAVED}`)
    if (e instanceof ApiError) throw e
    throw badRequest(`Berkas ${format} tidak dapat dibaca: ${e instanceof Error ? e.message : String(e)}`)
  }
  if (!index) throw badRequest(`Berkas kosong. ${NOTHING_SAVED}`)
  if (rows.length === 0) throw badRequest(`Berkas tidak berisi baris penerima. ${NOTHING_SAVED}`)
  return { format, rows }
}

/** Where each column is; missing required or unknown columns are refused, naming them and the template's. */
function headerIndex(cells: string[]): Partial<Record<DisburseColumn, number>> {
  const names = cells.map((c) =>
    String(c)
      .replace(/^\uFEFF/, '')
      .trim()
      .toLowerCase(),
  )
  const known = new Set<string>(DISBURSE_COLUMNS.map((c) => c.key))
  const missing = DISBURSE_COLUMNS.filter((c) => c.required && !names.includes(c.key)).map((c) => c.key)
  const unknown = names.filter((n) => n !== '' && !known.has(n))
  if (missing.length > 0 || unknown.length > 0)
    throw badRequest(
      [
        missing.length > 0 ? `Kolom wajib tidak ada: ${missing.join(', ')}.` : '',
        unknown.length > 0 ? `Kolom tidak dikenal: ${unknown.join(', ')}.` : '',
        `Kolom templat: ${DISBURSE_COLUMNS.map((c) => c.key).join(', ')}. ${NOTHING_SAVED}`,
      ]
        .filter(Boolean)
        .join(' '),
    )
  const index: Partial<Record<DisburseColumn, number>> = {}
  names.forEach((n, i) => {
    if (known.has(n)) index[n as DisburseColumn] ??= i
  })
  return index
}

/** Whole rupiah as typed: `1500000`, or with thousands dots `1.500.000`; anything else is not an amount. */
export function parseAmount(text: string): number | null {
  const t = text.replace(/\s/g, '')
  if (/^\d+$/.test(t)) return Number(t)
  if (/^\d{1,3}(\.\d{3})+$/.test(t)) return Number(t.replaceAll('.', ''))
  return null
}

/** The active banks by code (POST /bank-code/get-list's list): a row must name one of them. */
export async function activeBanks(db: Db): Promise<Set<string>> {
  return new Set(rowsOf(await db.execute(sql`select code from bank where active`)).map((r) => String(r.code)))
}

/** A row's own problems (the duplicate check is the document's), each a sentence. */
export function rowProblems(
  r: { bankCode: string; accountNo: string; expectedName: string; note: string },
  amount: number | null,
  banks: Set<string>,
): string[] {
  const p: string[] = []
  if (!/^\d{3}$/.test(r.bankCode)) p.push('Kode bank harus 3 digit angka.')
  else if (!banks.has(r.bankCode)) p.push(`Kode bank ${r.bankCode} tidak ada dalam daftar bank aktif.`)
  if (!/^\d{6,20}$/.test(r.accountNo)) p.push('No. rekening harus 6–20 digit angka.')
  if (amount === null) p.push('Nominal harus angka rupiah bulat (tanpa desimal).')
  else if (amount < MIN_DISBURSE_AMOUNT) p.push(`Nominal minimal ${formatRupiah(MIN_DISBURSE_AMOUNT)}.`)
  else if (amount > MAX_DISBURSE_AMOUNT)
    p.push(`Nominal melebihi batas BI-FAST ${formatRupiah(MAX_DISBURSE_AMOUNT)} per transaksi.`)
  if (r.expectedName.length > 120) p.push('Nama penerima maksimal 120 karakter.')
  if (r.note.length > 100) p.push('Catatan maksimal 100 karakter.')
  return p
}

/** Calls `fn` for every item, at most `limit` at once, in order of start; answers the results in input order. */
export async function mapBounded<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const out = new Array<R>(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const i = next++
      out[i] = await fn(items[i] as T)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return out
}

/**
 * The inquiry of one row whose bank and account number are well-formed: the name the bank answers and how it
 * matches the file's, or the problem that the account does not exist. A bank that does not answer is a problem
 * of the row too (fix or inquire again by saving the row), never a guessed name.
 */
export async function inquire(
  bank: BankAdapter,
  r: { bankCode: string; accountNo: string; expectedName: string },
): Promise<Pick<CheckedRow, 'inquiryName' | 'nameMatch'> & { problem: string | null }> {
  try {
    const answer = await bank.inquiry(r.bankCode, r.accountNo)
    if (!answer.found)
      return { inquiryName: null, nameMatch: null, problem: 'Rekening tidak ditemukan di bank tujuan.' }
    return { inquiryName: answer.name, nameMatch: nameMatch(r.expectedName, answer.name), problem: null }
  } catch {
    return {
      inquiryName: null,
      nameMatch: null,
      problem: 'Inquiry rekening gagal (bank tidak menjawab); simpan baris ini untuk mencoba lagi.',
    }
  }
}

/** Every row checked, then inquired where it can be (bounded concurrency). */
export async function checkRows(
  db: Db,
  bank: BankAdapter,
  rows: readonly FileRecipient[],
): Promise<CheckedRow[]> {
  const banks = await activeBanks(db)
  return mapBounded(rows, INQUIRY_CONCURRENCY, async (r) => {
    const amount = parseAmount(r.amountText)
    const problems = rowProblems(r, amount, banks)
    const checked: CheckedRow = {
      line: r.line,
      bankCode: r.bankCode.slice(0, 3),
      accountNo: r.accountNo.slice(0, 30),
      expectedName: r.expectedName.slice(0, 120),
      amount: amount !== null && amount <= Number.MAX_SAFE_INTEGER ? amount : 0,
      note: r.note.slice(0, 100),
      problems,
      inquiryName: null,
      nameMatch: null,
    }
    if (problems.some((p) => p.startsWith('Kode bank') || p.startsWith('No. rekening'))) return checked
    const answer = await inquire(bank, checked)
    if (answer.problem) problems.push(answer.problem)
    return { ...checked, inquiryName: answer.inquiryName, nameMatch: answer.nameMatch }
  })
}
