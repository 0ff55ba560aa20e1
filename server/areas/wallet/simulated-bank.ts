import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { rowsOf } from '../../engine/query.ts'
import {
  type BankAdapter,
  BankUnreachable,
  type InquiryAnswer,
  type Transfer,
  type TransferOutcome,
} from './bank-adapter.ts'

/**
 * The demo's bank (issue 17 item 3): it answers deterministically from the account number, so the demo, the tests
 * and a person trying the screen see the same thing every time:
 *   - an account number ending in 000 does not exist (inquiry: not found);
 *   - one ending in 99 belongs to someone else than the file says (a company name: a name mismatch);
 *   - any other has the name `simulatedAccountName` gives it;
 *   - a transfer to an account ending in 13 is refused (closed account);
 *   - a transfer to one ending in 31 is made but its first answer is lost (BankUnreachable): only the advice
 *     tells that it was paid, which is what a retry must ask before sending again.
 * Every transfer is kept in `sim_bank_transfer` under the sender's key (the bank's own books, in the demo's
 * database): the same key twice pays once and counts the second receipt, which the crash test reads.
 */
const FIRST = [
  'Budi',
  'Siti',
  'Agus',
  'Dewi',
  'Rizky',
  'Putri',
  'Andi',
  'Rina',
  'Hendra',
  'Wulan',
  'Fajar',
  'Intan',
]
const LAST = [
  'Santoso',
  'Rahmawati',
  'Wijaya',
  'Lestari',
  'Pratama',
  'Sari',
  'Hidayat',
  'Kusuma',
  'Saputra',
  'Nugroho',
]
const OTHER = 'PT Sumber Rejeki Abadi'

/** The name the simulated bank answers for an account that exists (the template and the tests use it). */
export function simulatedAccountName(accountNo: string): string {
  const h = createHash('sha256').update(accountNo).digest()
  return `${FIRST[(h[0] as number) % FIRST.length]} ${LAST[(h[1] as number) % LAST.length]}`
}

const sleep = (ms: number) => (ms > 0 ? new Promise((r) => setTimeout(r, ms)) : Promise.resolve())

const outcomeOf = (r: Record<string, unknown>): TransferOutcome =>
  r.status === 'SUCCESS'
    ? { status: 'SUCCESS', bankRef: String(r.bank_ref) }
    : { status: 'FAILED', reason: String(r.reason), bankRef: String(r.bank_ref) }

export class SimulatedBank implements BankAdapter {
  constructor(
    private readonly db: Db,
    /** Answer delay of every call (SIM_BANK_DELAY_MS), as a bank's network round trip. */
    private readonly delayMs: number,
  ) {}

  async inquiry(_bankCode: string, accountNo: string): Promise<InquiryAnswer> {
    await sleep(this.delayMs)
    if (accountNo.endsWith('000')) return { found: false }
    return { found: true, name: accountNo.endsWith('99') ? OTHER : simulatedAccountName(accountNo) }
  }

  async transfer(t: Transfer): Promise<TransferOutcome> {
    await sleep(this.delayMs)
    const refused = t.accountNo.endsWith('13') || t.accountNo.endsWith('000')
    const [row] = rowsOf(
      await this.db.execute(sql`
        insert into sim_bank_transfer (idempotency_key, bank_code, account_no, amount, status, reason, bank_ref)
        values (${t.key}, ${t.bankCode}, ${t.accountNo}, ${t.amount}, ${refused ? 'FAILED' : 'SUCCESS'},
                ${refused ? 'Rekening tujuan tidak aktif (ditutup).' : null},
                ${`BIF${createHash('sha256').update(t.key).digest('hex').slice(0, 14).toUpperCase()}`})
        on conflict (idempotency_key) do update set received = sim_bank_transfer.received + 1
        returning status, reason, bank_ref, received`),
    )
    if (!row) throw new BankUnreachable('bank simulasi tidak menjawab')
    // The first answer of a transfer to an account ending in 31 is lost on the way back: paid, but unknown.
    if (Number(row.received) === 1 && t.accountNo.endsWith('31'))
      throw new BankUnreachable('waktu tunggu jawaban bank habis')
    return outcomeOf(row)
  }

  async advice(key: string): Promise<TransferOutcome | null> {
    await sleep(this.delayMs)
    const [row] = rowsOf(
      await this.db.execute(
        sql`select status, reason, bank_ref from sim_bank_transfer where idempotency_key = ${key}`,
      ),
    )
    return row ? outcomeOf(row) : null
  }
}
